import InkCore

extension Array where Element == Vector2 {
    /// A turn sharper than this between consecutive steps, in radians (143°), is a cusp: the pen
    /// reversing on itself, as a mouse does in a jitter at a stroke's start (Quick, Draw! train
    /// hexagon #41 starts 6 px left, then right). Its sign is arbitrary, ±π, so it says nothing
    /// about the way the path winds. Drawn corners turn far less between resampled points
    /// (an octagon's 45°, a hexagon's 60°, rounded over several steps).
    static let cuspTurn = 2.5

    /// The signed turn of the polyline from its first step to its last, in radians, leaving out
    /// cusps (`cuspTurn`): about ±2π for a closed loop, more than π for an open hexagon one side
    /// short, near 0 for a path that winds back on itself ("?", "S"). O(n).
    var netTurnIgnoringCusps: Double {
        guard count >= 3 else { return 0 }
        var total = 0.0
        for i in 1..<(count - 1) {
            let turn = (self[i] - self[i - 1]).signedAngle(to: self[i + 1] - self[i])
            if abs(turn) <= Self.cuspTurn { total += turn }
        }
        return total
    }

    /// The signed turn of the polyline, in radians, over the steps within `window` points of arc
    /// length before and after point `index` (not past the ends), cusps left out
    /// (`netTurnIgnoringCusps`). O(steps in the window).
    func turn(around index: Int, within window: Double) -> Double {
        var lo = index, hi = index, before = 0.0, after = 0.0
        while lo > 0, before + self[lo].distance(to: self[lo - 1]) <= window {
            before += self[lo].distance(to: self[lo - 1])
            lo -= 1
        }
        while hi < count - 1, after + self[hi].distance(to: self[hi + 1]) <= window {
            after += self[hi].distance(to: self[hi + 1])
            hi += 1
        }
        return Array(self[lo...hi]).netTurnIgnoringCusps
    }
}
