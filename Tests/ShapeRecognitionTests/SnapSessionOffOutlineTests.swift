import Foundation
import InkCore
import Testing

@testable import ShapeRecognition

/// Trial 25 (P2): a box drawn in two strokes with a dot drawn inside between them did not snap:
/// the group with the dot had a stroke off the box's outline and was declined, and the runs
/// without it (the dot and the second half, the second half alone) are no box. The group is now
/// recognized once more without its earlier strokes off the outline; the dot stays ink.
struct SnapSessionOffOutlineTests {
    /// Pen at 120 Hz along `corners`, 0.2 s a side, from `start`.
    static func stroke(_ corners: [Vector2], start: Double) -> [InkPoint] {
        var points = [InkPoint(corners[0], timeOffset: start)]
        for (index, (from, to)) in zip(corners, corners.dropFirst()).enumerated() {
            points += pen(from: from, to: to, start: start + 0.2 * Double(index), duration: 0.2).dropFirst()
        }
        return points
    }

    @Test(arguments: [Vector2(250, 200), Vector2(250, 140), Vector2(160, 220)])
    func aBoxInTwoHalvesWithADotBetweenThemSnaps(dot: Vector2) throws {
        var session = SnapSession()
        _ = try draw(Self.stroke([Vector2(100, 100), Vector2(400, 100), Vector2(400, 300)], start: 0), into: &session)
        _ = session.end(at: 0.4)
        _ = try draw([InkPoint(dot, timeOffset: 0.7), InkPoint(dot + Vector2(1, 1), timeOffset: 0.71)], into: &session)
        _ = session.end(at: 0.71)
        let second = Self.stroke([Vector2(400, 300), Vector2(100, 300), Vector2(100, 100)], start: 1)
        _ = try draw(second, into: &session)
        let events = session.update(time: 1.4 + 0.6)
        #expect(events.filter(\.isPathComplete).count == 1)
        #expect(session.currentShape?.kind == .rectangle, "\(String(describing: session.currentShape))")
        #expect(session.groupedStrokes.count == 1)
        _ = session.end(at: 2.1)
        // The dot is not the box's: it stays ink.
        #expect(session.canvasInk.count == 1 && session.canvasInk.first?.points.count == 2)
    }

    /// The held stroke itself off the outline (a word written inside a box drawn before it) is
    /// never left out: a group is tried without earlier strokes only.
    @Test func theHeldStrokeOffTheOutlineIsNotLeftOut() throws {
        let box = Shape(kind: .rectangle, frame: BoundingBox(minX: 0, minY: 0, maxX: 300, maxY: 200), rotation: 0)
        let stub = StubRecognizer(fixedShape: box, requiredStrokes: 2)
        var session = SnapSession(recognizer: stub)
        _ = try draw(Self.stroke([Vector2(0, 0), Vector2(300, 0), Vector2(300, 200), Vector2(0, 200), Vector2(0, 0)], start: 0), into: &session)
        _ = session.end(at: 0.8)
        _ = try draw(pen(from: Vector2(120, 100), to: Vector2(180, 100), start: 1.2, duration: 0.3), into: &session)
        #expect(session.update(time: 2.1).isEmpty)
        #expect(stub.callCount == 2, "the group once, the stroke alone once: no retry")
    }
}
