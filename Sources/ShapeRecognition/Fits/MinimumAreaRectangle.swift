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
        let closed = hull + [hull[0]]
        let corners = DouglasPeucker.keptIndices(closed, tolerance: box.diagonal * Self.edgeTolerance).map { closed[$0] }
        var best: (area: Double, angle: Double, lo: Vector2, hi: Vector2)?
        for (a, b) in zip(corners, corners.dropFirst()) {
            let edge = b - a
            guard edge.lengthSquared > 0 else { continue }
            let angle = Angle.halfTurnNormalized(edge.angle)
            let axis = Vector2(cos(angle), sin(angle)), normal = axis.perpendicular
            var lo = Vector2(Double.infinity, Double.infinity), hi = -lo
            for p in hull {
                let u = p.dot(axis), v = p.dot(normal)
                lo = Vector2(min(lo.x, u), min(lo.y, v)); hi = Vector2(max(hi.x, u), max(hi.y, v))
            }
            let area = (hi.x - lo.x) * (hi.y - lo.y)
            if best == nil || area < best!.area { best = (area, angle, lo, hi) }
        }
        guard let best else { return nil }
        let axis = Vector2(cos(best.angle), sin(best.angle))
        let middle = (best.lo + best.hi) / 2
        center = axis * middle.x + axis.perpendicular * middle.y
        width = best.hi.x - best.lo.x
        height = best.hi.y - best.lo.y
        rotation = best.angle
    }
}
