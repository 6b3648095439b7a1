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
        /// The shapes committed at pen-up, in replay order (see ``SnapReplay/replay(_:in:)``).
        public var shapes: [Shape]
        /// The points the session rejected (non-finite, out of order), each with its stroke and error.
        public var rejectedPoints: [RejectedPoint]
    }

    /// A point the session rejected, named by the stroke it came from.
    public struct RejectedPoint: Sendable, Hashable {
        /// The stroke's index in the replayed drawing's `strokes`.
        public var strokeIndex: Int
        /// Why, with the point's index in its stroke.
        public var error: SnapError
    }

    /// Replays `drawing`'s strokes through `session`, each begun with its `id` (so `erase(id:)`
    /// finds it). Empty strokes are skipped. When every stroke
    /// has a `startTime` they are replayed by start time (ties in drawing order), so a recording
    /// whose later stroke starts first loses no stroke; otherwise in drawing order.
    /// Times: a stroke starts at its `startTime` (else at 0 for the first stroke and `untimedPause`
    /// after the previous one ended for the others) and its points at their `timeOffset` (else
    /// spaced at `untimedSampleRate`); then the whole drawing is shifted so its first point is at 0
    /// (when its time is finite). A stroke that starts before the previous stroke's last point is
    /// moved, with its points, to start at that point's time. Points before the origin are rejected (time went
    /// backwards), so event times are never negative; a stroke whose first point is rejected is
    /// skipped.
    ///
    /// The timer ticks on the `timerRate` grid, but only where the session has a `holdDeadline`:
    /// from the tick at or before it (float rounding) until the hold completes. Idle frames, where
    /// `update(time:)` could emit nothing, are skipped, so events are those of ticking every frame.
    /// - Complexity: O(points × w + events) session work for w points in a hold window,
    ///   independent of how long the drawing lasts.
    public func replay(_ drawing: InkDrawing, in session: inout SnapSession) -> Outcome {
        var outcome = Outcome(events: [], shapes: [], rejectedPoints: [])
        let order = Self.replayOrder(drawing.strokes.indices.filter { !drawing.strokes[$0].isEmpty }, of: drawing.strokes)
        var origin: Double?
        var clock = 0.0
        var previousLast: Double?
        for (position, strokeIndex) in order.enumerated() {
            let stroke = drawing.strokes[strokeIndex]
            // On the recording's clock, then shifted to the first point's.
            let start = stroke.startTime ?? (position == 0 ? 0 : clock + untimedPause)
            let recorded = stroke.points.indices.map { start + (stroke.points[$0].timeOffset ?? Double($0) / untimedSampleRate) }
            if origin == nil { origin = recorded[0].isFinite ? recorded[0] : 0 }
            var times = recorded.map { $0 - (origin ?? 0) }
            // One pen draws one stroke at a time: a stroke recorded as starting before the previous
            // one's last point (overlapping clocks) is moved to start there, not dropped.
            if let previous = previousLast, case let overlap = previous - times[0], overlap > 0, overlap.isFinite {
                times = times.map { max($0 + overlap, previous) }  // max: the sum may round below it
            }
            let points = zip(stroke.points, times).map { point, time in
                var shifted = point
                shifted.timeOffset = time
                return shifted
            }
            let first = points[0].timeOffset ?? start
            var frames = FrameClock(rate: timerRate, after: first)
            do {
                outcome.events += try session.begin(points[0], id: stroke.id)
            } catch {
                outcome.rejectedPoints.append(RejectedPoint(strokeIndex: strokeIndex, error: error))
                continue
            }
            var last = first
            for point in points.dropFirst() {
                let time = point.timeOffset ?? last
                outcome.events += Self.runTimers(of: &session, on: &frames, before: time)
                do {
                    outcome.events += try session.append(point)
                    last = max(last, time)
                } catch {
                    outcome.rejectedPoints.append(RejectedPoint(strokeIndex: strokeIndex, error: error))
                }
            }
            let holds = !holdsLastStrokeOnly || position == order.count - 1
            let lift = last + (holds ? simulatedHold : 0)
            outcome.events += Self.runTimers(of: &session, on: &frames, before: lift)
            outcome.events += session.end(at: lift)
            if case .ended(let shape?) = session.state { outcome.shapes.append(shape) }
            clock = lift + (origin ?? 0)
            previousLast = last
        }
        return outcome
    }

    /// `indices` of `strokes` by recorded start, stable, when all have one: the first replayed point
    /// is then the drawing's earliest start, so no stroke lies before the time origin. O(n log n).
    private static func replayOrder(_ indices: [Int], of strokes: [InkStroke]) -> [Int] {
        let starts = indices.compactMap { strokes[$0].startTime }
        guard starts.count == indices.count else { return indices }
        return indices.indices.sorted { (starts[$0], $0) < (starts[$1], $1) }.map { indices[$0] }
    }

    /// Ticks `update(time:)` before `time` on the frames from the session's hold deadline on, until
    /// the hold resolves (snapped, or declined and disarmed) or the frames run out.
    private static func runTimers(of session: inout SnapSession, on frames: inout FrameClock, before time: Double) -> [SnapEvent] {
        var events: [SnapEvent] = []
        while let deadline = session.holdDeadline, let frame = frames.next(from: deadline, before: time) {
            events += session.update(time: frame)
        }
        return events
    }

    /// Frames on the grid k / rate, strictly after a start time and strictly increasing, without drift.
    private struct FrameClock {
        let rate: Double
        var index: Double
        var previous: Double

        /// A rate that is not a positive number never ticks.
        init(rate: Double, after time: Double) {
            self.rate = rate
            index = rate > 0 && rate.isFinite ? (time * rate).rounded(.down) + 1 : .infinity
            previous = time
        }

        /// The first frame not before the one at or before `earliest` (frames before it are
        /// skipped), if it comes before `limit` and after the previous frame: at times the grid
        /// cannot resolve (beyond about 1e14 s) it stops.
        mutating func next(from earliest: Double, before limit: Double) -> Double? {
            // A later point can bring the deadline forward: skip only frames that are used.
            let skipped = max(index, (earliest * rate).rounded(.down))
            let frame = skipped / rate
            guard frame < limit, frame > previous else { return nil }
            index = skipped + 1
            previous = frame
            return frame
        }
    }
}
