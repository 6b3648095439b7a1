import Foundation
import InkCore
import InkFormats
import TestSupport
import Testing

@testable import ShapeRecognition

/// `SnapSession.canvasInk`: held groups are recognized in the context of the other ink on the
/// canvas, so handwriting does not snap while shapes still do.
struct SnapSessionContextTests {
    /// pendigits writer `tra-1` (shipped copy): 249 digits.
    static func writerOne() throws -> [LabeledInk] {
        try SnapReplayTests.samples("pendigits/pendigits-orig-writers1-6.tra").filter { $0.writer == "tra-1" }
    }

    /// `drawing` scaled so its larger side is `size` points, its box's corner at `origin`, with its
    /// times dropped: pendigits records 10 points per second, not a live pace, so the replay spaces
    /// the points at 100 Hz and the strokes 0.3 s apart.
    static func written(_ drawing: InkDrawing, size: Double, at origin: Vector2) throws -> InkDrawing {
        let bounds = try #require(drawing.bounds)
        let scale = size / max(bounds.width, bounds.height)
        var placed = drawing.applying(
            AffineTransform2D.translation(Vector2(-bounds.minX, -bounds.minY))
                .concatenating(.scale(x: scale, y: scale)).concatenating(.translation(origin)))
        for s in placed.strokes.indices {
            placed.strokes[s].startTime = nil
            for p in placed.strokes[s].points.indices { placed.strokes[s].points[p].timeOffset = nil }
        }
        return placed
    }

    /// Thirty of writer 1's digits other than "0" and "1", written `size` points high in three rows
    /// of ten, a quarter of `size` apart, with 1.6 `size` between rows.
    static func textRows(size: Double) throws -> [InkStroke] {
        let digits = try writerOne().filter { $0.label != "0" && $0.label != "1" }.prefix(30)
        return try digits.enumerated().flatMap { k, digit in
            try written(digit.drawing, size: size, at: Self.slot(column: k % 10, row: k / 10, size: size)).strokes
        }
    }

    /// Where a character of the rows starts (its box's corner).
    static func slot(column: Int, row: Int, size: Double) -> Vector2 {
        Vector2(Double(column) * 1.25 * size, Double(row) * 1.6 * size)
    }

    static func heldShapes(_ drawing: InkDrawing, canvasInk: [InkStroke] = []) -> [Shape] {
        var session = SnapSession()
        session.canvasInk = canvasInk
        return SnapReplay(simulatedHold: 0.6, holdsLastStrokeOnly: true).replay(drawing, in: &session).shapes
    }

    /// Writer 1's 52 "0"s and "1"s, 20 pt high and held at the end: alone 36 snap (circles, lines);
    /// written as the next character of the last text row, none does — whether the app declares the
    /// rows as canvas ink or the session saw them drawn.
    @Test func zerosAndOnesWrittenAmongDigitsDoNotSnap() throws {
        let size = 20.0
        let text = try Self.textRows(size: size)
        let marks = try Self.writerOne().filter { $0.label == "0" || $0.label == "1" }
        var alone = 0, declared = 0, seen = 0
        for mark in marks {
            let next = try Self.written(mark.drawing, size: size, at: Self.slot(column: 10, row: 2, size: size))
            let shapes = Self.heldShapes(next)
            #expect(shapes.allSatisfy { [.ellipse, .line].contains($0.kind) }, "\(mark.id): \(shapes.map(\.kind))")
            alone += shapes.count
            declared += Self.heldShapes(next, canvasInk: text).count
            seen += Self.heldShapes(InkDrawing(strokes: text + next.strokes)).count
        }
        #expect(marks.count == 52)
        // Measured when written: 36 alone, 0 and 0 among the text.
        #expect(alone >= 30, "\(alone) of 52 held alone snapped")
        #expect(declared == 0, "\(declared) of 52 snapped among declared text")
        #expect(seen == 0, "\(seen) of 52 snapped after the text was drawn")
    }

    /// $1 writer s10's 50 shapes held, with the text rows elsewhere on the canvas: a shape more than
    /// twice the writing's median stroke extent snaps and plays the same events as on an empty
    /// canvas. Writing 20 pt high changes none of them; at 30 pt the smallest circle (59 × 60 px,
    /// exactly twice 30) is taken for a lone "O" and declines, the documented limit of the rule.
    @Test func shapesApartFromTheTextSnapAsOnAnEmptyCanvas() throws {
        let shapes = try SnapReplayTests.samples("dollar1-unistroke/s10/medium").filter {
            ["rectangle", "circle", "triangle", "star", "arrow"].contains($0.label)
        }
        #expect(shapes.count == 50)
        for (size, expectedChanges) in [(20.0, [String]()), (30, ["circle10.xml"])] {
            let text = try Self.textRows(size: size).map { $0.applying(.translation(Vector2(0, 1_000))) }
            var changed: [String] = []
            for shape in shapes {
                var empty = SnapSession(), written = SnapSession()
                written.canvasInk = text
                let replay = SnapReplay(simulatedHold: 0.6)
                if replay.replay(shape.drawing, in: &empty).events != replay.replay(shape.drawing, in: &written).events {
                    changed.append(URL(fileURLWithPath: shape.source).lastPathComponent)
                }
            }
            #expect(changed == expectedChanges, "writing \(size) pt high")
        }
    }

