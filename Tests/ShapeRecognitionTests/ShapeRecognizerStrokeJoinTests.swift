import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport
@testable import ShapeRecognition

/// A triangle to pentagon whose sides are separate strokes has its corners where the pen lifted
/// (`PreparedInk.strokeJoins`), even where ShortStraw, seeing one stroke at a time, finds no turn.
@Suite struct ShapeRecognizerStrokeJoinTests {
    /// Quick, Draw! train triangle #28: two sides in one stroke, the base in another running past
    /// the corner; it declined (its best an ellipse), the base's far corner unmatched.
    @Test func quickDrawTwoStrokeTriangleSnaps() throws {
        let file = TestPaths.datasets.appendingPathComponent("quickdraw-shapes/triangle.ndjson")
        let sample = try #require(try InkDataset.load(paths: [file]).samples.first { $0.source.hasSuffix("#28") })
        #expect(sample.split == .train && sample.drawing.strokes.count == 2)
        let recognition = ShapeRecognizer().recognize(sample.drawing.strokes)
        let shape = try #require(recognition.shape, "confidence \(recognition.confidence)")
        #expect(shape.kind == .polygon || shape.kind == .regularPolygon, "\(shape.kind)")
        #expect(shape.sides == 3)
    }

    /// FC train data symbols (parallelograms) drawn in strokes that declined (writer5_12b #135
    /// at 0.18) or snapped to an ellipse (writer5_8b #98) are 4-gons.
    @Test(
        .enabled(if: TestPaths.sharedDatasets != nil, "needs INKREC_SHARED_DATASETS"),
        arguments: [("writer5_12b.inkml", "#135"), ("writer5_8b.inkml", "#98")])
    func flowchartDataSymbolInStrokesIsAFourGon(file: String, id: String) throws {
        let group = try ShapeRecognizerArrowTests.sharedFlowchartGroup(file, id)
        #expect(group.label == "data" && group.drawing.strokes.count > 1)
        let shape = try #require(ShapeRecognizer().recognize(group.drawing.strokes).shape)
        #expect(shape.kind == .polygon && shape.sides == 4, "\(shape.kind) \(shape.sides ?? 0)")
    }

    /// Joins are no corners of a curve: FC train terminators drawn in arcs stay round (ellipses,
    /// or since the stadium pass the rounded rectangles they are drawn as). Counting joins for
    /// 6–8-gons too turned these into hexagons (writer12_14 #132, writer12_8 #99).
    @Test(
        .enabled(if: TestPaths.sharedDatasets != nil, "needs INKREC_SHARED_DATASETS"),
        arguments: [("writer12_14.inkml", "#132"), ("writer12_8.inkml", "#99")])
    func flowchartTerminatorInArcsStaysRound(file: String, id: String) throws {
        let group = try ShapeRecognizerArrowTests.sharedFlowchartGroup(file, id)
        #expect(group.drawing.strokes.count > 1)
        let shape = try #require(ShapeRecognizer().recognize(group.drawing.strokes).shape)
        #expect(shape.kind == .ellipse || shape.kind == .roundedRectangle, "\(shape.kind) \(shape.sides ?? 0)")
    }
}
