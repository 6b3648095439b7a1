import Foundation
import InkCore
import TestSupport
import Testing

/// `Vector2.squaredDistances(of:toSegment:_:into:)`, the fits' one pass per segment, gives the
/// bits `squaredDistance(toSegment:_:)` gives point by point.
@Suite("Squared distances to a segment, in one pass")
struct Vector2SegmentDistanceTests {
    private func batch(_ points: [Vector2], _ a: Vector2, _ b: Vector2) -> [Double] {
        // Filled with a value no distance has, so an entry left unwritten would show.
        var squared = [Double](repeating: -1, count: points.count + 1)
        points.withUnsafeBufferPointer { points in
            squared.withUnsafeMutableBufferPointer { Vector2.squaredDistances(of: points, toSegment: a, b, into: $0) }
        }
        return squared
    }

    @Test("the bits of squaredDistance(toSegment:), an odd count and a NaN point among them")
    func sameBitsAsPointByPoint() {
        var generator = SeededGenerator(seed: 18)
        var points = (0..<151).map { _ in
            Vector2(Double.random(in: -50...150, using: &generator), Double.random(in: -80...60, using: &generator))
        }
        points[7] = Vector2(.nan, 3)
        // Ends, the segment's own points and points projecting past both ends.
        points += [Vector2(0.1, 0.3), Vector2(97.3, -41.9), Vector2(48.7, -20.8), Vector2(-300, 130), Vector2(400, -200)]
        for (a, b) in [(Vector2(0.1, 0.3), Vector2(97.3, -41.9)), (Vector2(5, 5), Vector2(5, 5)), (Vector2(1, 2), Vector2(.nan, 0))] {
            let squared = batch(points, a, b)
            #expect(squared.last == -1)  // nothing written past the points
            let expected = points.map { $0.squaredDistance(toSegment: a, b).bitPattern }
            #expect(squared.dropLast().map(\.bitPattern) == expected)
        }
        // Real values: on the segment 0, past an end the distance to that end, a NaN point NaN.
        let squared = batch([Vector2(5, 0), Vector2(13, 4), Vector2(.nan, 1)], Vector2(0, 0), Vector2(10, 0))
        #expect(squared[0] == 0 && squared[1] == 25 && squared[2].isNaN)
        // A segment of no length: the squared distance to its point.
        #expect(batch([Vector2(3, 4)], Vector2(0, 0), Vector2(0, 0))[0] == 25)
        #expect(batch([], Vector2(0, 0), Vector2(1, 0)) == [-1])
    }
}
