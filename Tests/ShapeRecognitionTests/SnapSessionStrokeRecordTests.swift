import InkCore
import Testing

@testable import ShapeRecognition

/// What the session records of each stroke for the app: its absolute start (trial 18 P2-7) and
/// the ids of every stroke a committed shape was drawn with (P2-8).
struct SnapSessionStrokeRecordTests {
    /// Draws `points` begun with `id`, rests `hold` seconds after the last, and lifts the pen.
    static func stroke(_ points: [InkPoint], id: String, hold: Double, in session: inout SnapSession) throws {
        _ = try session.begin(points[0], id: id)
        for p in points.dropFirst() { _ = try session.append(p) }
        let last = points.last!.timeOffset!
        _ = session.update(time: last + hold)
        _ = session.end(at: last + hold)
    }

    /// Two strokes 5 s apart on the session clock: `canvasInk` kept each one's start (it was `nil`,
    /// so a saved page lost the pause between them), point times staying stroke-relative.
    @Test func canvasInkKeepsEachStrokesStartTime() throws {
        var session = SnapSession()
        try Self.stroke(pen(from: Vector2(0, 0), to: Vector2(20, 30), start: 2, duration: 0.2), id: "a", hold: 0, in: &session)
        try Self.stroke(pen(from: Vector2(40, 0), to: Vector2(60, 30), start: 7.2, duration: 0.2), id: "b", hold: 0, in: &session)
        #expect(session.canvasInk.map(\.startTime) == [2, 7.2])
        #expect(session.canvasInk.map { $0.points.first?.timeOffset } == [0, 0])
    }

    /// A box drawn as two L-shaped strokes 0.2 s apart, held at the end: erasing the first L (a
    /// grouped stroke) drops the committed box's guide as erasing the second does (before, only
    /// the last stroke's id was kept).
    @Test(arguments: ["L1", "L2"])
    func erasingAnyStrokeOfAGroupedShapeDropsItsGuide(erased: String) throws {
        var session = SnapSession()
        let first = pen(from: Vector2(0, 200), to: Vector2(0, 0), start: 0, duration: 0.3)
            + pen(from: Vector2(0, 0), to: Vector2(300, 0), start: 0.3, duration: 0.3).dropFirst()
        let second = pen(from: Vector2(300, 0), to: Vector2(300, 200), start: 0.8, duration: 0.3)
            + pen(from: Vector2(300, 200), to: Vector2(0, 200), start: 1.1, duration: 0.3).dropFirst()
        try Self.stroke(first, id: "L1", hold: 0, in: &session)
        try Self.stroke(second, id: "L2", hold: 0.6, in: &session)
        #expect(session.currentShape?.kind == .rectangle)
        #expect(session.groupedStrokes.map(\.id) == ["L1"])
        #expect(session.registeredShapes.count == 1)
        session.erase(id: erased)
        #expect(session.registeredShapes.isEmpty)
    }
}
