import Foundation

extension InkStroke {
    /// This stroke without consecutive repeats: a point closer than or as close as `tolerance`
    /// points to the last kept point is dropped (with the default 0, only exact repeats of the
    /// location go). Points with NaN coordinates are never repeats.
    ///
    /// The first point of each run is kept with all its channels, so timestamps say when the pen
    /// arrived; a stroke ending with a pause loses the pause from its `duration`. The first point
    /// is always kept. Repeats matter because they make zero-length segments: undefined
    /// directions and angles, and straws of zero. A negative or NaN tolerance counts as zero.
    /// O(n).
    public func removingDuplicatePoints(tolerance: Double = 0) -> InkStroke {
        guard var kept = points.first?.location else { return self }
        let limit = tolerance > 0 ? tolerance * tolerance : 0
        var copy = self
        copy.points = [points[0]]
        for p in points.dropFirst() {
            let isRepeat = limit > 0 ? (p.location - kept).lengthSquared <= limit : p.location == kept
            if !isRepeat {
                copy.points.append(p)
                kept = p.location
            }
        }
        return copy
    }
}

extension InkDrawing {
    /// Every stroke with consecutive repeats removed; see `InkStroke.removingDuplicatePoints(tolerance:)`.
    /// Stroke count and order, groups and annotations are kept. O(n).
    public func removingDuplicatePoints(tolerance: Double = 0) -> InkDrawing {
        var copy = self
        copy.strokes = strokes.map { $0.removingDuplicatePoints(tolerance: tolerance) }
        return copy
    }
}
