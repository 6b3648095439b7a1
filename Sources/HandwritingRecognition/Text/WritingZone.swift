import InkCore

/// The body zone of a line of handwriting: the band between the midline (top of "x") and the
/// baseline, where most ink of lower-case writing lies; ascenders rise above, descenders fall below.
///
/// Estimated from where the ink is (`InkHeightDistribution`: arc length spread over the heights
/// each segment spans): the midline at the 20th and the baseline at the 80th percentile of y.
/// Ascenders and descenders hold a minority of a line's ink, so the band follows the body of the
/// writing. Without lower case (capitals, digits, bars) the band is the middle 60 % or so of the
/// characters' height: about a real x-height (capitals and digits stand 1.4–1.7 x-heights tall),
/// but centred on them rather than ending at their baseline.
struct WritingZone: Sendable, Equatable {
    /// y of the midline, in points (y grows downward).
    var midline: Double
    /// y of the baseline, in points.
    var baseline: Double

    /// The zone's height, never below a small positive floor so ratios stay finite.
    var xHeight: Double { max(baseline - midline, 1e-6) }

    /// Ink this small, in points, is a tap (a press of the pen: 1 UIKit point, about 0.2 mm on an
    /// iPad at about 132 points to the inch) at any zone: a lone tap sets its own zone, so only an
    /// absolute size tells it from a letter.
    static let tapSize = 1.0

    /// Whether ink with box `bounds` is a dot, a tick or a tap: its diagonal is below `dotSize`
    /// x-heights of this zone (`TextRecognizerConfiguration.dotSize`) or below `tapSize` points.
    /// Neither engine reads such ink alone as a character: `TextLayout.words` gives it to a
    /// neighbour or, alone on its line, drops it, and `CharacterLattice` classifies no run of it. O(1).
    func isDot(_ bounds: BoundingBox, dotSize: Double) -> Bool {
        bounds.diagonal < max(dotSize * xHeight, Self.tapSize)
    }

    /// The zone of `strokes` (finite points only), or `nil` when they hold no ink.
    /// O(n log n) for n points.
    init?(strokes: [[Vector2]]) {
        var spans: [InkHeightDistribution.Span] = []
        for points in strokes {
            if points.count == 1 { spans.append(.init(low: points[0].y, high: points[0].y, weight: 0)) }
            for (a, b) in zip(points, points.dropFirst()) {
                spans.append(.init(low: min(a.y, b.y), high: max(a.y, b.y), weight: a.distance(to: b)))
            }
        }
        guard let distribution = InkHeightDistribution(spans) else { return nil }
        midline = distribution.quantile(0.2)
        baseline = distribution.quantile(0.8)
        if baseline - midline < 1e-6 {
            // A flat line of ink (a dash): take its own length as the scale.
            let half = max(distribution.extent, strokes.joined().map(\.x).spread) / 2
            midline -= max(half, 0.5)
            baseline += max(half, 0.5)
        }
    }
}

extension Array where Element == Double {
    /// max − min, 0 for an empty array.
    fileprivate var spread: Double { (self.max() ?? 0) - (self.min() ?? 0) }
}
