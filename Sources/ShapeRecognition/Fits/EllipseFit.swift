import Foundation
import InkCore
internal import InkLinearAlgebra

/// A direct least-squares ellipse fit: Fitzgibbon, Pilu & Fisher (1999), "Direct least square
/// fitting of ellipses", IEEE TPAMI 21(5), in the numerically stable form of Halíř & Flusser (1998),
/// "Numerically stable direct least squares fitting of ellipses" (WSCG '98). The 3×3 reduced
/// eigenproblem is solved with LAPACK's `dgeev` (Accelerate on Apple platforms, LAPACKE elsewhere).
///
/// Points are centred and scaled to unit RMS radius before fitting, so the fit is invariant to
/// translation, rotation, scale and point order.
struct EllipseFit: Sendable, Hashable {
    /// Centre, in points.
    var center: Vector2
    /// Semi-axis along `rotation`, in points (`semiMajor >= semiMinor`).
    var semiMajor: Double
    /// Semi-axis across `rotation`, in points.
    var semiMinor: Double
    /// Angle of the major axis from the x axis, in radians in (−π/2, π/2].
    var rotation: Double
    /// Mean Sampson (first-order geometric) distance of the points to the conic, in points.
    var meanDistance: Double

    /// Fits an ellipse to `points`, or returns `nil` when fewer than 6 points are given, the points
    /// are (nearly) collinear, or the best conic is not a real ellipse.
    ///
    /// - Complexity: O(n) in the number of points (two passes), plus a fixed 3×3 eigenproblem.
    init?(_ points: [Vector2]) {
        guard points.count >= 6 else { return nil }
        let mean = points.mean
        var spread = 0.0
        for p in points { spread += (p - mean).lengthSquared }
        let scale = (spread / Double(points.count)).squareRoot()
        guard scale > 0, scale.isFinite else { return nil }

        // Scatter blocks S1 = D1ᵀD1, S2 = D1ᵀD2, S3 = D2ᵀD2 with D1 = [x², xy, y²], D2 = [x, y, 1].
        // The 3×3 matrices live in the first 9 lanes of SIMD vectors, used only as storage (every
        // entry computed on its own, as with arrays): no allocation per fit.
        let (s1, s2, s3) = Self.scatter(points, mean: mean, scale: scale)
        guard let s3Inverse = Self.inverse3x3(s3) else { return nil }
        // T = −S3⁻¹ S2ᵀ; M = S1 + S2 T; then M ← C1⁻¹ M with C1⁻¹ = [[0,0,½],[0,−1,0],[½,0,0]].
        var t = SIMD16<Double>()
        for i in 0..<3 {
            for j in 0..<3 {
                var sum = 0.0
                for k in 0..<3 { sum += s3Inverse[3 * i + k] * s2[3 * j + k] }
                t[3 * i + j] = -sum
            }
        }
        var m = s1
        for i in 0..<3 {
            for j in 0..<3 {
                var sum = 0.0
                for k in 0..<3 { sum += s2[3 * i + k] * t[3 * k + j] }
                m[3 * i + j] += sum
            }
        }
        var reduced = SIMD16<Double>()
        for j in 0..<3 {
            reduced[j] = m[6 + j] / 2
            reduced[3 + j] = -m[3 + j]
            reduced[6 + j] = m[j] / 2
        }
        guard let pairs = LAPACK.realEigenvectors3x3(reduced),
            let a1 = pairs.first(where: { Self.isEllipticConstraintPositive($0.vector) })?.vector
        else { return nil }
        var a2 = SIMD3<Double>()
        for i in 0..<3 { for k in 0..<3 { a2[i] += t[3 * i + k] * a1[k] } }
        let conic = Conic(a: a1[0], b: a1[1], c: a1[2], d: a2[0], e: a2[1], f: a2[2])
        guard let geometry = conic.ellipseGeometry() else { return nil }

        var distance = 0.0
        for p in points {
            distance += conic.sampsonDistance(Vector2((p.x - mean.x) / scale, (p.y - mean.y) / scale))
        }
        center = mean + geometry.center * scale
        semiMajor = geometry.semiMajor * scale
        semiMinor = geometry.semiMinor * scale
        rotation = geometry.rotation
        meanDistance = distance / Double(points.count) * scale
        guard center.isFinite, semiMajor.isFinite, semiMinor > 0 else { return nil }
    }

