import Foundation
import InkCore

extension StarFit {
    /// Largest share of the ink's swept area about the star's centre that runs against its
    /// stroke's direction of travel. Drawn stars stay below 0.15 (train and validation of $1, MMG
    /// and Quick, Draw!: at most 0.146, a skewed one-stroke pentagram whose centre lies near one
    /// chord's line); random zigzags mostly lie above 0.3.
    static let maximumBacktrackShare = 0.2

    /// Share of the area swept about `center` (the signed triangle area of each step with the
    /// centre, so tremor and chords passing near the centre weigh little) that runs against its
    /// stroke's own sense of rotation, in 0…1. A drawn star's path winds one way round its centre
    /// — every straight side misses the centre, so its polar angle moves one way, and the sides of
    /// one stroke continue each other (4π for a one-stroke pentagram, 2π per outline or triangle)
    /// — giving near 0; a zigzag that goes back and forth gives near ½. Each stroke is judged
    /// alone, so strokes drawn either way round add nothing. O(n).
    static func backtrackShare(of strokes: [[Vector2]], about center: Vector2) -> Double {
        var backward = 0.0, total = 0.0
        for stroke in strokes {
            var positive = 0.0, negative = 0.0
            for (a, b) in zip(stroke, stroke.dropFirst()) {
                let swept = (a - center).cross(b - center)
                if swept > 0 { positive += swept } else { negative -= swept }
            }
            backward += min(positive, negative)
            total += positive + negative
        }
        return total > 0 ? backward / total : 0
    }
}
