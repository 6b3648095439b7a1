import Foundation
import InkCore
import Testing
import TestSupport
@testable import ShapeRecognition

/// The geometric fits on exact and noisy input, and the calibration fit on data of known law.
@Suite struct ShapeFitTests {
    @Test func directEllipseFitRecoversAnExactRotatedEllipse() throws {
        let center = Vector2(40, -25), a = 90.0, b = 35.0, rotation = 0.7
        // Only two thirds of the ellipse: a direct fit needs no full outline.
        let points = (0..<60).map { i -> Vector2 in
            let t = Double(i) / 60 * 4 * .pi / 3
            return center + Vector2(a * cos(t), b * sin(t)).rotated(by: rotation)
        }
        let fit = try #require(EllipseFit(points))
        #expect(fit.center.distance(to: center) <= 1e-6)
        #expect(abs(fit.semiMajor - a) <= 1e-6 && abs(fit.semiMinor - b) <= 1e-6)
        #expect(abs(fit.rotation - rotation) <= 1e-9)
        #expect(fit.meanDistance <= 1e-6)
    }

    @Test func ellipseFitDeclinesCollinearAndTinyInput() {
        #expect(EllipseFit((0..<20).map { Vector2(Double($0), 2 * Double($0)) }) == nil)
        #expect(EllipseFit([Vector2(0, 0), Vector2(1, 0), Vector2(0, 1)]) == nil)
    }

    @Test func ellipseScatterEqualsTheDesignMatrixProductsExactly() {
        var generator = SeededGenerator(seed: 3)
        let points = (0..<150).map { _ in
            Vector2(Double.random(in: -300...500, using: &generator), Double.random(in: -80...90, using: &generator))
        }
        let mean = Vector2(37.5, -4.25), scale = 123.0
        // The textbook sums: S1 = D1ᵀD1, S2 = D1ᵀD2, S3 = D2ᵀD2, every entry accumulated on its own.
        var s1 = [Double](repeating: 0, count: 9), s2 = s1, s3 = s1
        for p in points {
            let x = (p.x - mean.x) / scale, y = (p.y - mean.y) / scale
            let q = [x * x, x * y, y * y], l = [x, y, 1.0]
            for i in 0..<3 {
                for j in 0..<3 {
                    s1[3 * i + j] += q[i] * q[j]
                    s2[3 * i + j] += q[i] * l[j]
                    s3[3 * i + j] += l[i] * l[j]
                }
            }
        }
        let scatter = EllipseFit.scatter(points, mean: mean, scale: scale)
        // Bit-identical, so the fast path cannot move any recognition result.
        #expect((0..<9).map { scatter.s1[$0] } == s1)
        #expect((0..<9).map { scatter.s2[$0] } == s2)
        #expect((0..<9).map { scatter.s3[$0] } == s3)
    }

    @Test func totalLeastSquaresLineIsOrthogonalNotVertical() throws {
        var generator = SeededGenerator(seed: 5)
        // A steep line: ordinary y-on-x regression would tilt it; orthogonal regression does not.
        let points = (0..<100).map { i -> Vector2 in
            let t = Double(i)
            return Vector2(3 + t * 0.05 + Double.random(in: -0.5...0.5, using: &generator), t * 2)
        }
        let fit = try #require(LineFit(points))
        let expected = Vector2(0.05, 2).normalized
        #expect(abs(abs(fit.direction.dot(expected)) - 1) <= 1e-4)
        #expect(fit.rmsDistance <= 0.35)
        #expect(fit.start.y < fit.end.y)  // starts at the end nearer the first point
    }

