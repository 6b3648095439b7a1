import Foundation
import InkCore
import TestSupport
import Testing

@Suite("InkDrawing normalization")
struct InkDrawingNormalizationTests {
    private func allFinite(_ d: InkDrawing) -> Bool { d.strokes.allSatisfy { $0.locations.allSatisfy(\.isFinite) } }

    @Test("a perfectly vertical line scales without NaN, in every scale mode, with rotation too")
    func verticalLine() throws {
        let line = InkDrawing(strokes: [InkStroke(locations: (0...10).map { Vector2(5, Double($0) * 10) })])
        let modes: [NormalizationOptions.Scale] = [.uniform(size: 1), .nonUniform(width: 1, height: 1)]
        for scale in modes {
            for rotation in [NormalizationOptions.Rotation.none, .indicativeAngle] {
                let n = line.normalized(NormalizationOptions(rotation: rotation, scale: scale, translation: .centroid))
                #expect(allFinite(n))
                let box = try #require(n.bounds)
                #expect(abs(max(box.width, box.height) - 1) < 1e-9)
                #expect(min(box.width, box.height) < 1e-9)
            }
        }
        // A single point: nothing to scale, only translated.
        let dot = InkDrawing(strokes: [InkStroke(locations: [Vector2(3, 4)])])
        let n = dot.normalized(.dollarOne())
        #expect(n.strokes[0].locations == [Vector2(0, 0)])
    }

    @Test("uniform scale keeps the aspect ratio; non-uniform fills the box")
    func aspectRatio() throws {
        let rect = InkDrawing(strokes: [InkStroke(locations: [Vector2(10, 20), Vector2(50, 20), Vector2(50, 40)])])
        let uniform = try #require(
            rect.normalized(NormalizationOptions(scale: .uniform(size: 100), translation: .boundingBoxOrigin)).bounds)
        #expect(abs(uniform.width - 100) < 1e-9 && abs(uniform.height - 50) < 1e-9)
        #expect(abs(uniform.minX) < 1e-9 && abs(uniform.minY) < 1e-9)
        let stretched = try #require(
            rect.normalized(
                NormalizationOptions(scale: .nonUniform(width: 10, height: 30), translation: .boundingBoxCenter)
            ).bounds)
        #expect(abs(stretched.width - 10) < 1e-9 && abs(stretched.height - 30) < 1e-9)
        #expect(stretched.center.length < 1e-9)
    }

    @Test("centroid goes to the origin; translation .none keeps the box origin")
    func translation() throws {
        let d = InkDrawing(strokes: [InkStroke(locations: [Vector2(10, 10), Vector2(20, 10), Vector2(30, 40)])])
        #expect(d.centroid == Vector2(20, 20))
        let centred = d.normalized(NormalizationOptions(translation: .centroid))
        #expect(try #require(centred.centroid).length < 1e-12)
        let scaled = try #require(d.normalized(NormalizationOptions(scale: .uniform(size: 60))).bounds)
        #expect(scaled.origin == Vector2(10, 10) && abs(scaled.height - 60) < 1e-9)
    }

    @Test("rotation to the indicative angle is invariant to the drawing's rotation")
    func rotationInvariance() throws {
        var rng = SeededGenerator(seed: 5)
        let stroke = TestInk.randomStroke(count: 40, using: &rng)
        let d = InkDrawing(strokes: [stroke])
        let options = NormalizationOptions.dollarOne(size: 100)
        let reference = d.normalized(options)
        for angle in [0.3, 1.7, -2.5, Double.pi] {
            let turned = d.rotated(by: angle, about: Vector2(13, -7))
            let angleDelta = try #require(turned.indicativeAngle) - (try #require(d.indicativeAngle))
            #expect(abs(remainder(angleDelta - angle, 2 * Double.pi)) < 1e-9)
            let n = turned.normalized(options)
            for (p, q) in zip(n.strokes[0].locations, reference.strokes[0].locations) {
                #expect(p.distance(to: q) < 1e-6)
            }
        }
        // After rotation the first point lies straight left of the centroid (the origin).
        let first = reference.strokes[0].locations[0]
        #expect(abs(first.y) < 1e-9 && first.x < 0)
    }

    /// Trial 24 found invalid sizes silently ignored or changed: the rule is now documented, and held.
    @Test("a scale target that is not positive and finite is ignored, a non-uniform side taking the other's factor")
    func invalidScaleTargets() throws {
        // 40 × 20 points, corner at (10, 30).
        let box = InkDrawing(strokes: [InkStroke(locations: [Vector2(10, 30), Vector2(50, 30), Vector2(50, 50), Vector2(10, 50)])])
        for bad in [0, -5, Double.nan, .infinity] {
            for scale in [NormalizationOptions.Scale.uniform(size: bad), .nonUniform(width: bad, height: bad)] {
                let result = try #require(box.normalized(NormalizationOptions(scale: scale, translation: .boundingBoxOrigin)).bounds)
                #expect(result == BoundingBox(origin: Vector2(0, 0), width: 40, height: 20), "\(scale)")
            }
            let turned = box.normalized(NormalizationOptions(rotation: .indicativeAngle, translation: .centroid))
            #expect(box.normalized(.dollarOne(size: bad)) == turned, "dollarOne(size: \(bad))")
            #expect(turned != box.normalized(.dollarOne(size: 250)))
            // One valid side: the invalid one follows it (10 / 20 = 0.5 for both).
            let half = try #require(box.normalized(NormalizationOptions(scale: .nonUniform(width: bad, height: 10))).bounds)
            #expect(half == BoundingBox(origin: Vector2(10, 30), width: 20, height: 10), "width \(bad)")
        }
    }

    @Test("the transform maps back with its inverse")
    func transformRoundTrip() throws {
        let d = InkDrawing(strokes: [InkStroke(locations: [Vector2(1, 2), Vector2(40, 9), Vector2(7, 30)])])
        let t = d.normalizationTransform(.dollarOne())
        let back = d.applying(t).applying(try #require(t.inverted))
        for (p, q) in zip(back.strokes[0].locations, d.strokes[0].locations) { #expect(p.distance(to: q) < 1e-9) }
        #expect(InkDrawing(strokes: []).normalizationTransform(.dollarOne()) == .identity)
        #expect(InkDrawing(strokes: []).indicativeAngle == nil && InkDrawing(strokes: []).centroid == nil)
    }
}
