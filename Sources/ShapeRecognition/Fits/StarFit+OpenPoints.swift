import InkCore

extension StarFit {
    /// A point's ink is the ink within this share of the star's mean radius of it.
    static let pointReach = 0.2

    /// How many of the star's `points` are *open*: the ink crosses the circle of `pointReach`
    /// times `radius` round the point fewer than twice, so no two sides meet there — a stroke
    /// merely ends there (a letter's tail, a crossbar's end) or no stroke reaches it.
    ///
    /// At a star's point two sides meet: one stroke turns there, or two strokes' ends meet, so
    /// the ink leaves the point's neighbourhood at least twice. Only where a stroke starts or
    /// ends short of closing is a point open: the drawn stars fitted on the $1, MMG and Quick,
    /// Draw! train and validation splits have at most one open point of five and two of six
    /// (one per triangle of a two-stroke six-point star). The hull of a few strokes of
    /// handwriting (a held replay of FC flowchart pages groups up to five) has letters' free
    /// ends as corners: 3–5 of its points are open (twenty-third pass, chain20).
    /// - Parameters:
    ///   - strokes: the ink, each stroke in drawing order.
    ///   - points: the star's outer vertices.
    ///   - radius: the star's mean outer radius, in points.
    /// - Complexity: O(n·k) for n ink points and k star points.
    static func openPointCount(of strokes: [[Vector2]], points: [Vector2], radius: Double) -> Int {
        let reach = pointReach * radius
        return points.count { point in
            var crossings = 0
            for stroke in strokes {
                var inside: Bool?
                for p in stroke {
                    let now = p.distance(to: point) <= reach
                    if let before = inside, before != now { crossings += 1 }
                    inside = now
                }
            }
            return crossings < 2
        }
    }
}
