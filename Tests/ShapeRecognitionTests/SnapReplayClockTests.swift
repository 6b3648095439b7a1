import InkCore
import TestSupport
import Testing

@testable import ShapeRecognition

/// `SnapReplay` on the drawing's clock: idle frames are skipped (the timer runs only from the
/// session's `holdDeadline`), so a replay ends however long its clock runs, with the events of a
/// timer ticking every frame; times start at the drawing's first point.
struct SnapReplayClockTests {
    /// The replay as it was before frames were skipped: `update(time:)` on every 60 Hz frame
    /// between points. Valid for drawings whose first point is at time 0 and whose strokes all
    /// carry times (the shipped sets here).
    static func everyFrame(_ drawing: InkDrawing, hold: Double, in session: inout SnapSession) -> SnapReplay.Outcome {
        var outcome = SnapReplay.Outcome(events: [], shapes: [], rejectedPoints: [])
        for (strokeIndex, stroke) in drawing.strokes.enumerated() where !stroke.isEmpty {
            let start = stroke.startTime ?? 0
            let points = stroke.points.enumerated().map { index, point in
                var timed = point
                timed.timeOffset = start + (point.timeOffset ?? Double(index) / 100)
                return timed
            }
            let first = points[0].timeOffset ?? start
            var frame = (first * 60).rounded(.down) + 1
            func tick(before time: Double) {
                while frame / 60 < time {
                    outcome.events += session.update(time: frame / 60)
                    frame += 1
                }
            }
            do { outcome.events += try session.begin(points[0]) } catch {
                outcome.rejectedPoints.append(.init(strokeIndex: strokeIndex, error: error))
                continue
            }
            var last = first
            for point in points.dropFirst() {
                let time = point.timeOffset ?? last
                tick(before: time)
                do {
                    outcome.events += try session.append(point)
                    last = max(last, time)
                } catch { outcome.rejectedPoints.append(.init(strokeIndex: strokeIndex, error: error)) }
            }
            tick(before: last + hold)
            outcome.events += session.end(at: last + hold)
            if case .ended(let shape?) = session.state { outcome.shapes.append(shape) }
        }
        return outcome
    }

    /// Skipping idle frames changes nothing on real recordings: the same events at the same times,
    /// the same shapes and rejected points, with the real recognizer (snaps, drags, alignments).
    @Test func skippingIdleFramesKeepsEveryEvent() throws {
        let samples = try SnapReplayTests.samples("dollar1-unistroke/s02/medium")
            + SnapReplayTests.samples("ndollar-mmg/10-stylus-MEDIUM")
            + SnapReplayTests.samples("pendigits/pendigits-orig-writers1-6.tra").prefix(300)
        #expect(samples.count > 600)
        var events = 0
        for sample in samples {
            for hold in [0, 0.6] {
                var skipping = SnapSession(), ticking = SnapSession()
                let skipped = SnapReplay(simulatedHold: hold).replay(sample.drawing, in: &skipping)
                let ticked = Self.everyFrame(sample.drawing, hold: hold, in: &ticking)
                #expect(skipped == ticked, "\(sample.id) hold \(hold)")
                events += skipped.events.count
            }
        }
        #expect(events > 350)
    }

    /// One stroke through (0, 0) at `t0`, (1, 0) 1/128 s later, (10, 0) at `t1` and (20, 5) at
    /// `t2`: the first two points show a clock in seconds (a gap under the hold), and the pen leaves
    /// the hold radius at (10, 0), so the session holds there once the hold duration passes.
    static func threePointStroke(times t0: Double, _ t1: Double, _ t2: Double) -> InkDrawing {
        InkDrawing(strokes: [InkStroke(points: [
            InkPoint(x: 0, y: 0, timeOffset: t0), InkPoint(x: 1, y: 0, timeOffset: t0 + 1.0 / 128),
            InkPoint(x: 10, y: 0, timeOffset: t1), InkPoint(x: 20, y: 5, timeOffset: t2),
        ])])
    }

    /// Without the short first gap, the same stroke never shows a clock in seconds: no hold, and
    /// the replay still ends.
    @Test func sparseStrokeNeverHoldsAndEnds() throws {
        for times in [[0, 1, 2], [0, 1e9, 2e9], [0, 1e300, 1e308]] {
            let stroke = InkStroke(points: zip([Vector2(0, 0), Vector2(10, 0), Vector2(20, 5)], times).map {
                InkPoint($0, timeOffset: $1)
            })
            var session = SnapSession(recognizer: StubRecognizer())
            let outcome = SnapReplay(simulatedHold: 0.6).replay(InkDrawing(strokes: [stroke]), in: &session)
            #expect(outcome.events.isEmpty && outcome.shapes.isEmpty, "\(times)")
            #expect(session.state == .ended(nil))
        }
    }

