import Foundation
import InkCore

/// A conic `a x² + b xy + c y² + d x + e y + f = 0`. The coefficients matter only up to a common
/// factor, sign included: `EllipseFit` takes them from an eigenvector, whose sign LAPACK leaves
/// open.
struct Conic: Sendable, Hashable {
    var a, b, c, d, e, f: Double

    /// First-order geometric distance |Q(p)| / |∇Q(p)| (Sampson 1982).
    func sampsonDistance(_ p: Vector2) -> Double {
        let value = a * p.x * p.x + b * p.x * p.y + c * p.y * p.y + d * p.x + e * p.y + f
        let gx = 2 * a * p.x + b * p.y + d, gy = b * p.x + 2 * c * p.y + e
        let gradient = (gx * gx + gy * gy).squareRoot()
        return gradient > 0 ? abs(value) / gradient : 0
    }

    /// Centre, semi-axes (`semiMajor >= semiMinor`) and major-axis angle in (−π/2, π/2], or `nil`
    /// when the conic is not a real ellipse. The same for the conic and its negation.
    func ellipseGeometry() -> (center: Vector2, semiMajor: Double, semiMinor: Double, rotation: Double)? {
        // Negated, the conic read the minor axis as the major one and turned it 90° (a 200 × 80
        // ellipse came back a circle, see TuningHistory.md, thirteenth pass). With a + c > 0
        // an ellipse's quadratic form is positive definite, so the value at the centre is negative
        // and the smaller eigenvalue belongs to the major axis.
        let sign: Double = a + c < 0 ? -1 : 1
        let (a, b, c, d, e, f) = (sign * a, sign * b, sign * c, sign * d, sign * e, sign * f)
        let det = 4 * a * c - b * b
        guard det > 0 else { return nil }
        let x0 = (b * e - 2 * c * d) / det, y0 = (b * d - 2 * a * e) / det
        let f0 = a * x0 * x0 + b * x0 * y0 + c * y0 * y0 + d * x0 + e * y0 + f
        // Eigenvalues of [[a, b/2], [b/2, c]], both positive here.
        let mean = (a + c) / 2, half = (((a - c) / 2) * ((a - c) / 2) + b * b / 4).squareRoot()
        let small = mean - half, large = mean + half
        guard small > 0, f0 < 0 else { return nil }
        let major = (-f0 / small).squareRoot(), minor = (-f0 / large).squareRoot()
        // 0.5·atan2(b, a − c) points along the larger eigenvalue's eigenvector, the minor axis.
        let angle = 0.5 * atan2(b, a - c) + .pi / 2
        return (Vector2(x0, y0), major, minor, Angle.halfTurnNormalized(angle))
    }
}
