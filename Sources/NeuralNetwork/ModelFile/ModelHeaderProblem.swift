import Foundation

/// Why a model file's JSON header could not be read (or written): which key, what was expected.
/// Paths name keys as the header spells them, list elements by index: `architecture[0].convolution1D.kernel`.
public enum ModelHeaderProblem: Error, CustomStringConvertible, Equatable, Sendable {
    /// The header bytes are not JSON at all; `detail` is the parser's message.
    case notJSON(detail: String)
    /// An object lacks a required key (`at` is the object's path, empty for the top level).
    case missingKey(String, at: String)
    /// A value of another JSON type stands where `expected` ("an integer", "a string" …) should be.
    case wrongType(at: String, expected: String)
    /// `null` stands where `expected` should be.
    case missingValue(at: String, expected: String)
    /// The value has the right type but is not allowed (an unknown layer kind, a NaN metric);
    /// `detail` is the coder's message.
    case invalidValue(at: String, detail: String)

    /// The problem a `DecodingError` or `EncodingError` describes; any other error is `notJSON`.
    public init(_ error: any Error) {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            self = .missingKey(key.stringValue, at: Self.path(context.codingPath))
        case DecodingError.typeMismatch(let type, let context):
            self = .wrongType(at: Self.path(context.codingPath), expected: Self.name(of: type))
        case DecodingError.valueNotFound(let type, let context):
            self = .missingValue(at: Self.path(context.codingPath), expected: Self.name(of: type))
        case DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty:
            let underlying = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey] as? String
            self = .notJSON(detail: underlying ?? context.debugDescription)
        case DecodingError.dataCorrupted(let context):
            self = .invalidValue(at: Self.path(context.codingPath), detail: context.debugDescription)
        case EncodingError.invalidValue(let value, let context):
            self = .invalidValue(at: Self.path(context.codingPath), detail: "\(value) cannot be written as JSON")
        default:
            self = .notJSON(detail: "\(error)")
        }
    }

    public var description: String {
        switch self {
        case .notJSON(let detail): "not valid JSON: \(detail)"
        case .missingKey(let key, let path): "missing key \"\(key)\"" + (path.isEmpty ? "" : " in \(path)")
        case .wrongType(let path, let expected): "\(path): expected \(expected)"
        case .missingValue(let path, let expected): "\(path): expected \(expected), found null"
        case .invalidValue(let path, let detail): path.isEmpty ? detail : "\(path): \(detail)"
        }
    }

    /// `architecture[0].convolution1D.kernel`.
    private static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }

    /// The JSON kind a Swift type is read from, in words.
    private static func name(of type: Any.Type) -> String {
        switch type {
        case is any FixedWidthInteger.Type: "an integer"
        case is any BinaryFloatingPoint.Type: "a number"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        default:
            String(describing: type).hasPrefix("Array") ? "a list"
                : String(describing: type).hasPrefix("Dictionary") ? "an object" : "a value of type \(type)"
        }
    }
}