    /// The scatter blocks S1 = D1ᵀD1, S2 = D1ᵀD2, S3 = D2ᵀD2 (row-major 3×3, in the first 9
    /// lanes) of the points centred on `mean` and divided by `scale`, with D1 = [x², xy, y²] and
    /// D2 = [x, y, 1]. Each entry is summed over the points in order; the symmetric blocks S1 and
    /// S3 sum their upper triangle once and mirror it (products commute exactly). O(n), no
    /// allocation.
    static func scatter(
        _ points: [Vector2], mean: Vector2, scale: Double
    ) -> (s1: SIMD16<Double>, s2: SIMD16<Double>, s3: SIMD16<Double>) {
        let (a, b, c) = sums(points, mean: mean, scale: scale)
        return (
            SIMD16(a.0, a.1, a.2, a.1, a.3, a.4, a.2, a.4, a.5, 0, 0, 0, 0, 0, 0, 0),
            SIMD16(b.0, b.1, b.2, b.3, b.4, b.5, b.6, b.7, b.8, 0, 0, 0, 0, 0, 0, 0),
            SIMD16(c.0, c.1, c.2, c.1, c.3, c.4, c.2, c.4, c.5, 0, 0, 0, 0, 0, 0, 0)
        )
    }

    /// The distinct entries of the scatter blocks, summed over the points in order: S1's and
    /// S3's upper triangles, S2 row-major. Not inlined: compiled into `scatter` beside the SIMD
    /// values, the loop took twice the instructions (13.3k against 6.4k on a 200-point x).
    @inline(never)
    private static func sums(
        _ points: [Vector2], mean: Vector2, scale: Double
    ) -> (
        (Double, Double, Double, Double, Double, Double),
        (Double, Double, Double, Double, Double, Double, Double, Double, Double),
        (Double, Double, Double, Double, Double, Double)
    ) {
        var a = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0)  // S1: (0,0) (0,1) (0,2) (1,1) (1,2) (2,2)
        var b = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)  // S2, row-major
        var c = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0)  // S3 like S1
        for p in points {
            let x = (p.x - mean.x) / scale, y = (p.y - mean.y) / scale
            let q0 = x * x, q1 = x * y, q2 = y * y
            let l0 = x, l1 = y, l2 = 1.0
            a.0 += q0 * q0; a.1 += q0 * q1; a.2 += q0 * q2; a.3 += q1 * q1; a.4 += q1 * q2; a.5 += q2 * q2
            b.0 += q0 * l0; b.1 += q0 * l1; b.2 += q0 * l2
            b.3 += q1 * l0; b.4 += q1 * l1; b.5 += q1 * l2
            b.6 += q2 * l0; b.7 += q2 * l1; b.8 += q2 * l2
            c.0 += l0 * l0; c.1 += l0 * l1; c.2 += l0 * l2; c.3 += l1 * l1; c.4 += l1 * l2; c.5 += l2 * l2
        }
        return (a, b, c)
    }

    /// The ellipse constraint 4ac − b² > 0 on a conic's quadratic coefficients [a, b, c].
    private static func isEllipticConstraintPositive(_ v: SIMD3<Double>) -> Bool {
        let ac: Double = v[0] * v[2]
        let bb: Double = v[1] * v[1]
        return 4 * ac - bb > 0
    }

    /// The inverse of a row-major 3×3 matrix (first 9 lanes) by cofactors, or `nil` when it is
    /// (nearly) singular.
    private static func inverse3x3(_ m: SIMD16<Double>) -> SIMD16<Double>? {
        let c00 = m[4] * m[8] - m[5] * m[7], c01 = m[5] * m[6] - m[3] * m[8]
        let c02 = m[3] * m[7] - m[4] * m[6]
        let det = m[0] * c00 + m[1] * c01 + m[2] * c02
        var size = 0.0
        for i in 0..<9 { size = max(size, abs(m[i])) }
        guard det.isFinite, abs(det) > 1e-12 * size * size * size else { return nil }
        let cofactors: SIMD16<Double> = [
            c00, m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
            c01, m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
            c02, m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3],
            0, 0, 0, 0, 0, 0, 0,
        ]
        var inverse = SIMD16<Double>()
        for i in 0..<9 { inverse[i] = cofactors[i] / det }
        return inverse
    }
}
