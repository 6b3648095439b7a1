/// How a line's ink is spread over height: each segment of a stroke adds its arc length spread
/// evenly over the heights (y) it spans, and a lone point adds a point mass. Quantiles of this
/// distribution are the heights below which a given share of the ink lies.
///
/// Spreading, rather than placing each segment's length at its midpoint, keeps the quantiles
/// right for sparse ink (long straight segments, as in FC flowchart pages or a bar drawn as two
/// points), where midpoints would pile the ink into a few heights.
struct InkHeightDistribution {
    /// A segment's heights, `low ≤ high`, and its weight (arc length, points).
    struct Span {
        var low: Double
        var high: Double
        var weight: Double
    }

    /// Where the cumulative weight changes slope or jumps, ascending.
    private var events: [(y: Double, jump: Double, slope: Double)] = []
    private var total = 0.0
    private var lowest: Double
    private var highest: Double

    /// The distribution of `spans` (finite values), or `nil` for no spans. Spans of zero total
    /// weight (lone points) count equally, as if each weighed 1. O(s log s) for s spans.
    init?(_ spans: [Span]) {
        guard let first = spans.first else { return nil }
        lowest = first.low
        highest = first.high
        let weighed = spans.contains { $0.weight > 0 }
        for span in spans {
            lowest = min(lowest, span.low)
            highest = max(highest, span.high)
            let weight = weighed ? span.weight : 1
            guard weight > 0 else { continue }
            total += weight
            if span.high > span.low {
                let density = weight / (span.high - span.low)
                events.append((span.low, 0, density))
                events.append((span.high, 0, -density))
            } else {
                events.append((span.low, weight, 0))
            }
        }
        events.sort { $0.y < $1.y }
    }

    /// Distance from the lowest to the highest y of the ink, points.
    var extent: Double { highest - lowest }

    /// The least y with a share `q` (0…1) of the weight at or below it. O(s).
    func quantile(_ q: Double) -> Double {
        let target = q * total
        var below = 0.0, slope = 0.0, y = lowest
        for event in events {
            // Weight grows linearly from y to event.y.
            let gained = slope * (event.y - y)
            if below + gained >= target, slope > 0 { return y + (target - below) / slope }
            below += gained
            y = event.y
            below += event.jump
            if below >= target { return y }
            slope += event.slope
        }
        return highest
    }
}
