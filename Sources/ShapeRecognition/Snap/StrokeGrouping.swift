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

/// Which earlier strokes belong to the shape being drawn: the latest strokes chained back in time,
/// each ended at most `maximumPause` before the next began, as many of them as all reach the
/// stroke being drawn, directly or through each other: a stroke reaches the ones it lies within
/// `maximumGap` of the bounding box of (so a box drawn top, bottom, left, right groups: the left
/// side reaches the right one through the top and bottom). The one place to swap in the
/// recognizer's own grouping.
enum StrokeGrouping {
    /// The companions of a stroke that began at `startTime` and covers `bounds`, oldest first.
    /// O(k³) for k = `maximumStrokes` (4 by default), O(`recent`) to chain.
    static func companions(
        ofStrokeStartingAt startTime: Double, bounds: BoundingBox, among recent: [FinishedStroke],
        configuration: StrokeGroupingConfiguration
    ) -> [FinishedStroke] {
        var chain: [FinishedStroke] = []
        var chainStart = startTime
        for candidate in recent.reversed() {
            guard chain.count < configuration.maximumStrokes, chainStart - candidate.endTime <= configuration.maximumPause
            else { break }
            chain.append(candidate)
            chainStart = candidate.startTime
        }
        // The longest run of the latest strokes that all reach the current one.
        for count in stride(from: chain.count, to: 0, by: -1)
        where reachesAll(chain.prefix(count).map(\.bounds), from: bounds, maximumGap: configuration.maximumGap) {
            return chain.prefix(count).reversed()
        }
        return []
    }

    /// Whether every box of `boxes` reaches `start`: lies within `maximumGap` of the bounding box
    /// of `start` and the boxes reached before it. O(k²) for k boxes.
    static func reachesAll(_ boxes: [BoundingBox], from start: BoundingBox, maximumGap: Double) -> Bool {
        var reached = start
        var left = boxes
        while let next = left.firstIndex(where: { gap(between: $0, and: reached) <= maximumGap }) {
            reached = reached.union(left.remove(at: next))
        }
        return left.isEmpty
    }

    /// The distance between two boxes, in points; 0 when they touch or overlap.
    static func gap(between a: BoundingBox, and b: BoundingBox) -> Double {
        let dx = max(0, a.minX - b.maxX, b.minX - a.maxX)
        let dy = max(0, a.minY - b.maxY, b.minY - a.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }
}
