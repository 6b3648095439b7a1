import Foundation
import InkRec
import InkRecCLI
import Testing
import TestSupport

private let shippedWordModel = TestPaths.models.appendingPathComponent("words.inkmodel")

/// The README's main job reads two shipped pages with the shipped CTC word model and lexicon
/// (`inkrec recognize Datasets/text/unipen-words-page.ndjson Datasets/fc-flowchart/writer1_1.inkml
/// --model Models/words.inkmodel --lexicon Models/wamerican.lexicon`). Read here through the
/// library as `recognize` wires it (shapes separated first, then `TextRecognizer` on the rest), so a
/// change to line grouping or word reading that alters what the job prints fails a test. The
/// expected lines are the readings measured when the test was written, not the truth.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: shippedWordModel.path), "needs Models/words.inkmodel"))
struct ShippedPageReadingTests {

    static func read(_ path: String) throws -> (sample: LabeledInk, lines: [String]) {
        let sample = try #require(InkDataset.load(paths: [TestPaths.datasets.appendingPathComponent(path)]).samples.first)
        let lexicon = try Lexicon(contentsOf: TestPaths.models.appendingPathComponent("wamerican.lexicon"))
        let recognizer = TextRecognizer(wordModel: try SequenceWordModel(contentsOf: shippedWordModel), lexicon: lexicon)
        let separation = MixedInkSeparationFlowchartTests.separate(sample.drawing)
        let lines = recognizer.recognize(sample.drawing, strokes: separation.textStrokeIndices).lines.map(\.text)
        return (sample, lines)
    }

    /// Two lines of one test-split UNIPEN writer: one capital too many ("Survey"), CER 1/50 against
    /// the page's label. Grouping strokes into one line or three, or moving a word's strokes to the
    /// other line (it read "natip … children In" once), changes the lines.
    @Test func unipenPageReadsItsTwoLines() throws {
        let (sample, lines) = try Self.read("text/unipen-words-page.ndjson")
        #expect(lines == ["the nation Survey reveals", "children in this country"])
        // The whole page, lines joined by newlines as the label has them: a line too many counts.
        var cer = CharacterErrorRate()
        cer.record(reference: sample.label, hypothesis: lines.joined(separator: "\n"))
        #expect(cer.referenceLength == 50, "the page's label: \(sample.label)")
        #expect(cer.value <= 0.05, "CER \(cer.value): \(lines)")
    }

    /// The FC flowchart page of writer 1: its "Start" and "End" labels read, as the README says
    /// (other labels and a few arrow strokes read poorly; not asserted).
    @Test func flowchartPageReadsStartAndEnd() throws {
        let lines = try Self.read("fc-flowchart/writer1_1.inkml").lines
        #expect(lines.contains("start"), "\(lines)")
        #expect(lines.contains("End"), "\(lines)")
    }
}
