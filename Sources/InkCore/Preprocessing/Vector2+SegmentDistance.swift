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

    /// `squaredDistance(toSegment:_:)` of `p` and `q` at once, lane by lane the same arithmetic
    /// (so the same squares, bit for bit): two SSE2 lanes take about the instructions of one
    /// point in the loops over every point and segment (Douglas–Peucker, the fits' distances).
    /// O(1).
    @inlinable
    package static func squaredDistances(_ p: Vector2, _ q: Vector2, toSegment a: Vector2, _ b: Vector2) -> SIMD2<Double> {
        let ab = b - a
        let lengthSquared = ab.lengthSquared
        guard lengthSquared > 0 else { return SIMD2(p.squaredDistance(toSegment: a, b), q.squaredDistance(toSegment: a, b)) }
        let x = SIMD2(p.x, q.x), y = SIMD2(p.y, q.y)
        var t = ((x - a.x) * ab.x + (y - a.y) * ab.y) / lengthSquared
        // `min(max(t, 0), 1)`, choosing as the scalar `max` and `min` do.
        t.replace(with: 0, where: t .<= 0)
        t.replace(with: 1, where: t .> 1)
        let dx = x - (a.x + ab.x * t), dy = y - (a.y + ab.y * t)
        return dx * dx + dy * dy
    }
}
