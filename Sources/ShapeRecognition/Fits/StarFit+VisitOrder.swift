import InkCore

extension StarFit {
    /// In a one-stroke star, at least this share of the steps between the points, in the order
    /// the pen visits them, must skip the same number of points.
    static let minimumVisitRegularity = 0.6

    /// The share of the steps between consecutive visits to the star's `points` (where `stroke`
    /// comes nearest each) that advance by the most common number of points, in 0…1: 1 for a
    /// one-stroke pentagram (every step two points on) or an outlined star (one), about ½ for a
    /// zigzag whose hull corners it reaches in no order. 1 when there is fewer than one step.
    /// O(n·k) for n stroke points and k star points.
    static func visitRegularity(of stroke: [Vector2], points: [Vector2]) -> Double {
        let k = points.count
        guard k > 1, !stroke.isEmpty else { return 1 }
        // For each point, the position along the stroke where the ink comes nearest it.
        let visits = points.indices.map { point in
            (position: stroke.indexOfNearest(to: points[point], in: stroke.indices)!, point: point)
        }.sorted { $0.position < $1.position }
        var counts = [Int](repeating: 0, count: k)
        for (a, b) in zip(visits, visits.dropFirst()) { counts[(b.point - a.point + k) % k] += 1 }
        return Double(counts.max()!) / Double(k - 1)
    }
}
