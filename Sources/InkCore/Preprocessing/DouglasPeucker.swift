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
        let limit = tolerance > 0 ? tolerance : 0
        guard points.count > 2 else { return Array(points.indices) }
        return withReaches(points, finest: limit) { kept($0, above: limit) }
    }

    /// `body` given, for each point, its reach: the largest tolerance, in points, at which it is
    /// still kept (infinite at the ends, and for every point of two or fewer), from one pass at
    /// the `finest` tolerance. At any tolerance t ≥ `finest` (a negative or NaN one counting as
    /// zero), `keptIndices(_:tolerance:)` keeps exactly the points whose reach exceeds t, so a
    /// caller needing several tolerances reads them all from these reaches without index arrays.
    /// The reaches, the pending ranges and a range's distances live in temporary buffers (on the
    /// stack when small): the shape fits run this several times per stroke. O(n log n) typical.
    package static func withReaches<Result>(
        _ points: [Vector2], finest tolerance: Double, _ body: (UnsafeBufferPointer<Double>) -> Result
    ) -> Result {
        let limit = tolerance > 0 ? tolerance : 0
        let limitSquared = (limit * limit).squareRoot() <= limit ? limit * limit : 0
        let n = points.count
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: n) { reach in
            guard n > 2 else {
                reach.initialize(repeating: .infinity)
                return body(UnsafeBufferPointer(reach))
            }
            // The ends are always kept, others never until split off.
            reach.initialize(repeating: -.infinity)
            reach[0] = .infinity
            reach[n - 1] = .infinity
            // Pending ranges are disjoint (they share only ends) and each spans two points or
            // more, so fewer than n are pending at once.
            // A range's squared distances to its chord are measured in one pass
            // (`Vector2.squaredDistances`, two points a step, the bits
            // `squaredDistance(toSegment:_:)` gives) into `distances`, then scanned.
            withUnsafeTemporaryAllocation(of: (start: Int, end: Int, reach: Double).self, capacity: n) { ranges in
                withUnsafeTemporaryAllocation(of: Double.self, capacity: n) { distances in
                    points.withUnsafeBufferPointer { points in
                        ranges[0] = (0, n - 1, .infinity)
                        var pending = 1
                        while pending > 0 {
                            pending -= 1
                            let (start, end, above) = ranges[pending]
                            guard end - start > 1 else { continue }
                            let inner = (start + 1)..<end
                            let squares = UnsafeMutableBufferPointer(rebasing: distances[..<inner.count])
                            Vector2.squaredDistances(
                                of: UnsafeBufferPointer(rebasing: points[inner]), toSegment: points[start], points[end],
                                into: squares)
                            var farthest = -1
                            var farthestDistance = limit
                            // Squared distances screen the points; the root, taken only where one
                            // exceeds the farthest so far, decides exactly as comparing distances
                            // would (the root is monotonic, and `farthestSquared` never roots to
                            // more than `farthestDistance`).
                            var farthestSquared = limitSquared
                            for k in squares.indices {
                                let squared = squares[k]
                                guard squared > farthestSquared else { continue }
                                let d = squared.squareRoot()
                                if d > farthestDistance {
                                    farthestDistance = d
                                    farthestSquared = squared
                                    farthest = start + 1 + k
                                }
                            }
                            guard farthest > 0 else { continue }
                            reach[farthest] = min(above, farthestDistance)
                            ranges[pending] = (start, farthest, reach[farthest])
                            ranges[pending + 1] = (farthest, end, reach[farthest])
                            pending += 2
                        }
                    }
                }
            }
            return body(UnsafeBufferPointer(reach))
        }
    }

    /// The indices whose reach exceeds `limit`, ascending, in an array reserved with room for
    /// all n (a pass counting them first cost more than the room it saved; built by
    /// `init(unsafeUninitializedCapacity:)`, it looked its storage type up at run time, dearer
    /// than the appends). O(n).
    private static func kept(_ reach: UnsafeBufferPointer<Double>, above limit: Double) -> [Int] {
        var kept: [Int] = []
        kept.reserveCapacity(reach.count)
        for i in reach.indices where reach[i] > limit { kept.append(i) }
        return kept
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
