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

        /// `head` is not empty. O(k) in its points.
        init(_ head: [Vector2], tip: Vector2, backward: Vector2) {
            let forward = head.map { -($0 - tip).dot(backward) }
            let lateral = head.map { ($0 - tip).cross(backward) }
            let left = lateral.indices.max { lateral[$0] < lateral[$1] }!
            let right = lateral.indices.min { lateral[$0] < lateral[$1] }!
            let apex = forward.indices.max { forward[$0] < forward[$1] }!
            let (leftReach, rightReach) = (lateral[left], -lateral[right])
            (self.apex, self.left, self.right) = (head[apex], head[left], head[right])
            width = leftReach + rightReach
            isBalanced = min(leftReach, rightReach) >= ArrowFit.closedHeadBalance * max(leftReach, rightReach)
            hasDepth = forward[apex] - forward.min()! >= ArrowFit.closedHeadDepth * width
        }
    }
}
