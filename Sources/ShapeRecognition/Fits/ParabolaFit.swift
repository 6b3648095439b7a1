import Foundation

/// The least-squares parabola `v = a + b·u + c·u²` through points given as (u, v) pairs, from
/// running sums: add the points one at a time, no allocation. A side bowing as a whole (a line
/// drawn with one bow, a terminator's round end) is such a parabola, its sagitta over a chord
/// from u = −½ to ½ being `c / 4`.
struct ParabolaFit: Sendable {
    /// Sums of uᵏ (k = 0…4), v·uᵏ (k = 0…2) and v² for the normal equations and the residual.
    private var s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0, t0 = 0.0, t1 = 0.0, t2 = 0.0, vv = 0.0

    /// How many points were added.
    var count: Int { Int(s0) }

    /// Adds the point (u, v). O(1).
    mutating func add(u: Double, v: Double) {
        let u2 = u * u
        s0 += 1; s1 += u; s2 += u2; s3 += u2 * u; s4 += u2 * u2
        t0 += v; t1 += v * u; t2 += v * u2; vv += v * v
    }

    /// The coefficients (a, b, c) and the residual sum of squares, or `nil` when the points
    /// leave the 3×3 normal equations singular (fewer than three distinct u). O(1).
    var solution: (a: Double, b: Double, c: Double, residual: Double)? {
        // Cramer's rule on [[s0 s1 s2] [s1 s2 s3] [s2 s3 s4]]·(a b c) = (t0 t1 t2).
        let m0 = s2 * s4 - s3 * s3, m1 = s1 * s4 - s3 * s2, m2 = s1 * s3 - s2 * s2
        let d = s0 * m0 - s1 * m1 + s2 * m2
        guard d.isNormal else { return nil }
        let a = (t0 * m0 - s1 * (t1 * s4 - s3 * t2) + s2 * (t1 * s3 - s2 * t2)) / d
        let b = (s0 * (t1 * s4 - s3 * t2) - t0 * m1 + s2 * (s1 * t2 - t1 * s2)) / d
        let c = (s0 * (s2 * t2 - t1 * s3) - s1 * (s1 * t2 - t1 * s2) + t0 * m2) / d
        // At the least-squares solution the residual sum of squares is Σv² − (a·t0 + b·t1 + c·t2).
        return (a, b, c, max(0, vv - (a * t0 + b * t1 + c * t2)))
    }
}
