import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport
@testable import ShapeRecognition

/// A loop drawn on past its start is cut where it first comes back, when all the ink after that
/// retraces it (`PathFeatures.overtraceEnd`, sixteenth pass).
@Suite struct PathFeaturesOvertraceTests {
    static let sharedData = TestPaths.sharedDatasets != nil

    /// A $1 circle traced 1.6 turns (the stroke run on along its own path by 0.6 of its length,
    /// no drift: `ShapeRecognizerRunOnStarTests.runOn`) declined, a line its best: its end, half a
    /// turn round, lies neither near its start nor in its first quarter, so it was no closed
    /// path and no ellipse was fitted. It comes back to its start after one turn, the rest
    /// retracing the circle: an ellipse. (s02 is a train writer, s08 the validation one.)
    @Test(
        .enabled(if: sharedData, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"),
        arguments: ["s02/medium/circle03.xml", "s02/medium/circle05.xml", "s08/medium/circle01.xml", "s08/medium/circle07.xml"])
    func circleTracedOnePointSixTurnsIsAnEllipse(file: String) throws {
        let sample = try ShapeRecognizerClosingCornerTests.sample("dollar1-unistroke/\(file)")
        #expect(sample.label == "circle" && sample.drawing.strokes.count == 1)
        let strokes = sample.drawing.strokes.map { ShapeRecognizerRunOnStarTests.runOn($0, share: 0.6, drift: 0) }
        let shape = try #require(ShapeRecognizer().recognize(strokes).shape, "\(file)")
        #expect(shape.kind == .ellipse, "\(file): \(shape.kind)")
    }

    /// A circle of radius 100 at 100 points a turn, traced `turns` turns (the second pass 1 point
    /// outside the first), then `tail`.
    static func circle(turns: Double, tail: [Vector2] = []) -> [Vector2] {
        let count = Int(100 * turns)
        let loop = (0...count).map { i -> Vector2 in
            let t = Double(i) / 100 * 2 * .pi
            let r = i > 100 ? 101.0 : 100.0
            return Vector2(200 + r * cos(t), 200 + r * sin(t))
        }
        return loop + tail
    }

    static func overtraceEnd(_ points: [Vector2]) -> Int? {
        let size = BoundingBox(enclosing: points)!.diagonal
        return PathFeatures.overtraceEnd(of: points, size: size)
    }

    @Test func retracedLoopIsCutAtItsReturn() throws {
        // 1.6 turns: the return is the point after one turn (index 100).
        let end = try #require(Self.overtraceEnd(Self.circle(turns: 1.6)))
        #expect(end == 100)
        #expect(Self.overtraceEnd(Self.circle(turns: 2)) == 100)
    }

    /// A loop that ends at its start, or one or two points past it, has nothing retraced; one
    /// whose pen goes on off the loop (the stem of an "a" or a "9") is no overtrace, and neither
    /// is a path that never comes back.
    @Test func loopWithoutRetraceHasNone() {
        #expect(Self.overtraceEnd(Self.circle(turns: 1)) == nil)
        #expect(Self.overtraceEnd(Self.circle(turns: 1.02)) == nil)
        let stem = (1...40).map { Vector2(300, 200 + Double($0) * 5) }
        #expect(Self.overtraceEnd(Self.circle(turns: 1.1, tail: stem)) == nil)
        #expect(Self.overtraceEnd(Self.circle(turns: 0.7)) == nil)
        #expect(Self.overtraceEnd((0..<50).map { Vector2(Double($0) * 4, 0) }) == nil)
    }

    /// Too few points, coincident points or NaN give `nil` or an index, never a trap.
    @Test func degenerateInputNeverTraps() {
        #expect(PathFeatures.overtraceEnd(of: [], size: 10) == nil)
        #expect(PathFeatures.overtraceEnd(of: Array(repeating: Vector2(1, 1), count: 20), size: 0) == nil)
        #expect(PathFeatures.overtraceEnd(of: Array(repeating: Vector2(1, 1), count: 20), size: 5) == nil)
        var nan = Self.circle(turns: 1.6)
        nan[120] = Vector2(.nan, .nan)
        let size = BoundingBox(enclosing: Self.circle(turns: 1))!.diagonal
        #expect(PathFeatures.overtraceEnd(of: nan, size: size) == nil)
    }
}
