import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport
import ShapeRecognition

/// Six-point stars drawn as two overlapping triangles (`StarFit(triangles:points:)`).
@Suite struct ShapeRecognizerStarTests {
    /// The shipped MMG writers of the train (10, 41) and validation (85) splits.
    static func mmgSixPointStars() throws -> [LabeledInk] {
        let root = TestPaths.datasets.appendingPathComponent("ndollar-mmg")
        let writers = ["10-stylus-MEDIUM", "41-finger-MEDIUM", "85-finger-MEDIUM"].map { root.appendingPathComponent($0) }
        return try InkDataset.load(paths: writers).samples.filter { $0.label == "six_point_star" }
    }

    @Test func twoTriangleStarsSnapToSixPoints() throws {
        let samples = try Self.mmgSixPointStars()
        #expect(samples.count == 30)
        var correct = 0
        for sample in samples {
            guard let shape = ShapeRecognizer().recognize(sample.drawing.strokes).shape,
                shape.kind == .star, shape.sides == 6
            else { continue }
            correct += 1
            // Outer and inner vertices alternate; the valleys lie inside, the points on the ink's hull.
            #expect(shape.vertices.count == 12)
            let ratio = try #require(shape.innerRadiusRatio)
            #expect(ratio > 0.3 && ratio <= 0.72, "inner radius ratio \(ratio)")
            let bounds = try #require(sample.drawing.bounds)
            for point in stride(from: 0, to: 12, by: 2).map({ shape.vertices[$0] }) {
                #expect(bounds.insetBy(-0.05 * bounds.diagonal).contains(point))
            }
        }
        // Measured 30 of 30 (before the two-triangle fit: 22 of 30, the rest declined).
        #expect(correct >= 28, "\(correct) of \(samples.count)")
    }

    @Test func twoTrianglesOfTheSameOrientationAreNoStar() {
        var ink = SyntheticInk(seed: 7)
        let up = SyntheticInk.regularPolygon(sides: 3, radius: 100)
        let turned = up.map { ($0 - Vector2(200, 200)).rotated(by: 0.25) + Vector2(200, 200) }
        let strokes = [ink.stroke(up, closed: true), ink.stroke(turned, closed: true)]
        let shape = ShapeRecognizer().recognize(strokes).shape
        #expect(shape?.kind != .star, "\(String(describing: shape))")

        let opposite = up.map { ($0 - Vector2(200, 200)).rotated(by: .pi / 3) + Vector2(200, 200) }
        let star = ShapeRecognizer().recognize([ink.stroke(up, closed: true), ink.stroke(opposite, closed: true)]).shape
        #expect(star?.kind == .star && star?.sides == 6, "\(String(describing: star))")
    }
}

/// A closed path the star fit accepts gets no arrow candidate: a star's tips look like heads.
@Suite struct ShapeRecognizerClosedStarTests {
    /// MMG train writer 11 draws this pentagram; the arrow fit took a tip for a head (arrow at
    /// 0.999, a wrong snap). Without the arrow candidate the star's 0.47 declines.
    @Test(.enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"))
    func pentagramWithAHeadLikeTipIsNoArrow() throws {
        let sample = try ShapeRecognizerArrowTests.sharedSample("ndollar-mmg/11-stylus-MEDIUM/11-stylus-medium-five_point_star-10.xml")
        #expect(sample.split == .train)
        let recognition = ShapeRecognizer().recognize(sample.drawing.strokes)
        #expect(recognition.shape == nil, "\(String(describing: recognition.shape))")
        #expect(recognition.candidates.first?.kind == .star)
        #expect(!recognition.candidates.contains { $0.kind == .arrow })
    }

    /// The shipped $1 one-stroke stars outside the test split: each star candidate comes without
    /// an arrow candidate.
    @Test func dollarOneStarsHaveNoArrowCandidate() throws {
        let root = TestPaths.datasets.appendingPathComponent("dollar1-unistroke")
        let stars = try InkDataset.load(paths: [root]).samples.filter { $0.label == "star" && $0.split != .test }
        #expect(stars.count >= 10)
        var starred = 0
        for sample in stars {
            let kinds = ShapeRecognizer().recognize(sample.drawing.strokes).candidates.map(\.kind)
            guard kinds.contains(.star) else { continue }
            starred += 1
            #expect(!kinds.contains(.arrow), "\(sample.id): \(kinds)")
        }
        #expect(starred >= stars.count - 1, "\(starred) of \(stars.count)")
    }
}
