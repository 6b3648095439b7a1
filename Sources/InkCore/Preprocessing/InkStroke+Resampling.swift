import Foundation

extension InkStroke {
    /// This stroke resampled to exactly `count` points equally spaced by arc length.
    ///
    /// The first and last points are kept as recorded; the point `k` lies at arc length
    /// `k · length / (count − 1)`, computed from `k` (not accumulated), so floating drift never
    /// loses or adds a point — the classic $1 port (Wobbrock et al. 2007) returns `count − 1`
    /// points when the last step falls short by a rounding error. Time, force, azimuth, altitude,
    /// size and opacity are interpolated linearly between the neighbouring recorded points; style
    /// metadata is kept.
    ///
    /// Edge cases: `count <= 0` gives an empty stroke, an empty stroke stays empty, `count == 1`
    /// gives the first point, and a `count` above `maximumResampledPointCount` gives that many
    /// points (100,000), as the other resamplings cap theirs, rather than exhausting memory. A stroke of zero arc length (a dot, or a pen held still) gives
    /// `count − 1` copies of its first point followed by its last point.
    ///
    /// Invariant under translation, rotation and uniform scaling of the input (the output moves
    /// with it); not under stroke direction (reversing the input reverses the output).
    /// Non-finite coordinates propagate to the output: validate first. Finite coordinates too
    /// large for their arc length (1e300: the sum overflows to infinity) are resampled as if
    /// scaled into range, so the output stays finite and on the path. Sharp corners between
    /// samples are cut (a resampled point lies on the path, but the chord to the next one skips
    /// the corner), more so for small `count`.
    ///
    /// Complexity: O(n + min(count, `maximumResampledPointCount`)) time and memory, n = `points.count`.
    public func resampled(count: Int) -> InkStroke {
        let count = Swift.min(count, Self.maximumResampledPointCount)
        var copy = self
        guard count > 0, let first = points.first, let last = points.last else {
            copy.points = []
            return copy
        }
        guard count > 1 else {
            copy.points = [first]
            return copy
        }
        var arcLengths = locations.cumulativeArcLengths
        if !arcLengths[arcLengths.count - 1].isFinite,
            let largest = locations.map({ max(abs($0.x), abs($0.y)) }).max(), largest.isFinite
        {
            // Only ratios of arc lengths place the points, so measure them on the ink scaled down.
            arcLengths = locations.map { $0 / largest }.cumulativeArcLengths
        }
        let total = arcLengths[arcLengths.count - 1]
        let step = total / Double(count - 1)
        let targets = (0..<(count - 1)).map { Double($0) * step }
        copy.points = interpolated(along: arcLengths, at: targets) + [last]
        return copy
    }

    /// The most points `resampled(count:)`, `resampled(spacing:)` and `resampled(timeStep:)` return: 100,000 (a 1000 s
    /// stroke at 100 Hz, or 1 pt steps along 100,000 pt of ink; about 12 MB). A step so fine that
    /// the stroke would need more is widened to its span / (maximum − 1), so a tiny step costs
    /// bounded time and memory instead of running away.
    public static let maximumResampledPointCount = 100_000

    /// This stroke resampled to a point every `spacing` points of arc length, from the first point;
    /// the last point is kept too, so the final gap is at most `spacing`.
    ///
    /// At most `maximumResampledPointCount` points (a finer spacing is widened to reach it).
    /// Channels are interpolated as in `resampled(count:)`. A target within a billionth of the
    /// stroke length of the end is merged into the last point rather than duplicating it.
    /// A `spacing` that is zero, negative, NaN or infinite returns the stroke unchanged; so does a
    /// stroke with fewer than two points. A stroke of zero arc length gives its first and last
    /// points. Pick `spacing` in the input's units (points), e.g.
    /// ShortStraw's bounding-box diagonal / 40.
    ///
    /// Complexity: O(n + min(length / spacing, `maximumResampledPointCount`)) time and memory.
    public func resampled(spacing: Double) -> InkStroke {
        guard let last = points.last, let (arcLengths, targets) = locations.spacedTargets(spacing) else { return self }
        var copy = self
        copy.points = interpolated(along: arcLengths, at: targets) + [last]
        return copy
    }

