import Foundation
import InkCore
import Testing
import TestSupport
@testable import ShapeRecognition

/// A triangle whose closing side crosses its first side and runs on past it is judged on the
/// loop as cut at the crossing (`ShapeRecognizer+Overshoot`); a figure "8", whose cut loop
/// crosses itself again, is judged on all its ink as before.
@Suite struct ShapeRecognizerOvershootTests {
    /// Quick, Draw! train triangles that declined: #9, whose base runs on past the start
    /// corner by a third of a side (0.24, error 0.055 with the tail), and #48, its apex
    /// rounded, closing in a small "X" (0.36).
    @Test(arguments: [9, 48])
    func quickDrawTriangleClosingPastItsStartSnaps(index: Int) throws {
        let recognition = ShapeRecognizer().recognize(try quickDrawTrainSample("triangle", index).drawing.strokes)
        let shape = try #require(recognition.shape, "confidence \(recognition.confidence)")
        #expect(shape.kind == .polygon || shape.kind == .regularPolygon, "\(shape.kind)")
        #expect(shape.sides == 3)
    }

    /// Run back to front, #9 still snaps: the cut is the same crossing.
    @Test func quickDrawTriangleClosingPastItsStartSnapsReversed() throws {
        let strokes = try quickDrawTrainSample("triangle", 9).drawing.strokes.map { stroke in
            var reversed = stroke
            reversed.points.reverse()
            return reversed
        }
        let shape = try #require(ShapeRecognizer().recognize(strokes).shape)
        #expect(shape.sides == 3)
    }

    /// Quick, Draw! train triangle #44 closes in an "X" with its closing side run on past the
    /// apex: the arrow fit read that side and its tail as a shaft and the loop's far corner as
    /// a head (arrow 0.97 over the triangle's 0.88). A loop winding once round the triangle with
    /// at most a quarter of its ink cut away is no arrow, in either direction of drawing.
    @Test(arguments: [false, true])
    func quickDrawTriangleWithATailIsNoArrow(reversed: Bool) throws {
        let strokes = try quickDrawTrainSample("triangle", 44).drawing.strokes.map { stroke in
            var copy = stroke
            if reversed { copy.points.reverse() }
            return copy
        }
        let recognition = ShapeRecognizer().recognize(strokes)
        let shape = try #require(recognition.shape, "confidence \(recognition.confidence)")
        #expect(shape.sides == 3, "\(shape.kind)")
        #expect(!recognition.candidates.contains { $0.kind == .arrow })
    }

    /// An arrow drawn in one stroke, its closed head crossing the shaft near its end, cuts into
    /// the same kind of loop, but its shaft (60 or 120 points against a head of about 150 round)
    /// lies outside it, more than a quarter of the loop's ink: it stays an arrow.
    @Test(arguments: [60.0, 120.0])
    func oneStrokeArrowWithAClosedHeadStaysAnArrow(shaft: Double) throws {
        let points = (0...20).map { Vector2(Double($0) * shaft / 20, 0) }
            + [Vector2(shaft - 10, -20), Vector2(shaft + 35, 0), Vector2(shaft - 10, 20), Vector2(shaft - 5, -6)]
        let shape = try #require(ShapeRecognizer().recognize([InkStroke(locations: points)]).shape)
        #expect(shape.kind == .arrow, "\(shape.kind)")
    }

    /// pendigits train "8"s drawn narrow, whose loops cut at the crossing near the top hold
    /// 0.33–0.56 of their triangle's area (the lobes cancel), snapped to triangles at 0.61–0.98
    /// without `minimumLoopAreaShare`.
    @Test(.enabled(if: TestPaths.sharedDatasets != nil, "needs INKREC_SHARED_DATASETS"))
    func narrowEightIsNoTriangle() throws {
        try PendigitsTrainDigits.expectNoSnap([753, 4240], label: "8")
    }

    /// A square loop round a triangle of the same corners encloses more than the triangle; a
    /// figure "8" of two equal lobes encloses none, signed.
    @Test func loopAreaShareCountsTheLobesSigned() {
        let triangle = [Vector2(0, 0), Vector2(10, 0), Vector2(0, 10)]
        #expect(abs(ShapeRecognizer.loopAreaShare(triangle, triangle: triangle) - 1) <= 1e-12)
        let eight = [Vector2(0, 0), Vector2(10, 10), Vector2(10, 0), Vector2(0, 10)]
        #expect(abs(ShapeRecognizer.loopAreaShare(eight, triangle: triangle)) <= 1e-12)
    }

    /// No loop, one point, duplicate points, a collinear or NaN triangle: a share of 0 or NaN,
    /// which never passes `minimumLoopAreaShare`.
    @Test func loopAreaShareOfDegenerateInputNeverPasses() {
        let triangle = [Vector2(0, 0), Vector2(10, 0), Vector2(0, 10)]
        let square = [Vector2(0, 0), Vector2(10, 0), Vector2(10, 10), Vector2(0, 10)]
        let shares = [
            ShapeRecognizer.loopAreaShare([], triangle: triangle),
            ShapeRecognizer.loopAreaShare([Vector2(3, 3)], triangle: triangle),
            ShapeRecognizer.loopAreaShare(Array(repeating: Vector2(3, 3), count: 6), triangle: triangle),
            ShapeRecognizer.loopAreaShare(square, triangle: [Vector2(0, 0), Vector2(5, 5), Vector2(10, 10)]),
            ShapeRecognizer.loopAreaShare(square, triangle: []),
            ShapeRecognizer.loopAreaShare(square + [Vector2(.nan, 4)], triangle: triangle),
            ShapeRecognizer.loopAreaShare(square, triangle: [Vector2(0, 0), Vector2(.nan, 0), Vector2(0, 10)]),
        ]
        #expect(shares.allSatisfy { !($0 >= ShapeRecognizer.minimumLoopAreaShare) }, "\(shares)")
    }
}
