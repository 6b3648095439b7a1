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

    /// Prints `value` as ``printJSON(_:)`` does, with the `warnings` and `notes` keys of
    /// `messages` added to its object (`value` must encode as one, without those keys).
    /// - Throws: `EncodingError` when `value` cannot be encoded.
    func printJSON<Value: Encodable>(_ value: Value, messages: StderrMessages) throws {
        try printJSON(WithMessages(value: value, messages: messages))
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

/// A report and the messages its command printed, encoded as one object.
private struct WithMessages<Value: Encodable>: Encodable {
    var value: Value
    var messages: StderrMessages

    func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
        try messages.encode(to: encoder)
    }
}
