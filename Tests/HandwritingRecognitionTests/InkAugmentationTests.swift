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

    @Test func emptyDrawingIsReturnedAsIs() {
        var generator = SplitMix64(seed: 1)
        let empty = InkDrawing(strokes: [])
        #expect(InkAugmentation().augmented(empty, using: &generator) == empty)
    }
}
