import Foundation
import HandwritingRecognition
import InkCore
import NeuralNetwork
import Testing
import TestSupport

/// Trial 24: an alphabet repeating a character trained to the end, and then `InkModel.write`
/// refused the model (duplicate label). The trainer refuses it first, with its typed error.
@Suite struct WordModelTrainerAlphabetTests {
    static let drawing = InkDrawing(strokes: [InkStroke(locations: [Vector2(0, 0), Vector2(5, 9), Vector2(9, 2)])])
    static let provenance = Provenance(datasets: [], split: "none", seed: 1, epochs: 0, bestEpoch: 0)

    static func trainer(alphabet: [Character]) -> WordModelTrainer {
        WordModelTrainer(
            alphabet: alphabet, featurizer: WordFeatureSequence(pointCount: 32),
            architecture: SequenceWordArchitecture(channels: [4], pooledStages: 1, kernel: 3, dropout: 0),
            augmentation: nil, training: TrainingConfiguration(epochs: 1))
    }

    static func train(alphabet: [Character]) -> WordTrainingError? {
        do {
            _ = try trainer(alphabet: alphabet).train(
                [WordSample(drawing: drawing, text: "a")], validation: [], errorRate: { _, _ in 0 }, provenance: provenance)
            return nil
        } catch { return error }
    }

    @Test func aRepeatedCharacterIsATypedError() {
        let error = Self.train(alphabet: ["a", "b", "a"])
        #expect(error == .duplicateCharacter("a"))
        #expect(error?.description == "\"a\" is in the alphabet more than once; every output needs its own character")
    }

    /// Checked before the samples: even with no training words the alphabet is named.
    @Test func theAlphabetIsCheckedBeforeTheSamples() {
        #expect(throws: WordTrainingError.duplicateCharacter("x")) {
            try Self.trainer(alphabet: ["x", "x"]).train([], validation: [], errorRate: { _, _ in 0 }, provenance: Self.provenance)
        }
    }

    /// A distinct alphabet still trains, and the model it gives writes and reads back.
    @Test func aDistinctAlphabetTrainsAndWrites() throws {
        #expect(Self.train(alphabet: SequenceWordModel.defaultAlphabet) == nil)
        let (model, _) = try Self.trainer(alphabet: ["a", "b"]).train(
            [WordSample(drawing: Self.drawing, text: "a")], validation: [], errorRate: { _, _ in 0 }, provenance: Self.provenance)
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("ab.inkmodel")
            try model.write(to: url)
            #expect(try InkModel(contentsOf: url).header.labels == ["a", "b"])
        }
    }
}
