import InkCore

extension ArrowFit {
    /// The stretch of ink around one end of a shaft where that end's barbs are looked for, and
    /// the barbs found so far: on each side of the shaft's line, the point farthest from the apex
    /// (a head drawn past the shaft's end reaches beyond it).
    struct HeadRegion {
        /// The shaft's end, in points, and the unit direction back along the shaft from it.
        var tip: Vector2
        var backward: Vector2
        /// The head's apex, in points.
        var apex: Vector2
        /// The region spans these distances back along the shaft from the tip, in points
        /// (`near` is negative: beyond the tip).
        var near: Double
        var far: Double
        /// The farthest point from the apex on the left of the backward direction (cross
        /// product positive) and on the right, with their distances and positions in the ink;
        /// found by `admit(_:at:)`.
        var left: Vector2? = nil
        var right: Vector2? = nil
        var leftReach = -Double.infinity
        var rightReach = -Double.infinity
        var leftPosition = Int.max
        var rightPosition = Int.max

        /// Whether `p`, at `position` in the ink, lies in the region; if it does and lies farther
        /// from the apex than the barb so far on its side (or as far and earlier in the ink, so
        /// the barb does not depend on the order points are admitted in), it becomes that side's
        /// barb. O(1).
        mutating func admit(_ p: Vector2, at position: Int) -> Bool {
            let relative = p - tip
            let back = relative.dot(backward)
            guard back >= near, back <= far else { return false }
            let distance = p.distance(to: apex)
            if relative.cross(backward) > 0 {
                if distance > leftReach || (distance == leftReach && position < leftPosition) {
                    (left, leftReach, leftPosition) = (p, distance, position)
                }
            } else if distance > rightReach || (distance == rightReach && position < rightPosition) {
                (right, rightReach, rightPosition) = (p, distance, position)
            }
            return true
        }
    }
}
