import Foundation
import InkCore
import TestSupport
import Testing

/// `InkDrawing.resampled(spacing:)` and `resampled(timeStep:)`: each stroke as the stroke-level
/// method resamples it, with the drawing's groups, annotations and stroke metadata kept.
@Suite struct InkDrawingSpacingResamplingTests {
    private static func drawing() -> InkDrawing {
        var rng = SeededGenerator(seed: 23)
        var strokes = (0..<4).map { _ in TestInk.randomStroke(count: Int.random(in: 2...60, using: &rng), using: &rng) }
        strokes[1].startTime = 0.8
        strokes[2].id = "t2"
        strokes[2].color = "#FF0000"
        strokes.insert(InkStroke(points: []), at: 3)  // an empty stroke stays empty
        strokes.append(InkStroke(points: [InkPoint(x: 5, y: 5, timeOffset: 0)]))  // so does a single point
        return InkDrawing(
            strokes: strokes,
            groups: [StrokeGroup(strokeIndices: [0, 2], label: "arrow", id: "g0"), StrokeGroup(strokeIndices: [5], label: "dot")],
            annotations: ["writer": "w7"])
    }

    @Test func spacingResamplesEachStrokeAndKeepsTheRest() {
        let drawing = Self.drawing()
        let r = drawing.resampled(spacing: 3)
        #expect(r.strokes == drawing.strokes.map { $0.resampled(spacing: 3) })
        #expect(r.groups == drawing.groups && r.annotations == drawing.annotations)
        #expect(r.strokes.map(\.startTime) == drawing.strokes.map(\.startTime))
        #expect(r.strokes[2].id == "t2" && r.strokes[2].color == "#FF0000")
        #expect(r.strokes[3].points.isEmpty && r.strokes[5].points == drawing.strokes[5].points)
        // Gaps are 3 points along each stroke (the last at most 3), never across a pen-up.
        for stroke in r.strokes where stroke.count > 2 {
            let gaps = zip(stroke.points, stroke.points.dropFirst()).map { $0.location.distance(to: $1.location) }
            #expect(gaps.allSatisfy { $0 <= 3 + 1e-9 })
        }
    }

    @Test(arguments: [0.0, -1, .nan, .infinity])
    func invalidSpacingLeavesTheDrawingAsItIs(spacing: Double) {
        let drawing = Self.drawing()
        #expect(drawing.resampled(spacing: spacing) == drawing)
    }

    @Test func timeStepResamplesEachStrokeOnItsOwnClock() throws {
        let drawing = Self.drawing()
        let r = try drawing.resampled(timeStep: 0.025)
        #expect(r.strokes == drawing.strokes.map { try! $0.resampled(timeStep: 0.025) })
        #expect(r.groups == drawing.groups && r.annotations == drawing.annotations)
        #expect(r.strokes.map(\.startTime) == drawing.strokes.map(\.startTime))
        // Times step by 25 ms from each stroke's first point; the last gap is at most 25 ms.
        for (before, after) in zip(drawing.strokes, r.strokes) where before.count > 1 {
            let times = after.points.compactMap(\.timeOffset)
            #expect(times.count == after.count && times.first == before.points.first?.timeOffset)
            #expect(times.last == before.points.last?.timeOffset)
            let gaps = zip(times, times.dropFirst()).map { $1 - $0 }
            #expect(gaps.dropLast().allSatisfy { abs($0 - 0.025) < 1e-12 })
            #expect(gaps.last.map { $0 > 0 && $0 <= 0.025 + 1e-12 } == true)
        }
    }

    /// Errors name the stroke and, within it, the point.
    @Test func timeStepErrorsCarryTheStroke() {
        var drawing = Self.drawing()
        #expect(throws: DrawingResamplingError(strokeIndex: nil, reason: .invalidTimeStep(0))) {
            try drawing.resampled(timeStep: 0)
        }
        #expect(throws: DrawingResamplingError(strokeIndex: nil, reason: .invalidTimeStep(-1))) {
            try InkDrawing(strokes: []).resampled(timeStep: -1)
        }
        let timed = (0..<6).map { InkPoint(x: Double($0), y: 0, timeOffset: Double($0) * 0.01) }
        drawing.strokes[2].points = timed
        drawing.strokes[4].points = timed
        drawing.strokes[2].points[4].timeOffset = nil
        drawing.strokes[4].points[1].timeOffset = -1
        let error = #expect(throws: DrawingResamplingError.self) { try drawing.resampled(timeStep: 0.01) }
        #expect(error == DrawingResamplingError(strokeIndex: 2, reason: .missingTime(point: 4)))
        #expect(error?.description == "stroke 2, point 4: no finite time offset, cannot resample by time")
        drawing.strokes[2].points[4].timeOffset = 0.04
        #expect(throws: DrawingResamplingError(strokeIndex: 4, reason: .nonMonotonicTime(point: 1))) {
            try drawing.resampled(timeStep: 0.01)
        }
    }
}
