import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport

@testable import ShapeRecognition

/// A star's points are where two of its sides meet (`StarFit.openPointCount`): a few strokes of
/// handwriting whose hull has five corners, most of them letters' free ends, are no star.
@Suite struct StarFitOpenPointsTests {
    /// The five points of a regular pentagram of radius 100 about (200, 200), the first straight up.
    static let points = (0..<5).map { i in
        Vector2(200, 200) + Vector2(cos(-Double.pi / 2 + Double(i) * 2 * .pi / 5), sin(-Double.pi / 2 + Double(i) * 2 * .pi / 5)) * 100
    }

    /// `a` to `b` in steps of about 2 points.
    static func segment(_ a: Vector2, _ b: Vector2) -> [Vector2] {
        let steps = max(1, Int(a.distance(to: b) / 2))
        return (0...steps).map { a + (b - a) * (Double($0) / Double(steps)) }
    }

    @Test func drawnStarsHaveNoOpenPoint() {
        let pentagram = (0..<5).flatMap { Self.segment(Self.points[2 * $0 % 5], Self.points[2 * ($0 + 1) % 5]) }
        #expect(StarFit.openPointCount(of: [pentagram], points: Self.points, radius: 100) == 0)
        // Five chords, one stroke each: two strokes' ends meet at every point.
        let chords = (0..<5).map { Self.segment(Self.points[$0], Self.points[($0 + 2) % 5]) }
        #expect(StarFit.openPointCount(of: chords, points: Self.points, radius: 100) == 0)
        // The pentagram stopped short of its start: that one point is open.
        #expect(StarFit.openPointCount(of: [Array(pentagram.dropLast(12))], points: Self.points, radius: 100) == 1)
    }

    @Test func freeStrokeEndsAreOpenPoints() {
        // Five spokes from the centre: each point is a stroke's free end.
        let spokes = Self.points.map { Self.segment(Vector2(200, 200), $0) }
        #expect(StarFit.openPointCount(of: spokes, points: Self.points, radius: 100) == 5)
        #expect(StarFit.openPointCount(of: [], points: Self.points, radius: 100) == 5)
    }

    @Test func badInputCountsEveryPointOpenWithoutTrapping() {
        // A non-finite point lies nowhere near a point: the top point's ink leaves it twice.
        let nan = [Vector2(.nan, 1), Vector2(200, 100), Vector2(.infinity, .nan)]
        #expect(StarFit.openPointCount(of: [nan, [], [Vector2(200, 100)]], points: Self.points, radius: 100) == 4)
        #expect(StarFit.openPointCount(of: [Self.segment(Self.points[0], Self.points[2])], points: Self.points, radius: .nan) == 5)
        #expect(StarFit.openPointCount(of: [], points: [], radius: 100) == 0)
    }

    /// FC validation pages (writers 13): five strokes of a word held in a replay grouped into a
    /// five-point star before this rule (writer13_10 strokes 41–45 of "output", 0.505;
    /// writer13_7 strokes 22–26 of "swapped", 0.613); 4 of the 5 points of each are letters
    /// free ends. Now no star fits, and the held replay of both pages snaps no star.
    @Test(.enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"))
    func handwritingHeldInAFlowchartIsNoStar() throws {
        let sources = try #require(TestPaths.sharedDatasets).appendingPathComponent("fc-flowchart-inkml/sources")
        let recognizer = ShapeRecognizer()
        // Held snaps per page, measured with the rule: 9 (10 with the star) and 42.
        for (file, strokes, snaps) in [("writer13_10.inkml", 41...45, 9), ("writer13_7.inkml", 22...26, 42)] {
            let page = try #require(InkDataset.load(paths: [sources.appendingPathComponent(file)]).samples.first)
            let word = strokes.map { page.drawing.strokes[$0] }
            let recognition = recognizer.recognize(word)
            #expect(recognition.shape == nil, "\(file) \(strokes) snapped to \(String(describing: recognition.shape?.kind))")
            #expect(!recognition.candidates.contains { $0.kind == .star }, "\(file) \(strokes)")
            let held = SnapRecognizerReplayTests.snapped(SnapRecognizerReplayTests.replay(page, hold: 0.6))
            #expect(!held.contains { $0.kind == .star }, "\(file): a star snapped")
            #expect(held.count == snaps, "\(file): \(held.count) held snaps")
        }
    }

    /// A two-triangle six-point star drawn with each triangle open at its start (MMG train
    /// writer 11, two of its six points open) is still a star.
    @Test(.enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"))
    func twoOpenTrianglesAreStillASixPointStar() throws {
        let star = try ShapeRecognizerArrowTests.sharedSample("ndollar-mmg/11-stylus-MEDIUM/11-stylus-medium-six_point_star-01.xml")
        #expect(star.label == "six_point_star" && star.drawing.strokes.count == 2)
        let shape = try #require(ShapeRecognizer().recognize(star.drawing.strokes).shape)
        #expect(shape.kind == .star && shape.sides == 6)
    }
}
