/// A JSON coding error, as `describe(_:)` words it, and for text that did not parse the first
/// token of `json` that is not a JSON value, with its column and field (Foundation on Linux names
/// neither), or else what Foundation's "The given data was not valid JSON." stands for when it
/// is no UTF-8 or nested too deep. O(bytes), on failure only.
func describe(_ error: Error, in json: some Collection<UInt8>) -> String {
    guard case DecodingError.dataCorrupted(let context) = error, context.codingPath.isEmpty else { return describe(error) }
    if let token = JSONInvalidToken.first(in: json) { return token.description }
    if String(validating: json, as: UTF8.self) == nil { return "not valid JSON: the text is not valid UTF-8" }
    let depth = nestingDepth(json)
    if depth > maximumJSONDepth {
        return "not valid JSON: arrays and objects nested \(depth) deep, past the parser's limit of \(maximumJSONDepth)"
    }
    return describe(error)
}

/// The deepest nesting Foundation's JSON parser accepts.
private let maximumJSONDepth = 512

/// The deepest nesting of arrays and objects in `json`, strings skipped. O(bytes).
private func nestingDepth(_ json: some Collection<UInt8>) -> Int {
    var depth = 0, deepest = 0, inString = false, escaped = false
    for byte in json {
        if inString {
            if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
            continue
        }
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            depth += 1
            deepest = max(deepest, depth)
        case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
        default: break
        }
    }
    return deepest
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
