import InkCore

extension StarFit {
    /// In a one-stroke star, at least this share of the steps between the points, in the order
    /// the pen visits them, must skip the same number of points.
    static let minimumVisitRegularity = 0.6
    /// The pen visits a point each time its stroke comes within this share of the star's mean
    /// radius of it (after reaching another point, or at its start): a pen running on past its
    /// start passes the first points again, one that begins by retracing a side passes its far
    /// point early, and where it comes nearest each point may be either pass (fifteenth pass: $1
    /// train and validation stars run on by 25 % of their length, 76.7 → 100 %; nearest visits
    /// put the run-on pass's drifted tip out of order).
    static let visitReach = 0.1

    /// The share of the steps between consecutive visits to the star's `points` (each time
    /// `stroke` comes within `visitReach` of one other than the last visited) that advance by
    /// the most common number of points, in 0…1: 1 for a one-stroke pentagram (every step two
    /// points on) or an outlined star (one), about ½ for a zigzag that reaches its hull corners
    /// in no order. 1 when there is fewer than one step. O(n·k) for n stroke points and k star
    /// points.
    static func visitRegularity(of stroke: [Vector2], points: [Vector2]) -> Double {
        let k = points.count
        guard k > 1, !stroke.isEmpty else { return 1 }
        let center = points.mean
        let reach = visitReach * points.reduce(0.0) { $0 + $1.distance(to: center) } / Double(k)
        // Every pass counts, in drawing order: a run-on or retraced stretch passes points again.
        var visits: [Int] = []
        for p in stroke {
            guard let point = points.indices.first(where: { points[$0].distance(to: p) <= reach }), point != visits.last
            else { continue }
            visits.append(point)
        }
        guard visits.count > 1 else { return 1 }
        var counts = [Int](repeating: 0, count: k)
        for (a, b) in zip(visits, visits.dropFirst()) { counts[(b - a + k) % k] += 1 }
        return Double(counts.max()!) / Double(visits.count - 1)
    }
}
