import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport
import ShapeRecognition

/// `recognize(_:context:)` on a line of real handwriting: a "0" held after the digits before it
/// (pendigits train writers, shipped copy) is a letter of the row, not a circle that the letters
/// beside it connect to; a connector that reaches it still makes it a shape.
@Suite struct ShapeRecognizerWritingRowTests {
    /// The shipped pendigits train digits of one writer laid out as a line of writing: each digit
    /// scaled to `height` points, `gap` points after the one before it (the layout of trial 18's
    /// `pdlines.py`). Returns each digit's label and strokes, in writing order.
    static func writtenLine(height: Double = 20, gap: Double = 6) throws -> [(label: String, source: String, strokes: [InkStroke])] {
        let file = TestPaths.datasets.appendingPathComponent("pendigits/pendigits-orig-writers1-6.tra")
        let samples = try InkDataset.load(paths: [file]).samples.filter { $0.split == .train }
        let writer = try #require(samples.first?.writer)
        var x = 100.0
        return try samples.filter { $0.writer == writer }.map { sample in
            let bounds = try #require(sample.drawing.bounds)
            let scale = height / max(bounds.height, 1)
            let placing = AffineTransform2D.translation(-bounds.origin)
                .concatenating(.scale(x: scale, y: scale)).concatenating(.translation(Vector2(x, 100)))
            x += bounds.width * scale + gap
            return (sample.label, sample.source, sample.drawing.strokes.map { $0.applying(placing) })
        }
    }

    /// The "0" of sample `#62` (writer tra-1's 15th digit; before the writing-row rule the "4"
    /// written 6 pt before it connected it), with the strokes of the digits before it.
    static func heldZero() throws -> (zero: [InkStroke], before: [InkStroke]) {
        let line = try writtenLine()
        let index = try #require(line.firstIndex { $0.source.hasSuffix("#62") })
        #expect(line[index].label == "0" && index >= 3)
        #expect(ShapeRecognizer().recognize(line[index].strokes).shape?.kind == .ellipse, "an ellipse from its own ink")
        return (line[index].strokes, line[..<index].flatMap(\.strokes))
    }

    /// Of writer tra-1's "0"s that are ellipses from their own ink (20), 17 snapped in their line
    /// before the writing-row rule; now 3 do (those the digit before reaches with a stroke
    /// larger than a character or one that snaps alone).
    @Test func zerosInALineOfDigitsMostlyDoNotSnap() throws {
        let line = try Self.writtenLine()
        let recognizer = ShapeRecognizer()
        let zeros = line.indices.filter { i in
            i >= 3 && line[i].label == "0" && recognizer.recognize(line[i].strokes).shape?.kind == .ellipse
        }
        let snapped = zeros.filter { i in recognizer.recognize(line[i].strokes, context: line[..<i].flatMap(\.strokes)).shape != nil }
        #expect(zeros.count == 20)
        #expect(snapped.count == 3)
    }

    @Test func aZeroHeldAfterTheDigitsBeforeItDoesNotSnap() throws {
        let (zero, before) = try Self.heldZero()
        let recognition = ShapeRecognizer().recognize(zero, context: before)
        #expect(recognition.shape == nil, "snapped to \(String(describing: recognition.shape?.kind))")
        #expect(recognition.candidates.first?.kind == .ellipse, "the candidates stay")
    }

    /// A straight connector (a line that snaps alone) drawn down to the same "0" from above
    /// makes it a connection circle again.
    @Test func aConnectorReachingTheZeroKeepsItAShape() throws {
        let (zero, before) = try Self.heldZero()
        let bounds = try #require(InkDrawing(strokes: zero).bounds)
        let end = Vector2(bounds.center.x, bounds.minY - 1)
        let connector = InkStroke(locations: (0...20).map { end + Vector2(0, Double($0 - 20) * 3) })
        #expect(ShapeRecognizer().recognize([connector]).shape?.kind == .line)
        let recognition = ShapeRecognizer().recognize(zero, context: before + [connector])
        #expect(recognition.shape?.kind == .ellipse)
    }
}
