import InkCore

extension ArrowFit {
    /// Where the shaft's own stroke draws both barbs, its pen comes back to the apex between
    /// their ends (a barb drawn out and back to the tip, then the other): the ink between them
    /// comes within this share of the longer barb of the apex. Real one-stroke heads come within
    /// 0.27 (FC train writer 4; $1 0.21), random zigzags whose successive segments pass for
    /// barbs stay 0.36–0.96 away (nineteenth pass).
    static let maximumBarbReturn = 0.35
    /// A head whose apex lies at least this share of the longer barb from the shaft's tip (a
    /// distance, in any direction) was drawn from its apex as a triangle (tip, apex, one barb,
    /// across to the other; FC writer 12, 0.45): its pen need not come back (zigzags' apexes
    /// lie 0–0.25 from it).
    static let triangleApexLead = 0.3
    /// A head the shaft's own stroke draws has barbs at most this many times as long as the
    /// straight stretch of shaft it sits on: real one-stroke heads reach 1.02 (FC train writer
    /// 5; $1 0.95), random zigzags whose segments pass for a shaft and its barbs 1.3–1.7. Heads
    /// drawn as strokes of their own may be bigger (MMG train two-stroke arrows 1.27) and are
    /// not held to it (twenty-first pass).
    static let maximumOneStrokeBarb = 1.25

    /// Whether the barbs ending at `left` and `right` meet at `apex` as a head the shaft's own
    /// stroke draws. True where `shaft`'s trace is not all the ink in drawing order (where
    /// strokes were lifted between, the pen need not come back, and a head may be drawn bigger).
    /// One stroke draws its head past the shaft's tip, no bigger than the shaft: false where the
    /// longer barb is more than `maximumOneStrokeBarb` times `stretch` (the straight stretch of
    /// shaft the head sits on, in points), or either end is not ink of the trace past the tip at
    /// `head` (0, the shaft's first vertex, or 1) — such a "barb" was drawn with the shaft or
    /// before its tail, as a zigzag's segments are (no real one-stroke head in $1 or FC train and
    /// validation has one; twenty-first pass). Then true where the apex lies at least
    /// `triangleApexLead` of the longer barb from `tip`, else whether the trace between the two
    /// ends comes within `maximumBarbReturn` of the longer barb of the apex. O(n).
    static func barbsMeetAtApex(
        _ shaft: Shaft, head: Int, tip: Vector2, apex: Vector2, left: Vector2, right: Vector2, stretch: Double,
        points: [Vector2]
    ) -> Bool {
        guard shaft.trace.elementsEqual(points.indices) else { return true }
        let longer = max(left.distance(to: apex), right.distance(to: apex))
        guard longer <= maximumOneStrokeBarb * stretch else { return false }
        let pastTip = head == 1 ? (shaft.ink.upperBound + 1)..<shaft.trace.count : 0..<shaft.ink.lowerBound
        guard let l = pastTip.first(where: { points[shaft.trace[$0]] == left }),
            let r = pastTip.first(where: { points[shaft.trace[$0]] == right })
        else { return false }
        guard tip.distance(to: apex) < triangleApexLead * longer else { return true }
        let reach = maximumBarbReturn * longer
        return (min(l, r) + 1..<max(l, r)).contains { points[shaft.trace[$0]].distance(to: apex) <= reach }
    }
}
