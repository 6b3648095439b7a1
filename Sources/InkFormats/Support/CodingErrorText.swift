/// A JSON coding error, as `describe(_:)` words it, and for text that did not parse the first
/// token of `json` that is not a JSON value, with its column and field (Foundation on Linux names
/// neither), or else what Foundation's "The given data was not valid JSON." stands for when it
/// is no UTF-8, nested too deep, or cut off (its end, line and column, inside an array, object or
/// string). Other syntax errors (a missing comma) keep Foundation's words: it gives no position.
/// O(bytes), on failure only.
func describe(_ error: Error, in json: some Collection<UInt8>) -> String {
    guard isSyntaxError(error) else { return describe(error) }
    if let token = JSONInvalidToken.first(in: json) { return token.description }
    if String(validating: json, as: UTF8.self) == nil { return "not valid JSON: the text is not valid UTF-8" }
    let nesting = JSONNesting(json)
    if nesting.deepest > maximumJSONDepth {
        return "not valid JSON: arrays and objects nested \(nesting.deepest) deep, past the parser's limit of \(maximumJSONDepth)"
    }
    if nesting.isCutOff {
        let end = nesting.endLine == 1 ? "column \(nesting.endColumn)" : "line \(nesting.endLine), column \(nesting.endColumn)"
        let open = nesting.openAtEnd
        let inside = nesting.endsInString ? "a string" : open == 1 ? "an array or object" : "\(open) nested arrays or objects"
        return "not valid JSON: the text ends at \(end) inside \(inside) (cut off?)"
    }
    return describe(error)
}

/// Whether `error` is about the JSON text rather than its shape: a parse failure (no coding
/// path), or an error of Foundation's own parser that a lazily decoded string throws as is (an
/// unescaped control character in a key: `unescapedControlCharacterInString(…)`).
func isSyntaxError(_ error: Error) -> Bool {
    switch error {
    case DecodingError.dataCorrupted(let context): context.codingPath.isEmpty
    case is DecodingError, is EncodingError: false
    default: true
    }
}

/// The deepest Foundation's JSON parser accepts.
private let maximumJSONDepth = 512

/// How arrays and objects nest in a JSON text, strings skipped: the deepest nesting and what is
/// still open where the text ends. O(bytes).
private struct JSONNesting {
    var deepest = 0
    var openAtEnd = 0
    var endsInString = false
    /// 1-based line and column (in bytes) just past the last byte.
    var endLine = 1
    var endColumn = 1

    var isCutOff: Bool { openAtEnd > 0 || endsInString }

    init(_ json: some Collection<UInt8>) {
        var escaped = false
        for byte in json {
            if byte == UInt8(ascii: "\n") {
                endLine += 1
                endColumn = 1
            } else {
                endColumn += 1
            }
            if endsInString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { endsInString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): endsInString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                openAtEnd += 1
                deepest = max(deepest, openAtEnd)
            case UInt8(ascii: "]"), UInt8(ascii: "}"): openAtEnd -= 1
            default: break
            }
        }
    }
}

/// A JSON coding error in one line, without Foundation's long debug text.
func describe(_ error: Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context): return context.debugDescription
    case DecodingError.keyNotFound(let key, _): return "missing key '\(key.stringValue)'"
    case DecodingError.typeMismatch(let type, let context):
        return "expected \(type) at '\(path(context.codingPath))'"
    case DecodingError.valueNotFound(let type, let context):
        return "expected \(type) at '\(path(context.codingPath))', found null"
    case EncodingError.invalidValue(let value, let context):
        return "\(value) at '\(path(context.codingPath))'"
    default: return "\(error)"
    }
}

private func path(_ codingPath: [any CodingKey]) -> String {
    codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
}
