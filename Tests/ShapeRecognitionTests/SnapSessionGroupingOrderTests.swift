import InkCore
import Testing

@testable import ShapeRecognition

/// Strokes of one shape group whatever order the sides were drawn in (trial 18 P2-9).
struct SnapSessionGroupingOrderTests {
    /// A 300 × 200 box drawn as four sides, top, bottom, left, right, 0.2 s apart, held on the
    /// last: before, the chain back in time stopped at the left side (200 pt from the right one)
    /// and the right side snapped alone to a line.
    @Test func boxOfFourSidesDrawnTopBottomLeftRightGroups() throws {
        let (a, b, c, d) = (Vector2(0, 0), Vector2(300, 0), Vector2(300, 200), Vector2(0, 200))
        var session = SnapSession()
        var time = 0.0
        for (k, side) in [(a, b), (d, c), (a, d), (b, c)].enumerated() {
            _ = try draw(pen(from: side.0, to: side.1, start: time, duration: 0.3), into: &session)
            time += 0.3
            if k == 3 { _ = session.update(time: time + 0.6) }
            _ = session.end(at: k == 3 ? time + 0.6 : time)
            time += 0.2
        }
        #expect(session.currentShape?.kind == .rectangle)
        #expect(session.groupedStrokes.count == 3)
        #expect(StrokeGrouping.reachesAll(
            [BoundingBox(enclosing: [a, d])!], from: BoundingBox(enclosing: [b, c])!, maximumGap: 24) == false)
    }
}
