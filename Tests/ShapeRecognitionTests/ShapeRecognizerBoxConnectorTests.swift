import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport
import ShapeRecognition

/// A box with a connector leaving its bottom is no five-point star (`StarFit.maximumFlatGaps`):
/// its hull has five corners (the box's four and the connector's end), but three gaps between
/// them are the box's straight sides, where a star bends in.
@Suite struct ShapeRecognizerBoxConnectorTests {
    /// The ink of the new-user trial's generator (trial19 `make_flow.py`): a 200 × 80 pt box from
    /// (103, 170), drawn as one stroke, recorded every 2.5 pt with 0.3 pt jitter.
    static func box(_ ink: inout SyntheticInk) -> InkStroke {
        let corners = [Vector2(103, 170), Vector2(303, 170), Vector2(303, 250), Vector2(103, 250), Vector2(103, 172)]
        return ink.stroke(corners, closed: false, style: .init(jitter: 0.3, spacing: 2.5))
    }

    static func open(_ corners: [Vector2], _ ink: inout SyntheticInk) -> InkStroke {
        ink.stroke(corners, closed: false, style: .init(jitter: 0.3, spacing: 2.5))
    }

    /// Before: star (5 points) at 0.64, 0.67 and 0.50 (trial19 connectors-none.ndjson).
    @Test func boxWithADownwardConnectorIsNoStar() {
        var ink = SyntheticInk(seed: 19)
        let shaft = Self.open([Vector2(201, 255), Vector2(201, 330)], &ink)
        let head = Self.open([Vector2(191, 318), Vector2(201, 331), Vector2(211, 318)], &ink)
        let oneStrokeArrow = Self.open(
            [Vector2(201, 255), Vector2(201, 330), Vector2(191, 318), Vector2(201, 331), Vector2(211, 318)], &ink)
        let cases: [(String, [InkStroke])] = [
            ("box + shaft + head", [Self.box(&ink), shaft, head]),
            ("box + one-stroke arrow", [Self.box(&ink), oneStrokeArrow]),
            ("box + line", [Self.box(&ink), shaft]),
        ]
        for (name, strokes) in cases {
            let recognition = ShapeRecognizer().recognize(strokes)
            #expect(recognition.shape == nil, "\(name): \(String(describing: recognition.shape))")
            #expect(!recognition.candidates.contains { $0.kind == .star }, "\(name): \(recognition.candidates.map(\.kind))")
        }
    }

    /// FC train writer 12, page 9, strokes 18–19: a box and the arrow leaving it, which
    /// `inkrec recognize` on the page grouped and snapped to star (5) at 0.86 (one of 19 such
    /// stars on the FC train pages); now a box and an arrow.
    @Test(.enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"))
    func flowchartBoxWithItsArrowIsNoStar() throws {
        let page = try ShapeRecognizerArrowTests.sharedSample("fc-flowchart-inkml/sources/writer12_9.inkml")
        #expect(page.split == .train)
        try #require(page.drawing.strokes.count > 19)
        let strokes = Array(page.drawing.strokes[18...19])
        let recognition = ShapeRecognizer().recognize(strokes)
        #expect(recognition.shape?.kind != .star, "\(String(describing: recognition.shape))")
        #expect(!recognition.candidates.contains { $0.kind == .star }, "\(recognition.candidates.map(\.kind))")
    }

    /// A drawn star bends in between every two points: the shipped $1 train star still snaps.
    @Test func drawnStarStillSnaps() throws {
        let url = TestPaths.datasets.appendingPathComponent("dollar1-unistroke/s02/medium/star01.xml")
        let sample = try #require(try InkDataset.load(paths: [url]).samples.first)
        #expect(sample.split == .train)
        let shape = try #require(ShapeRecognizer().recognize(sample.drawing.strokes).shape)
        #expect(shape.kind == .star && shape.sides == 5, "\(shape)")
    }
}
