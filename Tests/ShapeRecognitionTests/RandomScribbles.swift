import Foundation
import InkCore
import TestSupport

/// Random scribbles — ink that is no shape — for false-snap tests: `pointCount` points drawn
/// uniformly in a `size` × `size` box and joined in order as one stroke (a zigzag), the way a
/// new user's doodle or a tap-and-drag slip looks. Seeded, so every run draws the same ink.
struct RandomScribbles {
    /// Box sides drawn, in points: small doodles to page-sized ones (snapping is scale-free, so
    /// the figure should not depend on them).
    static let sizes: [Double] = [10, 20, 50, 200]
    /// Points per scribble.
    static let pointCounts = 6...20
    /// Time between recorded points of a timed scribble, in seconds (a 100 Hz digitizer).
    static let sampleInterval = 0.01

    var generator: SeededGenerator

    init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

    /// One scribble of `pointCount` points in a `size`-point box; every second scribble of a
    /// sequence carries time offsets when `timed` is nil.
    mutating func scribble(size: Double, pointCount: Int, timed: Bool) -> InkStroke {
        let points = (0..<pointCount).map { i in
            InkPoint(
                Vector2(Double.random(in: 0...size, using: &generator), Double.random(in: 0...size, using: &generator)),
                timeOffset: timed ? Double(i) * Self.sampleInterval : nil)
        }
        return InkStroke(points: points)
    }

    /// `count` scribbles cycling through `sizes`, point counts drawn from `pointCounts`, every
    /// second one timed.
    mutating func scribbles(count: Int) -> [InkStroke] {
        (0..<count).map { i in
            scribble(
                size: Self.sizes[i % Self.sizes.count], pointCount: Int.random(in: Self.pointCounts, using: &generator),
                timed: i % 2 == 0)
        }
    }
}
