import Foundation
import InkCore
import NeuralNetwork
import Testing
import TestSupport

@testable import HandwritingRecognition

/// The shipped text models, each read by the tests below when present: the Latin character
/// classifier (segmentation engine) and the CTC word model (sequence engine).
enum ShippedTextModel: String, CaseIterable, CustomStringConvertible {
    case latin = "latin.inkmodel"
    case words = "words.inkmodel"

    var description: String { rawValue }
    var url: URL { TestPaths.models.appendingPathComponent(rawValue) }
    var isPresent: Bool { FileManager.default.fileExists(atPath: url.path) }

    func recognizer(lexicon: Lexicon? = nil) throws -> TextRecognizer {
        switch self {
        case .latin: TextRecognizer(classifier: try CharacterClassifier(contentsOf: url), lexicon: lexicon)
        case .words: TextRecognizer(wordModel: try SequenceWordModel(contentsOf: url), lexicon: lexicon)
        }
    }
}

/// Readings with the shipped models; each case is skipped until its model file is present.
@Suite struct TextShippedModelTests {
    @Test(arguments: ShippedTextModel.allCases.filter(\.isPresent))
    func twoVerticalBarsReadElevenNotM(model: ShippedTextModel) throws {
        guard model == .words else { return try readTwoBars(with: model.recognizer()) }
        // Known failure of Models/words.inkmodel (see Models/words.md): bars 14 and 18 points
        // apart read "11", but 10 apart (a quarter of their height) they read as one bar-like
        // letter over both strokes. Recorded as a known issue so a fixed model shows up.
        try withKnownIssue("words.inkmodel reads two bars 10 points apart as one letter") {
            try readTwoBars(with: model.recognizer())
        }
    }

    private func readTwoBars(with recognizer: TextRecognizer) throws {
        // Two bars 40 points tall, 10–18 apart: as close as digits in a number, closer than a word space.
        for gap in [10.0, 14.0, 18.0] {
            let bars = InkDrawing(strokes: [
                TextTestInk.line(Vector2(10, 60), Vector2(10, 100)), TextTestInk.line(Vector2(10 + gap, 60), Vector2(10 + gap, 100)),
            ])
            let word = try #require(recognizer.recognize(bars).lines.first?.words.first)
            // Two characters of one bar each. Out of context a bar is as much "1" as "l" or "I",
            // so the test asks for "11" among the candidates and a bar-like best reading.
            #expect(word.characters.map(\.strokeIndices) == [[0], [1]], "gap \(gap): \(word.candidates.map(\.text))")
            #expect(word.characters.allSatisfy { ["1", "l", "I", "i"].contains($0.text) }, "gap \(gap): \(word.candidates.map(\.text))")
            #expect(word.candidates.contains { $0.text == "11" }, "gap \(gap): \(word.candidates.map(\.text))")
            #expect(!word.candidates.prefix(1).contains { ["M", "n", "H", "N"].contains($0.text) })
        }
    }
}
