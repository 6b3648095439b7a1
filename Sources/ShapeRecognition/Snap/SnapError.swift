import InkCore

/// Bad input to a `SnapSession`. The offending call changes nothing: the session stays as it was,
/// except that a dropped point still counts toward the `pointIndex` of the stroke's later points.
public enum SnapError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `append` arrived with no stroke begun (before `begin`, or after `end`/`cancel`).
    case noActiveStroke
    /// `begin` arrived while a stroke was still down; end or cancel it first.
    case strokeAlreadyActive
    /// The point at `pointIndex` of the current stroke (0 is `begin`'s; dropped points count) has a
    /// NaN or infinite coordinate.
    case nonFinitePoint(pointIndex: Int, x: Double, y: Double)
    /// The point at `pointIndex` has a finite coordinate beyond `InkPoint.coordinateLimit`
    /// (±1e15 points), the limit the file readers and the recognizers apply.
    case coordinateOutOfRange(pointIndex: Int, x: Double, y: Double)
    /// The point at `pointIndex` has no `timeOffset`, or a NaN/infinite one; the session needs time.
    case invalidTimestamp(pointIndex: Int)
    /// The point at `pointIndex` is older than the last point the stroke accepted (`previous`, seconds).
    case timeWentBackwards(pointIndex: Int, previous: Double, received: Double)

    public var description: String {
        switch self {
        case .noActiveStroke:
            "append without an active stroke: call begin first"
        case .strokeAlreadyActive:
            "begin while a stroke is active: end or cancel it first"
        case .nonFinitePoint(let index, let x, let y):
            "point \(index): non-finite location (\(x), \(y))"
        case .coordinateOutOfRange(let index, let x, let y):
            "point \(index): location (\(x), \(y)) beyond the ±1e15-point coordinate limit"
        case .invalidTimestamp(let index):
            "point \(index): missing or non-finite timestamp"
        case .timeWentBackwards(let index, let previous, let received):
            "point \(index): time \(received) s is before the last accepted point's \(previous) s"
        }
    }

    /// The index in its stroke of the rejected point; `nil` for errors about the call order.
    public var pointIndex: Int? {
        switch self {
        case .nonFinitePoint(let index, _, _), .coordinateOutOfRange(let index, _, _), .invalidTimestamp(let index), .timeWentBackwards(let index, _, _): index
        case .noActiveStroke, .strokeAlreadyActive: nil
        }
    }
}
