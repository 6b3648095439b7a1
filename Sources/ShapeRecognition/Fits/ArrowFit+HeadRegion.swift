import InkCore

extension ArrowFit {
    /// The stretch of ink around one end of a shaft where that end's barbs are looked for, and
    /// the barbs found so far: on each side of the shaft's line, the point farthest from the apex
    /// (a head drawn past the shaft's end reaches beyond it), and the point farthest back along
    /// the shaft (where a barb whose pen hooks forward at its end turned: its hook reaches
    /// farther from the apex than the barb's corner).
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
        /// The farthest points from the apex on the left of the backward direction (cross
        /// product positive) and on the right, found by `admit(_:at:)`.
        private(set) var farthestLeft = Extreme()
        private(set) var farthestRight = Extreme()
        /// The points farthest back along the shaft on each side.
        private(set) var rearmostLeft = Extreme()
        private(set) var rearmostRight = Extreme()

        init(tip: Vector2, backward: Vector2, apex: Vector2, near: Double, far: Double) {
            (self.tip, self.backward, self.apex, self.near, self.far) = (tip, backward, apex, near, far)
        }

        /// The barb ends on the left and the right: the points farthest from the apex.
        var left: Vector2? { farthestLeft.point }
        var right: Vector2? { farthestRight.point }

        /// Where `p` lies in the region: its distance back along the shaft from the tip, and
        /// whether it is on the left; `nil` outside the region. O(1).
        func place(_ p: Vector2) -> (back: Double, isLeft: Bool)? {
            let relative = p - tip
            let back = relative.dot(backward)
            guard back >= near, back <= far else { return nil }
            return (back, relative.cross(backward) > 0)
        }

        /// Whether `p`, at `position` in the ink, lies in the region; if it does, it is offered
        /// as its side's farthest and rearmost point. O(1). Inlined: the off-shaft sort offers
        /// every off-shaft point to both ends' regions, and the call cost more than the test.
        @inline(__always)
        mutating func admit(_ p: Vector2, at position: Int) -> Bool {
            guard let (back, isLeft) = place(p) else { return false }
            let distance = p.distance(to: apex)
            if isLeft {
                farthestLeft.offer(p, value: distance, at: position)
                rearmostLeft.offer(p, value: back, at: position)
            } else {
                farthestRight.offer(p, value: distance, at: position)
                rearmostRight.offer(p, value: back, at: position)
            }
            return true
        }
    }

    /// The point of largest value offered so far (as large and earlier in the ink on a tie, so
    /// it does not depend on the order points are offered in).
    struct Extreme {
        private(set) var point: Vector2?
        private var value = -Double.infinity
        private var position = Int.max

        mutating func offer(_ p: Vector2, value: Double, at position: Int) {
            if value > self.value || (value == self.value && position < self.position) {
                (point, self.value, self.position) = (p, value, position)
            }
        }
    }
}
