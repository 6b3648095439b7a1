import Foundation
import InkCore
import Testing
import TestSupport

@testable import HandwritingRecognition

/// The shipped Latin model, read by the tests below when present.
private let shippedModel = TestPaths.models.appendingPathComponent("latin.inkmodel")

/// Readings with the shipped Latin model; skipped until `Models/latin.inkmodel` is present.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: shippedModel.path), "needs Models/latin.inkmodel"))
struct TextShippedModelTests {
    @Test func twoVerticalBarsReadElevenNotM() throws {
        let recognizer = TextRecognizer(classifier: try CharacterClassifier(contentsOf: shippedModel))
        // Two bars 40 points tall, 10–18 apart: as close as digits in a number, closer than a word space.
        for gap in [10.0, 14.0, 18.0] {
            let bars = InkDrawing(strokes: [
                TextTestInk.line(Vector2(10, 60), Vector2(10, 100)), TextTestInk.line(Vector2(10 + gap, 60), Vector2(10 + gap, 100)),
            ])
            let word = try #require(recognizer.recognize(bars).lines.first?.words.first)
            // Two characters of one bar each. Out of context a bar is as much "1" as "l" or "I",
            // so the test asks for "11" among the candidates and a bar-like best reading.
            #expect(word.characters.map(\.strokeIndices) == [[0], [1]], "gap \(gap): \(word.candidates.map(\.text))")
            #expect(word.characters.allSatisfy { ["1", "l", "I", "i"].contains($0.text) })
            #expect(word.candidates.contains { $0.text == "11" }, "gap \(gap): \(word.candidates.map(\.text))")
            #expect(!word.candidates.prefix(1).contains { ["M", "n", "H", "N"].contains($0.text) })
        }
    }
}
