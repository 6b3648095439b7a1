import Foundation
import InkCore

extension PolygonFit {
    /// A 7-gon gives way to the more regular of the elimination order's 6- and 8-gons when
    /// that one's irregularity is at most this times its own: heptagons are rarely drawn on
    /// purpose, so near-ties go to a neighbour. (Quick, Draw! train: a hexagon whose pen stopped
    /// short of its start, 0.666 against the heptagon's 0.658; a drawn heptagon labelled hexagon
    /// stays, 0.412 against 0.263.)
    static let heptagonTieShare = 1.05

    /// The 6–8-gon through `input` (the loop simplified at the fine tolerance), or `nil` when
    /// fewer than `manySides` clear corners remain. Where the elimination order settles on 4
    /// vertices, its 8-vertex polygon is the one merged (a square with its corners cut is an
    /// octagon; see "Side counts of many-sided polygons"). O(k²) in input vertices.
    static func manySidedCorners(_ input: [Vector2]) -> [Vector2]? {
        let (snapshots, count) = clearestCorners(input)
        // The largest jump at 4 is a four-cornered outline: a box, or an octagon whose four short
        // sides (a square's corners cut) cost little area to drop. Its 8-gon is merged as any:
        // a box's extra vertices turn too little to stay.
        let chosen = count == 4 && !snapshots[maximumCorners].isEmpty
            ? snapshots[maximumCorners] : count <= maximumCorners ? snapshots[count] : input
        guard chosen.count >= manySides, let many = merged(chosen, relativeTurn: true), many.count >= manySides else {
            return nil
        }
        guard many.count == 7 else { return many }
        // A hexagon's start gap or bulge adds a vertex, an octagon's shallow corner merged away
        // removes one: the neighbour counts come from the same elimination order.
        // Each scored once: comparing them scored each again per comparison.
        let neighbours = [snapshots[6], snapshots[8]].filter { !$0.isEmpty }.map { ($0, irregularity($0)) }
        guard let best = neighbours.min(by: { $0.1 < $1.1 }), best.1 <= heptagonTieShare * irregularity(many)
        else { return many }
        return best.0
    }

    /// How far a closed polygon is from regular, scale-free: the coefficient of variation of its
    /// side lengths plus the mean deviation of its turns from 2π/k, as a share of 2π/k. 0 for a
    /// regular polygon; hand-drawn hexagons and octagons score 0.2–0.6. O(k).
    static func irregularity(_ v: [Vector2]) -> Double {
        let n = v.count
        let sides = v.closedPolygonSegments.map(\.length)
        let mean = sides.reduce(0, +) / Double(n)
        guard mean > 0 else { return .infinity }
        let variance = sides.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(n)
        let regularTurn = 2 * Double.pi / Double(n)
        let winding: Double = v.twiceSignedPolygonArea < 0 ? -1 : 1
        var turnDeviation = 0.0
        for i in v.indices {
            let prev = v[(i + n - 1) % n], next = v[(i + 1) % n]
            turnDeviation += abs((v[i] - prev).signedAngle(to: next - v[i]) * winding - regularTurn)
        }
        return variance.squareRoot() / mean + turnDeviation / Double(n) / regularTurn
    }
}
