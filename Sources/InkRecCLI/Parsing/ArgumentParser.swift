/// Splits a command's words into positionals, options and flags by its ``CommandSignature``.
///
/// Rules: `--name VALUE` and `--name=VALUE` for options (the word after an option is its value even
/// when it starts with `-`, so `--lr -0.5` works); `--name` for flags; `--` ends options; a lone `-`
/// is a positional (stdin/stdout by convention). An option takes one value: given twice, it is a
/// usage error (a flag given twice is the flag). Positionals fill in order; the one repeated argument
/// takes what the arguments after it leave. `-h`/`--help` is handled before parsing, by ``InkRecTool``.
/// O(words × declared names).
struct ArgumentParser {
    let signature: CommandSignature

    /// - Throws: ``CommandError/usage(_:)`` naming the offending word.
    func parse(_ words: [String]) throws -> ParsedArguments {
        var parsed = ParsedArguments(signature: signature)
        var positionals: [String] = []
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            if optionsEnded || !word.hasPrefix("-") || word == "-" {
                positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            guard word.hasPrefix("--") else { throw CommandError.usage("unknown option '\(word)'") }
            let body = word.dropFirst(2)
            let name = String(body.prefix { $0 != "=" })
            let inlineValue = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
            if let option = signature.option(named: name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < words.count, !Self.looksLikeOption(words[index]) {
                    value = words[index]
                    index += 1
                } else if index < words.count {
                    // `--report --json` wrote a report named "--json".
                    throw CommandError.usage(
                        "--\(name) needs a value (\(option.valueName)), got the option '\(words[index])'; write --\(name)=\(words[index]) to mean it as the value")
                } else {
                    throw CommandError.usage("--\(name) needs a value (\(option.valueName))")
                }
                if let allowed = option.allowedValues, !allowed.contains(value) {
                    throw CommandError.usage(
                        "--\(name) must be one of \(allowed.joined(separator: ", ")), got '\(value)'")
                }
                // Last-wins would quietly drop one (`--epochs 3 … --epochs 5`): no option repeats.
                if let earlier = parsed.optionValues[name] {
                    throw CommandError.usage("--\(name) is given twice ('\(earlier)' and '\(value)'): give it once")
                }
                parsed.optionValues[name] = value
            } else if signature.flag(named: name) != nil {
                guard inlineValue == nil else { throw CommandError.usage("--\(name) takes no value") }
                parsed.setFlags.insert(name)
            } else {
                throw CommandError.usage("unknown option '--\(name)'")
            }
        }
        for option in signature.options where option.isRequired && parsed.optionValues[option.name] == nil {
            throw CommandError.usage("missing --\(option.name) \(option.valueName)")
        }
        parsed.positionalValues = try assign(positionals)
        return parsed
    }

    /// Distributes positional words over the declared arguments.
    private func assign(_ words: [String]) throws -> [String: [String]] {
        let arguments = signature.arguments
        let required = arguments.filter { !$0.isOptional }.count
        if words.count < required {
            let missing = arguments.filter { !$0.isOptional }[words.count]
            throw CommandError.usage("missing \(missing.name)")
        }
        let hasRepeated = arguments.contains(where: \.isRepeated)
        if !hasRepeated, words.count > arguments.count {
            throw CommandError.usage("unexpected argument '\(words[arguments.count])'")
        }
        var spare = words.count - required  // words optional or repeated arguments may take
        var values: [String: [String]] = [:]
        var next = 0
        for argument in arguments {
            var take = argument.isOptional ? 0 : 1
            if argument.isRepeated {
                let requiredAfter = arguments.drop { $0.name != argument.name }.dropFirst().filter { !$0.isOptional }
                take = words.count - next - requiredAfter.count
                spare = 0
            } else if argument.isOptional, spare > 0 {
                take = 1
                spare -= 1
            }
            guard take > 0 else { continue }
            // An empty path would mean the working folder (trial 6: `info ""` walked it).
            if words[next..<next + take].contains("") { throw CommandError.usage("\(argument.name) is empty") }
            values[argument.name] = Array(words[next..<next + take])
            next += take
        }
        return values
    }

    /// A word of the form `--name`: taken as a forgotten value, not a value (`-5` and `--` are values).
    private static func looksLikeOption(_ word: String) -> Bool {
        word.hasPrefix("--") && word.count > 2
    }
}
