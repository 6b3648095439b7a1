import Foundation
import InkCore

/// A file that could not be read as ink, with where and what went wrong.
///
/// `description` reads like a compiler diagnostic: `path:line:column: reason`, leaving out what
/// is unknown. Lines and columns count from 1; `record` is the 0-based index of the drawing or
/// segment inside a file that holds many.
public struct InkFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file's path, or `nil` for in-memory input.
    public var path: String?
    public var line: Int?
    public var column: Int?
    /// The 0-based record (ndjson line's drawing, UNIPEN segment) inside the file, when known.
    public var record: Int?
    public var reason: Reason

    public init(path: String? = nil, line: Int? = nil, column: Int? = nil, record: Int? = nil, reason: Reason) {
        self.path = path
        self.line = line
        self.column = column
        self.record = record
        self.reason = reason
    }

    /// What was expected and what was found. Readers throw a bare `Reason` from code that does
    /// not know the file position; their caller wraps it into an `InkFormatError`.
    public enum Reason: Error, Equatable, Sendable, CustomStringConvertible {
        /// The file could not be opened or read (the system's message).
        case unreadable(String)
        /// Neither the extension nor the first bytes name a format this module reads.
        case unknownFormat
        /// The file holds no byte but whitespace, so no format can be told (or read) from it.
        case emptyFile
        /// The XML parser stopped: the parser's message.
        case malformedXML(String)
        /// A JSON value could not be decoded: the decoder's message.
        case malformedJSON(String)
        /// Something else stood where `expected` should be.
        case unexpected(expected: String, found: String)
        /// `element` lacks the required `attribute`.
        case missingAttribute(element: String, attribute: String)
        /// `text` is not a finite number.
        case invalidNumber(String)
        /// A UNIPEN `.INCLUDE` names a file that does not exist (the resolved path).
        case missingInclude(String)
        /// A UNIPEN `.INCLUDE` (the name as written) that segments need, in a file with no
        /// `include/` folder beside it or above it to resolve it in.
        case includeFolderNotFound(String)
        /// A UNIPEN `.SEGMENT` delineation points past the recorded components or points.
        case segmentOutOfRange(delineation: String, components: Int)
        /// A value read or derived (a time difference, an InkML difference-coded value) is NaN or
        /// infinite: at `point` of `stroke`, or in the stroke's start time when `point` is `nil`.
        case nonFiniteValue(stroke: Int, point: Int?)
        /// A coordinate beyond `InkPoint.coordinateLimit` (±1e15 points) at `point` of `stroke`.
        case coordinateOutOfRange(stroke: Int, point: Int)
        /// The record holds no point at all.
        case noInk
        /// Writing failed (the system's message).
        case unwritable(String)

        public var description: String {
            switch self {
            case .unreadable(let message): return "cannot read file: \(message)"
            case .unknownFormat: return "unknown ink format (use a known extension or name the format)"
            case .emptyFile: return "empty file"
            case .malformedXML(let message): return "malformed XML: \(message)"
            case .malformedJSON(let message): return "malformed JSON: \(message)"
            case .unexpected(let expected, let found): return "expected \(expected), found \(found)"
            case .missingAttribute(let element, let attribute):
                return "<\(element)> lacks the attribute \(attribute)"
            case .invalidNumber(let text): return "expected a finite number, found '\(text)'"
            case .missingInclude(let path): return ".INCLUDE file not found: \(path)"
            case .includeFolderNotFound(let name):
                return ".INCLUDE file not found: \(name) (no include/ folder beside the file or above it)"
            case .segmentOutOfRange(let delineation, let components):
                return "segment '\(delineation)' is out of range (\(components) component\(components == 1 ? "" : "s") recorded)"
            case .nonFiniteValue(let stroke, let point?):
                return "stroke \(stroke), point \(point): a value overflows to infinity or is not a number"
            case .nonFiniteValue(let stroke, nil):
                return "stroke \(stroke): its start time overflows to infinity or is not a number"
            case .coordinateOutOfRange(let stroke, let point):
                return InkValidationError.coordinateOutOfRange(stroke: stroke, point: point).description
            case .noInk: return "record holds no point"
            case .unwritable(let message): return "cannot write file: \(message)"
            }
        }
    }

    public var description: String {
        var location = path ?? "<input>"
        if let line { location += ":\(line)" }
        if let column { location += ":\(column)" }
        if let record { location += " (record \(record))" }
        return "\(location): \(reason)"
    }

    /// A copy that names `path`, unless it names one already (errors raised on in-memory text).
    func located(at path: String) -> InkFormatError {
        var copy = self
        if copy.path == nil { copy.path = path }
        return copy
    }
}
