import InkCore

extension StarFit {
    /// A star whose fifth point is `withBluntPoint`'s must have valleys at most this deep share
    /// of its radius. A regular pentagram's lie at 0.38, the five-point stars the rule finds on
    /// the $1, MMG and Quick, Draw! train and validation splits at 0.15–0.46; a circle crossed by
    /// a stroke (MMG "null" ∅) whose hull has 4 corners and a turning tip at 0.55.
    static let bluntPointMaximumInnerRatio = 0.5
    /// The ink within this share of the size of that fifth point …
    static let tipReach = 0.1
    /// … must turn by at least this much in all, in radians (90°): a star's point turns the
    /// pen by 109–169° there (same stars), while the hull's farthest vertex from the 4 corners of
    /// a flagged "4" (pendigits train), a "D", a "P" or a ∅ lies on a smooth stretch or a stroke's
    /// end (0–72°, a few "4"s and one ∅ up to 132°).
    static let minimumTipTurn = Double.pi / 2

    /// `corners` (4 of the hull's vertices) with the hull vertex farthest from their
    /// quadrilateral added in its place round the hull, in canonical order; `nil` when the pen
    /// does not turn round that vertex by `minimumTipTurn` within `tipReach` of the size.
    ///
    /// A five-point star drawn with one point blunt or short has two shallow hull corners there,
    /// or one close to the line between its neighbours, which Douglas–Peucker on the hull drops,
    /// leaving 4; the hull point farthest from those 4 is that point. Whether the five are a star
    /// is then the fit's to judge (regularity, inner reach, winding, visit order), with valleys
    /// as deep as `bluntPointMaximumInnerRatio`. O(h + n) in hull vertices and stroke points.
    static func withBluntPoint(_ corners: [Vector2], hull: [Vector2], strokes: [[Vector2]], size: Double) -> [Vector2]? {
        let sides = corners.closedPolygonSegments
        func gap(_ p: Vector2) -> Double {
            var nearest = Double.infinity
            for side in sides { nearest = min(nearest, side.distance(to: p)) }
            return nearest
        }
        // Each vertex's gap once (`max(by:)` over `gap` would take two per comparison); the first
        // of equal gaps, as `max(by:)` picks.
        let gaps = hull.map(gap)
        guard let farthest = gaps.indices.max(by: { gaps[$0] < gaps[$1] }), gaps[farthest] > 0 else { return nil }
        let tip = hull[farthest]
        var turn = 0.0
        for stroke in strokes where stroke.count > 2 {
            for i in 1..<(stroke.count - 1) where stroke[i].distance(to: tip) <= tipReach * size {
                turn += (stroke[i] - stroke[i - 1]).signedAngle(to: stroke[i + 1] - stroke[i])
            }
        }
        guard abs(turn) >= minimumTipTurn else { return nil }
        let center = corners.mean
        // The quadrilateral is convex and holds its centroid, so angle about it orders the five.
        return PolygonFit.canonicalOrder((corners + [tip]).sorted { ($0 - center).angle < ($1 - center).angle })
    }
}
