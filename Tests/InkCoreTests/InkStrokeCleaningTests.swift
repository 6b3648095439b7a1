import Foundation
import InkCore
import TestSupport
import Testing

@Suite("Dedupe and smoothing")
struct InkStrokeCleaningTests {
    @Test("consecutive repeats go, the first of each run stays with its channels")
    func dedupe() {
        let points = [
            InkPoint(x: 0, y: 0, timeOffset: 0), InkPoint(x: 0, y: 0, timeOffset: 0.1),
            InkPoint(x: 1, y: 0, timeOffset: 0.2), InkPoint(x: 1, y: 0, timeOffset: 0.3),
            InkPoint(x: 1, y: 0, timeOffset: 0.4), InkPoint(x: 0, y: 0, timeOffset: 0.5),
        ]
        let d = InkStroke(points: points).removingDuplicatePoints()
        #expect(d.points.map(\.timeOffset) == [0, 0.2, 0.5])
        #expect(InkStroke(points: []).removingDuplicatePoints().isEmpty)
        let near = InkStroke(locations: [Vector2(0, 0), Vector2(0.5, 0), Vector2(0.9, 0), Vector2(1.2, 0)])
        #expect(near.removingDuplicatePoints(tolerance: 1).locations == [Vector2(0, 0), Vector2(1.2, 0)])
        let nan = InkStroke(locations: [Vector2(.nan, 0), Vector2(.nan, 0)])
        #expect(nan.removingDuplicatePoints().count == 2)
        let drawing = InkDrawing(strokes: [InkStroke(points: points), InkStroke(points: [])], annotations: ["k": "v"])
        let deduped = drawing.removingDuplicatePoints()
        #expect(deduped.strokes.map(\.count) == [3, 0] && deduped.annotations == ["k": "v"])
    }

    @Test("smoothing keeps endpoints and count, reduces jitter, leaves a line straight")
    func smoothing() {
        var rng = SeededGenerator(seed: 31)
        let clean = (0...100).map { Vector2(Double($0), 0) }
        let noisy = InkStroke(locations: clean.map { $0 + Vector2(0, Double.random(in: -1...1, using: &rng)) })
        let s = noisy.smoothed(radius: 2)
        #expect(s.count == noisy.count)
        #expect(s.points.first == noisy.points.first && s.points.last == noisy.points.last)
        let before = noisy.locations.map { $0.y * $0.y }.reduce(0, +)
        let after = s.locations.map { $0.y * $0.y }.reduce(0, +)
        #expect(after < before * 0.5)
        let line = InkStroke(locations: clean).smoothed(radius: 3)
        for (p, q) in zip(line.locations, clean) { #expect(p.distance(to: q) < 1e-9) }
        #expect(noisy.smoothed(radius: 0) == noisy)
        #expect(noisy.smoothed(radius: Int.max).count == noisy.count)
    }
}
