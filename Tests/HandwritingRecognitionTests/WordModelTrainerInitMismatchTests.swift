import Foundation
import NeuralNetwork
import Testing
import TestSupport

@testable import HandwritingRecognition

/// `WordModelTrainer+InitMismatch.swift`: `train --words --init MODEL` with another model said only
/// "its layers differ from --channels/--lstm/--points" or "its alphabet differs (83 symbols, this
/// trainer has 10)"; now both sides are named.
@Suite struct WordModelTrainerInitMismatchTests {
    private static let configuration = TrainingConfiguration(epochs: 1, batchSize: 4, learningRate: 1e-3, seed: 1)

    private static func refusal(alphabet: [Character] = SequenceWordModel.defaultAlphabet, architecture: SequenceWordArchitecture) throws -> String? {
        var trainer = WordModelTrainer(
            alphabet: alphabet, featurizer: SequenceWordModelTests.featurizer, architecture: architecture, training: configuration)
        let model = try SequenceWordModelTests.tinyWordModel(seed: 9)
        do {
            try trainer.start(from: model)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func otherLayersNameBothOptionSetsAndTheFirstDifferentLayer() throws {
        #expect(try Self.refusal(architecture: SequenceWordArchitecture(channels: [16, 32, 24], dropout: 0)) == "cannot start from this model: "
            + "its layers differ: the model has --channels 16,24,24 --lstm 0 --points 64, this training --channels 16,32,24 --lstm 0 --points 64"
            + " (layer 4 is conv1d k5 16→24 ×32 in the model, conv1d k5 16→32 ×32 here)")
        #expect(try Self.refusal(architecture: SequenceWordArchitecture(channels: [16, 24, 24], recurrentHidden: 8, dropout: 0)) == "cannot start from this model: "
            + "its layers differ: the model has --channels 16,24,24 --lstm 0 --points 64, this training --channels 16,24,24 --lstm 8 --points 64"
            + " (9 layers, here 10; layer 9 is conv1d k1 24→84 ×16 in the model, BiLSTM 24→2×8 ×16 here)")
        // Same options, one more layer at the end (dropout): the extra layer is named.
        #expect(try Self.refusal(architecture: SequenceWordArchitecture(channels: [16, 24, 24], dropout: 0.5))?.hasSuffix(
            "(9 layers, here 10; layer 9 is conv1d k1 24→84 ×16 in the model, dropout 0.5 here)") == true)
    }

    @Test func anotherAlphabetNamesTheSymbolsEachSideLacks() throws {
        let digits = try Self.refusal(alphabet: Array("0123456789é"), architecture: SequenceWordModelTests.architecture)
        #expect(digits == "cannot start from this model: its alphabet differs: the model has 83 symbols, this training 11; "
            + "the model lacks 'é', and has 'a' 'b' 'c' 'd' 'e' 'f' 'g' 'h' 'i' 'j' 'k' 'l' … (73 in all) this training lacks")
        var reordered = SequenceWordModel.defaultAlphabet
        reordered.swapAt(0, 1)
        #expect(try Self.refusal(alphabet: reordered, architecture: SequenceWordModelTests.architecture)
            == "cannot start from this model: its alphabet differs: the model has 83 symbols, this training 83; "
            + "the same symbols in another order: symbol 1 is 'a' in the model, 'b' here")
    }

    @Test func emptyAndDuplicateAlphabetsAndEmptyLayersAreDescribed() {
        #expect(InitMismatch.alphabet(model: [], expected: ["a"]) == "its alphabet differs: the model has 0 symbols, this training 1; the model lacks 'a'")
        #expect(InitMismatch.alphabet(model: ["a", "a"], expected: ["a"]) == "its alphabet differs: the model has 2 symbols, this training 1; a symbol repeats")
        #expect(InitMismatch.layers(model: [], expected: [.dense(inputs: 2, outputs: 3)])
            == "its layers differ: the model has --channels none --lstm 0 --points none, this training --channels none --lstm 0 --points none"
            + " (0 layers, here 1; layer 1, dense 2→3, is only here)")
    }
}
