import InkCore

extension ArrowFit {
    /// Ink that the shaft's own stroke draws beyond its tail and off the shaft may lie at most
    /// this share of the shaft's length from the tail: a pen's hook where it set down. One
    /// stroke draws a head at the tip's end of its shaft (the shaft and the head's first barb
    /// meet there), never off the far end; a random zigzag's "head" is often ink drawn before
    /// its "shaft" began. Real arrows reach at most 0.18 (FC train and validation; $1 and MMG
    /// 0.15), random scribbles snapped as arrows up to 1.4 (eighteenth pass).
    static let maximumTailInkReach = 0.3

    /// Whether the ink `shaft`'s trace holds past its tail, the end away from the one head at
    /// `head` (0, the shaft's first vertex, or 1) — the trace before the shaft's ink when the
    /// head is at its last vertex, after it otherwise — lies within `offShaft` points of the
    /// shaft's `segments` or within `maximumTailInkReach` of its `length` (points) of the tail.
    /// O(t·s) in the t points past the tail and s shaft segments.
    static func tailInkStaysNear(
        _ shaft: Shaft, head: Int, points: [Vector2], segments: [Segment], offShaft: Double, length: Double
    ) -> Bool {
        let tail = shaft.vertices[head == 1 ? 0 : shaft.vertices.count - 1]
        let beyondTail = head == 1 ? 0..<shaft.ink.lowerBound : (shaft.ink.upperBound + 1)..<shaft.trace.count
        let reach = maximumTailInkReach * length
        return beyondTail.allSatisfy { position in
            let p = points[shaft.trace[position]]
            return p.distance(to: tail) <= reach || segments.contains { $0.distance(to: p) <= offShaft }
        }
    }
}
