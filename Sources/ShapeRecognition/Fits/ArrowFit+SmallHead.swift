import InkCore

extension ArrowFit {
    /// A small closed head (a little loop, knot or filled triangle at the end of a long
    /// connector) lies within this share of its stretch of the shaft's end: resampled at the
    /// group's spacing it has too few points for `closedHead`'s sector and hull tests.
    static let smallHeadReach = 0.15
    /// It has at least this many points…
    static let smallHeadPoints = 3
    /// …is at least this share of its stretch wide across the shaft…
    static let smallHeadWidth = 0.02
    /// …and its ink, followed in drawing order where consecutive points are at most
    /// `smallHeadStep` resampling spacings apart, sweeps round its centre one way by at least
    /// this much, in radians (a loop; a scribble's sweeps cancel). A head a few spacings across
    /// has only 3–8 points, and the steps the reach or the step limit cut leave a drawn loop or
    /// triangle 1.17π–1.44π of its turn (FC train); a pen's hook at a line's end sweeps less
    /// (a Quick, Draw! train line's hook passes for a head from 0.9π).
    static let smallHeadWinding = 1.1 * Double.pi
    static let smallHeadStep = 2.5

    /// A small closed head at `tip`: the ink of `ink` (not drawn with the shaft, in drawing order)
    /// within `smallHeadReach` of `scale` of the tip, on both sides of the shaft's line alike
    /// (`closedHeadBalance`), `closedHeadDepth` of its width deep along the shaft, and winding
    /// round (`smallHeadWinding`). Its whole hull explains ink. `near` are the positions in
    /// `ink`, ascending, of the points within `closedHeadReach` of `scale` of the tip, which hold
    /// every point within `smallHeadReach`. O(m) in `near`, plus O(k log k) in the k points.
    static func smallClosedHead(
        at tip: Vector2, backward: Vector2, ink: [Vector2], near: [Int], scale: Double, spacing: Double
    ) -> ClosedHead? {
        let reach = scale * smallHeadReach, step = spacing * smallHeadStep
        // The head's points, each marked whether it follows the one before in the ink.
        var head: [Vector2] = [], follows: [Bool] = []
        head.reserveCapacity(near.count)
        follows.reserveCapacity(near.count)
        var previous: Int?
        for i in near where ink[i].distance(to: tip) <= reach {
            let p = ink[i]
            follows.append(previous == i - 1 && ink[i - 1].distance(to: p) <= step)
            head.append(p)
            previous = i
        }
        guard head.count >= smallHeadPoints else { return nil }
        // The extent first: it costs less than the winding's angles.
        let extent = HeadExtent(head, tip: tip, backward: backward)
        guard extent.width >= smallHeadWidth * scale, extent.isBalanced, extent.hasDepth else { return nil }
        // The angle the ink sweeps round its centre: robust to the cusps of a tiny loop's few
        // points, where the pen's heading flips.
        let centre = head.reduce(Vector2.zero, +) / Double(head.count)
        var winding = 0.0
        for k in 1..<head.count where follows[k] {
            winding += (head[k - 1] - centre).signedAngle(to: head[k] - centre)
        }
        guard abs(winding) >= smallHeadWinding else { return nil }
        let hull = ConvexHull.vertices(of: head)
        guard hull.count >= 3 else { return nil }
        return ClosedHead(apex: extent.apex, left: extent.left, right: extent.right, roundHull: hull)
    }
}
