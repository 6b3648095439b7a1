import InkCore

extension InkStroke {
    /// The stroke without the points a pen resting from `restStart` to `now` (stroke-relative
    /// seconds) made, ending where the pen is: every point up to the last one at or before
    /// `restStart` (the pen within `holdRadius` of where it rests from then on), then the latest
    /// point. A hold's rest adds hundreds of points jittering within `holdRadius` (0.5 s at 240 Hz:
    /// 120), tens of points of arc length at the stroke's end that resampling by arc length turns
    /// into a blob that reads as an arrowhead on a short line (trial 25).
    ///
    /// Only a pen that reported while resting has such points: the stroke itself when its latest
    /// point comes in the first half of the rest (a replayed hold, `update(time:)` after the last
    /// point: the points after `restStart` are the stroke's last few points of ink, slowing into
    /// its end), when nothing would be dropped, when no point is at or before `restStart` (NaN
    /// included), or when the first point is the last one (a stroke within `holdRadius` of the pen
    /// from its first point is all rest, and is recognized whole).
    /// O(points after `restStart`) to find them, O(kept points) to copy.
    func droppingRest(from restStart: Double, to now: Double) -> InkStroke {
        guard let latest = points.last, let latestTime = latest.timeOffset,
            latestTime - restStart >= (now - restStart) / 2,
            let rested = points.lastIndex(where: { ($0.timeOffset ?? -.infinity) <= restStart }),
            rested > 0, rested + 2 < points.count
        else { return self }
        var trimmed = self
        trimmed.points = Array(points[...rested]) + [latest]
        return trimmed
    }
}
