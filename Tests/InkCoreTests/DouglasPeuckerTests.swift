import Foundation
import InkCore
import TestSupport
import Testing

@Suite("Douglas–Peucker")
struct DouglasPeuckerTests {
    @Test("keeps the corners of a noisy polyline and drops points within tolerance")
    func keepsCorners() {
        var rng = SeededGenerator(seed: 3)
        let corners = [Vector2(0, 0), Vector2(100, 0), Vector2(100, 100), Vector2(0, 100)]
        let points = TestInk.polygon(corners, perSide: 50, jitter: 0.5, using: &rng)
        let kept = DouglasPeucker.keptIndices(points, tolerance: 3)
        #expect(kept == [0, 50, 100, 150, 200])
    }

    @Test("keeps what the textbook recursion keeps, at every tolerance")
    func matchesTextbookRecursion() {
        // The recursion as Douglas and Peucker state it, comparing plain distances.
        func reference(_ points: [Vector2], _ tolerance: Double) -> [Int] {
            guard points.count > 2 else { return Array(points.indices) }
            var kept: Set<Int> = [0, points.count - 1]
            func split(_ start: Int, _ end: Int) {
                guard end - start > 1 else { return }
                var farthest = -1, distance = max(tolerance, 0)
                for i in (start + 1)..<end where points[i].distance(toSegment: points[start], points[end]) > distance {
                    farthest = i
                    distance = points[i].distance(toSegment: points[start], points[end])
                }
                guard farthest > 0 else { return }
                kept.insert(farthest)
                split(start, farthest)
                split(farthest, end)
            }
            split(0, points.count - 1)
            return kept.sorted()
        }
        var rng = SeededGenerator(seed: 5)
        let tolerances = [4, 0.5, 12, 0, -1, 30]
        for count in [0, 1, 2, 3, 40, 300] {
            let points = TestInk.randomStroke(count: count, using: &rng).locations
            #expect(tolerances.map { DouglasPeucker.keptIndices(points, tolerance: $0) } == tolerances.map { reference(points, $0) })
        }
        let square = TestInk.polygon(
            [Vector2(0, 0), Vector2(100, 0), Vector2(100, 100), Vector2(0, 100)], perSide: 50, jitter: 0.5, using: &rng)
        #expect([3, 200].map { DouglasPeucker.keptIndices(square, tolerance: $0) } == [reference(square, 3), reference(square, 200)])
    }

    @Test("reaches read at a tolerance keep what keptIndices keeps there, for two points or fewer too")
    func reachesMatchKeptIndices() {
        var rng = SeededGenerator(seed: 7)
        for count in [1, 2, 3, 40, 300] {
            let points = TestInk.randomStroke(count: count, using: &rng).locations
            DouglasPeucker.withReaches(points, finest: 0.5) { reach in
                #expect(reach.count == points.count)
                for tolerance in [0.5, 4, 12, 30] {
                    #expect(points.indices.filter { reach[$0] > tolerance } == DouglasPeucker.keptIndices(points, tolerance: tolerance))
                }
            }
        }
        // A negative finest tolerance counts as zero, as keptIndices counts it.
        let zigzag = (0..<20).map { Vector2(Double($0), Double($0 % 2)) }
        DouglasPeucker.withReaches(zigzag, finest: -1) { reach in
            #expect(zigzag.indices.filter { reach[$0] > 0 } == DouglasPeucker.keptIndices(zigzag, tolerance: 0))
            #expect(zigzag.indices.filter { reach[$0] > 1 } == [0, 19])
        }
    }

    @Test("every dropped point lies within tolerance of the simplified polyline")
    func toleranceHolds() {
        var rng = SeededGenerator(seed: 4)
        let stroke = TestInk.randomStroke(count: 500, using: &rng)
        let points = stroke.locations
        let kept = DouglasPeucker.keptIndices(points, tolerance: 10)
        #expect(kept.first == 0 && kept.last == points.count - 1 && kept.count < points.count)
        for (a, b) in zip(kept, kept.dropFirst()) {
            for i in a...b {
                #expect(points[i].distance(toSegment: points[a], points[b]) <= 10 + 1e-9)
            }
        }
        #expect(stroke.simplified(tolerance: 10).locations == kept.map { points[$0] })
    }

    @Test("a 100k-point stroke simplifies without overflowing the stack")
    func largeStroke() {
        let points = (0..<100_000).map { i -> Vector2 in
            let t = Double(i) / 100_000 * 20 * Double.pi
            return Vector2(t * cos(t), t * sin(t))  // a spiral: deep splits
        }
        let kept = DouglasPeucker.keptIndices(points, tolerance: 0.01)
        #expect(kept.first == 0 && kept.last == 99_999)
        #expect(kept.count > 100 && kept.count < 10_000)
    }

    @Test("a closed stroke whose first point equals its last terminates and keeps its shape")
    func closedStroke() {
        var rng = SeededGenerator(seed: 9)
        let circle = TestInk.circle(radius: 50, count: 400, using: &rng)
        #expect(circle.first!.distance(to: circle.last!) < 1e-9)
        let kept = DouglasPeucker.keptIndices(circle, tolerance: 1)
        #expect(kept.first == 0 && kept.last == 400)
        #expect(kept.contains(200))  // the farthest point from the start splits first
        #expect(kept.count >= 8 && kept.count <= 40)
        // All points the same: only the ends survive.
        #expect(DouglasPeucker.keptIndices(Array(repeating: Vector2(1, 1), count: 10), tolerance: 0) == [0, 9])
    }

    @Test("distance to a segment, not to its line")
    func segmentDistance() {
        let a = Vector2(0, 0)
        let b = Vector2(10, 0)
        #expect(Vector2(5, 3).distance(toSegment: a, b) == 3)
        #expect(Vector2(13, 4).distance(toSegment: a, b) == 5)
        #expect(Vector2(-3, -4).distance(toSegment: a, b) == 5)
        #expect(Vector2(3, 4).distance(toSegment: a, a) == 5)
    }

    @Test("small inputs and bad tolerances")
    func edgeCases() {
        #expect(DouglasPeucker.keptIndices([], tolerance: 1) == [])
        #expect(DouglasPeucker.keptIndices([Vector2(1, 1)], tolerance: 1) == [0])
        let line = [Vector2(0, 0), Vector2(1, 0), Vector2(2, 0), Vector2(2, 5)]
        #expect(DouglasPeucker.keptIndices(line, tolerance: -1) == [0, 2, 3])
        #expect(DouglasPeucker.keptIndices(line, tolerance: .nan) == [0, 2, 3])
        #expect(DouglasPeucker.keptIndices([Vector2(0, 0), Vector2(.nan, 1), Vector2(2, 0)], tolerance: 0) == [0, 2])
    }
}
