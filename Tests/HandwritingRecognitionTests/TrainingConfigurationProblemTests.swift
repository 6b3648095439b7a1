import HandwritingRecognition
import InkCore
import NeuralNetwork
import Testing

/// Trial 24: `TrainingConfiguration(epochs: 0)` returned the untrained network as a model, a
/// batch size of 0 was silently 1 and a NaN learning rate trained. Both trainers refuse them first.
@Suite struct TrainingConfigurationProblemTests {
    static let bad: [(TrainingConfiguration, String)] = [
        (TrainingConfiguration(epochs: 0), "epochs is 0; training needs at least 1"),
        (TrainingConfiguration(epochs: 1, batchSize: 0), "batchSize is 0; a minibatch needs at least 1 sample"),
        (TrainingConfiguration(epochs: 1, learningRate: .nan), "learningRate is nan; it must be a finite number above 0"),
        (TrainingConfiguration(epochs: 1, learningRate: 0), "learningRate is 0.0; it must be a finite number above 0"),
        (TrainingConfiguration(epochs: 1, labelSmoothing: 1), "labelSmoothing is 1.0; it must be at least 0 and below 1"),
    ]
    static let drawing = InkDrawing(strokes: [InkStroke(locations: [Vector2(0, 0), Vector2(5, 9), Vector2(9, 2)])])
    static let provenance = Provenance(datasets: [], split: "none", seed: 1, epochs: 0, bestEpoch: 0)

    @Test func theProblemIsNamed() {
        for (configuration, problem) in Self.bad { #expect(configuration.problem == problem) }
        #expect(TrainingConfiguration().problem == nil)
        #expect(TrainingConfiguration(epochs: 1, batchSize: 1, labelSmoothing: 0.1).problem == nil)
    }

    @Test func theCharacterTrainerRefusesBeforeTraining() {
        for (configuration, problem) in Self.bad {
            let trainer = CharacterModelTrainer(
                labels: ["a"], features: InkFeatureExtractor(pointCount: 8),
                architecture: CharacterNetworkArchitecture(channels: [4], kernel: 3, hidden: 8, dropout: 0),
                augmentation: nil, training: configuration)
            #expect(throws: CharacterTrainingError.invalidConfiguration(problem)) {
                try trainer.train([CharacterSample(drawing: Self.drawing, label: "a")], validation: [], provenance: Self.provenance)
            }
        }
    }

    @Test func theWordTrainerRefusesBeforeTraining() {
        for (configuration, problem) in Self.bad {
            let trainer = WordModelTrainer(
                featurizer: WordFeatureSequence(pointCount: 32),
                architecture: SequenceWordArchitecture(channels: [4], pooledStages: 1, kernel: 3, dropout: 0),
                augmentation: nil, training: configuration)
            let error = #expect(throws: WordTrainingError.self) {
                try trainer.train(
                    [WordSample(drawing: Self.drawing, text: "a")], validation: [], errorRate: { _, _ in 0 }, provenance: Self.provenance)
            }
            #expect(error == .invalidConfiguration(problem))
            #expect(error?.description == "invalid training configuration: \(problem)")
        }
    }
}
