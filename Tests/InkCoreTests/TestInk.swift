import Foundation
import InkCore
import TestSupport

/// Synthetic strokes for the preprocessing tests.
enum TestInk {
    /// A random walk of `count` points with steps of 0…`maxStep` points in random directions,
    /// timestamps 10 ms apart and a force channel, starting at a random location.
    static func randomStroke(count: Int, maxStep: Double = 20, using rng: inout SeededGenerator) -> InkStroke {
        var p = Vector2(Double.random(in: -100...100, using: &rng), Double.random(in: -100...100, using: &rng))
        var points: [InkPoint] = []
        for i in 0..<count {
            points.append(
                InkPoint(x: p.x, y: p.y, timeOffset: Double(i) * 0.01, force: Double.random(in: 0...2, using: &rng)))
            let angle = Double.random(in: -Double.pi...Double.pi, using: &rng)
            p += Vector2(cos(angle), sin(angle)) * Double.random(in: 0...maxStep, using: &rng)
        }
        return InkStroke(points: points)
    }

    /// Points along the closed polygon `corners` (first corner repeated at the end), `perSide`
    /// points a side, each moved by up to `jitter` points in x and y.
    static func polygon(_ corners: [Vector2], perSide: Int, jitter: Double, using rng: inout SeededGenerator)
        -> [Vector2]
    {
        var result: [Vector2] = []
        for (a, b) in zip(corners, corners.dropFirst() + [corners[0]]) {
            for k in 0..<perSide {
                let p = Vector2.lerp(a, b, Double(k) / Double(perSide))
                result.append(p + jitterOffset(jitter, using: &rng))
            }
        }
        result.append(corners[0] + jitterOffset(jitter, using: &rng))
        return result
    }

    /// A closed circle of `count` + 1 points (first repeated at the end), each moved by up to
    /// `jitter` points, starting at angle `start` radians.
    static func circle(
        center: Vector2 = .zero, radius: Double, count: Int, start: Double = 0, jitter: Double = 0,
        using rng: inout SeededGenerator
    ) -> [Vector2] {
        (0...count).map { k in
            let angle = start + 2 * Double.pi * Double(k) / Double(count)
            return center + Vector2(cos(angle), sin(angle)) * radius + jitterOffset(jitter, using: &rng)
        }
    }

    private static func jitterOffset(_ jitter: Double, using rng: inout SeededGenerator) -> Vector2 {
        jitter > 0
            ? Vector2(
                Double.random(in: -jitter...jitter, using: &rng), Double.random(in: -jitter...jitter, using: &rng))
            : .zero
    }
}
