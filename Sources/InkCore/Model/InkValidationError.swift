import Foundation

/// What is wrong with a drawing or stroke, with the stroke and point index where it applies.
public enum InkValidationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The drawing has no strokes, or only empty ones.
    case emptyDrawing
    /// Stroke `stroke` has no points.
    case emptyStroke(stroke: Int)
    /// A coordinate or channel value is NaN or infinite.
    case nonFiniteValue(stroke: Int, point: Int)
    /// A finite coordinate beyond `InkPoint.coordinateLimit` (±1e15 points).
    case coordinateOutOfRange(stroke: Int, point: Int)
    /// `timeOffset` goes backwards at `point` (strictly less than the point before).
    case nonMonotonicTime(stroke: Int, point: Int)
    /// Point `point` carries channels `found` where the stroke's first point carries `expected`.
    case channelMismatch(stroke: Int, point: Int, expected: InkChannels, found: InkChannels)

    public var description: String {
        switch self {
        case .emptyDrawing:
            return "empty drawing: no stroke has a point"
        case .emptyStroke(let s):
            return "stroke \(s) is empty"
        case .nonFiniteValue(let s, let p):
            return "stroke \(s), point \(p): NaN or infinite value"
        case .coordinateOutOfRange(let s, let p):
            return "stroke \(s), point \(p): a coordinate beyond ±1e15 points"
        case .nonMonotonicTime(let s, let p):
            return "stroke \(s), point \(p): time goes backwards"
        case .channelMismatch(let s, let p, let expected, let found):
            return "stroke \(s), point \(p): has channels \(found), the stroke's first point has \(expected)"
        }
    }
}
