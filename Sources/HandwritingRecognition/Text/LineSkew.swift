import Foundation
import InkCore

/// The direction a line of handwriting runs in (its baseline skew), and the line turned level.
///
/// A line written askew drifts vertically along its length: its zone takes in the drift (x-heights
/// too tall, so word gaps look small); `TextRecognizer` measures word gaps on the line turned
/// level. As on-line recognizers normalize a line before reading it (Jaeger, Manke, Reichert and
/// Waibel, "Online handwriting recognition: the NPen++ recognizer", IJDAR 3(3), 2001: the baseline fitted
/// through the local minima of the writing, and the ink rotated to make it horizontal), the
/// baseline here runs through the line's bottoms: the confirmed local maxima of y (y down) of
/// every stroke, found with `StrokeSegmenter`'s hysteresis so tremor adds none. Descenders add
/// bottoms below the baseline, so the slope is the Theil–Sen estimate (Sen, "Estimates of the
/// regression coefficient based on Kendall's tau", JASA 63, 1968): the median of the slopes
/// between pairs of bottoms at least an x-height apart horizontally, which a minority of
/// descender bottoms does not move. Fewer than two such bottoms give no skew.
struct LineSkew: Sendable, Equatable {
    /// The baseline's angle in radians, positive where the line falls to the right (y down);
    /// 0 when the ink gives no estimate. Within ±`maxAngle`.
    var angle: Double
    /// The point the line turns about, in points: the centre of the bottoms' extent.
    var pivot: Vector2

    /// Estimates further than this from level (radians, 20°) are not a line's skew but ink that
    /// is no line (a column of digits, a scribble): such ink is read as written.
    static let maxAngle = 20 * Double.pi / 180
    /// Bottoms used at most (evenly spaced by x), so pairs stay O(1) per line: 300 bottoms are
    /// about 40 words of cursive.
    static let maxBottoms = 300

    /// The skew of the line of `strokes` (finite points only), with bottoms confirmed at
    /// `hysteresis` points of vertical travel and paired when at least `minSeparation` points apart
    /// horizontally. O(n + b²) for n points and b ≤ `maxBottoms` bottoms.
    init(strokes: [[Vector2]], hysteresis: Double, minSeparation: Double) {
        var bottoms = strokes.flatMap { points in
            StrokeSegmenter.extremes(of: points, hysteresis: hysteresis).filter(\.isBottom).map { points[$0.index] }
        }.sorted { $0.x < $1.x }
        if bottoms.count > Self.maxBottoms {
            bottoms = (0..<Self.maxBottoms).map { bottoms[$0 * (bottoms.count - 1) / (Self.maxBottoms - 1)] }
        }
        var slopes: [Double] = []
        for (i, a) in bottoms.enumerated() {
            for b in bottoms[(i + 1)...] where b.x - a.x >= minSeparation {
                slopes.append((b.y - a.y) / (b.x - a.x))
            }
        }
        slopes.sort()
        let angle = slopes.isEmpty ? 0 : atan(slopes[slopes.count / 2])
        self.angle = abs(angle) <= Self.maxAngle ? angle : 0
        let xs = bottoms.map(\.x), ys = bottoms.map(\.y)
        pivot = bottoms.isEmpty ? Vector2(0, 0) : Vector2(((xs.min()! + xs.max()!) / 2), ((ys.min()! + ys.max()!) / 2))
    }

    /// `points` turned about `pivot` by −`angle`, so the line's baseline runs horizontally. O(n).
    func levelled(_ points: [Vector2]) -> [Vector2] {
        guard angle != 0 else { return points }
        return points.map { pivot + ($0 - pivot).rotated(by: -angle) }
    }
}
