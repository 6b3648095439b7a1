import Foundation
import InkCore

/// The smallest-area rectangle of any rotation holding a set of points, found by testing the
/// convex hull's edge directions (Freeman & Shapira 1975: an optimal rectangle has a side collinear
/// with a hull edge), after merging the hull's tiny edges — near-optimal, and cheap on drawn ink.
struct MinimumAreaRectangle: Sendable, Hashable {
    /// Centre, in points.
    var center: Vector2
    /// Extent along `rotation`, in points.
    var width: Double
    /// Extent across `rotation`, in points.
    var height: Double
    /// Angle of the `width` side from the x axis, in radians in (−π/2, π/2].
    var rotation: Double

    /// Hull edges shorter than this share of the hull's extent are merged before their directions
    /// are tried (Douglas–Peucker on the hull): a drawn circle's hull has ~100 tiny edges.
    static let edgeTolerance = 0.01

    /// - Returns: `nil` when the points have fewer than 3 hull vertices (collinear or too few).
    /// - Complexity: O(k·h) for h hull vertices and k ≤ h directions tried (about 4–20).
    init?(hull: [Vector2]) {
        guard hull.count >= 3, let box = BoundingBox(enclosing: hull) else { return nil }
        let closed = hull.closedRing
        // The kept corners read through their indices (no array of them).
        let corners = DouglasPeucker.keptIndices(closed, tolerance: box.diagonal * Self.edgeTolerance)
        var best: (area: Double, angle: Double, lo: Vector2, hi: Vector2)?
        for (a, b) in zip(corners, corners.dropFirst()) {
            let edge = closed[b] - closed[a]
            guard edge.lengthSquared > 0 else { continue }
            let angle = Angle.halfTurnNormalized(edge.angle)
            let (lo, hi) = Self.extent(of: hull, along: angle)
            let area = (hi.x - lo.x) * (hi.y - lo.y)
            if best == nil || area < best!.area { best = (area, angle, lo, hi) }
        }
        guard let best else { return nil }
        self.init(angle: best.angle, lo: best.lo, hi: best.hi)
    }

    /// The rectangle at `rotation` (radians) holding the hull: its bounding box in that frame.
    /// - Returns: `nil` for fewer than 3 hull vertices. O(h).
    init?(hull: [Vector2], rotation: Double) {
        guard hull.count >= 3, rotation.isFinite else { return nil }
        let (lo, hi) = Self.extent(of: hull, along: rotation)
        self.init(angle: rotation, lo: lo, hi: hi)
    }

    private init(angle: Double, lo: Vector2, hi: Vector2) {
        let axis = Vector2(cos(angle), sin(angle))
        let middle = (lo + hi) / 2
        center = axis * middle.x + axis.perpendicular * middle.y
        width = hi.x - lo.x
        height = hi.y - lo.y
        rotation = angle
    }

    /// The least and greatest coordinates of `points` along `angle` (x) and across it (y).
    private static func extent(of points: [Vector2], along angle: Double) -> (lo: Vector2, hi: Vector2) {
        let axis = Vector2(cos(angle), sin(angle)), normal = axis.perpendicular
        var lo = Vector2(Double.infinity, Double.infinity), hi = -lo
        for p in points {
            let u = p.dot(axis), v = p.dot(normal)
            lo = Vector2(min(lo.x, u), min(lo.y, v)); hi = Vector2(max(hi.x, u), max(hi.y, v))
        }
        return (lo, hi)
    }
}