    /// A corrupt timestamp (epoch seconds in a stroke) used to tick ~1.2e11 frames; the replay now
    /// holds at the first frame 0.5 s after the long-resting point and ends.
    @Test func strokeSpanningABillionSecondsHoldsOnceAndEnds() throws {
        var session = SnapSession(recognizer: StubRecognizer())
        let outcome = SnapReplay().replay(Self.threePointStroke(times: 0, 1e9, 2e9), in: &session)
        let snaps = outcome.events.filter(\.isPathComplete)
        #expect(snaps.count == 1)
        #expect(try #require(snaps.first?.time) == 1e9 + 0.5)
        #expect(snaps.first?.location == Vector2(10, 0))
        #expect(outcome.rejectedPoints.isEmpty && outcome.shapes.count == 1)
    }

    /// Beyond about 1e14 s the frame grid cannot resolve later times: the hold is still honoured
    /// (at the next point, or the lift), never an endless loop.
    @Test func strokeSpanning1e308SecondsEnds() throws {
        var session = SnapSession(recognizer: StubRecognizer())
        let outcome = SnapReplay().replay(Self.threePointStroke(times: 0, 1e300, 1e308), in: &session)
        let snaps = outcome.events.filter(\.isPathComplete)
        #expect(snaps.count == 1)
        #expect(try #require(snaps.first?.time) == 1e300)
        #expect(outcome.shapes.count == 1)
    }

    /// A simulated hold of any finite length snaps at the same frame as a 0.6 s one.
    @Test func extremeSimulatedHoldsSnapLikeAShortOne() throws {
        let drawing = Self.threePointStroke(times: 0, 0.1, 0.2)
        var reference = SnapSession(recognizer: StubRecognizer())
        let expected = SnapReplay(simulatedHold: 0.6).replay(drawing, in: &reference)
        #expect(expected.events.filter(\.isPathComplete).count == 1)
        for hold in [1e9, 1e308, Double.greatestFiniteMagnitude] {
            var session = SnapSession(recognizer: StubRecognizer())
            #expect(SnapReplay(simulatedHold: hold).replay(drawing, in: &session) == expected, "\(hold)")
        }
    }

    /// Times count from the drawing's first point: a recording whose clock reads -5…-3 s replays as
    /// 0…2 s, and a point before the first is rejected with its own index in the stroke.
    @Test func timesStartAtTheDrawingsFirstPoint() throws {
        var shifted = SnapSession(recognizer: StubRecognizer()), plain = SnapSession(recognizer: StubRecognizer())
        let early = SnapReplay().replay(Self.threePointStroke(times: -5, -4, -3), in: &shifted)
        let expected = SnapReplay().replay(Self.threePointStroke(times: 0, 1, 2), in: &plain)
        #expect(early == expected)
        #expect(early.events.first?.time == 1.5)

        var session = SnapSession(recognizer: StubRecognizer())
        let times = [0.5, 0.1, 0.3, 0.0, -1]
        let stroke = InkStroke(points: times.enumerated().map { InkPoint(x: Double($0) * 10, y: 0, timeOffset: $1) })
        let outcome = SnapReplay().replay(InkDrawing(strokes: [stroke]), in: &session)
        #expect(outcome.rejectedPoints.map(\.error.pointIndex) == [1, 2, 3, 4])
        #expect(outcome.rejectedPoints.map(\.strokeIndex) == [0, 0, 0, 0])
        #expect(outcome.events.isEmpty)
    }
}

extension SnapReplayClockTests {
    /// A rejected point names its stroke's index in the drawing, not its place in the replay: the
    /// empty first stroke is skipped and the third stroke (started first) replays first.
    @Test func rejectedPointsNameTheirStrokeInTheDrawing() {
        let late = InkStroke(points: [0, 0.2, 0.1].enumerated().map { InkPoint(x: Double($0) * 10, y: 0, timeOffset: $1) }, startTime: 2)
        let early = InkStroke(points: [0, 0.1].enumerated().map { InkPoint(x: Double($0) * 10, y: 50, timeOffset: $1) }, startTime: 0)
        var session = SnapSession(recognizer: StubRecognizer())
        let outcome = SnapReplay().replay(InkDrawing(strokes: [InkStroke(points: []), late, early]), in: &session)
        #expect(outcome.rejectedPoints.map(\.strokeIndex) == [1])
        #expect(outcome.rejectedPoints.map(\.error.pointIndex) == [2])
    }
}
