import Foundation
import HandwritingRecognition
import InkCore
import InkFormats
import ShapeRecognition

/// `inkrec recognize FILE... --model M [--lexicon L] [--no-shapes] [--json]`: reads the text and
/// finds the shapes on each drawing (with `--no-shapes`, reads every stroke as text).
struct RecognizeCommand: Command {
    let name = "recognize"
    let summary = "Read handwritten text (n-best) and find shapes on drawings"
    let signature = CommandSignature(
        arguments: [Argument("FILE", help: "ink files or folders of any readable format, or - for stdin (format from --from or its first bytes)", repeated: true)],
        options: [.model, .lexicon, .inputFormat],
        flags: [.json, Flag("no-shapes", help: "read every stroke as text: no shape is looked for")]
    )
    let discussion = """
        Strokes the shape recognizer is confident about, and that are larger than the writing around
        them or connect other shapes (an arrow from box to box), become shapes and are not read as
        text (FC flowchart pages mix both). A stroke alone on its drawing has no writing to be
        measured against, so a clean "1", "0" or "O" written alone may become a line or an ellipse:
        pass --no-shapes for single-character samples, a character model (Models/digits.inkmodel)
        or any ink known to be text, so every stroke is read ("shapes" is then empty). Scores are log
        scores, higher is better, comparable between candidates of one line; with a character model
        they can be above 0, as each character's zone prior is counted against the average class's.
        A CTC word model reads
        a word's ink as at most the points its header gives (Models/words.inkmodel: 256, at 6 per
        x-height): a longer word or number (about 13 digits and up there) is read squeezed and
        misread, which a warning on stderr names; split long numbers into groups.
        JSON: one object per drawing, in an array: {"id", "lines": [{"text", "candidates": [{"text",
        "score"}], "words": [{"text", "strokes"}]}], "shapes": [{"kind", "confidence", "strokes",
        "shape"}], "warnings", "notes"}: the drawing's \(StderrMessages.jsonKeysHelp).
        example: inkrec recognize Datasets/text/unipen-words-page.ndjson --model Models/latin.inkmodel --lexicon Models/wamerican.lexicon
        """

    struct Page: Encodable {
        let id: String
        let lines: [Line]
        let shapes: [FoundShape]
        /// What stderr printed about this drawing (``StderrMessages``: squeezed words are warnings).
        let warnings: [String]
        let notes: [String]
    }

    struct Line: Encodable {
        let text: String
        let candidates: [Candidate]
        let words: [Word]
    }

    struct Candidate: Encodable {
        let text: String
        let score: Double
    }

    struct Word: Encodable {
        let text: String
        let strokes: [Int]
    }

    struct FoundShape: Encodable {
        let kind: String
        let confidence: Double
        let strokes: [Int]
        let shape: Shape
    }

    func run(_ arguments: ParsedArguments, context: CommandContext) throws {
        let (model, lexicon) = try arguments.textModels(context: context)
        let recognizer = model.recognizer(lexicon: lexicon)
        let shapeRecognizer = ShapeRecognizer()
        let readsShapes = !arguments.flag("no-shapes")
        var pages: [Page] = []
        var drawingCount = 0
        let files = arguments.positionals("FILE")
        let skipped = try context.forEachSample(in: files, split: .all, format: arguments.inputFormat()) { sample, _ in
            drawingCount += 1
            let separation = readsShapes ? MixedInkSeparation(sample.drawing, isArrow: { $0.shape?.kind == .arrow }) {
                strokes, context -> ShapeRecognition? in
                let recognition = shapeRecognizer.recognize(strokes, context: context)
                // A box drawn round a word must not take its letters (trial 18): fewer strokes are tried.
                guard let shape = recognition.shape, !ShapeRecognizer.hasStrokeOffOutline(shape, strokes: strokes) else { return nil }
                return recognition
            } : nil
            let text = separation.map { recognizer.recognize(sample.drawing, strokes: $0.textStrokeIndices) }
                ?? recognizer.recognize(sample.drawing)
            var messages = StderrMessages()
            for word in model.squeezedWords(text, drawing: sample.drawing) {
                messages.print(
                    "warning: \(sample.id) line \(word.line): \"\(word.text)\" may be misread (read at "
                        + "\(Formatting.percent(word.density, digits: 0)) of the model's density): \(model.squeezeReason)",
                    context: context)
            }
            let page = Page(
                id: sample.id,
                lines: text.lines.map { line in
                    Line(
                        text: line.text, candidates: line.candidates.map { Candidate(text: $0.text, score: $0.score) },
                        words: line.words.map { Word(text: $0.text, strokes: $0.strokeIndices) })
                },
                shapes: (separation?.shapes ?? []).map { part in
                    FoundShape(
                        kind: part.shape.shape!.kind.rawValue, confidence: part.shape.confidence,
                        strokes: part.strokeIndices, shape: part.shape.shape!)
                },
                warnings: messages.warnings, notes: messages.notes)
            if arguments.flag("json") {
                pages.append(page)
            } else {
                printText(page, context: context)
            }
        }
        // Nothing readable (a folder of junk) is bad input, as for every other command.
        guard drawingCount > 0 else { throw CommandError.noSamples(in: files, split: .all, skipped: skipped) }
        if arguments.flag("json") { try context.printJSON(pages) }
    }

    /// "stroke #0", "strokes #3, #4": indices into the page's strokes, from 0 (as `--json` gives
    /// them), marked so they do not read as counts.
    static func strokeNumbers(_ indices: [Int]) -> String {
        (indices.count == 1 ? "stroke " : "strokes ") + indices.map { "#\($0)" }.joined(separator: ", ")
    }

    private func printText(_ page: Page, context: CommandContext) {
        context.print("\(page.id):")
        if page.lines.isEmpty { context.print("  (no text)") }
        for (number, line) in page.lines.enumerated() {
            context.print("  line \(number + 1): \(line.text)")
            let others = line.candidates.dropFirst().map { "\($0.text) (\(Formatting.fixed($0.score, digits: 1)))" }
            if !others.isEmpty { context.print("    also: " + others.joined(separator: ", ")) }
        }
        for shape in page.shapes {
            context.print(
                "  shape: \(shape.kind) (confidence \(Formatting.fixed(shape.confidence, digits: 2)), \(Self.strokeNumbers(shape.strokes)))")
        }
    }
}
