/// A JSON coding error, as `describe(_:)` words it, and for text that did not parse the first
/// token of `json` that is not a JSON value, with its column and field (Foundation on Linux names
/// neither). O(bytes), on failure only.
func describe(_ error: Error, in json: some Collection<UInt8>) -> String {
    guard case DecodingError.dataCorrupted(let context) = error, context.codingPath.isEmpty,
        let token = JSONInvalidToken.first(in: json)
    else { return describe(error) }
    return token.description
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
