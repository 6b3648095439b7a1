import Foundation
import InkCore
import Testing

@testable import HandwritingRecognition

/// Shapes and text on one page, with an injected shape predicate (the real `ShapeRecognizer`
/// lives in ShapeRecognition, which text recognition does not depend on; the CLI wires it in).
@Suite struct MixedInkSeparationTests {
    /// "Closed stroke" predicate: any stroke ending near its start is a shape, including the
    /// letter "o"; only the size rule keeps that one as text.
    static func closedShape(_ strokes: [InkStroke]) -> String? {
        guard strokes.count == 1, let first = strokes[0].points.first, let last = strokes[0].points.last,
            let box = strokes[0].bounds, first.location.distance(to: last.location) < 0.1 * box.diagonal
        else { return nil }
        return "closed"
    }

    @Test func boxAroundWordsIsAShapeAndTheWordsAreText() {
        let classifier = TextTestInk.SlotClassifier()
        let word = TextTestInk.word("to", classifier: classifier, x: 20)
        let more = TextTestInk.word("it", classifier: classifier, x: 90)
        let box = InkStroke(locations: [Vector2(0, 40), Vector2(150, 40), Vector2(150, 120), Vector2(0, 120), Vector2(0, 40.5)])
        let drawing = InkDrawing(strokes: word.strokes + [box] + more.strokes)
        let separation = MixedInkSeparation(drawing, shape: Self.closedShape)
        #expect(separation.shapes.map(\.strokeIndices) == [[word.strokes.count]])
        #expect(separation.shapes.map(\.shape) == ["closed"])
        #expect(separation.textStrokeIndices == drawing.strokes.indices.filter { $0 != word.strokes.count })
        let text = TextRecognizer(classifying: classifier, lexicon: nil, configuration: TextRecognizerConfiguration())
            .recognize(drawing, strokes: separation.textStrokeIndices)
        #expect(text.text == "to it")
    }

    @Test func multiStrokeShapesAreTriedLongestFirst() {
        // An "arrow": shaft and head written one after the other, touching.
        let shaft = TextTestInk.line(Vector2(0, 0), Vector2(200, 0))
        let head = InkStroke(locations: [Vector2(185, -10), Vector2(200, 0), Vector2(185, 10)])
        let letter = TextTestInk.letter("o", x: 300)
        let drawing = InkDrawing(strokes: letter + letter + [shaft, head] + letter)
        var asked: [[Int]] = []
        let separation = MixedInkSeparation(drawing, minimumSizeRatio: 1.5) { strokes -> Int? in
            asked.append(strokes.map { drawing.strokes.firstIndex(of: $0)! })
            return strokes.count == 2 && strokes[0] == shaft ? 1 : nil
        }
        #expect(separation.shapes.map(\.strokeIndices) == [[2, 3]])
        #expect(separation.textStrokeIndices == [0, 1, 4])
        #expect(!asked.contains([0]))  // letters are below the size threshold: never asked
    }
}
