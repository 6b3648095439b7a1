/// The first bare token of a JSON text that is not a JSON value (`NaN`, `Infinity`, `1e400`,
/// `undefined`), with where it stands: Foundation's decoder on Linux says only "The given data
/// was not valid JSON.", so a reader's error names the token, its column and the field instead.
///
/// A tolerant scan, run only after decoding failed: strings are skipped (escapes included) and
/// structure is tracked to name the field, but other syntax errors (a missing comma, an unclosed
/// bracket) are not looked for: `first(in:)` returns `nil` for them. O(bytes).
struct JSONInvalidToken: Equatable, CustomStringConvertible {
    /// The token as written.
    var text: String
    /// 1-based line and column (in bytes) of its first character.
    var line: Int
    var column: Int
    /// The keys and array indices leading to it, joined by dots (`strokes.0.1.0`); empty at the top.
    var field: String

    /// Whether `text` is a control character (U+0000–U+001F) inside a string, which JSON strings
    /// must escape, rather than a bare token.
    var isInString = false

    /// The first token of `json` that is neither `true`, `false`, `null` nor a number that reads
    /// as a finite `Double` (one that rounds to 0 but is not 0, `1e-400`, is no value to
    /// Foundation), or an unescaped control character inside a string; `nil` when there is none.
    /// With `field`, only those at that field or inside it count (`samples.3`).
    static func first(in json: some Collection<UInt8>, within field: String? = nil) -> JSONInvalidToken? {
        let bytes = Array(json)
        var stack: [Container] = []
        var line = 1, lineStart = 0, i = 0
        // The token at byte `at`, unless it lies outside `field`. In a key being read the
        // object's last key is not yet its field.
        func token(_ text: String, at position: Int, isInString: Bool) -> JSONInvalidToken? {
            let path = stack.enumerated().compactMap { depth, container -> String? in
                switch container {
                case .object(let key, let keyNext): keyNext && depth == stack.count - 1 ? nil : key
                case .array(let index): String(index)
                }
            }.joined(separator: ".")
            if let field, path != field, !path.hasPrefix(field + ".") { return nil }
            return JSONInvalidToken(text: text, line: line, column: position - lineStart + 1, field: path, isInString: isInString)
        }
        while i < bytes.count {
            let byte = bytes[i]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = i + 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                break
            case UInt8(ascii: "{"): stack.append(.object(key: nil, keyNext: true))
            case UInt8(ascii: "["): stack.append(.array(index: 0))
            case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = stack.popLast()
            case UInt8(ascii: ","):
                switch stack.last {
                case .array(let index): stack[stack.count - 1] = .array(index: index + 1)
                case .object(let key, _): stack[stack.count - 1] = .object(key: key, keyNext: true)
                case nil: break
                }
            case UInt8(ascii: ":"):
                if case .object(let key, _) = stack.last { stack[stack.count - 1] = .object(key: key, keyNext: false) }
            case UInt8(ascii: "\""):
                var end = i + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
                    if bytes[end] < 0x20, let token = token(String(UnicodeScalar(bytes[end])), at: end, isInString: true) {
                        return token
                    }
                    end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
                }
                if case .object(_, true) = stack.last {
                    let key = String(decoding: bytes[(i + 1)..<min(end, bytes.count)], as: UTF8.self)
                    stack[stack.count - 1] = .object(key: key, keyNext: false)
                }
                i = end
            default:
                var end = i
                while end < bytes.count, !isDelimiter(bytes[end]) { end += 1 }
                let text = String(decoding: bytes[i..<end], as: UTF8.self)
                if !isValue(text), let token = token(text, at: i, isInString: false) { return token }
                i = end - 1
            }
            i += 1
        }
        return nil
    }

    /// A container being read: an object's latest key (and whether a key comes next), or an array's index.
    private enum Container { case object(key: String?, keyNext: Bool), array(index: Int) }

    /// Where a bare token ends.
    private static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: ","),
            UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
            UInt8(ascii: "\""):
            true
        default: false
        }
    }

    private static func isValue(_ text: String) -> Bool {
        if text == "true" || text == "false" || text == "null" { return true }
        guard let first = text.first, first == "-" || first.isASCII && first.isNumber,
            let value = Double(text), value.isFinite
        else { return false }
        return value != 0 || !underflows(text)
    }

    /// Whether the number `text` reads as 0 although its digits are not all 0 (`1e-400`).
    private static func underflows(_ text: String) -> Bool {
        text.prefix { $0 != "e" && $0 != "E" }.contains { $0.isNumber && $0 != "0" }
    }

    /// "'NaN' at column 28 (strokes.0.1.0) is not a JSON value: JSON has no NaN or infinity".
    var description: String {
        let position = line == 1 ? "column \(column)" : "line \(line), column \(column)"
        let place = field.isEmpty ? position : "\(position) (\(field))"
        if isInString {
            let code = String(text.unicodeScalars.first?.value ?? 0, radix: 16, uppercase: true)
            let hex = String(repeating: "0", count: max(0, 4 - code.count)) + code
            return "an unescaped control character U+\(hex) in a string at \(place) is not valid JSON: write it \\u\(hex)"
        }
        if Self.underflows(text), Double(text) == 0 {
            return "'\(text)' at \(place) is below the smallest Double (±4.9e-324): write 0"
        }
        let lowered = text.lowercased().trimmingPrefix("-")
        if lowered == "nan" || lowered.hasPrefix("inf") {
            return "'\(text)' at \(place) is not a JSON value: JSON has no NaN or infinity"
        }
        if let first = text.first, first == "-" || first.isNumber, Double(text)?.isInfinite == true {
            return "'\(text)' at \(place) is beyond the range of a Double (±1.8e308)"
        }
        return "'\(text)' at \(place) is not a JSON value"
    }
}
