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

    /// Trial 18: a separation made off the main thread could not be handed back (not `Sendable`;
    /// Swift 6 refuses this at compile time).
    @Test func aSeparationMadeInATaskIsHandedBack() async {
        let drawing = InkDrawing(strokes: [TextTestInk.circle(center: Vector2(50, 50), radius: 10)])
        let separation = await Task.detached {
            MixedInkSeparation(drawing, shape: { group, _ in Self.closedShape(group) })
        }.value
        #expect(separation.shapes.map(\.strokeIndices) == [[0]])
    }

    /// Circles in a row and one long zigzag no predicate takes: with 10 circles the zigzag is a
    /// stray piece of a diagram and the circles stay; with 9 it is the text scale (300 points),
    /// the circles are letter-sized and go back to the text.
    @Test func aDiagramWithAStrayStrokeKeepsItsShapes() {
        let zigzag = InkStroke(locations: [Vector2(0, 200), Vector2(100, 300), Vector2(200, 200), Vector2(300, 300)])
        for (count, kept) in [(10, 10), (9, 0)] {
            let circles = (0..<count).map { TextTestInk.circle(center: Vector2(50 * Double($0), 50), radius: 10) }
            let separation = MixedInkSeparation(InkDrawing(strokes: circles + [zigzag]), shape: { group, _ in Self.closedShape(group) })
            #expect(separation.shapes.count == kept, "\(count) circles")
            #expect(separation.textStrokeIndices.count == count + 1 - kept, "\(count) circles")
        }
    }

    /// "Straight stroke" predicate: a single stroke longer than 5 points whose points all lie
    /// within 1 point of its chord, including the letter "l".
    static func straightLine(_ strokes: [InkStroke]) -> String? {
        guard strokes.count == 1, let first = strokes[0].points.first?.location, let last = strokes[0].points.last?.location,
            first.distance(to: last) > 5, strokes[0].points.allSatisfy({ $0.location.distance(toSegment: first, last) <= 1 })
        else { return nil }
        return "line"
    }

    /// A flowchart: box A (0…300 × 0…130) with "2o2" inside and an "l" standing on its bottom side,
    /// a short line from A down to box B (0…300 × 190…320), box B, an arrow from open space into
    /// B's left side, and last a head added to the line. Median text stroke: a "2", 42.4 points.
    struct Flowchart {
        let drawing: InkDrawing
        let arrows: [[InkStroke]]

        init() {
            let boxA = Self.box(top: 0)
            let letters = TextTestInk.letter("2", x: 20) + TextTestInk.letter("o", x: 40) + TextTestInk.letter("2", x: 65)
            let standing = TextTestInk.letter("l", x: 200, dy: 29)  // its foot 1 point above A's bottom side
            let shaft = TextTestInk.line(Vector2(150, 131), Vector2(150, 189))  // 58 points: 1.4 times a "2"
            let boxB = Self.box(top: 190)
            let entry = TextTestInk.line(Vector2(-80, 250), Vector2(-1, 250))  // with its head, 1.9 times a "2"
            let entryHead = InkStroke(locations: [Vector2(-10, 242), Vector2(-1, 250), Vector2(-10, 258)])
            let lateHead = InkStroke(locations: [Vector2(142, 181), Vector2(150, 189), Vector2(158, 181)])
            drawing = InkDrawing(strokes: [boxA] + letters + standing + [shaft, boxB, entry, entryHead, lateHead])
            arrows = [[entry, entryHead], [shaft, lateHead]]
        }

        /// A closed stroke, 300 by 130 points, from its top-left corner at (0, `top`).
        static func box(top: Double) -> InkStroke {
            let corners = [Vector2(0, 0), Vector2(300, 0), Vector2(300, 130), Vector2(0, 130), Vector2(0, 0.5)]
            return InkStroke(locations: corners.map { $0 + Vector2(0, top) })
        }

        func shape(_ group: [InkStroke]) -> String? {
            if arrows.contains(group) { return "arrow" }
            return MixedInkSeparationTests.closedShape(group) ?? MixedInkSeparationTests.straightLine(group)
        }
    }

    /// Both boxes are large; the short line connects them (its ends within 0.35 of a "2" of both
    /// boxes' ink) and takes its late head; the entry arrow reaches one box and is 1.9 times a
    /// "2"; the "l" reaches only box A and the "o" nothing, so both are text.
    @Test func connectorsAndArrowsAmongTextStayShapes() {
        let flowchart = Flowchart()
        let separation = MixedInkSeparation(flowchart.drawing, isArrow: { $0 == "arrow" }) { group, _ in flowchart.shape(group) }
        #expect(separation.shapes.map(\.strokeIndices) == [[0], [5, 9], [6], [7, 8]])
        #expect(separation.shapes.map(\.shape) == ["closed", "arrow", "closed", "arrow"])
        #expect(separation.textStrokeIndices == [1, 2, 3, 4])
    }

    /// Without arrows known, the line still connects the boxes, but the entry arrow (one box) and
    /// the late head go back to the text; with no reach, only the boxes stay.
    @Test func withoutArrowsOrReachOnlyTheSizeRuleKeepsShapes() {
        let flowchart = Flowchart()
        let noArrows = MixedInkSeparation(flowchart.drawing) { group, _ in flowchart.shape(group) }
        #expect(noArrows.shapes.map(\.strokeIndices) == [[0], [5], [6]])
        #expect(noArrows.textStrokeIndices == [1, 2, 3, 4, 7, 8, 9])
        let noReach = MixedInkSeparation(flowchart.drawing, connectorReach: 0) { group, _ in flowchart.shape(group) }
        #expect(noReach.shapes.map(\.strokeIndices) == [[0], [6]])
    }
}
