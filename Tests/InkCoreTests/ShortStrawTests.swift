import Foundation
import InkCore
import TestSupport
import Testing

@Suite("ShortStraw corner finding")
struct ShortStrawTests {
    @Test("four corners on jittered squares, near the true corners, under rotation and scale")
    func square() {
        var rng = SeededGenerator(seed: 21)
        for trial in 0..<20 {
            let size = Double.random(in: 20...400, using: &rng)
            let angle = Double.random(in: 0...(2 * Double.pi), using: &rng)
            // Start mid-edge so that all four corners are interior.
            let truth = [Vector2(0, 0), Vector2(size, 0), Vector2(size, size), Vector2(0, size)]
            let polygon = TestInk.polygon(
                [Vector2(size / 2, 0)] + truth.dropFirst() + [truth[0]], perSide: 40, jitter: size * 0.005,
                using: &rng)
            let rotated = polygon.map { $0.rotated(by: angle) }
            let found = ShortStraw().corners(of: rotated)
            #expect(found.interiorIndices.count == 4, "trial \(trial)")
            for corner in truth.dropFirst() + [truth[0]] {
                let c = corner.rotated(by: angle)
                let nearest = found.locations.map { $0.distance(to: c) }.min() ?? .infinity
                #expect(nearest < size * 0.05, "trial \(trial)")
            }
        }
    }

    @Test("zero to two corners on circles and ellipses")
    func circle() {
        var rng = SeededGenerator(seed: 22)
        for trial in 0..<20 {
            let r = Double.random(in: 20...300, using: &rng)
            let points = TestInk.circle(
                radius: r, count: 120, start: Double.random(in: 0...6, using: &rng), jitter: r * 0.005, using: &rng
            ).map { Vector2($0.x * (trial.isMultiple(of: 2) ? 1 : 1.6), $0.y) }
            let found = ShortStraw().corners(of: points)
            #expect(found.interiorIndices.count <= 2, "trial \(trial): \(found.interiorIndices)")
            // The paper's ShortStraw, with no curve test, cuts the circle into chords.
            #expect(ShortStraw(curveTurningRatio: nil).corners(of: points).interiorIndices.count >= 3)
        }
    }

    @Test("a straight line has no interior corner; an L has one")
    func lineAndL() {
        let line = (0...50).map { Vector2(Double($0) * 4, Double($0) * 2) }
        #expect(ShortStraw().corners(of: line).indices == [0, ShortStraw().corners(of: line).points.count - 1])
        let l = (0...50).map { Vector2(0, Double($0) * 2) } + (1...50).map { Vector2(Double($0) * 2, 100) }
        let found = ShortStraw().corners(of: l)
        #expect(found.interiorIndices.count == 1)
        #expect(found.locations[1].distance(to: Vector2(0, 100)) < 5)
    }

    @Test("resampled points are spaced by diagonal / 40")
    func resampling() {
        let l = [Vector2(0, 0), Vector2(0, 300), Vector2(400, 300)]
        let found = ShortStraw().corners(of: l)
        // Diagonal 500 → spacing 12.5; path 700 → 56 gaps + 1.
        #expect(found.points.count == 57)
    }

    @Test("degenerate input does not trap")
    func degenerate() {
        #expect(ShortStraw().corners(of: [Vector2]()).indices == [])
        #expect(ShortStraw().corners(of: [Vector2(1, 1)]).indices == [0])
        #expect(ShortStraw().corners(of: Array(repeating: Vector2(1, 1), count: 9)).indices == [0])
        #expect(ShortStraw().corners(of: [Vector2(0, 0), Vector2(1, 1)]).indices == [0, 40])
        let withNaN = [Vector2(0, 0), Vector2(.nan, 1), Vector2(5, 5)]
        #expect(ShortStraw().corners(of: withNaN).indices == [0, 2])
        #expect(ShortStraw(window: 0).corners(of: [Vector2(0, 0), Vector2(10, 0), Vector2(10, 10)]).indices.count >= 2)
    }
}
