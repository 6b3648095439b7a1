import InkCore

/// A stroke that was lifted without snapping, kept so the next strokes can be recognized with it.
struct FinishedStroke: Sendable {
    /// Times rebased to the stroke's first point.
    var stroke: InkStroke
    var bounds: BoundingBox
    /// Session clock, in seconds.
    var startTime: Double
    var endTime: Double
}

/// Which earlier strokes belong to the shape being drawn: a chain back in time where each stroke
/// ended at most `maximumPause` before the next began and lies within `maximumGap` of the group's
/// bounding box. The one place to swap in the recognizer's own grouping.
enum StrokeGrouping {
    /// The companions of a stroke that began at `startTime` and covers `bounds`, oldest first.
    /// O(`recent`).
    static func companions(
        ofStrokeStartingAt startTime: Double, bounds: BoundingBox, among recent: [FinishedStroke],
        configuration: StrokeGroupingConfiguration
    ) -> [FinishedStroke] {
        var group: [FinishedStroke] = []
        var groupStart = startTime, groupBounds = bounds
        for candidate in recent.reversed() {
            guard group.count < configuration.maximumStrokes,
                groupStart - candidate.endTime <= configuration.maximumPause,
                gap(between: candidate.bounds, and: groupBounds) <= configuration.maximumGap
            else { break }
            group.append(candidate)
            groupStart = candidate.startTime
            groupBounds = groupBounds.union(candidate.bounds)
        }
        return group.reversed()
    }

    /// The distance between two boxes, in points; 0 when they touch or overlap.
    static func gap(between a: BoundingBox, and b: BoundingBox) -> Double {
        let dx = max(0, a.minX - b.maxX, b.minX - a.maxX)
        let dy = max(0, a.minY - b.maxY, b.minY - a.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }
}
