import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport

@testable import HandwritingRecognition

/// `TextLayout.lines`: small marks (dots, bars, commas, a hanging "j") join the line they belong
/// to instead of starting one.
@Suite struct TextLayoutLinesTests {
    private static func inks(_ drawing: InkDrawing) -> [TextLayout.StrokeInk] {
        drawing.strokes.enumerated().compactMap { index, stroke in
            let points = stroke.points.map(\.location).filter(\.isFinite)
            return BoundingBox(enclosing: points).map { TextLayout.StrokeInk(index: index, points: points, bounds: $0) }
        }
    }

    /// A stroke from `from` to `to` (a box's diagonal is its bounds).
    private static func ink(_ index: Int, _ from: Vector2, _ to: Vector2) -> TextLayout.StrokeInk {
        TextLayout.StrokeInk(index: index, points: [from, to], bounds: BoundingBox(enclosing: [from, to])!)
    }

    static func shippedWords() throws -> [LabeledInk] {
        try InkDataset.load(paths: [TestPaths.datasets.appendingPathComponent("unipen-train_r01_v07/data/7")]).samples
    }

    /// UNIPEN art08trn "going!": the "!" bar stands above the x-height zone, right of the word;
    /// it and the i's dot made a line of their own.
    @Test func barOfAnExclamationMarkStaysOnItsLine() throws {
        let going = try #require(try Self.shippedWords().first { $0.label == "going!" })
        let lines = TextLayout.lines(Self.inks(going.drawing))
        #expect(lines.count == 1)
        #expect(lines.first?.count == going.drawing.strokes.count)
    }

    /// Each of the 187 shipped category 7 samples is one word on one line: 24 were split into two
    /// lines (a "j" or comma hanging below, a "!" bar, dots); 6 still are: "join" (its "j" is wider
    /// than the word's strokes are tall), "=" (two bars), and "I", "in", "in", "quickly" of the cea
    /// writer, whose strokes of one word lie apart vertically.
    @Test func shippedWordsAreOneLineEach() throws {
        let words = try Self.shippedWords()
        #expect(words.count == 187)
        let split = words.filter { TextLayout.lines(Self.inks($0.drawing)).count > 1 }.map(\.label)
        #expect(split.sorted() == ["=", "I", "in", "in", "join", "quickly"])
    }

    /// An i's dot just under a descender of the line above goes to the line of the "i" it sits
    /// on, though the line above's extent is nearer.
    @Test func dotJoinsTheLineItOverlapsHorizontally() {
        let strokes = [
            Self.ink(0, Vector2(0, 0), Vector2(45, 40)), Self.ink(1, Vector2(60, 0), Vector2(100, 40)),
            Self.ink(2, Vector2(100, 10), Vector2(110, 70)),  // a descender
            Self.ink(3, Vector2(0, 80), Vector2(45, 120)), Self.ink(4, Vector2(50, 95), Vector2(54, 120)),  // the i
            Self.ink(5, Vector2(60, 80), Vector2(100, 120)),
            Self.ink(6, Vector2(51, 71.5), Vector2(53, 72.5)),  // its dot: 2 points from line 1, 8 from line 2
        ]
        let lines = TextLayout.lines(strokes).map { $0.map(\.index) }
        #expect(lines == [[0, 1, 2], [3, 4, 5, 6]])
    }

    /// Two lines of words stay two lines: the marks rule takes no line of three or more strokes,
    /// nor one wider than the other's strokes are tall.
    @Test func twoWordLinesStayApart() {
        let strokes = [
            Self.ink(0, Vector2(0, 0), Vector2(40, 40)), Self.ink(1, Vector2(50, 0), Vector2(90, 40)),
            Self.ink(2, Vector2(0, 60), Vector2(40, 100)), Self.ink(3, Vector2(45, 60), Vector2(85, 100)),
        ]
        #expect(TextLayout.lines(strokes).map { $0.map(\.index) } == [[0, 1], [2, 3]])
    }

    /// Three long flat strokes and a short tall one leave no main stroke (the flat ones are too
    /// low, the tall one too small): all of it is one line instead of an index out of range.
    @Test func inkWithoutMainStrokesIsOneLine() {
        let strokes = [
            Self.ink(0, Vector2(0, 0), Vector2(100, 0)), Self.ink(1, Vector2(0, 10), Vector2(100, 10)),
            Self.ink(2, Vector2(0, 20), Vector2(100, 20)), Self.ink(3, Vector2(120, 0), Vector2(120, 9)),
        ]
        #expect(TextLayout.lines(strokes).map { $0.map(\.index) } == [[0, 1, 2, 3]])
    }

    /// The i's dot of "in" on the shipped page lies inside the second line's extent but over a
    /// letter of the first line: the line holding it takes it (the page reads "children in").
    @Test func dotInsideALineStaysInItThoughItOverlapsAnotherLinesLetter() throws {
        let page = try InkDataset.load(paths: [TestPaths.datasets.appendingPathComponent("text/unipen-words-page.ndjson")])
        let drawing = try #require(page.samples.first?.drawing)
        let lines = TextLayout.lines(Self.inks(drawing)).map { $0.map(\.index) }
        #expect(lines.count == 2)
        #expect(lines.last?.contains(36) == true)
    }
}