    /// A square turned 30° held on a canvas whose ink holds upright boxes (a loaded page, boxes
    /// that stayed ink, outlines the app added) is a flowchart decision, a diamond
    /// (`ShapeRecognizer.recognize(_:context:)`). Boxes the session snapped are shapes, not ink:
    /// after them, as alone, the square is a rotated rectangle.
    @Test func squareTurnedAmongUprightBoxInkIsADiamond() throws {
        var ink = SyntheticInk(seed: 17)
        let boxes = ShapeRecognizerTiltedDecisionTests.boxes(turned: 0, ink: &ink)
        let square = InkDrawing(strokes: [ShapeRecognizerTiltedDecisionTests.turned(30, ink: &ink)])
        let alone = Self.heldShapes(square)
        #expect(alone.map(\.kind) == [.rectangle] && alone.allSatisfy { abs($0.rotation) > 0.4 }, "\(alone)")
        let amongInk = Self.heldShapes(square, canvasInk: boxes)
        #expect(amongInk.count == 1 && amongInk.allSatisfy { $0.traits.contains(.diamond) }, "\(amongInk.map(\.kind))")

        var session = SnapSession()
        let held = SnapReplay(simulatedHold: 0.6).replay(InkDrawing(strokes: boxes + square.strokes), in: &session).shapes
        #expect(held.map(\.kind) == [.rectangle, .rectangle, .rectangle, .rectangle], "\(held.map(\.kind))")
        #expect(session.canvasInk.isEmpty)
    }

    /// The session passes the ink it saw end as ink, plus the declared ink, and keeps a group's own
    /// strokes out of its context; strokes a committed shape took in leave the canvas.
    @Test func contextIsTheOtherInkOnTheCanvas() throws {
        let declared = InkStroke(locations: [Vector2(-500, -500), Vector2(-480, -500)])
        let stub = StubRecognizer(requiredStrokes: 2)
        var session = SnapSession(recognizer: stub)
        session.canvasInk = [declared]

        _ = try draw(pen(from: Vector2(0, 0), to: Vector2(100, 0), start: 0, duration: 0.4), into: &session)
        _ = session.end(at: 0.4)
        let first = session.currentStroke
        #expect(session.canvasInk == [declared, first])

        _ = try draw(pen(from: Vector2(100, 10), to: Vector2(100, 100), start: 0.8, duration: 0.4), into: &session)
        #expect(session.update(time: 1.8).filter(\.isPathComplete).count == 1)
        // The group (first + current) is judged against the declared ink only.
        #expect(stub.callContexts == [[declared]])
        _ = session.end(at: 2)
        #expect(session.canvasInk == [declared], "the grouped stroke became part of the shape")

        // Far away: recognized alone, declined by this stub, and kept as ink.
        _ = try draw(pen(from: Vector2(900, 900), to: Vector2(990, 900), start: 2.2, duration: 0.4), into: &session)
        #expect(session.update(time: 3.2).isEmpty)
        #expect(stub.callContexts.last == [declared])
        _ = session.end(at: 3.4)
        #expect(session.canvasInk == [declared, session.currentStroke])
    }

    /// The session's copy of a stroke (times rebased, repeats dropped) never equals the app's, so
    /// an app erases by the `id` it gave `begin`.
    @Test func appErasesTheInkItDrewByItsID() throws {
        var session = SnapSession(recognizer: StubRecognizer(declines: true))
        // The app's stroke: session-clock times from 5 s, a repeated sample.
        var points = pen(from: Vector2(0, 0), to: Vector2(60, 0), start: 5, duration: 0.3)
        points.insert(points[1], at: 1)
        let appStroke = InkStroke(points: points, id: "A1")
        var events = try session.begin(points[0], id: "A1")
        for point in points.dropFirst() { events += try session.append(point) }
        _ = session.end(at: 5.3)
        _ = try session.begin(InkPoint(x: 0, y: 50, timeOffset: 6), id: "A2")
        _ = try session.append(InkPoint(x: 40, y: 50, timeOffset: 6.1))
        _ = session.end(at: 6.1)
        #expect(session.canvasInk.map(\.id) == ["A1", "A2"])
        #expect(!session.canvasInk.contains(appStroke), "a rebased copy: equality cannot find it")
        #expect(session.canvasInk[0].count == points.count - 1)
        session.canvasInk.removeAll { $0.id == "A1" }
        #expect(session.canvasInk.map(\.id) == ["A2"])

        // A refused first point leaves the last stroke and its id as they were.
        let refused = #expect(throws: SnapError.self) {
            try session.begin(InkPoint(x: .nan, y: 0, timeOffset: 7), id: "bad")
        }
        #expect(refused?.pointIndex == 0)
        #expect(session.currentStroke.id == "A2")
        // One-point stroke, no id: ink without a name.
        _ = try session.begin(InkPoint(x: 200, y: 200, timeOffset: 8))
        _ = session.end(at: 8)
        #expect(session.canvasInk.map(\.id) == ["A2", nil])
    }

    /// A recognizer written before context existed keeps working: the default ignores it.
    @Test func recognizersWithoutContextJudgeTheGroupAlone() {
        struct Fixed: ShapeRecognizing {
            func recognize(_ strokes: [InkStroke]) -> ShapeRecognition {
                ShapeRecognition(shape: nil, confidence: Double(strokes.count), candidates: [])
            }
        }
        let stroke = InkStroke(locations: [Vector2(0, 0), Vector2(1, 1)])
        #expect(Fixed().recognize([stroke, stroke], context: [stroke]).confidence == 2)
    }
}
