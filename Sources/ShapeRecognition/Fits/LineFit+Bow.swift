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
    /// - Complexity: O(n) in the number of points.
    func bow(of points: [Vector2]) -> (wobble: Double, sagitta: Double)? {
        let length = self.length
        guard length > 0 else { return nil }
        let middle = (start + end) / 2, normal = direction.perpendicular
        // Sums of uᵏ (k = 0…4) and v·uᵏ (k = 0…2) for the normal equations.
        var s = [Double](repeating: 0, count: 5), t = [Double](repeating: 0, count: 3)
        for p in points {
            let u = (p - middle).dot(direction) / length, v = (p - centroid).dot(normal)
            let u2 = u * u
            s[0] += 1; s[1] += u; s[2] += u2; s[3] += u2 * u; s[4] += u2 * u2
            t[0] += v; t[1] += v * u; t[2] += v * u2
        }
        func determinant(_ m: [[Double]]) -> Double {
            m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        }
        let normalMatrix = [[s[0], s[1], s[2]], [s[1], s[2], s[3]], [s[2], s[3], s[4]]]
        let d = determinant(normalMatrix)
        guard d.isNormal else { return nil }
        // Cramer's rule: each coefficient replaces its column with t.
        let coefficients = (0..<3).map { column in
            determinant(normalMatrix.enumerated().map { row, values in
                values.enumerated().map { $0.offset == column ? t[row] : $0.element }
            }) / d
        }
        var squares = 0.0
        for p in points {
            let u = (p - middle).dot(direction) / length, v = (p - centroid).dot(normal)
            let r = v - (coefficients[0] + coefficients[1] * u + coefficients[2] * u * u)
            squares += r * r
        }
        return ((squares / s[0]).squareRoot() / length, abs(coefficients[2]) / 4 / length)
    }
}
