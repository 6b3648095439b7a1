import InkCore

/// Plays a recorded drawing through a `SnapSession` as if it were drawn live: each stroke begins at
/// its recorded start, its points arrive at their recorded times, and a display-link timer calls
/// `update(time:)` between them. For tests, the CLI and tuning the hold on real data.
public struct SnapReplay: Sendable {
    /// Timer ticks per second while the pen is down (a display link: 60 Hz).
    public var timerRate: Double
    /// Seconds the pen rests at the end of a stroke before lifting, to replay recordings made
    /// without holds (the $1 logs) as a user who paused; 0 lifts at the last point.
    public var simulatedHold: Double
    /// Rest after every stroke (the default), or only after the drawing's last one: a multi-stroke
    /// shape drawn stroke by stroke and held at the end.
    public var holdsLastStrokeOnly: Bool
    /// Sampling rate assumed for points without timestamps, in Hz; 100 Hz is a common tablet rate.
    public var untimedSampleRate: Double
    /// Pen-up pause assumed before a stroke without a recorded start, in seconds.
    public var untimedPause: Double

    public init(
        timerRate: Double = 60, simulatedHold: Double = 0, holdsLastStrokeOnly: Bool = false,
        untimedSampleRate: Double = 100, untimedPause: Double = 0.3
    ) {
        self.timerRate = timerRate
        self.simulatedHold = simulatedHold
        self.holdsLastStrokeOnly = holdsLastStrokeOnly
        self.untimedSampleRate = untimedSampleRate
        self.untimedPause = untimedPause
    }

    /// What one drawing produced.
    public struct Outcome: Sendable, Hashable {
        /// Every event, in the order the session emitted them.
        public var events: [SnapEvent]
        /// The shapes committed at pen-up, in stroke order.
        public var shapes: [Shape]
        /// The points the session rejected (non-finite, out of order), each with its error.
        public var rejectedPoints: [SnapError]
    }

    /// Replays `drawing`'s strokes, in order, through `session`. Empty strokes are skipped.
    /// Times: a stroke starts at its `startTime` (else at 0 for the first stroke and `untimedPause`
    /// after the previous one ended for the others)
    /// and its points at their `timeOffset` (else spaced at `untimedSampleRate`).
    /// - Complexity: O(points + duration × `timerRate`) session calls.
    public func replay(_ drawing: InkDrawing, in session: inout SnapSession) -> Outcome {
        var outcome = Outcome(events: [], shapes: [], rejectedPoints: [])
        var clock = 0.0
        let strokes = drawing.strokes.filter { !$0.isEmpty }
        for (strokeIndex, stroke) in strokes.enumerated() {
            let start = stroke.startTime ?? (strokeIndex == 0 ? 0 : clock + untimedPause)
            let points = stroke.points.enumerated().map { index, point in
                var timed = point
                timed.timeOffset = start + (point.timeOffset ?? Double(index) / untimedSampleRate)
                return timed
            }
            var ticks = TickClock(rate: timerRate, after: points[0].timeOffset ?? start)
            do {
                outcome.events += try session.begin(points[0])
            } catch {
                outcome.rejectedPoints.append(error)
                continue
            }
            var last = points[0].timeOffset ?? start
            for point in points.dropFirst() {
                let time = point.timeOffset ?? last
                while let tick = ticks.next(before: time) { outcome.events += session.update(time: tick) }
                do {
                    outcome.events += try session.append(point)
                    last = max(last, time)
                } catch {
                    outcome.rejectedPoints.append(error)
                }
            }
            let holds = !holdsLastStrokeOnly || strokeIndex == strokes.count - 1
            let lift = last + (holds ? simulatedHold : 0)
            while let tick = ticks.next(before: lift) { outcome.events += session.update(time: tick) }
            outcome.events += session.end(at: lift)
            if case .ended(let shape?) = session.state { outcome.shapes.append(shape) }
            clock = lift
        }
        return outcome
    }

    /// Ticks on the grid k / rate, strictly after a start time, without drift.
    private struct TickClock {
        let rate: Double
        var index: Double

        /// A rate that is not a positive number never ticks.
        init(rate: Double, after time: Double) {
            self.rate = rate
            index = rate > 0 && rate.isFinite ? (time * rate).rounded(.down) + 1 : .infinity
        }

        /// The next tick if it comes before `time`.
        mutating func next(before time: Double) -> Double? {
            let tick = index / rate
            guard tick < time else { return nil }
            index += 1
            return tick
        }
    }
}
