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
        readTwoBars(gaps: [10, 14, 18], with: try model.recognizer())
    }

    /// A lone dot and a 0.5-point tap are no word (TextRecognition.md step 3), whichever engine
    /// reads: the word model read them "i" and "4" while only the Latin lattice left dots out.
    /// A dot beside a bar still joins the bar's word.
    @Test(arguments: ShippedTextModel.allCases.filter(\.isPresent))
    func loneDotOrTapIsNoWord(model: ShippedTextModel) throws {
        let recognizer = try model.recognizer()
        let dot = InkDrawing(strokes: [InkStroke(locations: [Vector2(50, 50)])])
        let tap = InkDrawing(strokes: [InkStroke(locations: [Vector2(50, 50), Vector2(50.5, 50.2)])])
        #expect(recognizer.recognize(dot).lines.isEmpty, "\(recognizer.recognize(dot).lines.map(\.text))")
        #expect(recognizer.recognize(tap).lines.isEmpty, "\(recognizer.recognize(tap).lines.map(\.text))")
        let dotted = InkDrawing(strokes: [TextTestInk.line(Vector2(10, 60), Vector2(10, 100)), InkStroke(locations: [Vector2(10, 50)])])
        let words = recognizer.recognize(dotted).lines.flatMap(\.words)
        #expect(words.map(\.strokeIndices) == [[0, 1]], "\(words.map(\.text))")
    }

    /// The "End" label of the shipped FC flowchart page (sparse polylines) read as on the page,
    /// with the lexicon. It read "td" while the zone placed each segment's length at its middle.
    @Test(.enabled(if: ShippedTextModel.words.isPresent, "needs Models/words.inkmodel"))
    func flowchartEndLabelReadsEnd() throws {
        let page = try InkDrawing(contentsOfInkML: TestPaths.datasets.appendingPathComponent("fc-flowchart/writer1_1.inkml"))
        let end = try #require(page.groups.first { $0.id == "132" }, "the group of the \"End\" label")
        let lexicon = try Lexicon(contentsOf: TestPaths.models.appendingPathComponent("wamerican.lexicon"))
        let lines = try ShippedTextModel.words.recognizer(lexicon: lexicon).recognize(page, strokes: end.strokeIndices).lines
        #expect(lines.map(\.text) == ["End"], "\(lines.map(\.candidates))")
    }

    private func readTwoBars(gaps: [Double], with recognizer: TextRecognizer) {
        // Two bars 40 points tall, 10–18 apart: as close as digits in a number, closer than a word space.
        for gap in gaps {
            let bars = InkDrawing(strokes: [
                TextTestInk.line(Vector2(10, 60), Vector2(10, 100)), TextTestInk.line(Vector2(10 + gap, 60), Vector2(10 + gap, 100)),
            ])
            guard let word = recognizer.recognize(bars).lines.first?.words.first else {
                Issue.record("gap \(gap): no word read")
                continue
            }
            // Two characters of one bar each. Out of context a bar is as much "1" as "l" or "I",
            // so the test asks for "11" among the candidates and a bar-like best reading.
            #expect(word.characters.map(\.strokeIndices) == [[0], [1]], "gap \(gap): \(word.candidates.map(\.text))")
            #expect(word.characters.allSatisfy { ["1", "l", "I", "i"].contains($0.text) }, "gap \(gap): \(word.candidates.map(\.text))")
            #expect(word.candidates.contains { $0.text == "11" }, "gap \(gap): \(word.candidates.map(\.text))")
            #expect(!word.candidates.prefix(1).contains { ["M", "n", "H", "N"].contains($0.text) })
        }
    }
}
