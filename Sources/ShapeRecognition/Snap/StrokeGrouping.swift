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

/// Which earlier strokes may belong to the shape being drawn: the latest strokes chained back in
/// time, each ended at most `maximumPause` before the next began, and of them the runs of the latest
/// ones that all reach the stroke being drawn, directly or through each other: a stroke reaches the
/// ones it lies within `maximumGap` of the bounding box of (so a box drawn top, bottom, left, right
/// groups: the left side reaches the right one through the top and bottom). The one place to swap
/// in the recognizer's own grouping.
enum StrokeGrouping {
    /// The candidate groups of a stroke that began at `startTime` and covers `bounds`, each
    /// oldest first, longest first: every run of the latest strokes of the chain that all reach
    /// it and whose bounding boxes are apart from (no overlap or contact with) those of every
    /// earlier stroke of the chain left out, so the session can fall back from a label written
    /// just before a shape ("No" above an arrow) to the shape's own strokes (trial 19), but not
    /// from a character to some of its strokes. Empty when none qualifies.
    /// O(k³) for k = `maximumStrokes` (4 by default), O(`recent`) to chain.
    static func candidateGroups(
        ofStrokeStartingAt startTime: Double, bounds: BoundingBox, among recent: [FinishedStroke],
        configuration: StrokeGroupingConfiguration
    ) -> [[FinishedStroke]] {
        var chain: [FinishedStroke] = []
        var chainStart = startTime
        for candidate in recent.reversed() {
            guard chain.count < configuration.maximumStrokes, chainStart - candidate.endTime <= configuration.maximumPause
            else { break }
            chain.append(candidate)
            chainStart = candidate.startTime
        }
        return stride(from: chain.count, to: 0, by: -1).compactMap { count in
            let run = chain.prefix(count), runBoxes = run.map(\.bounds), boxes = runBoxes + [bounds]
            guard reachesAll(runBoxes, from: bounds, maximumGap: configuration.maximumGap),
                // A left-out stroke touching the run's was written with it (a "4"'s crossing
                // strokes), so the run alone is not what was drawn; a label 6 pt off is apart.
                chain.dropFirst(count).allSatisfy({ left in boxes.allSatisfy { gap(between: left.bounds, and: $0) > 0 } })
            else { return nil }
            return Array(run.reversed())
        }
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
