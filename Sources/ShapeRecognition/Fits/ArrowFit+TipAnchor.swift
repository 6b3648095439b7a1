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

    /// Whether the barbs ending at `left` and `right` meet at `apex`: true unless `shaft`'s trace
    /// is all the ink in drawing order (one stroke: where strokes were lifted between, the pen
    /// need not come back), both ends are ink of it past the tip at `head` (0, the shaft's first
    /// vertex, or 1), the apex lies less than `triangleApexLead` of the longer barb from
    /// `tip`, and the trace between the two ends stays farther than `maximumBarbReturn` of the
    /// longer barb from the apex. O(n).
    static func barbsMeetAtApex(
        _ shaft: Shaft, head: Int, tip: Vector2, apex: Vector2, left: Vector2, right: Vector2, points: [Vector2]
    ) -> Bool {
        let longer = max(left.distance(to: apex), right.distance(to: apex))
        guard tip.distance(to: apex) < triangleApexLead * longer, shaft.trace.elementsEqual(points.indices) else { return true }
        let pastTip = head == 1 ? (shaft.ink.upperBound + 1)..<shaft.trace.count : 0..<shaft.ink.lowerBound
        guard let l = pastTip.first(where: { points[shaft.trace[$0]] == left }),
            let r = pastTip.first(where: { points[shaft.trace[$0]] == right })
        else { return true }
        let reach = maximumBarbReturn * longer
        return (min(l, r) + 1..<max(l, r)).contains { points[shaft.trace[$0]].distance(to: apex) <= reach }
    }
}
