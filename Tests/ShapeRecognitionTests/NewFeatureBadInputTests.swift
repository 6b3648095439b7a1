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

    /// Twentieth pass: a thin box drawn with every point doubled and a NaN point in it is still
    /// the rectangle (duplicates and the NaN point add nothing to its scatter or ends); a stroke
    /// of one point repeated, or of NaN points only, is no shape.
    @Test func thinBoxFitOnDuplicateNaNAndDegenerateInk() throws {
        var ink = SyntheticInk(seed: 1_741)
        let clean = ink.stroke(SyntheticInk.rectangle(width: 400, height: 12), closed: true, style: .init(jitter: 0.5, spacing: 3))
        var points = clean.points.flatMap { [$0, $0] }
        points.insert(InkPoint(Vector2(.nan, 105)), at: points.count / 2)
        let shape = try #require(ShapeRecognizer().recognize([InkStroke(points: points)]).shape)
        #expect(shape.kind == .rectangle && abs(shape.frame.width - 400) <= 3 && abs(shape.frame.height - 12) <= 3, "\(shape.kind) \(shape.frame)")
        #expect(ShapeRecognizer().recognize([InkStroke(locations: Array(repeating: Vector2(5, 5), count: 40))]).shape == nil)
        #expect(ShapeRecognizer().recognize([InkStroke(locations: Array(repeating: Vector2(.nan, 5), count: 40))]).shape == nil)
    }

    /// A polygon's largest turn against its winding: none for no vertex, duplicates only, or
    /// (ignored) a NaN vertex among convex ones — never NaN.
    @Test func largestReflexTurnOfDegeneratePolygons() {
        #expect(PolygonFit.largestReflexTurn([]) == -.infinity)
        #expect(PolygonFit.largestReflexTurn(Array(repeating: Vector2(3, 3), count: 4)) == -.infinity)
        let square = [Vector2(0, 0), Vector2(10, 0), Vector2(10, 10), Vector2(0, 10)]
        #expect(abs(PolygonFit.largestReflexTurn(square) + .pi / 2) < 1e-12)
        #expect(!PolygonFit.largestReflexTurn(square + [Vector2(.nan, 5)]).isNaN)
    }

    /// The askew-decision rule with a context of empty, one-point and non-finite strokes: they
    /// are no page (fewer than 3 usable strokes: the square stays a rotated rectangle) and add
    /// nothing beside the upright boxes (the square is the diamond as without them).
    @Test func tiltedDecisionContextWithBrokenStrokes() throws {
        var ink = SyntheticInk(seed: 17)
        let upright = ShapeRecognizerTiltedDecisionTests.boxes(turned: 0, ink: &ink)
        let square = ShapeRecognizerTiltedDecisionTests.turned(30, ink: &ink)
        let broken = [InkStroke(points: []), InkStroke(locations: [Vector2(40, 40)]),
                      InkStroke(locations: [Vector2(.nan, 1), Vector2(.infinity, 2)])]
        let recognizer = ShapeRecognizer()
        #expect(recognizer.recognize([square], context: broken).shape?.kind == .rectangle)
        #expect(recognizer.recognize([square], context: broken + upright).shape?.traits.contains(.diamond) == true)
    }

    /// Twenty-second pass: the flat-gap count on degenerate points. A regular pentagon's sides lie
    /// 80.9 pt from its centre: valleys at 40 pt are none flat, at 80 pt all five; a NaN valley is
    /// not flat, a repeated point (no side) is, and no points count none.
    @Test func flatGapCountOnDegeneratePoints() {
        let pentagon = (0..<5).map { i in Vector2(100 * cos(Double(i) * 2 * .pi / 5), 100 * sin(Double(i) * 2 * .pi / 5)) }
        let centre = Vector2(0, 0)
        #expect(StarFit.flatGapCount(nearest: Array(repeating: 40, count: 5), outer: pentagon, center: centre) == 0)
        #expect(StarFit.flatGapCount(nearest: Array(repeating: 80, count: 5), outer: pentagon, center: centre) == 5)
        #expect(StarFit.flatGapCount(nearest: [.nan, 80, 40, 40, 40], outer: pentagon, center: centre) == 1)
        #expect(StarFit.flatGapCount(nearest: Array(repeating: 40, count: 5), outer: Array(repeating: Vector2(1, 1), count: 5), center: centre) == 5)
        #expect(StarFit.flatGapCount(nearest: [], outer: [], center: centre) == 0)
    }

    /// A run-on along a 100 × 50 box's top side: no tail, a tail of one repeated point inside the
    /// box, and a tail with a NaN point do not run on; the same tail with each point doubled does.
    @Test func runOnAlongSideOnDegenerateTails() throws {
        let corners = [Vector2(-50, -25), Vector2(50, -25), Vector2(50, 25), Vector2(-50, 25)]
        let outline = corners.indices.flatMap { i in
            (0..<25).map { k in corners[i] + (corners[(i + 1) % 4] - corners[i]) * (Double(k) / 25) }
        }
        let hullBox = try #require(MinimumAreaRectangle(hull: corners))
        let box = try #require(RectangleFit(points: outline, implied: [], spacing: 2, box: hullBox))
        #expect(abs(box.width - 100) < 1e-9 && abs(box.height - 50) < 1e-9, "\(box)")
        let tail = stride(from: -40.0, through: -70, by: -3).map { Vector2($0, -25.5) }
        #expect(box.runsOnAlongSide(tail))
        #expect(box.runsOnAlongSide(tail.flatMap { [$0, $0] }))
        #expect(!box.runsOnAlongSide([]))
        #expect(!box.runsOnAlongSide(Array(repeating: Vector2(-40, -25), count: 6)))
        #expect(!box.runsOnAlongSide(tail.prefix(3) + [Vector2(.nan, -25)] + tail.dropFirst(3)))
    }

    /// The writing-row rule with broken context strokes (empty, one point, NaN and infinite
    /// points) beside a real held "0": the answer is the one without them, and a NaN point in
    /// the "0" itself changes nothing either.
    @Test func writingRowWithBrokenStrokes() throws {
        let (zero, before) = try ShapeRecognizerWritingRowTests.heldZero()
        let broken = [InkStroke(points: []), InkStroke(locations: [Vector2(200, 110)]),
                      InkStroke(locations: [Vector2(.nan, 110), Vector2(.infinity, 112)])]
        let recognizer = ShapeRecognizer()
        #expect(recognizer.recognize(zero, context: before + broken).shape == nil)
        var points = zero[0].points
        points.insert(InkPoint(Vector2(.nan, 110)), at: points.count / 2)
        let withNaN = [InkStroke(points: points)] + zero.dropFirst()
        #expect(recognizer.recognize(withNaN, context: before).shape == nil)
        #expect(recognizer.recognize(withNaN).shape?.kind == .ellipse)
    }

    /// Twenty-third pass: a line's hooks. No stroke, one point, no hook, no length (0 or NaN) or
    /// a NaN point give no refit (`nil`: the fit of all the ink stands); a clean line with a
    /// hook at its end is refitted along its body, end to end.
    @Test func lineWithoutHooksOnDegenerateInk() throws {
        let body = (0...60).map { Vector2(Double($0) * 5, 0) }
        let hooked = body + [Vector2(296, 5), Vector2(292, 10)]
        #expect(LineFit(withoutHooksOf: [], length: 100) == nil)
        #expect(LineFit(withoutHooksOf: [[Vector2(1, 1)]], length: 100) == nil)
        #expect(LineFit(withoutHooksOf: [body], length: 300) == nil)
        #expect(LineFit(withoutHooksOf: [hooked], length: 0) == nil)
        #expect(LineFit(withoutHooksOf: [hooked], length: .nan) == nil)
        var withNaN = hooked
        withNaN[30] = Vector2(.nan, 0)
        #expect(LineFit(withoutHooksOf: [withNaN], length: 300) == nil)
        let fit = try #require(LineFit(withoutHooksOf: [hooked], length: 300))
        #expect(fit.start.distance(to: Vector2(0, 0)) < 1e-9 && fit.end.distance(to: Vector2(300, 0)) < 1e-9, "\(fit.start) \(fit.end)")
    }

    /// Twenty-third pass: rounded triangle corners. No loop or no triangle is no answer; every
    /// vertex on a drawn corner needs no turn measured; a NaN vertex has no measurable turn, and
    /// a turn over a single point or a NaN window is 0.
    @Test func roundedCornersOnDegenerateInput() {
        let triangle = [Vector2(0, 0), Vector2(100, 0), Vector2(50, 80)]
        #expect(!ShapeRecognizer.unmatchedCornersAreRounded(triangle, corners: triangle, tolerance: 1, loop: []))
        #expect(!ShapeRecognizer.unmatchedCornersAreRounded(Array(triangle.prefix(2)), corners: [], tolerance: 1, loop: triangle))
        #expect(ShapeRecognizer.unmatchedCornersAreRounded(triangle, corners: triangle, tolerance: 1, loop: triangle))
        var withNaN = triangle
        withNaN[2] = Vector2(.nan, 80)
        #expect(!ShapeRecognizer.unmatchedCornersAreRounded(withNaN, corners: triangle, tolerance: 1, loop: triangle))
        #expect([Vector2(1, 1)].turn(around: 0, within: 10) == 0)
        #expect(triangle.turn(around: 1, within: .nan) == 0)
    }
}
