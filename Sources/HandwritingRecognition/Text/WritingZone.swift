import InkCore

/// The body zone of a line of handwriting: the band between the midline (top of "x") and the
/// baseline, where most ink of lower-case writing lies; ascenders rise above, descenders fall below.
///
/// Estimated from where the ink is, weighted by arc length: the midline at the 20th and the
/// baseline at the 80th percentile of y. Ascenders and descenders hold a minority of a line's
/// ink, so the band follows the body of the writing. Fails for all-capital text, whose "x-height"
/// becomes the capital height (capitals then look like lower case to the zone prior).
struct WritingZone: Sendable, Equatable {
    /// y of the midline, in points (y grows downward).
    var midline: Double
    /// y of the baseline, in points.
    var baseline: Double

    /// The zone's height, never below a small positive floor so ratios stay finite.
    var xHeight: Double { max(baseline - midline, 1e-6) }

    /// The zone of `strokes` (finite points only), or `nil` when they hold no ink.
    /// O(n log n) for n points.
    init?(strokes: [[Vector2]]) {
        var samples: [(y: Double, weight: Double)] = []
        for points in strokes {
            if points.count == 1 { samples.append((points[0].y, 1e-9)) }
            for (a, b) in zip(points, points.dropFirst()) {
                samples.append(((a.y + b.y) / 2, a.distance(to: b)))
            }
        }
        guard !samples.isEmpty else { return nil }
        samples.sort { $0.y < $1.y }
        let total = samples.reduce(0) { $0 + $1.weight }
        func percentile(_ q: Double) -> Double {
            guard total > 0 else { return samples[samples.count / 2].y }
            var running = 0.0
            for s in samples {
                running += s.weight
                if running >= q * total { return s.y }
            }
            return samples[samples.count - 1].y
        }
        midline = percentile(0.2)
        baseline = percentile(0.8)
        if baseline - midline < 1e-6 {
            // A flat line of ink (a dash): take its own length as the scale.
            let extent = (samples.last!.y - samples.first!.y)
            let half = max(extent, strokes.joined().map(\.x).spread) / 2
            midline -= max(half, 0.5)
            baseline += max(half, 0.5)
        }
    }
}

extension Array where Element == Double {
    /// max − min, 0 for an empty array.
    fileprivate var spread: Double { (self.max() ?? 0) - (self.min() ?? 0) }
}
