import Foundation

extension Vector2 {
    /// Distance, in points, from this point to the closest point of the segment `a`–`b` (not the
    /// infinite line through them); the distance to `a` when the segment has no length. O(1).
    ///
    /// `@inlinable` because the shape fits call it in their innermost loops.
    @inlinable
    public func distance(toSegment a: Vector2, _ b: Vector2) -> Double {
        squaredDistance(toSegment: a, b).squareRoot()
    }

    /// The square of `distance(toSegment:_:)`, in square points: for the nearest of several
    /// segments, one square root at the end gives the same distance (the root is monotonic). O(1).
    @inlinable
    public func squaredDistance(toSegment a: Vector2, _ b: Vector2) -> Double {
        let ab = b - a
        let lengthSquared = ab.lengthSquared
        guard lengthSquared > 0 else { return (self - a).lengthSquared }
        return squaredDistance(toSegmentFrom: a, direction: ab, lengthSquared: lengthSquared)
    }

    /// `squaredDistance(toSegment: a, a + direction)` for a segment with length
    /// (`lengthSquared`, `direction.lengthSquared`, above 0): the projection clamped to the
    /// segment, without the test for a segment of no length. O(1).
    @inlinable
    package func squaredDistance(toSegmentFrom a: Vector2, direction ab: Vector2, lengthSquared: Double) -> Double {
        let t = min(max((self - a).dot(ab) / lengthSquared, 0), 1)
        return (self - (a + ab * t)).lengthSquared
    }

    /// Writes into `squared[i]` the square of the distance from `points[i]` to the segment
    /// `a`–`b`, in square points, the bits `squaredDistance(toSegment:_:)` gives, for every
    /// point (`squared` holds at least as many).
    ///
    /// The shape fits measure ink against a few segments many times a stroke: the segment's
    /// length is tested once here rather than per point, and without that branch the loop
    /// runs two points a step in SIMD lanes (the same operations lane by lane, so the same
    /// bits). O(n).
    package static func squaredDistances(
        of points: UnsafeBufferPointer<Vector2>, toSegment a: Vector2, _ b: Vector2,
        into squared: UnsafeMutableBufferPointer<Double>
    ) {
        precondition(squared.count >= points.count, "squaredDistances: \(squared.count) slots for \(points.count) points")
        let ab = b - a
        let lengthSquared = ab.lengthSquared
        guard lengthSquared > 0 else {
            for i in points.indices { squared[i] = (points[i] - a).lengthSquared }
            return
        }
        for i in points.indices {
            squared[i] = points[i].squaredDistance(toSegmentFrom: a, direction: ab, lengthSquared: lengthSquared)
        }
    }
}
