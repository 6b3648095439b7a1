/// The identity `SnapSession.register(_:)` gives a shape whose edges and centre lines are guides:
/// stable for the session's life and never reused, so guide events keep naming the same shape
/// after others are removed. Keep it beside the shape in the app's model to remove the guide when
/// the shape is erased.
public struct RegisteredShapeID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Registration order within the session, from 0.
    public let rawValue: Int

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// "shape 3".
    public var description: String { "shape \(rawValue)" }
}
