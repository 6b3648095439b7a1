import Foundation
import InkCore
import Testing
import ShapeRecognition

/// Boxes drawn on past their closing corner: the box fitted again on the loop as cut, the run-on
/// straight along a side (`RectangleFit.runsOnAlongSide`).
@Suite struct ShapeRecognizerRunOnBoxTests {
    /// Quick, Draw! train square #14: one stroke whose top side runs on past the left one by about
    /// a third of the width. The minimum-area box reached the run-on's tip, the left side lay
    /// outside the coverage band, and it declined.
    @Test func quickDrawSquareRunOnPastItsCornerSnaps() throws {
        let recognition = ShapeRecognizer().recognize(try quickDrawTrainSample("square", 14).drawing.strokes)
        let shape = try #require(recognition.shape, "best \(String(describing: recognition.candidates.first?.kind))")
        #expect(shape.kind == .rectangle)
        #expect(recognition.confidence >= 0.5)
    }
}
