import Foundation
import InkCore
import Testing

/// Preprocessing on degenerate ink gives the documented result and never traps or hangs.
/// The limit catches a hang, not slowness: on 2 cores the tests that evaluate whole shared
/// datasets can hold both threads of the test pool for minutes, and a 1-minute limit here
/// expired before these tests got a thread (CI, session 16).
@Suite(.timeLimit(.minutes(10)))
struct DegenerateInkTests {
    struct Case: CustomStringConvertible, Sendable {
        var description: String
        var points: [Vector2]
    }

    static let cases: [Case] = [
        Case(description: "empty", points: []),
        Case(description: "one point", points: [Vector2(3, 4)]),
        Case(description: "two points", points: [Vector2(0, 0), Vector2(10, 0)]),
        Case(description: "identical points", points: Array(repeating: Vector2(5, 5), count: 50)),
        Case(description: "collinear", points: (0..<50).map { Vector2(Double($0), 2 * Double($0)) }),
        Case(description: "NaN", points: [Vector2(0, 0), Vector2(.nan, 1), Vector2(2, 2), Vector2(3, .nan)]),
        Case(description: "infinite", points: [Vector2(0, 0), Vector2(.infinity, 1), Vector2(2, -.infinity), Vector2(3, 3)]),
        Case(description: "huge 1e300", points: [Vector2(-1e300, -1e300), Vector2(1e300, 0), Vector2(0, 1e300), Vector2(1e300, 1e300)]),
        Case(description: "huge 1e200 square", points: [Vector2(0, 0), Vector2(1e200, 0), Vector2(1e200, 1e200), Vector2(0, 1e200), Vector2(0, 0)]),
        Case(description: "tiny 1e-300", points: [Vector2(0, 0), Vector2(1e-300, 0), Vector2(1e-300, 1e-300), Vector2(0, 2e-300)]),
        Case(description: "duplicates between moves", points: [Vector2(0, 0), Vector2(0, 0), Vector2(5, 0), Vector2(5, 0), Vector2(5, 5)]),
    ]

    @Test(arguments: cases)
    func strokePreprocessingIsTotal(_ input: Case) throws {
        let stroke = InkStroke(locations: input.points)
        let finite = input.points.allSatisfy(\.isFinite)
        for count in [0, 1, 2, 64] {
            let resampled = stroke.resampled(count: count)
            #expect(resampled.count == (input.points.isEmpty ? 0 : max(count, 0)), "\(input) resampled(count: \(count))")
        }
        let spaced = stroke.resampled(spacing: 1)
        #expect(spaced.count <= max(input.points.count, 2) + Int(min(stroke.length.isFinite ? stroke.length : 0, 1e6)) + 1)
        _ = stroke.resampled(spacing: .nan)
        _ = stroke.smoothed(radius: 2)
        _ = stroke.removingDuplicatePoints()
        let kept = DouglasPeucker.keptIndices(input.points, tolerance: 1)
        #expect(kept == kept.sorted(), "\(input)")
        if let first = input.points.indices.first {
            #expect(kept.first == first && kept.last == input.points.count - 1, "\(input)")
        } else {
            #expect(kept.isEmpty)
        }
        let corners = ShortStraw().corners(of: input.points)
        let inRange = corners.indices.allSatisfy { corners.points.indices.contains($0) }
        #expect(inRange, "\(input)")
        if finite, let bounds = BoundingBox(enclosing: input.points), bounds.diagonal.isFinite {
            let cornersFinite = corners.points.allSatisfy { $0.isFinite }
            #expect(cornersFinite, "\(input)")
        }
    }

    @Test(arguments: cases)
    func drawingPreprocessingIsTotal(_ input: Case) throws {
        let drawing = InkDrawing(strokes: [InkStroke(locations: input.points), InkStroke(points: [])])
        for count in [0, 1, 32] {
            let points = drawing.resampledPoints(count: count)
            #expect(points.count == (input.points.isEmpty ? 0 : count), "\(input) resampledPoints(count: \(count))")
        }
        for options in [NormalizationOptions.dollarOne(), NormalizationOptions(scale: .uniform(size: 2), translation: .boundingBoxCenter)] {
            let normalized = drawing.normalized(options)
            #expect(normalized.strokes.count == 2)
            if input.points.allSatisfy(\.isFinite), let bounds = drawing.bounds, bounds.diagonal.isFinite {
                let finite = normalized.strokes.allSatisfy { $0.locations.allSatisfy { $0.isFinite } }
                #expect(finite, "\(input) normalized finite input to non-finite points")
            }
        }
        _ = drawing.validationErrors()
        _ = drawing.repairingTime()
    }

    @Test func timeResamplingRejectsBadTimeWithTypedErrors() throws {
        let timed = [0.0, 0.02, 0.01, 0.03].enumerated().map { InkPoint(x: Double($0.offset), y: 0, timeOffset: $0.element) }
        #expect(throws: ResamplingError.nonMonotonicTime(point: 2)) { try InkStroke(points: timed).resampled(timeStep: 0.01) }
        #expect(throws: ResamplingError.invalidTimeStep(0)) { try InkStroke(points: timed).resampled(timeStep: 0) }
        var untimed = timed
        untimed[1].timeOffset = .nan
        #expect(throws: ResamplingError.missingTime(point: 1)) { try InkStroke(points: untimed).resampled(timeStep: 0.01) }
        let repaired = try InkStroke(points: timed).repairingTime().resampled(timeStep: 0.01)
        #expect(repaired.count == 4)
        #expect(try InkStroke(points: []).resampled(timeStep: 0.01).isEmpty)
    }

    @Test func hundredThousandPointsStayLinear() {
        let points = (0..<100_000).map { i in Vector2(cos(Double(i) * 0.001) * 100, sin(Double(i) * 0.001) * 100) }
        let stroke = InkStroke(locations: points)
        #expect(stroke.resampled(count: 64).count == 64)
        #expect(DouglasPeucker.keptIndices(points, tolerance: 0.5).count > 2)
        #expect(ShortStraw().corners(of: points).indices.count >= 2)
    }
}
