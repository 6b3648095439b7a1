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
    /// - Complexity: O(n) in the number of points, one pass (`ParabolaFit`), no allocation.
    func bow(of points: [Vector2]) -> (wobble: Double, sagitta: Double)? {
        let length = self.length
        guard length > 0 else { return nil }
        let middle = (start + end) / 2, normal = direction.perpendicular
        var parabola = ParabolaFit()
        for p in points { parabola.add(u: (p - middle).dot(direction) / length, v: (p - centroid).dot(normal)) }
        guard let (_, _, c, residual) = parabola.solution else { return nil }
        return ((residual / Double(parabola.count)).squareRoot() / length, abs(c) / 4 / length)
    }
}
