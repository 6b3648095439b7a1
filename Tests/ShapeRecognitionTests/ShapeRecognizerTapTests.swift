import Foundation
import InkCore
import Testing

@testable import ShapeRecognition

/// A tap — ink that never leaves 8 points of where the pen touched down — is not a shape: the
/// recognizer answers `.none`, as `SnapSession` never arms a hold for it.
@Suite struct ShapeRecognizerTapTests {
    let recognizer = ShapeRecognizer()

    private func stroke(_ points: [Vector2]) -> InkStroke {
        InkStroke(points: points.enumerated().map { InkPoint($1, timeOffset: Double($0) / 120) })
    }

    /// Before the rule each of these was a line with confidence 0.97.
    @Test(arguments: [
        [Vector2(100, 100), Vector2(100.5, 100)],  // a 0.5-point tap
        [Vector2(100, 100), Vector2(100.3, 100)],  // two points 0.3 apart
        [Vector2(100, 100), Vector2(100, 100), Vector2(100.2, 100.1)],  // a dot with jitter
        [Vector2(100, 100), Vector2(107.9, 100)],  // just inside the 8-point radius
    ])
    func tinyMarkIsNotAShape(points: [Vector2]) {
        let recognition = recognizer.recognize([stroke(points)])
        #expect(recognition == .none)
    }

    @Test func tapsInSeveralStrokesAreNotAShape() {
        let recognition = recognizer.recognize([
            stroke([Vector2(10, 10), Vector2(13, 10)]), stroke([Vector2(10, 14), Vector2(15, 15)]),
        ])
        #expect(recognition == .none)
    }

    /// Just past the radius the mark is recognized as before: the rule is a floor, not a scale.
    @Test func markLeavingTheRadiusIsStillALine() {
        let shape = recognizer.recognize([stroke((0...10).map { Vector2(100 + Double($0), 100) })]).shape
        #expect(shape?.kind == .line)
    }

    /// Non-finite points do not count as leaving: the finite ones are a tap.
    @Test func nonFinitePointsDoNotGiveATapExtent() {
        let recognition = recognizer.recognize([
            stroke([Vector2(.nan, 0), Vector2(100, 100), Vector2(.infinity, 300), Vector2(100.5, 100)])
        ])
        #expect(recognition == .none)
    }

    /// With `snapsOnPenUp` the session recognizes at pen-up without a hold: a tap stays ink.
    @Test func sessionSnappingOnPenUpKeepsATapAsInk() throws {
        var session = try SnapSession(configuration: SnapConfiguration(snapsOnPenUp: true))
        let events =
            try draw([InkPoint(x: 50, y: 50, timeOffset: 0), InkPoint(x: 50.5, y: 50, timeOffset: 0.05)], into: &session)
            + session.end(at: 0.1)
        #expect(events.isEmpty)
        #expect(session.state == .ended(nil))
    }
}
