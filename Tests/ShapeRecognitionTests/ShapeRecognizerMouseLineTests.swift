import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport
@testable import ShapeRecognition

/// Mouse-drawn Quick, Draw! lines (the copy in `Datasets/quickdraw-shapes`): a retrace is a
/// line, never an ellipse.
@Suite struct ShapeRecognizerMouseLineTests {
    private static func quickDrawLine(_ index: Int) throws -> ShapeRecognition {
        let file = TestPaths.datasets.appendingPathComponent("quickdraw-shapes/line.ndjson")
        let sample = try #require(try InkDataset.load(paths: [file]).samples.first { $0.source.hasSuffix("#\(index)") })
        #expect(sample.split == .train)
        return ShapeRecognizer().recognize(sample.drawing.strokes)
    }

    /// Train line #103 runs out along the line and back a few points beside itself (its ink lies
    /// within 0.026 of its length from its axis); it snapped to a circle at 0.98.
    @Test func quickDrawRetraceIsALineNotAnEllipse() throws {
        let recognition = try Self.quickDrawLine(103)
        #expect(!recognition.candidates.contains { $0.kind == .ellipse })
        #expect(recognition.shape?.kind == .line, "\(recognition.shape?.kind.rawValue ?? "none")")
    }
}
