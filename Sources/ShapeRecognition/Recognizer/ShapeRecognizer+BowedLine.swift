import Foundation
import InkCore

extension ShapeRecognizer {
    /// A bowed line's error is its wobble about the bow plus this share of the bow's sagitta:
    /// a mouse line bowed by 5–7 % of its length (Quick, Draw! train) scores as a line, a "(" or
    /// "c", bowed by 15 % or more, does not.
    static let bowPenalty = 0.15
    /// The bow is forgiven only when the path nowhere turns by more than this between resampled
    /// points, in radians (40°): the gently bowed mouse lines turn 8–29°, while a handwritten "1"
    /// or "l" as bowed starts with a flag or tick (54–167° on the FC and pendigits train digits).
    static let maximumBowTurn = 0.7

    /// The line's scale-free error: its RMS distance to the axis over its length, or, when the
    /// ink bends smoothly (`maximumBowTurn`), the smaller `LineFit.bow` wobble plus
    /// `bowPenalty` times the sagitta. O(n) in resampled points.
    static func lineError(_ fit: LineFit, ink: PreparedInk) -> Double {
        let straight = fit.rmsDistance / fit.length
        guard let bow = fit.bow(of: ink.points) else { return straight }
        let bowed = bow.wobble + bowPenalty * bow.sagitta
        return bowed < straight && turnsAtMost(maximumBowTurn, ink.strokes) ? bowed : straight
    }

    /// Whether no stroke turns by more than `limit` radians between consecutive segments; stops
    /// at the first sharper turn (a turn that is NaN counts as none). O(n) at most.
    private static func turnsAtMost(_ limit: Double, _ strokes: [[Vector2]]) -> Bool {
        for stroke in strokes where stroke.count > 2 {
            for i in 1..<(stroke.count - 1)
            where Segment(stroke[i - 1], stroke[i]).turn(to: Segment(stroke[i], stroke[i + 1])) > limit {
                return false
            }
        }
        return true
    }
}
