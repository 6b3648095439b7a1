import Foundation
import InkCore

extension StarFit {
    /// Share of each triangle side that its stroke must ink (an open "V" is no triangle).
    static let triangleSideCoverage = 0.6
    /// Ink within this share of a side's length counts toward that side's coverage.
    static let triangleSideBand = 0.15

    /// A six-point star drawn as two overlapping triangles, one stroke each: the points are the
    /// corners of each stroke's largest inscribed triangle, so unequal or shifted triangles — whose
    /// common hull hides a point or two — still fit.
    ///
    /// - Returns: `nil` unless there are two strokes, each inks all three sides of its triangle,
    ///   every corner of one triangle lies outside the other, the corners alternate between the
    ///   triangles around their centre (opposite orientations), and the star passes
    ///   `init(outer:strokes:ink:maximumIrregularity:maximumInnerRatio:)`.
    /// - Complexity: O(n log n + h²) for the stroke hulls with h hull vertices, O(n) after.
    init?(triangles strokes: [[Vector2]], points ink: [Vector2]) {
        guard strokes.count == 2,
            let a = Self.inscribedTriangle(strokes[0]), let b = Self.inscribedTriangle(strokes[1]),
            Self.inks(a, with: strokes[0]), Self.inks(b, with: strokes[1]),
            a.allSatisfy({ !$0.lies(inTriangle: b[0], b[1], b[2]) }), b.allSatisfy({ !$0.lies(inTriangle: a[0], a[1], a[2]) })
        else { return nil }
        let center = (a + b).mean
        let corners = (a.map { ($0, 0) } + b.map { ($0, 1) }).sorted {
            ($0.0 - center).angle < ($1.0 - center).angle
        }
        guard (0..<6).allSatisfy({ corners[$0].1 != corners[($0 + 1) % 6].1 }) else { return nil }
        self.init(
            outer: PolygonFit.canonicalOrder(corners.map(\.0)), strokes: strokes, ink: ink,
            maximumIrregularity: Self.maximumIrregularity)
    }

    /// The largest-area triangle on the hull of `stroke`: the hull's farthest pair and the vertex
    /// farthest from their line, then each corner moved to the vertex that most enlarges the
    /// triangle until none does. `nil` for collinear ink. O(n log n + h²).
    static func inscribedTriangle(_ stroke: [Vector2]) -> [Vector2]? {
        let hull = ConvexHull.vertices(of: stroke)
        guard hull.count >= 3 else { return nil }
        var best = (0, 1)
        var farthest = 0.0
        for i in hull.indices {
            for j in (i + 1)..<hull.count where hull[i].distance(to: hull[j]) > farthest {
                farthest = hull[i].distance(to: hull[j])
                best = (i, j)
            }
        }
        let area = { (t: [Int]) in abs((hull[t[1]] - hull[t[0]]).cross(hull[t[2]] - hull[t[0]])) }
        var corners = [best.0, best.1, best.0]
        corners[2] = hull.indices.max { area([best.0, best.1, $0]) < area([best.0, best.1, $1]) }!
        var improved = true
        while improved {
            improved = false
            for slot in 0..<3 {
                var trial = corners
                for k in hull.indices {
                    trial[slot] = k
                    if area(trial) > area(corners) {
                        corners = trial
                        improved = true
                    }
                }
            }
        }
        guard area(corners) > 0 else { return nil }
        return corners.map { hull[$0] }
    }

    /// Whether `stroke` inks at least `triangleSideCoverage` of each side of `triangle`. O(n).
    private static func inks(_ triangle: [Vector2], with stroke: [Vector2]) -> Bool {
        (0..<3).allSatisfy { i in
            let side = Segment(triangle[i], triangle[(i + 1) % 3])
            let direction = side.b - side.a
            let length = direction.length
            var lo = Double.infinity, hi = -Double.infinity
            for p in stroke where side.distance(to: p) <= Self.triangleSideBand * length {
                let t = (p - side.a).dot(direction) / (length * length)
                lo = min(lo, t)
                hi = max(hi, t)
            }
            return hi - lo >= Self.triangleSideCoverage
        }
    }
}
