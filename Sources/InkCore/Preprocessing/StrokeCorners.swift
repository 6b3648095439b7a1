import Foundation

/// The corners a corner finder reports for one stroke, as indices into the resampled points it
/// worked on (equally spaced by arc length), so a caller can fit segments between them.
public struct StrokeCorners: Sendable, Hashable {
    /// The stroke resampled by arc length, in points.
    public var points: [Vector2]
    /// Ascending indices into `points`. They start at 0 and end at `points.count − 1` (the stroke's
    /// ends count as corners, as in the papers), so `indices.count − 2` interior corners were
    /// found; empty only when the stroke has no points, `[0]` for a single point.
    public var indices: [Int]

    public init(points: [Vector2], indices: [Int]) {
        self.points = points
        self.indices = indices
    }

    /// The corner locations, in points, ends included.
    public var locations: [Vector2] { indices.map { points[$0] } }
    /// The corners strictly between the ends.
    public var interiorIndices: ArraySlice<Int> { indices.count > 2 ? indices.dropFirst().dropLast() : [] }
}
