import Foundation

extension CommandContext {
    /// Prints `value` as pretty-printed JSON with sorted keys (stable, diffable output), then a newline.
    ///
    /// Non-finite numbers are written as the strings `"nan"`, `"inf"`, `"-inf"` rather than failing.
    /// - Throws: `EncodingError` when `value` cannot be encoded.
    public func printJSON<Value: Encodable>(_ value: Value) throws {
        let data = try Self.jsonEncoder.encode(value)
        standardOutput.write(String(decoding: data, as: UTF8.self) + "\n")
    }

    /// The encoder behind ``printJSON(_:)``, for commands that write JSON files (`--log-json`).
    public static var jsonEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }
}
