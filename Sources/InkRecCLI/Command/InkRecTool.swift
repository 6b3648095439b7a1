/// The `inkrec` program: routes a command line to a ``Command``, prints help and errors, and
/// returns the exit code. `main.swift` is one call to ``run(_:context:)``.
public struct InkRecTool: Sendable {
    /// The tool's version, printed by `--version` (semantic versioning; see README "Versions").
    public static let version = "0.1.0"

    public let commands: [any Command]

    public init(commands: [any Command] = CommandRegistry.commands) {
        precondition(Set(commands.map(\.name)).count == commands.count, "two commands share a name")
        self.commands = commands
    }

    /// Runs one command line (without the program name) and returns its exit code.
    /// Never throws: errors are printed on `context.standardError`. Output that could not be
    /// written to `context.standardOutput` (a full disk, a closed stdout) makes the code
    /// ``ExitCode/badInput``, with an error naming the command and the system's reason.
    public func run(_ arguments: [String], context: CommandContext) -> ExitCode {
        let code = route(arguments, context: context)
        if let failure = context.standardOutput.writeFailure {
            let name = longestMatch(arguments).map { " " + $0.name } ?? ""
            context.printError("\(HelpText.toolName)\(name): error: cannot write the output: \(failure)")
            return .badInput
        }
        return code
    }

    private func route(_ arguments: [String], context: CommandContext) -> ExitCode {
        guard let first = arguments.first else {
            context.standardError.write(HelpText.overview(of: commands, version: Self.version))
            return .usage
        }
        if first == "--version" || (first == "--json" && arguments.dropFirst().first == "--version") {
            return version(arguments.filter { $0 != "--version" }, context: context)
        }
        switch first {
        case "-h", "--help":
            context.standardOutput.write(HelpText.overview(of: commands, version: Self.version))
            return .success
        case "help":
            return help(for: Array(arguments.dropFirst()), context: context)
        default:
            break
        }
        guard let command = longestMatch(arguments) else {
            return groupOrUnknown(arguments, context: context)
        }
        let rest = Array(arguments.dropFirst(command.words.count))
        let options = rest.prefix { $0 != "--" }
        if options.contains("--help") || options.contains("-h") {
            context.standardOutput.write(HelpText.command(command))
            return .success
        }
        do {
            var parsed = try ArgumentParser(signature: command.signature).parse(rest)
            parsed.commandLine = [HelpText.toolName] + arguments
            try command.run(parsed, context: context)
            return .success
        } catch CommandError.usage(let message) {
            context.printError("\(HelpText.toolName) \(command.name): \(TypedPaths(rest, context: context).rewrite(message))")
            context.printError("usage: \(HelpText.usage(of: command))")
            context.printError("Run '\(HelpText.toolName) help \(command.name)' for details.")
            return .usage
        } catch {
            // Checks and libraries name absolute paths; the user reads them as typed.
            let message = TypedPaths(rest, context: context).rewrite("\(error)")
            context.printError("\(HelpText.toolName) \(command.name): error: \(message)")
            return .badInput
        }
    }

    /// `inkrec --version [--json]`: the version line, or a JSON object like every `--json`
    /// output (``VersionReport``); any other argument is a usage error.
    private func version(_ rest: [String], context: CommandContext) -> ExitCode {
        if let other = rest.first(where: { $0 != "--json" }) {
            context.printError("\(HelpText.toolName): --version takes no argument but --json, got '\(other)'")
            return .usage
        }
        guard !rest.isEmpty else {
            context.print(VersionReport.current.line)
            return .success
        }
        do {
            try context.printJSON(VersionReport.current)
            return .success
        } catch {
            context.printError("\(HelpText.toolName): error: \(error)")
            return .badInput
        }
    }

    /// `inkrec help`, `inkrec help info`, `inkrec help eval`, `inkrec help eval shapes`.
    private func help(for words: [String], context: CommandContext) -> ExitCode {
        if words.isEmpty {
            context.standardOutput.write(HelpText.overview(of: commands, version: Self.version))
        } else if let command = commands.first(where: { $0.words == words }) {
            context.standardOutput.write(HelpText.command(command))
        } else if isGroup(words) {
            context.standardOutput.write(HelpText.overview(of: commands, prefix: words, version: Self.version))
        } else {
            context.printError("\(HelpText.toolName): no command '\(words.joined(separator: " "))'")
            context.printError("Run '\(HelpText.toolName) --help' for the list of commands.")
            return .usage
        }
        return .success
    }

    /// A group name alone or with `--help` shows the group; anything else is unknown.
    private func groupOrUnknown(_ arguments: [String], context: CommandContext) -> ExitCode {
        let groupWords = Array(arguments.prefix { !$0.hasPrefix("-") })
        var prefix = groupWords
        while !prefix.isEmpty, !isGroup(prefix) { prefix.removeLast() }
        if !prefix.isEmpty {
            let overview = HelpText.overview(of: commands, prefix: prefix, version: Self.version)
            let rest = arguments.dropFirst(prefix.count)
            if rest.first == "--help" || rest.first == "-h" {
                context.standardOutput.write(overview)
                return .success
            }
            if let unknown = rest.first {
                context.printError("\(HelpText.toolName): unknown command '\((prefix + [unknown]).joined(separator: " "))'")
            } else {
                context.printError("\(HelpText.toolName) \(prefix.joined(separator: " ")): missing subcommand")
            }
            context.standardError.write(overview)
            return .usage
        }
        context.printError("\(HelpText.toolName): unknown command '\(arguments[0])'")
        context.printError("Run '\(HelpText.toolName) --help' for the list of commands.")
        return .usage
    }

    private func longestMatch(_ arguments: [String]) -> (any Command)? {
        commands.filter { arguments.starts(with: $0.words) }.max { $0.words.count < $1.words.count }
    }

    private func isGroup(_ prefix: [String]) -> Bool {
        commands.contains { $0.words.count > prefix.count && $0.words.starts(with: prefix) }
    }
}
