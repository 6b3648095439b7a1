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

    @Test(arguments: TextTestEngine.allCases) func boxAroundWordsIsAShapeAndTheWordsAreText(engine: TextTestEngine) {
        let classifier = TextTestInk.SlotClassifier()
        let word = TextTestInk.word("to", classifier: classifier, x: 20)
        let more = TextTestInk.word("it", classifier: classifier, x: 90)
        let box = InkStroke(locations: [Vector2(0, 40), Vector2(150, 40), Vector2(150, 120), Vector2(0, 120), Vector2(0, 40.5)])
        let drawing = InkDrawing(strokes: word.strokes + [box] + more.strokes)
        let separation = MixedInkSeparation(drawing, shape: { group, _ in Self.closedShape(group) })
        #expect(separation.shapes.map(\.strokeIndices) == [[word.strokes.count]])
        #expect(separation.shapes.map(\.shape) == ["closed"])
        #expect(separation.textStrokeIndices == drawing.strokes.indices.filter { $0 != word.strokes.count })
        let text = engine.recognizer(classifier).recognize(drawing, strokes: separation.textStrokeIndices)
        #expect(text.text == "to it")
    }

    @Test func multiStrokeShapesAreTriedLongestFirstAndLetterSizedShapesStayText() {
        // An "arrow": shaft and head written one after the other, touching.
        let shaft = TextTestInk.line(Vector2(0, 0), Vector2(200, 0))
        let head = InkStroke(locations: [Vector2(185, -10), Vector2(200, 0), Vector2(185, 10)])
        let first = TextTestInk.letter("o", x: 300)
        let bar = TextTestInk.letter("l", x: 322)
        let last = TextTestInk.letter("o", x: 340)
        let drawing = InkDrawing(strokes: first + bar + [shaft, head] + last)
        var asked: [[Int]] = []
        var contexts: [[Int]: [Int]] = [:]
        let separation = MixedInkSeparation(drawing, minimumSizeRatio: 3) { strokes, context -> String? in
            asked.append(strokes.map { drawing.strokes.firstIndex(of: $0)! })
            contexts[asked.last!] = context.map { drawing.strokes.firstIndex(of: $0)! }
            if strokes.count == 2 && strokes[0] == shaft { return "arrow" }
            return Self.closedShape(strokes)  // every "o" is a closed shape too
        }
        #expect(asked.contains([2, 3]) && !asked.contains([2]))  // the arrow whole, never the shaft alone
        #expect(contexts[[2, 3]] == [0, 1, 4])  // the rest of the page, in order
        // Both "o"s were taken as shapes, then given back: they are letter-sized next to the "l".
        #expect(asked.contains([0]) && asked.contains([4]))
        #expect(separation.shapes.map(\.strokeIndices) == [[2, 3]])
        #expect(separation.textStrokeIndices == [0, 1, 4])
    }

    @Test func aPageOfShapesOnlyKeepsThemAll() {
        let small = TextTestInk.circle(center: Vector2(50, 50), radius: 10)
        let large = TextTestInk.circle(center: Vector2(200, 50), radius: 12)
        let separation = MixedInkSeparation(InkDrawing(strokes: [small, large]), shape: { group, _ in Self.closedShape(group) })
        #expect(separation.shapes.map(\.strokeIndices) == [[0], [1]])
        #expect(separation.textStrokeIndices.isEmpty)
    }
}
