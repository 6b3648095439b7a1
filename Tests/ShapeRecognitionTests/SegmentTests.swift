import Foundation
import InkCore
import Testing
import TestSupport
@testable import ShapeRecognition

/// `meanRelativeDistance(of:nearestSides:)`: the error of `meanRelativeDistance(of:)` and each
/// point's nearest side as the side lines assign it, from one pass.
@Suite struct SegmentTests {
    /// Each point's first nearest side by squared distance, 0 where none is below infinity.
    private func firstNearestSides(_ sides: [Segment], _ points: [Vector2]) -> [Int] {
        points.map { p in
            var best = (side: 0, squared: Double.infinity)
            for (s, side) in sides.enumerated() where side.squaredDistance(to: p) < best.squared {
                best = (s, side.squaredDistance(to: p))
            }
            return best.side
        }
    }

    private func fused(_ sides: [Segment], _ points: [Vector2]) -> (error: Double, nearest: [Int]) {
        // Filled with a value no side has, so an entry left unwritten would show.
        var nearest = [Int](repeating: -1, count: points.count)
        let error = nearest.withUnsafeMutableBufferPointer { sides.meanRelativeDistance(of: points, nearestSides: $0) }
        return (error, nearest)
    }

    @Test func oneSideAssignmentAndTheSameErrorBitForBit() {
        var generator = SeededGenerator(seed: 13)
        let sides = [Vector2(0, 0), Vector2(120, 10), Vector2(40, 90)].closedPolygonSegments
        // Points round the triangle, and each of its vertices twice (equal distances to two sides).
        let points = (0..<200).map { _ in
            Vector2(Double.random(in: -20...140, using: &generator), Double.random(in: -20...110, using: &generator))
        } + [Vector2(0, 0), Vector2(0, 0), Vector2(120, 10), Vector2(40, 90)]
        let (error, nearest) = fused(sides, points)
        #expect(error == sides.meanRelativeDistance(of: points))
        #expect(nearest == firstNearestSides(sides, points))
        #expect(nearest.suffix(4) == [0, 0, 0, 1])
        #expect(error > 0.01 && error < 1)
    }

    /// No points: infinity, nothing to assign. A NaN point is nearest no side (0) and makes the
    /// error infinite, as `meanRelativeDistance(of:)` does; duplicate points share their side.
    @Test func emptyNaNAndDuplicatePointsKeepTheirDocumentedAnswers() {
        let sides = [Vector2(0, 0), Vector2(10, 0), Vector2(0, 10)].closedPolygonSegments
        #expect(fused(sides, []).error == .infinity)
        let withNaN = [Vector2(5, -1), Vector2(.nan, 3), Vector2(-1, 5)]
        let (nanError, nanNearest) = fused(sides, withNaN)
        #expect(nanError == .infinity)
        #expect(nanNearest == [0, 0, 2])
        let duplicates = Array(repeating: Vector2(6, 6), count: 3)
        let (error, nearest) = fused(sides, duplicates)
        #expect(nearest == [1, 1, 1])
        #expect(error == sides.meanRelativeDistance(of: duplicates))
        // A side of no length: the distance to its point.
        let collapsed = [Segment(Vector2(3, 3), Vector2(3, 3))]
        let (single, singleNearest) = fused(collapsed, [Vector2(3, 7)])
        #expect(singleNearest == [0])
        #expect(single == 0)  // a side of no length divides nothing: the point adds 0
    }

    /// `withNearest(to:_:)`: each point's first nearest segment by squared distance and that
    /// squared distance, as a loop over the segments point by point finds them; `meanDistance`
    /// the mean of the roots of those squares.
    @Test func nearestSegmentsAsPointByPointAndTheirMeanDistance() {
        var generator = SeededGenerator(seed: 18)
        // A pentagram's outline and chords: chords cross, so points near a crossing tie.
        let star = (0..<5).map { Vector2(50 + 40 * cos(Double($0) * 4 * .pi / 5), 50 + 40 * sin(Double($0) * 4 * .pi / 5)) }
        let segments = star.closedPolygonSegments + [Segment(Vector2(7, 7), Vector2(7, 7))]
        let points = (0..<117).map { _ in
            Vector2(Double.random(in: 0...100, using: &generator), Double.random(in: 0...100, using: &generator))
        } + star + [Vector2(.nan, 1), Vector2(7, 7)]
        let nearest = segments.withNearest(to: points) { Array($0) }
        let indices = firstNearestSides(segments, points)
        #expect(nearest.map(\.index) == indices)
        #expect(nearest.map(\.squared.bitPattern) == zip(points, indices).map { p, s in
            p.x.isNaN ? Double.infinity.bitPattern : segments[s].squaredDistance(to: p).bitPattern
        })
        #expect(nearest[nearest.count - 2] == (.infinity, 0))  // NaN: nearer than no segment
        #expect(nearest[nearest.count - 1] == (0, 5))  // on the segment of no length alone
        #expect(segments.withNearest(to: []) { $0.count } == 0)
        let finite = Array(points.dropLast(2))
        let mean = segments.meanDistance(of: finite)
        let expected = segments.withNearest(to: finite) { $0.reduce(0.0) { $0 + $1.squared.squareRoot() } } / Double(finite.count)
        #expect(mean == expected)
        #expect(mean > 1 && mean < 20)
        #expect(segments.meanDistance(of: []) == .infinity)
    }

    /// `crosses(_:endSides:)` given `side(of:)` of the other's ends answers as `crosses(_:)`.
    @Test func crossesGivenEndSidesAsCrosses() {
        let head = Segment(Vector2(0, 0), Vector2(10, 10))
        let others = [
            Segment(Vector2(0, 10), Vector2(10, 0)), Segment(Vector2(0, 5), Vector2(2, 9)),
            Segment(Vector2(12, 20), Vector2(20, 12)), Segment(Vector2(10, 10), Vector2(20, 0)),
        ]
        for other in others {
            #expect(head.crosses(other, endSides: (head.side(of: other.a), head.side(of: other.b))) == head.crosses(other))
        }
        #expect(head.side(of: Vector2(0, 10)) == 100 && head.side(of: Vector2(10, 0)) == -100)
        #expect(head.side(of: Vector2(5, 5)) == 0)
    }

    /// `crosses(_:)` only where each segment's ends lie strictly on both sides of the other: the
    /// second pair's test is skipped where the first fails, so each case fails one pair alone.
    @Test func crossesOnlyWhereEachStraddlesTheOther() {
        let across = Segment(Vector2(0, 0), Vector2(10, 10))
        #expect(across.crosses(Segment(Vector2(0, 10), Vector2(10, 0))))
        // One side of `across`'s line: its own pair fails.
        #expect(!across.crosses(Segment(Vector2(0, 5), Vector2(2, 9))))
        // Straddles `across`'s line beyond its end: the other pair fails.
        #expect(!across.crosses(Segment(Vector2(12, 20), Vector2(20, 12))))
        // Touching at an end counts as no crossing.
        #expect(!across.crosses(Segment(Vector2(10, 10), Vector2(20, 0))))
    }
}
