import Foundation
import InkCore
import Testing
@testable import ShapeRecognition

/// `RectangleFit.sideBows` and the `ParabolaFit` it reads them from.
@Suite struct RectangleFitSideBowTests {
    /// The least-squares parabola through exact points of `v = 0.5 − 0.2·u + 1.5·u²` is that
    /// parabola with no residual; two distinct u leave it undetermined.
    @Test func parabolaFitRecoversAKnownParabola() throws {
        var fit = ParabolaFit()
        for i in -10...10 {
            let u = Double(i) / 20
            fit.add(u: u, v: 0.5 - 0.2 * u + 1.5 * u * u)
        }
        let solution = try #require(fit.solution)
        #expect(fit.count == 21)
        #expect(abs(solution.a - 0.5) <= 1e-9 && abs(solution.b + 0.2) <= 1e-9 && abs(solution.c - 1.5) <= 1e-9)
        #expect(solution.residual <= 1e-12)
        var flat = ParabolaFit()
        for u in [0.0, 1, 0, 1] { flat.add(u: u, v: u) }
        #expect(flat.solution == nil)
    }

    /// No point, one point, and a NaN among good points leave no parabola (`nil`), never a NaN one.
    @Test func parabolaFitOfBadInputIsNil() {
        let empty = ParabolaFit()
        #expect(empty.count == 0 && empty.solution == nil)
        var one = ParabolaFit()
        one.add(u: 0.3, v: 1)
        #expect(one.count == 1 && one.solution == nil)
        var withNaN = ParabolaFit()
        for i in -5...5 { withNaN.add(u: Double(i) / 10, v: Double(i * i)) }
        withNaN.add(u: .nan, v: 0)
        #expect(withNaN.count == 12 && withNaN.solution == nil)
    }

    /// A 300 × 120 box whose ends are half ellipses 24 points deep (0.2 of the shorter side),
    /// turned 0.3 rad: the ends bow by 0.11 (a parabola through an arc's middle reads flatter,
    /// and the fitted side sits inside the arc's apex), past `minimumEndBow`; the long sides by
    /// nothing. A sharp box with its corners cut by 12 points (0.1 of the shorter side along
    /// each side, an inset of 0.07 as on FC process boxes) bows nowhere. (Cuts reaching past
    /// `endBowReach` do bow: 0.25 of the side along each side reads 0.17.)
    @Test func flattenedEndsBowAndCutCornersDoNot() throws {
        let (length, height, depth) = (300.0, 120.0, 24.0)
        var outline: [Vector2] = []
        for i in 0..<60 { outline.append(Vector2(-length / 2 + depth + (length - 2 * depth) * Double(i) / 60, -height / 2)) }
        for i in 0..<30 {
            let t = -Double.pi / 2 + .pi * Double(i) / 30
            outline.append(Vector2(length / 2 - depth + depth * cos(t), height / 2 * sin(t)))
        }
        for i in 0..<60 { outline.append(Vector2(length / 2 - depth - (length - 2 * depth) * Double(i) / 60, height / 2)) }
        for i in 0..<30 {
            let t = Double.pi / 2 + .pi * Double(i) / 30
            outline.append(Vector2(-length / 2 + depth + depth * cos(t), height / 2 * sin(t)))
        }
        let bows = try Self.bows(outline.map { $0.rotated(by: 0.3) })
        let (ends, sides) = (bows.ends, bows.sides)
        #expect(ends.min() >= ShapeRecognizer.minimumEndBow && ends.max() <= 0.15, "\(ends)")
        #expect(Self.largest(sides) <= 0.01, "\(sides)")

        let cut = 12.0
        let corners = [
            Vector2(-length / 2 + cut, -height / 2), Vector2(length / 2 - cut, -height / 2), Vector2(length / 2, -height / 2 + cut),
            Vector2(length / 2, height / 2 - cut), Vector2(length / 2 - cut, height / 2), Vector2(-length / 2 + cut, height / 2),
            Vector2(-length / 2, height / 2 - cut), Vector2(-length / 2, -height / 2 + cut),
        ]
        let box = try Self.bows(SyntheticInk.traced(corners + [corners[0]], spacing: 3).map { $0.rotated(by: 0.3) })
        #expect(Self.largest(box.ends) <= 0.01 && Self.largest(box.sides) <= 0.01, "\(box)")
    }

    /// The larger magnitude of two bows.
    static func largest(_ bows: SIMD2<Double>) -> Double { max(abs(bows[0]), abs(bows[1])) }

    /// The bows of the first rectangle fit of `points`, split into ends (the shorter sides) and
    /// long sides.
    static func bows(_ points: [Vector2]) throws -> (ends: SIMD2<Double>, sides: SIMD2<Double>) {
        let fit = try #require(RectangleFit.fits(points: points, implied: [], spacing: 3, hull: ConvexHull.vertices(of: points), strokes: [points]).first)
        let b = fit.sideBows
        return fit.width >= fit.height ? (SIMD2(b[0], b[1]), SIMD2(b[2], b[3])) : (SIMD2(b[2], b[3]), SIMD2(b[0], b[1]))
    }
}
