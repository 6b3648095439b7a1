import Foundation
import InkCore
import Testing
import TestSupport
@testable import ShapeRecognition

/// A hexagon whose every vertex is a drawn corner beats its ellipse even where a bulging side
/// pulls the ellipse nearer the ink (`corneredPolygonDistanceShare`); a circle drawn in arcs
/// keeps its ellipse.
@Suite struct ShapeRecognizerCorneredPolygonTests {
    /// Quick, Draw! train hexagon #5: three strokes, six clear corners, the upper right side
    /// bowed outwards; the 6-gon lies at 1.24 of the ellipse's mean distance, and it snapped to
    /// a circle at 0.99.
    @Test func quickDrawHexagonWithABowedSideIsAHexagon() throws {
        let recognition = ShapeRecognizer().recognize(try quickDrawTrainSample("hexagon", 5).drawing.strokes)
        let shape = try #require(recognition.shape)
        #expect(shape.kind == .polygon || shape.kind == .regularPolygon, "\(shape.kind)")
        #expect(shape.sides == 6)
        #expect(!recognition.candidates.contains { $0.kind == .ellipse })
    }

    /// A circle drawn in three arcs (pen lifts at 0°, 120° and 240°) stays an ellipse: where the
    /// arcs meet the pen does not turn, so no polygon's vertices are all drawn corners.
    @Test func circleDrawnInArcsStaysAnEllipse() throws {
        for seed: UInt64 in 1...3 {
            var ink = SyntheticInk(seed: seed)
            let circle = SyntheticInk.ellipse(a: 120, b: 118, count: 72)
            let style = SyntheticInk.Style(jitter: 0.8, tremor: 1)
            let arcs = [0...24, 24...48, 48...71].map { ink.stroke(Array(circle[$0]), closed: false, style: style) }
            let shape = try #require(ShapeRecognizer().recognize(arcs).shape, "seed \(seed)")
            #expect(shape.kind == .ellipse, "seed \(seed): \(shape.kind) \(shape.sides ?? 0)")
        }
    }
}
