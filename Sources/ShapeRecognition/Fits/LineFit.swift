import Foundation
import InkCore

/// A total-least-squares line fit (orthogonal regression): the principal axis of the points'
/// 2×2 covariance, in closed form.
///
/// The endpoints are the extreme projections of all points on that axis, not the stroke's first
/// and last points, so a pen drifting back at the end of a stroke does not shorten the line.
/// Invariant to translation, rotation, scale and drawing direction (the direction only picks which
/// end is `start`).
struct LineFit: Sendable, Hashable {
    /// The centroid of the points, in points.
    var centroid: Vector2
    /// Unit direction of the axis.
    var direction: Vector2
    /// The extreme projections on the axis, in points: the end nearer the first input point is `start`.
    var start: Vector2
    var end: Vector2
    /// Root-mean-square perpendicular distance of the points to the axis, in points.
    var rmsDistance: Double
    /// Largest perpendicular distance of any point to the axis, in points.
    var maxDistance: Double

    /// The fitted segment's length, in points.
    var length: Double { start.distance(to: end) }

    /// The fitted segment as a `.line` shape (its frame the box of its ends), in the points' coordinates.
    var shape: Shape { Shape(kind: .line, frame: BoundingBox(enclosing: [start, end])!, start: start, end: end) }

    /// Fits a line to `points` (in drawing order), or returns `nil` for fewer than 2 distinct points.
    ///
    /// - Complexity: O(n) in the number of points.
    init?(_ points: [Vector2]) {
        guard points.count >= 2 else { return nil }
        let mean = points.mean
        var sxx = 0.0, sxy = 0.0, syy = 0.0
        for p in points {
            let d = p - mean
            sxx += d.x * d.x; sxy += d.x * d.y; syy += d.y * d.y
        }
        guard sxx + syy > 0 else { return nil }
        let angle = 0.5 * atan2(2 * sxy, sxx - syy)
        let axis = Vector2(cos(angle), sin(angle)), normal = axis.perpendicular
        var lo = Double.infinity, hi = -Double.infinity, squares = 0.0, largest = 0.0
        for p in points {
            let d = p - mean
            let along = d.dot(axis), across = abs(d.dot(normal))
            lo = min(lo, along); hi = max(hi, along)
            squares += across * across
            largest = max(largest, across)
        }
        let first = (points[0] - mean).dot(axis)
        let forward = abs(first - lo) <= abs(first - hi)
        centroid = mean
        direction = forward ? axis : -axis
        start = mean + axis * (forward ? lo : hi)
        end = mean + axis * (forward ? hi : lo)
        rmsDistance = (squares / Double(points.count)).squareRoot()
        maxDistance = largest
    }
}
