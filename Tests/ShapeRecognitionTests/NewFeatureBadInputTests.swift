import Foundation
import InkCore
import Testing
@testable import ShapeRecognition

/// The twelfth pass's new geometry on degenerate input: documented answers, never a trap.
@Suite struct NewFeatureBadInputTests {
    /// `isSlantedBox` answers only for a 4-gon with a measurable side direction.
    @Test func aSlantedBoxNeedsFourDistinctFiniteVertices() {
        let box = [Vector2(0, 0), Vector2(10, 1), Vector2(10, 11), Vector2(0, 10)]
        #expect(ShapeRecognizer.isSlantedBox(box, meanDeviation: 0.1))
        #expect(!ShapeRecognizer.isSlantedBox([], meanDeviation: 0.1))
        #expect(!ShapeRecognizer.isSlantedBox(Array(box.prefix(3)), meanDeviation: 0.1))
        #expect(!ShapeRecognizer.isSlantedBox(Array(repeating: Vector2(5, 5), count: 4), meanDeviation: 0.1))
        #expect(!ShapeRecognizer.isSlantedBox(box, meanDeviation: .nan))
        #expect(!ShapeRecognizer.isSlantedBox(box, meanDeviation: 0.5))
    }

    /// Fewer than three points have no turn; duplicate points (zero-length steps) and a NaN
    /// turn add nothing, so the winding stays finite.
    @Test func windingOfDegeneratePathsIsZeroOrFinite() {
        #expect([Vector2]().netTurnIgnoringCusps == 0)
        #expect([Vector2(1, 1)].netTurnIgnoringCusps == 0)
        #expect(Array(repeating: Vector2(2, 2), count: 5).netTurnIgnoringCusps == 0)
        let withNaN = [Vector2(0, 0), Vector2(1, 0), Vector2(.nan, 1), Vector2(1, 1)]
        #expect(withNaN.netTurnIgnoringCusps.isFinite)
    }
}
