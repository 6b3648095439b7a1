import InkCore
import Testing
@testable import ShapeRecognition

/// The finer arrow retry's resampling (`ShapeRecognizer.finerNearEnds(_:spacing:reach:)`):
/// half the spacing within `reach` of each end of a drawn stroke, the group's spacing between.
struct ShapeRecognizerFinerNearEndsTests {
    /// A straight stroke 100 points long along x.
    static let line = (0...100).map { Vector2(Double($0), 0) }

    /// Steps between consecutive points, in points.
    static func steps(_ points: [Vector2]) -> [Double] {
        zip(points, points.dropFirst()).map { $0.distance(to: $1) }
    }

    @Test func endsAreFinerAndTheMiddleKeepsTheCoarseSpacing() {
        let mixed = ShapeRecognizer.finerNearEnds(Self.line, spacing: 1, reach: 10)
        let fine = Self.line.resampled(spacing: 1)
        #expect(fine.count == 101)
        // 11 points from each end at 1, the 39 even positions between at 2.
        #expect(mixed.count == 11 + 39 + 11)
        let steps = Self.steps(mixed)
        #expect(steps.prefix(10).allSatisfy { abs($0 - 1) < 1e-9 })
        #expect(steps.suffix(10).allSatisfy { abs($0 - 1) < 1e-9 })
        #expect(steps.dropFirst(10).dropLast(10).allSatisfy { abs($0 - 2) < 1e-9 })
        #expect(mixed.first == Self.line.first)
        #expect(mixed.last == Self.line.last)
    }

    /// A wiggle mid-stroke is seen at the coarse spacing: the middle's points are the stroke
    /// resampled at twice the spacing, so the wiggle's odd-position points are not added.
    @Test func midStrokeWiggleIsNotRefined() {
        var wiggled = Self.line
        for x in 48...52 { wiggled[x].y = x % 2 == 0 ? 0.8 : -0.8 }
        let mixed = ShapeRecognizer.finerNearEnds(wiggled, spacing: 1, reach: 10)
        let fine = wiggled.resampled(spacing: 1), coarse = wiggled.resampled(spacing: 2)
        let middle = mixed.filter { $0.x > 20 && $0.x < 80 }
        #expect(middle.count < fine.filter { $0.x > 20 && $0.x < 80 }.count)
        #expect(middle.count >= 25)
        for point in middle {
            #expect(coarse.contains { $0.distance(to: point) < 1e-9 })
        }
    }

    /// A head two points across at the end of a 200-point shaft: drawn in one stroke, its
    /// points kept at half the spacing, it still fits an arrow pointing at the shaft's end.
    @Test func smallHeadAtALongShaftsEndIsStillFound() throws {
        let tip = Vector2(200, 0)
        let stroke = SyntheticInk.traced([Vector2(0, 0), tip, Vector2(194, -5), tip, Vector2(194, 5)], spacing: 0.5)
        let ink = try #require(PreparedInk([InkStroke(locations: stroke)]))
        let finer = ShapeRecognizer.finerNearEnds(ink.drawnStrokes[0], spacing: ink.spacing / 2, reach: ink.size * ShapeRecognizer.finerArrowEndReach)
        #expect(finer.count < ink.drawnStrokes[0].resampled(spacing: ink.spacing / 2).count * 3 / 4)
        let fit = try #require(ShapeRecognizer.finerArrowFit(ink))
        #expect(!fit.headAtStart)
        #expect(fit.end.distance(to: tip - ink.origin) <= 0.02 * ink.size)
    }

    /// Bad input: no point, one point, a reach that is NaN, infinite, negative or covers the
    /// whole stroke, and a spacing of 0 give the whole finer resampling (or the input as it is).
    @Test func badInputGivesTheWholeFinerResampling() {
        #expect(ShapeRecognizer.finerNearEnds([], spacing: 1, reach: 10).isEmpty)
        #expect(ShapeRecognizer.finerNearEnds([Vector2(1, 2)], spacing: 1, reach: 10) == [Vector2(1, 2)])
        let fine = Self.line.resampled(spacing: 1)
        for reach in [Double.nan, .infinity, -1, 50, 60] {
            #expect(ShapeRecognizer.finerNearEnds(Self.line, spacing: 1, reach: reach) == fine)
        }
        #expect(ShapeRecognizer.finerNearEnds(Self.line, spacing: 0, reach: 10) == Self.line)
        #expect(ShapeRecognizer.finerNearEnds(Self.line, spacing: .nan, reach: 10) == Self.line)
    }
}
