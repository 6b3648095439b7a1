import InkCore

extension ShapeRecognizer {
    /// A triangle closed in an "X" (the pen running on past its start corner, crossing the first
    /// side) is judged on its loop as cut at the crossing when the ink cut away, before and after
    /// it, is at most this share of the loop's: the pen's stop may leave as much of an outline
    /// undrawn (`maximumMissingShare`), while an "x" mark cuts away as much ink as its loop holds.
    static let maximumOvershootShare = 0.25
    /// … and when the loop winds once round the triangle: the area it encloses, signed so that
    /// the lobes of a figure "8" cancel, is at least this share of the triangle's. Quick, Draw!
    /// train triangles closing in an "X" enclose 0.81–1.37 of theirs, narrow pendigits train
    /// "8"s cut at a crossing near their top 0.33–0.56.
    static let minimumLoopAreaShare = 0.7

    /// The loop as cut where the pen crossed its first side (`PreparedInk.cutLoopRange`), to measure
    /// `triangle`'s error on without the overshoot, or `nil` when the cut is no crossing, cuts
    /// away more than `maximumOvershootShare` of the loop's ink, or the loop encloses less than
    /// `minimumLoopAreaShare` of the triangle. O(n) in resampled points.
    static func crossedOvershootTrimmed(ink: PreparedInk, cut: [Vector2], triangle: [Vector2]) -> [Vector2]? {
        let dropped = ink.path.count - cut.count
        guard cut.first != ink.path.first, Double(dropped) <= maximumOvershootShare * Double(cut.count) else { return nil }
        return loopAreaShare(cut, triangle: triangle) >= minimumLoopAreaShare ? cut : nil
    }

    /// The area `loop` encloses (closed back to its first point, sign dropped after summing, so
    /// lobes wound opposite ways cancel) over `triangle`'s: 0 for a triangle without area, NaN
    /// for non-finite points. O(n).
    static func loopAreaShare(_ loop: [Vector2], triangle: [Vector2]) -> Double {
        let area = triangle.polygonArea
        return area > 0 ? loop.polygonArea / area : 0
    }
}
