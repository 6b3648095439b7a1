import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport

@testable import HandwritingRecognition

@Suite struct WritingZoneTests {
    /// The same ink with every segment cut into `pieces` equal parts (densely sampled).
    static func densified(_ points: [Vector2], pieces: Int) -> [Vector2] {
        guard let first = points.first else { return [] }
        return [first] + zip(points, points.dropFirst()).flatMap { a, b in
            (1...pieces).map { a + (b - a) * (Double($0) / Double(pieces)) }
        }
    }

    @Test func aBarDrawnWithTwoPointsHasTheZoneOfItsDenseCopy() throws {
        // A bar from y = 60 to 100: a fifth of its ink lies above y = 68, four fifths above 92.
        let bar = [Vector2(10, 60), Vector2(10, 100)]
        let cases: [(String, [[Vector2]])] = [
            ("one bar, two points", [bar]),
            ("two bars 10 apart", [bar, bar.map { $0 + Vector2(10, 0) }]),
            ("one bar, 41 points", [Self.densified(bar, pieces: 40)]),
        ]
        for (name, strokes) in cases {
            let zone = try #require(WritingZone(strokes: strokes))
            #expect(abs(zone.midline - 68) < 1e-6 && abs(zone.baseline - 92) < 1e-6, "\(name): \(zone)")
        }
    }

    /// FC flowchart ink is recorded as sparse polylines (the "End" label of the shipped page: 72
    /// points, segments up to 63 of its 1/500-in units, 9.1 pt, long). Its zone must not depend on
    /// where the points fall: placing each segment's length at its middle gave an x-height of 43.9
    /// units (6.3 pt) here, against 50.2 (7.23 pt) for the same ink sampled densely. The page
    /// reads in points since its X and Y units are converted (500 units = 1 in = 72 pt).
    @Test func sparseFlowchartInkHasTheZoneOfItsDenseCopy() throws {
        let page = try InkDrawing(contentsOfInkML: TestPaths.datasets.appendingPathComponent("fc-flowchart/writer1_1.inkml"))
        let end = try #require(page.groups.first { $0.id == "132" }, "the group of the \"End\" label")
        #expect(end.label == "text" && end.strokeIndices == Array(97...101))
        let strokes = end.strokeIndices.map { page.strokes[$0].points.map(\.location) }
        let sparse = try #require(WritingZone(strokes: strokes))
        let dense = try #require(WritingZone(strokes: strokes.map { Self.densified($0, pieces: 20) }))
        let points = 72.0 / 500  // per unit of the file
        #expect(abs(dense.xHeight - 50.2 * points) < 0.5 * points, "\(dense)")
        #expect(abs(sparse.midline - dense.midline) < 0.01 * dense.xHeight, "\(sparse) vs \(dense)")
        #expect(abs(sparse.baseline - dense.baseline) < 0.01 * dense.xHeight, "\(sparse) vs \(dense)")
    }

    @Test func dotsAndDashesHaveAPositiveZoneAndNoInkHasNone() throws {
        #expect(WritingZone(strokes: []) == nil)
        #expect(WritingZone(strokes: [[], []]) == nil)
        // A colon (two lone points): the band between them.
        let colon = try #require(WritingZone(strokes: [[Vector2(0, 10)], [Vector2(0, 30)]]))
        #expect(colon.midline == 10 && colon.baseline == 30)
        // A dash: no height, so its length (20 points) is the scale, centred on it.
        let dash = try #require(WritingZone(strokes: [[Vector2(0, 50), Vector2(20, 50)]]))
        #expect(abs(dash.midline - 40) < 1e-9 && abs(dash.baseline - 60) < 1e-9, "\(dash)")
        let dot = try #require(WritingZone(strokes: [[Vector2(5, 5)]]))
        #expect(dot.xHeight == 1, "a lone point gets the 1-point floor: \(dot)")
    }
}
