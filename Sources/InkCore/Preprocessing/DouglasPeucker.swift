import Foundation

/// Douglas–Peucker polyline simplification (Douglas & Peucker 1973; Ramer 1972): keep the
/// endpoints, find the point farthest from the segment between them, and keep it and recurse on
/// both halves when it lies farther than `tolerance`; drop the rest.
///
/// Iterative with an explicit stack, so a 100k-point stroke cannot overflow the call stack.
/// Distances are to the *segment* (not the infinite line), so a hairpin whose tip projects past
/// the chord is still kept. When the two ends of a range coincide (a closed stroke whose first
/// point equals its last) the distance is to that point, so the range splits at the point
/// farthest from the start and the algorithm terminates: every split strictly shrinks a range.
///
/// Complexity: O(n log n) time when splits are balanced (the usual case for ink), O(n²) in the
/// worst case (each split peels off one point, e.g. a spiral); O(n) memory.
public enum DouglasPeucker {
    /// Indices of the points to keep, ascending, always holding the first and the last
    /// (`[0]` for one point, `[]` for none).
    ///
    /// - Parameters:
    ///   - points: the polyline, in points.
    ///   - tolerance: the largest distance, in points, a dropped point may lie from the simplified
    ///     polyline. Zero keeps every point off the chord (collinear and repeated points go);
    ///     a negative or NaN tolerance counts as zero.
    /// Points with NaN coordinates are never chosen as the farthest point, so they are dropped
    /// unless they are an endpoint.
    public static func keptIndices(_ points: [Vector2], tolerance: Double) -> [Int] {
        guard points.count > 2 else { return Array(points.indices) }
        let limit = tolerance > 0 ? tolerance : 0
        let limitSquared = (limit * limit).squareRoot() <= limit ? limit * limit : 0
        var keep = [Bool](repeating: false, count: points.count)
        keep[0] = true
        keep[points.count - 1] = true
        var ranges = [(start: 0, end: points.count - 1)]
        while let (start, end) = ranges.popLast() {
            guard end - start > 1 else { continue }
            let a = points[start]
            let b = points[end]
            var farthest = -1
            var farthestDistance = limit
            // Squared distances screen the points; the root, taken only where one exceeds the
            // farthest so far, decides exactly as comparing distances would (the root is
            // monotonic, and `farthestSquared` never roots to more than `farthestDistance`).
            var farthestSquared = limitSquared
            for i in (start + 1)..<end {
                let squared = points[i].squaredDistance(toSegment: a, b)
                guard squared > farthestSquared else { continue }
                let d = squared.squareRoot()
                if d > farthestDistance {
                    farthestDistance = d
                    farthestSquared = squared
                    farthest = i
                }
            }
            guard farthest > 0 else { continue }
            keep[farthest] = true
            ranges.append((start, farthest))
            ranges.append((farthest, end))
        }
        return keep.indices.filter { keep[$0] }
    }
}

extension InkStroke {
    /// This stroke with the points Douglas–Peucker drops removed; kept points carry all their
    /// channels unchanged. See `DouglasPeucker.keptIndices(_:tolerance:)` (tolerance in points).
    /// O(n log n) typical, O(n²) worst.
    public func simplified(tolerance: Double) -> InkStroke {
        var copy = self
        copy.points = DouglasPeucker.keptIndices(locations, tolerance: tolerance).map { points[$0] }
        return copy
    }
}