    /// A strictly convex polygon of input points that contains every input point is the hull;
    /// points on the extreme points' quadrilateral and duplicated corners must not upset it.
    @Test func convexHullContainsEveryPointAndIsStrictlyConvex() {
        var generator = SeededGenerator(seed: 5)
        for trial in 0..<20 {
            var points = (0..<(20 + 10 * trial)).map { _ in
                Vector2(Double.random(in: -100...100, using: &generator), Double.random(in: -30...60, using: &generator))
            }
            let diamond = [Vector2(0, -50), Vector2(120, 5), Vector2(0, 70), Vector2(-120, 5)]
            points += diamond + diamond + [Vector2(60, -22.5), Vector2(-60, 37.5)]
            let hull = ConvexHull.vertices(of: points)
            #expect(hull.count >= 4)
            #expect(hull.allSatisfy { points.contains($0) })
            for k in hull.indices {
                let a = hull[k], b = hull[(k + 1) % hull.count], c = hull[(k + 2) % hull.count]
                #expect((b - a).cross(c - b) > 0, "hull turns the wrong way at vertex \((k + 1) % hull.count)")
                let side = b - a
                #expect(points.allSatisfy { side.cross($0 - a) >= -1e-9 * side.length })
            }
        }
    }

    /// The hull's natural merge sort gives `sorted(by:)`'s order, element for element, on
    /// strokes that run back and forth along x, with repeated points, ties in x and runs of
    /// every length (one point, strictly descending, flat).
    @Test func hullSortMatchesTheStandardSort() {
        var generator = SeededGenerator(seed: 17)
        let byXThenY = { (a: Vector2, b: Vector2) in a.x < b.x || (a.x == b.x && a.y < b.y) }
        for trial in 0..<40 {
            var points: [Vector2] = []
            var x = 0.0
            for _ in 0..<(1 + trial * 3) {
                // A zigzag along x on a coarse grid, so equal x and repeated points occur.
                x += Double(Int.random(in: -3...3, using: &generator))
                let y = Double(Int.random(in: -2...2, using: &generator))
                points.append(Vector2(x, y))
                if Bool.random(using: &generator) { points.append(Vector2(x, y)) }
            }
            let sorted = ConvexHull.withSortedByX(points) { Array($0) }
            let expected = points.sorted(by: byXThenY)
            #expect(sorted == expected, "trial \(trial): \(points.count) points")
        }
        #expect(ConvexHull.withSortedByX([]) { Array($0) }.isEmpty)
        #expect(ConvexHull.withSortedByX([Vector2(3, 2), Vector2(1, 5), Vector2(1, 4)]) { Array($0) } == [Vector2(1, 4), Vector2(1, 5), Vector2(3, 2)])
    }

    @Test func minimumAreaRectangleOfARotatedBox() throws {
        let corners = SyntheticInk.rectangle(width: 200, height: 50).map { ($0 - Vector2(200, 125)).rotated(by: 0.3) }
        let hull = ConvexHull.vertices(of: corners + [Vector2(0, 0), Vector2(10, 5)])
        let box = try #require(MinimumAreaRectangle(hull: hull))
        #expect(abs(box.width * box.height - 10_000) <= 1e-6)
        #expect(abs(Angle.halfTurnNormalized(box.rotation - 0.3)) <= 1e-9 || abs(Angle.halfTurnNormalized(box.rotation - 0.3 - .pi / 2)) <= 1e-9)
    }

    @Test func plattFitRecoversAKnownLogistic() throws {
        var generator = SeededGenerator(seed: 11)
        let truth = ShapeCalibration.Logistic(midpoint: 0.04, width: 0.006)
        let samples = (0..<4000).map { _ -> (error: Double, isCorrect: Bool) in
            let error = Double.random(in: 0...0.1, using: &generator)
            return (error, Double.random(in: 0...1, using: &generator) < truth.confidence(forError: error))
        }
        let fit = try #require(ShapeCalibration.fittedLogistic(samples))
        #expect(abs(fit.midpoint - 0.04) <= 0.002)
        #expect(abs(fit.width - 0.006) <= 0.0012)
        #expect(ShapeCalibration.fittedLogistic([(0.1, true), (0.2, false)]) == nil)
    }
}
