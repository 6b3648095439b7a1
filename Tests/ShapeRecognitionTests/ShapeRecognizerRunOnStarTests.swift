import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport
@testable import ShapeRecognition

/// A one-stroke star visits its points in order each time the pen reaches one
/// (`StarFit.visitRegularity`): a pen running on past its start passes its first points again,
/// and where it comes nearest a point may be the second pass (fifteenth pass).
@Suite struct ShapeRecognizerRunOnStarTests {
    static let sharedData = TestPaths.sharedDatasets != nil

    /// `stroke` with the pen run on past its start along its own path by `share` of its length,
    /// drifting `drift` of the diagonal to the right of its travel (screen axes), as the
    /// perturbation generator's "over" mode draws it: the drift grows over the first 30 % of the
    /// run-on.
    static func runOn(_ stroke: InkStroke, share: Double = 0.25, drift: Double = 0.012) -> InkStroke {
        let p = stroke.locations
        let box = BoundingBox(enclosing: p)!
        let diagonal = (box.width * box.width + box.height * box.height).squareRoot()
        let arc = p.cumulativeArcLengths
        let total = arc[arc.count - 1]
        let at = { (s: Double) -> Vector2 in
            guard let i = arc.firstIndex(where: { $0 >= s }), i > 0 else { return s <= 0 ? p[0] : p[p.count - 1] }
            let step = arc[i] - arc[i - 1]
            return p[i - 1] + (p[i] - p[i - 1]) * (step == 0 ? 0 : (s - arc[i - 1]) / step)
        }
        var points = stroke.points
        let step = total / Double(p.count)
        var s = step, time = stroke.points.last?.timeOffset ?? 0
        while s <= share * total {
            let here = at(s), ahead = at(s + step)
            let normal = Vector2(-(ahead.y - here.y), ahead.x - here.x).normalized
            let offset = -drift * diagonal * min(1, s / (0.3 * share * total))
            time += 0.01
            let point = here + normal * offset
            points.append(InkPoint(x: point.x, y: point.y, timeOffset: time))
            s += step
        }
        return InkStroke(points: points)
    }

    /// $1 train stars run on by a quarter of their length declined: the run-on pass's drifted
    /// tip was the hull's point, reached last, so the visits went out of order (0.5 of the steps
    /// alike). They are stars.
    @Test(
        .enabled(if: sharedData, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"),
        arguments: ["s01 (pilot)/medium/star05.xml", "s02/medium/star05.xml"])
    func runOnStarIsAStar(file: String) throws {
        let sample = try ShapeRecognizerClosingCornerTests.sample("dollar1-unistroke/\(file)")
        #expect(sample.split == .train)
        let strokes = sample.drawing.strokes.map { Self.runOn($0) }
        let shape = try #require(ShapeRecognizer().recognize(strokes).shape, "\(file)")
        #expect(shape.kind == .star && shape.sides == 5, "\(file): \(shape.kind)")
    }

    /// A pentagram run on to its third point, which it passes 4 % farther out than the first
    /// time (that pass is the star's point), visits its points in order; so does one begun by
    /// going down its last side nearly to the end and back (a Quick, Draw! train star, #4, whose
    /// pen then ends at that point), but for the first step.
    @Test func runOnAndRetracedPentagramsVisitInOrder() {
        let corners = SyntheticInk.regularPolygon(sides: 5, radius: 100)
        let pentagram = SyntheticInk.pentagram(radius: 100)
        let third = pentagram[2]
        let farther = third + (third - corners.mean) * 0.04
        let points = corners.map { $0 == third ? farther : $0 }
        let runOn = SyntheticInk.traced(pentagram + [pentagram[0], pentagram[1], farther], spacing: 4)
        #expect(StarFit.visitRegularity(of: runOn, points: points) == 1)
        // Steps 3, then 2 five times.
        let retraced = SyntheticInk.traced(
            [pentagram[0], pentagram[0] + (pentagram[4] - pentagram[0]) * 0.95] + pentagram, spacing: 4)
        let regularity = StarFit.visitRegularity(of: retraced, points: corners)
        #expect(abs(regularity - 5.0 / 6.0) < 1e-9, "\(regularity)")
        #expect(regularity >= StarFit.minimumVisitRegularity)
    }

    /// No stroke, one point, duplicates and NaN give a documented share, never a trap: fewer than
    /// two visits is 1, and NaN points visit nothing.
    @Test func visitRegularityOfDegenerateInput() {
        let corners = SyntheticInk.regularPolygon(sides: 5, radius: 100)
        #expect(StarFit.visitRegularity(of: [], points: corners) == 1)
        #expect(StarFit.visitRegularity(of: [corners[0]], points: corners) == 1)
        #expect(StarFit.visitRegularity(of: Array(repeating: corners[2], count: 6), points: corners) == 1)
        #expect(StarFit.visitRegularity(of: [Vector2(.nan, 0), corners[0], corners[2]], points: corners) == 1)
        #expect(StarFit.visitRegularity(of: corners, points: [corners[0]]) == 1)
        let nanPoints = corners.map { _ in Vector2(.nan, .nan) }
        #expect(StarFit.visitRegularity(of: corners, points: nanPoints) == 1)
    }
}
