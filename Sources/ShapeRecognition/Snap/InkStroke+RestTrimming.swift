import InkCore

extension InkStroke {
    /// The stroke without the points a resting pen made after `restStart` (stroke-relative
    /// seconds), ending where the pen is: every point up to the last one at or before `restStart`
    /// (the pen within `holdRadius` of where it rests from then on), the approach after it (the
    /// points that get ever farther from it, up to the first that does not), then the latest point.
    /// A hold's rest adds hundreds of points jittering within `holdRadius` (0.5 s at 240 Hz: 120),
    /// tens of points of arc length at the stroke's end that resampling by arc length turns into
    /// a blob that reads as an arrowhead on a short line (trial 25); the approach is ink, and a
    /// replayed hold (no points while resting) keeps all of it.
    ///
    /// The stroke itself when nothing would be dropped, when no point is at or before
    /// `restStart` (NaN included), or when the first point is the last one: a stroke within
    /// `holdRadius` of the pen from its first point is all rest, and is recognized whole.
    /// O(points after `restStart`) to find them, O(kept points) to copy.
    func droppingRest(after restStart: Double) -> InkStroke {
        guard let latest = points.last,
            let rested = points.lastIndex(where: { ($0.timeOffset ?? -.infinity) <= restStart }), rested > 0
        else { return self }
        let origin = points[rested].location
        var approachEnd = rested, reach = 0.0
        while approachEnd + 1 < points.count - 1 {
            let distance = points[approachEnd + 1].location.distance(to: origin)
            guard distance > reach else { break }
            reach = distance
            approachEnd += 1
        }
        guard approachEnd + 2 < points.count else { return self }
        var trimmed = self
        trimmed.points = Array(points[...approachEnd]) + [latest]
        return trimmed
    }
}
