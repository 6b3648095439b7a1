import InkCore
import Testing

@testable import ShapeRecognition

/// The session's clock is seconds; a stroke whose sample gaps (points at one instant aside) are all
/// `holdDuration` or longer does not hold, so timestamps in milliseconds never snap on a sample gap.
struct SnapSessionTimeScaleTests {
    /// `points` with every time multiplied by 1000: the same stroke stamped in milliseconds.
    private func inMilliseconds(_ points: [InkPoint]) -> [InkPoint] {
        points.map { point in
            var copy = point
            copy.timeOffset = point.timeOffset.map { $0 * 1000 }
            return copy
        }
    }

    /// Feeds `points` with a 60 Hz display-link tick (in the points' own unit, `tick` apart)
    /// between them, then `rest` more ticks; returns every event.
    private func drawLive(
        _ points: [InkPoint], tick: Double, rest: Int, into session: inout SnapSession
    ) throws -> [SnapEvent] {
        var events = try session.begin(points[0])
        var clock = points[0].timeOffset ?? 0
        for point in points.dropFirst() {
            let time = point.timeOffset ?? clock
            while clock + tick < time {
                clock += tick
                events += session.update(time: clock)
            }
            events += try session.append(point)
        }
        for _ in 0..<rest {
            clock += tick
            events += session.update(time: clock)
        }
        return events
    }

    /// A 1 s stroke at 120 Hz, 215 pt long, then a 1 s rest: snaps in seconds. Stamped in
    /// milliseconds (8.3 apart) the session used to take each sample gap for a rest and snap at
    /// the sixth sample, 41.7 ms in, the first past 8 pt: a 9 pt line (`inkrec snap` before this
    /// change: `41.667s pathComplete (108.3, 103.3) line`).
    @Test func millisecondTimestampsDoNotHold() throws {
        let stroke = pen(from: Vector2(100, 100), to: Vector2(300, 180), start: 10, duration: 1)
        var seconds = SnapSession(recognizer: StubRecognizer())
        let snapped = try drawLive(stroke, tick: 1.0 / 60, rest: 60, into: &seconds)
        #expect(snapped.filter(\.isPathComplete).count == 1)

        let stub = StubRecognizer()
        var milliseconds = SnapSession(recognizer: stub)
        let events = try drawLive(inMilliseconds(stroke), tick: 1000.0 / 60, rest: 60, into: &milliseconds)
        #expect(events.isEmpty)
        #expect(stub.callCount == 0)
        #expect(milliseconds.holdDeadline == nil)
        #expect(milliseconds.currentStroke.count == stroke.count)
        #expect(milliseconds.end(at: 12_000).isEmpty)
        #expect(milliseconds.state == .ended(nil))
    }

    /// With `snapsOnPenUp` a millisecond stroke is still recognized when the pen lifts.
    @Test func millisecondStrokeStillSnapsOnPenUp() throws {
        let stroke = inMilliseconds(pen(from: Vector2(0, 0), to: Vector2(200, 0), start: 0, duration: 0.5))
        var session = try SnapSession(configuration: SnapConfiguration(snapsOnPenUp: true), recognizer: StubRecognizer())
        #expect(try draw(stroke, into: &session).isEmpty)
        #expect(session.end(at: 600).filter(\.isPathComplete).count == 1)
        #expect(session.currentShape?.kind == .line)
    }

    /// A press without samples (0.7 s) then a 120 Hz stroke: seconds are recognized from the first
    /// short gap, and the rest at the end snaps.
    @Test func longFirstGapThenFastSamplesStillHolds() throws {
        var points = [InkPoint(x: 0, y: 0, timeOffset: 0)]
        points += pen(from: Vector2(1, 0), to: Vector2(120, 0), start: 0.7, duration: 0.5)
        var session = SnapSession(recognizer: StubRecognizer())
        let events = try drawLive(points, tick: 1.0 / 60, rest: 40, into: &session)
        #expect(events.filter(\.isPathComplete).count == 1)
        let time = try #require(events.first?.time)
        #expect(abs(time - 1.7) < 1.0 / 60 + 1e-9)
    }

    /// A coarse clock that stamped a whole fast stroke with one time (MMG writer 11, "I" 08, its
    /// first stroke: 5 points at 1302118658505 ms) still holds when the pen rests after it.
    @Test func strokeAtOneInstantStillHolds() throws {
        let points = [Vector2(44, 28), Vector2(136, 18), Vector2(144, 18), Vector2(149, 18)].map {
            InkPoint($0, timeOffset: 2)
        }
        var session = SnapSession(recognizer: StubRecognizer())
        #expect(try draw(points, into: &session).isEmpty)
        #expect(session.holdDeadline == 2.5)
        #expect(session.update(time: 2.5).filter(\.isPathComplete).count == 1)
    }

    /// Bad and degenerate clocks: coalesced samples at one millisecond (interval 0) do not count
    /// as fast sampling; a one-point stroke and two far samples 1 s apart never hold; a point
    /// out of order is still refused.
    @Test func degenerateClocksNeverHold() throws {
        // Every millisecond sample repeated at the same time, 1 pt further on.
        let stroke = inMilliseconds(pen(from: Vector2(0, 0), to: Vector2(200, 0), start: 0, duration: 0.5))
        let coalesced = stroke.flatMap { point in [point, InkPoint(point.location + Vector2(1, 0), timeOffset: point.timeOffset)] }
        var session = SnapSession(recognizer: StubRecognizer())
        #expect(try drawLive(coalesced, tick: 1000.0 / 60, rest: 60, into: &session).isEmpty)
        #expect(session.holdDeadline == nil)

        var single = SnapSession(recognizer: StubRecognizer())
        _ = try single.begin(InkPoint(x: 5, y: 5, timeOffset: 0))
        #expect(single.update(time: 100).isEmpty)

        var sparse = SnapSession(recognizer: StubRecognizer())
        let far = [InkPoint(x: 0, y: 0, timeOffset: 0), InkPoint(x: 100, y: 0, timeOffset: 1)]
        #expect(try drawLive(far, tick: 1.0 / 60, rest: 120, into: &sparse).isEmpty)
        #expect(throws: SnapError.timeWentBackwards(pointIndex: 2, previous: 1, received: 0.5)) {
            try sparse.append(InkPoint(x: 50, y: 0, timeOffset: 0.5))
        }
        #expect(throws: SnapError.invalidTimestamp(pointIndex: 3)) {
            try sparse.append(InkPoint(x: 50, y: 0, timeOffset: .nan))
        }
    }
}
