import InkCore

extension InkDrawing {
    /// Each point's time in seconds from the first stroke's start, for the formats that stamp
    /// every point with one clock ($1 `T`, Quick, Draw! `t`, UNIPEN `T`); `nil` when some point
    /// has no time (those formats then write none). A stroke's start is its `startTime` less the
    /// first stroke's; a stroke without one starts where the stroke before it ended (the first at 0),
    /// which `FormatLoss` reports as `strokeStartTimes`. O(points).
    var writtenTimes: [[Double]]? {
        guard isTimedThroughout else { return nil }
        let origin = strokes.first?.startTime ?? 0
        var end = 0.0
        return strokes.map { stroke in
            let start = stroke.startTime.map { $0 - origin } ?? end
            let times = stroke.points.map { start + ($0.timeOffset ?? 0) }
            end = times.last ?? start
            return times
        }
    }

    /// Whether every point has a time, so `writtenTimes` is not `nil`. O(points).
    var isTimedThroughout: Bool { strokes.allSatisfy { $0.points.allSatisfy { $0.timeOffset != nil } } }

    /// Whether the stroke start times read back as they are when `writtenTimes` is written:
    /// every stroke has one and the first is 0, or (no time written) none has one.
    var startTimesSurviveWrittenTimes: Bool {
        !isTimedThroughout
            ? strokes.allSatisfy { $0.startTime == nil }
            : strokes.allSatisfy { $0.startTime != nil } && strokes.first?.startTime == 0
    }
}
