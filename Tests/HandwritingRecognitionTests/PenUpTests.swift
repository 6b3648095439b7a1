import HandwritingRecognition
import InkCore
import NeuralNetwork
import Testing

/// Pen-up boundaries must survive preprocessing: "11" written as two bars and a zig-zag through
/// the very same points in one stroke must look different to the classifier (a known failure
/// read "11" as "M" once strokes were flattened).
@Suite struct PenUpTests {
    /// Two vertical bars, each written top to bottom.
    static func bars(dx: Double = 0, dy: Double = 0, gap: Double = 10) -> InkDrawing {
        InkDrawing(strokes: [
            InkStroke(locations: [Vector2(dx, dy), Vector2(dx, dy + 20)]),
            InkStroke(locations: [Vector2(dx + gap, dy), Vector2(dx + gap, dy + 20)]),
        ])
    }

    /// The same four points joined in one stroke: down, diagonal up, down.
    static func zigzag(dx: Double = 0, dy: Double = 0, gap: Double = 10) -> InkDrawing {
        InkDrawing(strokes: [
            InkStroke(locations: [
                Vector2(dx, dy), Vector2(dx, dy + 20), Vector2(dx + gap, dy), Vector2(dx + gap, dy + 20),
            ])
        ])
    }

    @Test func featuresMarkThePenUp() {
        let extractor = InkFeatureExtractor(pointCount: 32)
        let channels = InkFeatureExtractor.channels
        let bars = extractor.features(Self.bars()), zigzag = extractor.features(Self.zigzag())
        let penDownMarks = { (row: [Float]) in stride(from: 6, to: row.count, by: channels).filter { row[$0] == 1 }.count }
        #expect(penDownMarks(bars) == 1)
        #expect(penDownMarks(zigzag) == 0)
        // The bars have no diagonal: every direction is straight down.
        #expect(stride(from: 3, to: bars.count, by: channels).allSatisfy { abs(bars[$0] - 1) < 1e-5 })
        #expect(stride(from: 3, to: zigzag.count, by: channels).contains { zigzag[$0] < 0 })
    }

    @Test func aTrainedClassifierTellsBarsFromZigzag() throws {
        var generator = SplitMix64(seed: 4)
        func samples(_ count: Int) -> [CharacterSample] {
            (0..<count).flatMap { _ -> [CharacterSample] in
                let gap = Double.random(in: 6...14, using: &generator)
                let (dx, dy) = (Double.random(in: -5...5, using: &generator), Double.random(in: -5...5, using: &generator))
                return [
                    CharacterSample(drawing: Self.bars(dx: dx, dy: dy, gap: gap), label: "1"),
                    CharacterSample(drawing: Self.zigzag(dx: dx, dy: dy, gap: gap), label: "M"),
                ]
            }
        }
        let trainer = CharacterModelTrainer(
            labels: ["1", "M"], features: InkFeatureExtractor(pointCount: 16),
            architecture: CharacterNetworkArchitecture(channels: [8], kernel: 3, hidden: 16, dropout: 0),
            augmentation: InkAugmentation(),
            training: TrainingConfiguration(epochs: 6, batchSize: 16, learningRate: 0.01, seed: 3))
        let (model, _) = try trainer.train(
            samples(40), validation: samples(10),
            provenance: Provenance(datasets: ["synthetic"], split: "random", seed: 3, epochs: 0, bestEpoch: 0))
        let classifier = try CharacterClassifier(model: model)
        let held = samples(25)
        let correct = held.filter { classifier.classify($0.drawing, top: 1).first?.label == $0.label }.count
        #expect(correct >= 48, "\(correct) of 50 held-out drawings read correctly")
    }
}
