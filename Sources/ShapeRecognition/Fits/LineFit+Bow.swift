import Foundation
import InkCore

extension LineFit {
    /// How a line drawn with one gentle bow departs from its axis: the points' root-mean-square
    /// distance to the parabola `v = a + b·u + c·u²` fitted by least squares in the line's
    /// frame (u along the axis over the length, in −½…½; v across it, in points), and that
    /// parabola's sagitta (its rise over the chord between u = ±½, `|c| / 4`), both over the
    /// length.
    ///
    /// - Returns: `nil` for a line of no length or points that leave the 3×3 normal equations
    ///   singular (all at one or two places along the axis).
    /// - Complexity: O(n) in the number of points, one pass, no allocation.
    func bow(of points: [Vector2]) -> (wobble: Double, sagitta: Double)? {
        let length = self.length
        guard length > 0 else { return nil }
        let middle = (start + end) / 2, normal = direction.perpendicular
        // Sums of uᵏ (k = 0…4), v·uᵏ (k = 0…2) and v² for the normal equations and the residual.
        var s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0, t0 = 0.0, t1 = 0.0, t2 = 0.0, vv = 0.0
        for p in points {
            let u = (p - middle).dot(direction) / length, v = (p - centroid).dot(normal)
            let u2 = u * u
            s0 += 1; s1 += u; s2 += u2; s3 += u2 * u; s4 += u2 * u2
            t0 += v; t1 += v * u; t2 += v * u2; vv += v * v
        }
        // Cramer's rule on [[s0 s1 s2] [s1 s2 s3] [s2 s3 s4]]·(a b c) = (t0 t1 t2).
        let m0 = s2 * s4 - s3 * s3, m1 = s1 * s4 - s3 * s2, m2 = s1 * s3 - s2 * s2
        let d = s0 * m0 - s1 * m1 + s2 * m2
        guard d.isNormal else { return nil }
        let a = (t0 * m0 - s1 * (t1 * s4 - s3 * t2) + s2 * (t1 * s3 - s2 * t2)) / d
        let b = (s0 * (t1 * s4 - s3 * t2) - t0 * m1 + s2 * (s1 * t2 - t1 * s2)) / d
        let c = (s0 * (s2 * t2 - t1 * s3) - s1 * (s1 * t2 - t1 * s2) + t0 * m2) / d
        // At the least-squares solution the residual sum of squares is Σv² − (a·t0 + b·t1 + c·t2).
        let residual = max(0, vv - (a * t0 + b * t1 + c * t2))
        return ((residual / s0).squareRoot() / length, abs(c) / 4 / length)
    }
}
