import InkCore

extension ArrowFit {
    /// A head drawn round the shaft's end, its ink's centre within this share of its width ahead
    /// of the tip, explains all ink inside its convex hull: its outline may bulge behind its
    /// barbs (a loop or pentagon drawn round the shaft's end). A loop hanging beyond the end (a
    /// half note's head, a "9"'s bowl) explains only its triangle.
    static let roundHeadCentring = 0.25

    /// A closed head (a triangle or blob drawn outlined or filled round a shaft's end): its
    /// forward-most ink, its ink farthest out on each side of the shaft, and the ink it
    /// explains (a filled head's scribble turns inside it).
    struct ClosedHead {
        var apex: Vector2
        var left: Vector2
        var right: Vector2
        /// The convex hull of the head's ink, counter-clockwise in y-up axes, when the head is
        /// drawn round the shaft's end (`roundHeadCentring`); else empty.
        var roundHull: [Vector2]

        /// Whether `p` lies inside the triangle of apex and barbs, or inside the round hull, or
        /// on their sides. O(h) in hull vertices.
        func contains(_ p: Vector2) -> Bool {
            p.lies(inTriangle: apex, left, right)
                || (!roundHull.isEmpty
                    && roundHull.indices.allSatisfy { k in
                        (roundHull[(k + 1) % roundHull.count] - roundHull[k]).cross(p - roundHull[k]) >= 0
                    })
        }
    }
}

extension ArrowFit {
    /// A closed head's ink measured in the shaft's frame at the tip (forward along the shaft,
    /// lateral across it): its forward-most point, its points farthest out on each side, its
    /// width across the shaft, whether it reaches on its narrower side of the shaft's line at
    /// least `closedHeadBalance` of its wider side, and whether it is `closedHeadDepth` of its
    /// width deep along the shaft (a crossbar, an "I"'s serif, has no depth).
    struct HeadExtent {
        var apex: Vector2
        var left: Vector2
        var right: Vector2
        var width: Double
        var isBalanced: Bool
        var hasDepth: Bool

        /// `head` is not empty. O(k) in its points, in one pass: each extreme is the first point
        /// reaching it, as `max(by:)` and `min(by:)` over the points would choose.
        init(_ head: [Vector2], tip: Vector2, backward: Vector2) {
            let forward = { (p: Vector2) in -(p - tip).dot(backward) }
            let lateral = { (p: Vector2) in (p - tip).cross(backward) }
            var (apex, left, right) = (0, 0, 0)
            var (mostForward, leastForward) = (forward(head[0]), forward(head[0]))
            var (mostLeft, mostRight) = (lateral(head[0]), lateral(head[0]))
            for k in head.indices.dropFirst() {
                let f = forward(head[k]), l = lateral(head[k])
                if mostLeft < l { (left, mostLeft) = (k, l) }
                if l < mostRight { (right, mostRight) = (k, l) }
                if mostForward < f { (apex, mostForward) = (k, f) }
                if f < leastForward { leastForward = f }
            }
            let (leftReach, rightReach) = (mostLeft, -mostRight)
            (self.apex, self.left, self.right) = (head[apex], head[left], head[right])
            width = leftReach + rightReach
            isBalanced = min(leftReach, rightReach) >= ArrowFit.closedHeadBalance * max(leftReach, rightReach)
            hasDepth = mostForward - leastForward >= ArrowFit.closedHeadDepth * width
        }
    }
}
