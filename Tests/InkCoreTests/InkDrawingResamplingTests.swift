import Foundation
import InkCore
import TestSupport
import Testing

@Suite("InkDrawing resampling")
struct InkDrawingResamplingTests {
    @Test("exactly N points in total over strokes, each stroke separate with its ends kept")
    func exactTotal() {
        var rng = SeededGenerator(seed: 11)
        for trial in 0..<30 {
            let strokes = (0..<Int.random(in: 1...6, using: &rng)).map { _ in
                TestInk.randomStroke(count: Int.random(in: 1...80, using: &rng), using: &rng)
            }
            let drawing = InkDrawing(strokes: strokes)
            for n in [strokes.count, strokes.count + 1, 2 * strokes.count, 32, 64, 100, 333] {
                let r = drawing.resampled(count: n)
                #expect(r.pointCount == n, "trial \(trial), n \(n)")
                #expect(r.strokes.count == strokes.count)
                for (a, b) in zip(strokes, r.strokes) {
                    #expect(b.count >= 1)
                    #expect(b.points.first == a.points.first)
                    if b.count >= 2 { #expect(b.points.last == a.points.last) }
                }
            }
        }
    }

    @Test("points are shared by arc length")
    func proportionalShares() {
        let long = InkStroke(locations: [Vector2(0, 0), Vector2(300, 0)])
        let short = InkStroke(locations: [Vector2(0, 50), Vector2(100, 50)])
        let r = InkDrawing(strokes: [long, short]).resampled(count: 42)
        // 2 base points, then 40 shared 3:1.
        #expect(r.strokes.map(\.count) == [31, 11])
        // The spacing is the same, 10 points, on both strokes.
        #expect(abs(r.strokes[0].locations[1].x - 10) < 1e-9)
        #expect(abs(r.strokes[1].locations[1].x - 10) < 1e-9)
    }

    @Test("empty strokes stay empty; too few points go to the longest strokes; count ≤ 0 empties")
    func degenerateDrawings() {
        let a = InkStroke(locations: [Vector2(0, 0), Vector2(10, 0)])
        let b = InkStroke(locations: [Vector2(0, 0), Vector2(50, 0)])
        let dot = InkStroke(locations: [Vector2(7, 7)])
        let drawing = InkDrawing(strokes: [a, InkStroke(points: []), b, dot])
        #expect(drawing.resampled(count: 10).strokes.map(\.count) == [2, 0, 7, 1])
        #expect(drawing.resampled(count: 2).strokes.map(\.count) == [1, 0, 1, 0])
        #expect(drawing.resampled(count: 0).pointCount == 0)
        #expect(InkDrawing(strokes: []).resampled(count: 5).pointCount == 0)
        // Only dots: shared equally, a dot repeats its point.
        let dots = InkDrawing(strokes: [dot, dot]).resampled(count: 5)
        #expect(dots.strokes.map(\.count) == [3, 2])
    }

    @Test("resampledPoints: fixed length with pen-up marks and stroke indices")
    func flattenedPoints() {
        let a = InkStroke(locations: [Vector2(0, 0), Vector2(30, 0)])
        let b = InkStroke(locations: [Vector2(0, 10), Vector2(10, 10)])
        let points = InkDrawing(strokes: [a, InkStroke(points: []), b]).resampledPoints(count: 14)
        #expect(points.count == 14)
        #expect(points.filter(\.isStrokeStart).map(\.strokeIndex) == [0, 2])
        #expect(points.map(\.strokeIndex) == Array(repeating: 0, count: 10) + Array(repeating: 2, count: 4))
        #expect(points[10].location == Vector2(0, 10) && points[10].isStrokeStart)
        #expect(InkDrawing(strokes: []).resampledPoints(count: 8).isEmpty)
    }

    @Test("groups and annotations survive resampling")
    func metadataKept() {
        let drawing = InkDrawing(
            strokes: [InkStroke(locations: [Vector2(0, 0), Vector2(1, 1)])],
            groups: [StrokeGroup(strokeIndices: [0], label: "x")], annotations: ["truth": "x"])
        let r = drawing.resampled(count: 8)
        #expect(r.groups == drawing.groups && r.annotations == drawing.annotations)
    }
}
