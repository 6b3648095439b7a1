import InkCore

extension InkDrawing {
    /// Each point's time in seconds from the first point's stroke's start, for the formats that
    /// stamp every point with one clock ($1 `T`, Quick, Draw! `t`, UNIPEN `T`); `nil` when some
    /// point has no time (those formats then write none). A stroke's start is its `startTime` less
    /// that of the first stroke with points (their readers start the clock at the first point, so
    /// a leading empty stroke cannot set it); a stroke without one starts where the stroke before
    /// it ended (the first at 0; empty strokes are passed over), which `FormatLoss` reports as
    /// `strokeStartTimes`. O(points).
    var writtenTimes: [[Double]]? {
        guard isTimedThroughout else { return nil }
        let origin = firstInkedStroke?.startTime ?? 0
        var end = 0.0
        return strokes.map { stroke in
            let start = stroke.startTime.map { $0 - origin } ?? end
            let times = stroke.points.map { start + ($0.timeOffset ?? 0) }
            end = times.last ?? end  // an empty stroke neither starts nor moves the clock
            return times
        }
    }

    /// Whether every point has a time, so `writtenTimes` is not `nil`. O(points).
    var isTimedThroughout: Bool { strokes.allSatisfy { $0.points.allSatisfy { $0.timeOffset != nil } } }

    /// Where a Quick, Draw! clock starts, in seconds before the first point: the first stroke with
    /// points' `startTime` when above 0 (`QuickDrawReader` keeps a first `t` above 0 there), else 0.
    /// `QuickDrawWriter` adds it, in whole milliseconds, to `writtenTimes` rounded on their own,
    /// so those round as in the other formats and a drawing read from Quick, Draw! is written
    /// back with the same `t`s. O(points).
    var quickDrawClockStart: Double {
        guard isTimedThroughout, let start = firstInkedStroke?.startTime, start > 0 else { return 0 }
        return start
    }

    /// Whether no stroke start time is lost or changed when `writtenTimes` is written: none has
    /// one (starts read back where there were none are no loss: each stroke then starts where
    /// the one before it ended), or, with times written, every stroke has one and the first
    /// stroke with points starts at 0 (with `keepingClockStart`, for Quick, Draw!, at
    /// `quickDrawClockStart`).
    func startTimesSurviveWrittenTimes(keepingClockStart: Bool) -> Bool {
        strokes.allSatisfy { $0.startTime == nil }
            || (isTimedThroughout && strokes.allSatisfy { $0.startTime != nil }
                && firstInkedStroke?.startTime == (keepingClockStart ? quickDrawClockStart : 0))
    }

    /// The stroke whose first point starts the written clock.
    private var firstInkedStroke: InkStroke? { strokes.first { !$0.isEmpty } }
}
