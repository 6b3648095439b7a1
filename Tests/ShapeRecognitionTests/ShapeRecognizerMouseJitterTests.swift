import Foundation
import InkCore
import Testing
import TestSupport
@testable import ShapeRecognition

/// A mouse's jitter at a stroke's start — a few pixels one way, then back — is a cusp whose turn
/// has no sense, and must not cancel the winding of an open polygon (`netTurnIgnoringCusps`).
@Suite struct ShapeRecognizerMouseJitterTests {
    /// Quick, Draw! train hexagon #41: five sides in one stroke, the lower left one missing (the
    /// ends 0.46 of the diagonal apart); the stroke starts 6 px left of where it then runs right.
    /// With the cusp counted its path turned −0.41 rad in all, below the π an open polygon needs,
    /// and it declined.
    @Test func quickDrawOpenHexagonStartingWithAJitterCloses() throws {
        let recognition = ShapeRecognizer().recognize(try quickDrawTrainSample("hexagon", 41).drawing.strokes)
        let shape = try #require(recognition.shape, "best \(String(describing: recognition.candidates.first?.kind))")
        #expect(shape.kind == .polygon || shape.kind == .regularPolygon, "\(shape.kind)")
        #expect(shape.sides == 6)
        #expect(recognition.confidence >= 0.5)
    }

    /// Five sides of a regular hexagon turn 4 · 60° = 4π/3 either way round; a reversal at the
    /// start adds nothing, where it added ±π before.
    @Test func cuspAddsNoTurn() {
        let hexagon = SyntheticInk.regularPolygon(sides: 6, radius: 100)
        let open = Array(hexagon[0...5])
        let jittered = [open[0], open[0] + (open[0] - open[1]).normalized * 6] + open.dropFirst()
        for path in [open, open.reversed(), jittered, jittered.reversed()] {
            #expect(abs(abs(path.netTurnIgnoringCusps) - 4 * Double.pi / 3) < 1e-9, "\(path.netTurnIgnoringCusps)")
        }
        #expect([Vector2(0, 0), Vector2(1, 0)].netTurnIgnoringCusps == 0)
    }
}