    /// This stroke resampled to a point every `timeStep` seconds from the first point's time;
    /// the last point is kept too, so the final gap is at most `timeStep`.
    ///
    /// Locations and the other channels are interpolated linearly in time, so a pen that pauses
    /// yields repeated locations and a fast pen widely spaced ones. An empty or single-point stroke
    /// is returned unchanged; a stroke whose points share one timestamp gives its first and last.
    /// At most `maximumResampledPointCount` points (a finer step is widened to reach it).
    ///
    /// - Throws: `ResamplingError.invalidTimeStep` for a step that is not positive and finite;
    ///   `.missingTime(point:)` when a point has no finite `timeOffset`;
    ///   `.nonMonotonicTime(point:)` where time goes backwards (see `repairingTime()`).
    /// Complexity: O(n + min(duration / timeStep, `maximumResampledPointCount`)) time and memory.
    public func resampled(timeStep: Double) throws(ResamplingError) -> InkStroke {
        guard timeStep > 0, timeStep.isFinite else { throw ResamplingError.invalidTimeStep(timeStep) }
        guard points.count > 1, let last = points.last else { return self }
        var times: [Double] = []
        times.reserveCapacity(points.count)
        for (i, p) in points.enumerated() {
            guard let t = p.timeOffset, t.isFinite else { throw ResamplingError.missingTime(point: i) }
            if let previous = times.last, t < previous { throw ResamplingError.nonMonotonicTime(point: i) }
            times.append(t)
        }
        let targets = EvenTargets(start: times[0], span: times[times.count - 1] - times[0], step: timeStep)
        var copy = self
        copy.points = interpolated(along: times, at: targets) + [last]
        return copy
    }
}

/// `start, start + step, start + 2·step, …` below `start + span`, always holding `start`; a value
/// within a billionth of `span` of the end is left out so the caller's exact last point is not
/// doubled. Each value is `start + k · step`, never a running sum, so no drift builds up. At most
/// `maximumResampledPointCount − 1` values (the caller adds the last point): a finer step is
/// widened. Each value is found when read rather than stored: the recognizers resample every
/// stroke, and an array of them, appended to, cost more than the reads. O(1) to count them
/// and a value.
private struct EvenTargets: RandomAccessCollection {
    let start: Double
    let step: Double
    let endIndex: Int
    var startIndex: Int { 0 }

    init(start: Double, span: Double, step: Double) {
        let step = Swift.max(step, span / Double(InkStroke.maximumResampledPointCount - 1))
        let end = span - span * 1e-9
        // The least k ≥ 1 with k · step ≥ end: the quotient's estimate (at most the maximum
        // count, as the step was widened) moved to it, a step or two, rather than counted up
        // from 1 (`Double(k) * step` rises with k, so the same k either way).
        var k = Swift.max(1, Int(Swift.min((end / step).rounded(.up), Double(InkStroke.maximumResampledPointCount))))
        while k > 1, Double(k - 1) * step >= end { k -= 1 }
        while Double(k) * step < end { k += 1 }
        (self.start, self.step, endIndex) = (start, step, k)
    }

    subscript(k: Int) -> Double { k == 0 ? start : start + Double(k) * step }
}

extension Array where Element == Vector2 {
    /// This polyline resampled every `spacing` points of arc length: the locations
    /// `InkStroke(locations: self).resampled(spacing: spacing)` would give, bit for bit, without
    /// carrying the other channels (cheaper for recognizers that need locations only).
    /// Complexity: O(n + min(length / spacing, `InkStroke.maximumResampledPointCount`)).
    package func resampled(spacing: Double) -> [Vector2] {
        guard let last, let (arcLengths, targets) = spacedTargets(spacing) else { return self }
        // Appended in place: `sampled` reserves room for it, so no second buffer is made.
        var result = sampled(self, along: arcLengths, at: targets, mix: Vector2.lerp)
        result.append(last)
        return result
    }

    /// The cumulative arc lengths and the targets every `spacing` from 0, or `nil` where
    /// resampling by spacing leaves the polyline as it is (spacing not positive and finite,
    /// fewer than two vertices, a length that is not finite).
    fileprivate func spacedTargets(_ spacing: Double) -> (arcLengths: [Double], targets: EvenTargets)? {
        guard spacing > 0, spacing.isFinite, count > 1 else { return nil }
        let arcLengths = cumulativeArcLengths
        let total = arcLengths[arcLengths.count - 1]
        guard total.isFinite else { return nil }
        return (arcLengths, EvenTargets(start: 0, span: total, step: spacing))
    }
}
