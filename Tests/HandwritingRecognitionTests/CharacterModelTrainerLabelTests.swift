import HandwritingRecognition
import InkCore
import NeuralNetwork
import Testing

/// Labels no model file accepts (repeated or empty) are refused with a typed error before any
/// training: a duplicate once trapped building the label index.
@Suite struct CharacterModelTrainerLabelTests {
    static let sample = CharacterSample(
        drawing: InkDrawing(strokes: [InkStroke(locations: [Vector2(0, 0), Vector2(5, 9), Vector2(9, 2)])]), label: "a")
    static let provenance = Provenance(datasets: [], split: "none", seed: 1, epochs: 0, bestEpoch: 0)

    static func train(labels: [String]) -> CharacterTrainingError? {
        let trainer = CharacterModelTrainer(
            labels: labels, features: InkFeatureExtractor(pointCount: 8),
            architecture: CharacterNetworkArchitecture(channels: [4], kernel: 3, hidden: 8, dropout: 0),
            augmentation: nil, training: TrainingConfiguration(epochs: 1))
        do {
            _ = try trainer.train([sample], validation: [], provenance: provenance)
            return nil
        } catch { return error }
    }

    @Test func duplicateLabelsAreATypedError() {
        let error = Self.train(labels: ["a", "b", "a"])
        #expect(error == .duplicateLabel("a"))
        #expect(error?.description == "label \"a\" is listed more than once; every class needs its own label")
    }

    @Test func anEmptyLabelIsATypedError() {
        #expect(Self.train(labels: ["a", ""]) == .emptyLabel(index: 1))
    }

    @Test func distinctLabelsStillTrain() {
        #expect(Self.train(labels: ["a", "b"]) == nil)
    }

    /// A model built in memory with repeated labels would trap the text lattice's label index.
    @Test func aClassifierRefusesAModelWithDuplicateLabels() throws {
        let features = InkFeatureExtractor(pointCount: 8)
        let network = try Network(
            specification: CharacterNetworkArchitecture(channels: [4], kernel: 3, hidden: 8, dropout: 0)
                .layers(features: features, classes: 2), seed: 2)
        let model = InkModel(
            network: network, labels: ["a", "a"], preprocessing: features.preprocessingDescription,
            provenance: Self.provenance)
        #expect(throws: CharacterClassifierError.modelFile(.duplicateLabel(path: "<model>", label: "a", firstIndex: 0, index: 1))) {
            try CharacterClassifier(model: model)
        }
    }
}
