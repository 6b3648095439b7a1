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
        let t = min(max((self - a).dot(ab) / lengthSquared, 0), 1)
        return (self - (a + ab * t)).lengthSquared
    }
}
