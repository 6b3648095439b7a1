import Foundation
import HandwritingRecognition
import InkCore
import NeuralNetwork
import Testing

@Suite struct InkAugmentationTests {
    static let drawing = InkDrawing(strokes: [
        InkStroke(locations: (0..<20).map { Vector2(Double($0), Double($0 * $0) / 10) }),
        InkStroke(locations: [Vector2(0, 30), Vector2(20, 30)]),
    ])

    @Test func sameSeedSameDistortion() {
        var a = SplitMix64(seed: 8), b = SplitMix64(seed: 8), c = SplitMix64(seed: 9)
        let augmentation = InkAugmentation()
        let first = augmentation.augmented(Self.drawing, using: &a)
        #expect(first == augmentation.augmented(Self.drawing, using: &b))
        #expect(first != augmentation.augmented(Self.drawing, using: &c))
        #expect(first.strokes.map(\.count) == Self.drawing.strokes.map(\.count))
    }

    @Test func distortionStaysWithinItsRanges() throws {
        // No jitter: the map is affine, so the box can grow at most by the scale and shear limits.
        let augmentation = InkAugmentation(maxRotation: 0, maxShear: 0, maxScaleChange: 0.1, jitter: 0)
        var generator = SplitMix64(seed: 1)
        for _ in 0..<20 {
            let box = try #require(augmentation.augmented(Self.drawing, using: &generator).bounds)
            let original = try #require(Self.drawing.bounds)
            #expect(box.width / original.width >= 0.9 - 1e-9 && box.width / original.width <= 1.1 + 1e-9)
            #expect(abs(box.center.x - original.center.x) < 1e-9)
        }
    }

    @Test func straightStrokesAreReversedWithTheirTimesMirrored() throws {
        // A quarter circle: chord 90 % of the arc, below the 95 % that counts as straight.
        let curve = InkStroke(locations: (0...20).map { Vector2(10 * cos(Double($0) * .pi / 40), 10 * sin(Double($0) * .pi / 40)) })
        let stem = InkStroke(points: (0..<5).map { InkPoint(x: 3, y: 10 - 2 * Double($0), timeOffset: 0.5 + 0.01 * Double($0 * $0)) })
        let drawing = InkDrawing(strokes: [curve, stem])
        let still = InkAugmentation(maxRotation: 0, maxShear: 0, maxScaleChange: 0, jitter: 0, straightStrokeReversal: 1)
        var generator = SplitMix64(seed: 4)
        let result = still.augmented(drawing, using: &generator)
        #expect(result.strokes[0] == curve, "a curve keeps its direction")
        #expect(result.strokes[1].points.map(\.location) == stem.points.reversed().map(\.location))
        let times = result.strokes[1].points.compactMap(\.timeOffset)
        #expect(times.count == 5 && zip(times, times.dropFirst()).allSatisfy { $0 < $1 }, "times still increase: \(times)")
        #expect(abs(times[0] - 0.5) < 1e-12 && abs(times[4] - 0.66) < 1e-12 && abs(times[1] - 0.57) < 1e-12)

        // At a quarter, about a quarter of the stems turn.
        let quarter = InkAugmentation(maxRotation: 0, maxShear: 0, maxScaleChange: 0, jitter: 0, straightStrokeReversal: 0.25)
        let reversed = (0..<400).filter { _ in quarter.augmented(drawing, using: &generator).strokes[1] != stem }.count
        #expect(reversed > 70 && reversed < 130, "\(reversed) of 400")
    }

    /// Strokes with no length (empty, one point, repeated points) or a NaN point are never
    /// straight: they keep their order, and nothing traps.
    @Test func degenerateStrokesAreNotReversed() {
        let nan = InkStroke(locations: [Vector2(0, 0), Vector2(.nan, 5), Vector2(0, 10)])
        let strokes = [
            InkStroke(points: []), InkStroke(locations: [Vector2(3, 3)]), InkStroke(locations: [Vector2(1, 1), Vector2(1, 1)]), nan,
            InkStroke(locations: [Vector2(0, 0), Vector2(0, 20)]),
        ]
        let always = InkAugmentation(maxRotation: 0, maxShear: 0, maxScaleChange: 0, jitter: 0, straightStrokeReversal: 1)
        var generator = SplitMix64(seed: 2)
        let result = always.augmented(InkDrawing(strokes: strokes), using: &generator)
        #expect(result.strokes.count == 5)
        #expect(result.strokes[0].points.isEmpty)
        #expect(result.strokes[1].points.map(\.location) == [Vector2(3, 3)])
        #expect(result.strokes[2].points.map(\.location) == [Vector2(1, 1), Vector2(1, 1)])
        #expect(result.strokes[3].points[0].location == Vector2(0, 0) && result.strokes[3].points[1].x.isNaN)
        #expect(result.strokes[4].points.map(\.location) == [Vector2(0, 20), Vector2(0, 0)], "the one straight stroke turns")
    }

    @Test func emptyDrawingIsReturnedAsIs() {
        var generator = SplitMix64(seed: 1)
        let empty = InkDrawing(strokes: [])
        #expect(InkAugmentation().augmented(empty, using: &generator) == empty)
    }
}
