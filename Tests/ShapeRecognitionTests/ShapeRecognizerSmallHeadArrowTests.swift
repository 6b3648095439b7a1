import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport
import ShapeRecognition

/// Heads a few resampling spacings across at the end of long FC connectors: a little loop or
/// triangle of 3–8 points whose sweep round its centre, with the steps the reach cuts, is
/// 1.17π–1.44π rather than a full turn. And the hook that must stay a line's: a Quick, Draw!
/// line whose pen hooks at its end.
struct ShapeRecognizerSmallHeadArrowTests {
    /// FC writer 12 (train) draws a connector in one stroke, along the bottom and up the right,
    /// ending in a triangle head looped round the shaft's top a few spacings across: declined
    /// (no candidate) before.
    @Test(.enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"))
    func oneStrokeConnectorEndingInATinyLoopedTriangleIsAnArrow() throws {
        let group = try ShapeRecognizerArrowTests.sharedFlowchartGroup("writer12_14.inkml", "#161")
        let shape = try ShapeRecognizerArrowTests.oneHeadedArrow(group, strokes: 1)
        let size = try #require(group.drawing.bounds).diagonal
        let ink = group.drawing.strokes[0].points.map(\.location)
        #expect(try #require(shape.start).distance(to: ink[0]) <= 0.03 * size)
        // The head is the topmost ink (y grows downwards).
        #expect(try #require(shape.end).distance(to: try #require(ink.min { $0.y < $1.y })) <= 0.05 * size)
    }

    /// FC writer 4 (train) draws a long straight connector right to left and a "V" head of 21
    /// points, about 2 % of the connector's length, as its own stroke: it snapped to a line at
    /// 0.90 — a wrong snap — before. The arrow points left, its tip at the head.
    @Test(.enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"))
    func longConnectorWithATinySeparateHeadIsAnArrowNotALine() throws {
        let group = try ShapeRecognizerArrowTests.sharedFlowchartGroup("writer4_5.inkml", "#173")
        let shape = try ShapeRecognizerArrowTests.oneHeadedArrow(group, strokes: 2)
        let size = try #require(group.drawing.bounds).diagonal
        let head = try #require(group.drawing.strokes.min { $0.points.count < $1.points.count }).points.map(\.location)
        let tip = try #require(shape.end)
        #expect(head.contains { $0.distance(to: tip) <= 0.03 * size }, "tip \(tip)")
        #expect(try #require(shape.start).x - tip.x >= 0.9 * size)
    }

    /// Quick, Draw! train line #108 (the copy in `Datasets/`) hooks at its end: with the small
    /// head's sweep lowered to 0.9π the hook passed for a head (an arrow at 0.99). A line.
    @Test func quickDrawLineWithAHookedEndIsNoArrow() throws {
        let file = TestPaths.datasets.appendingPathComponent("quickdraw-shapes/line.ndjson")
        let sample = try #require(try InkDataset.load(paths: [file]).samples.first { $0.source.hasSuffix("#108") })
        let recognition = ShapeRecognizer().recognize(sample.drawing.strokes)
        #expect(recognition.shape?.kind == .line, "\(recognition.shape?.kind.rawValue ?? "none") at \(recognition.confidence)")
    }
}
