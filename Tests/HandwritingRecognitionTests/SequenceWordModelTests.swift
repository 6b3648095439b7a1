import Foundation
import HandwritingRecognition
import InkCore
import NeuralNetwork
import Testing
import TestSupport

@Suite struct SequenceWordModelTests {
    static let featurizer = WordFeatureSequence(pointCount: 64, pointsPerXHeight: 4)
    static let architecture = SequenceWordArchitecture(channels: [16, 24, 24], dropout: 0)

    static func tinyWordModel(seed: UInt64 = 4) throws -> InkModel {
        let alphabet = SequenceWordModel.defaultAlphabet
        let network = try Network(
            specification: architecture.layers(features: featurizer, symbols: alphabet.count + 1), seed: seed)
        return InkModel(
            network: network, labels: alphabet.map { String($0) }, output: .ctcSequence(frames: 16),
            preprocessing: featurizer.preprocessingDescription,
            provenance: Provenance(datasets: [], split: "none", seed: seed, epochs: 0, bestEpoch: 0))
    }

    @Test func posteriorsAreNormalizedAndCroppedToTheInk() throws {
        let model = try SequenceWordModel(model: Self.tinyWordModel())
        #expect(model.frameCount == 16 && model.frameStride == 4)
        for word in try WordFeatureSequenceTests.shippedWords(limit: 10) {
            let posteriors = model.posteriors(word.drawing)
            let ink = Self.featurizer.features(word.drawing).strokeOfPoint.count
            #expect(posteriors.frameCount == (ink + 3) / 4)
            #expect(posteriors.symbolCount == SequenceWordModel.defaultAlphabet.count + 1)
            for frame in 0..<posteriors.frameCount {
                let total = (0..<posteriors.symbolCount).reduce(Float(0)) { $0 + exp(posteriors[frame, $1]) }
                #expect(abs(total - 1) < 1e-4)
            }
            #expect(posteriors.strokeOfFrame.allSatisfy { word.drawing.strokes.indices.contains($0) })
        }
        #expect(model.posteriors(InkDrawing(strokes: [])).frameCount == 0)
    }

    @Test func modelFileRoundTripGivesTheSamePosteriors() throws {
        let model = try Self.tinyWordModel()
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("words.inkmodel")
            try model.write(to: url)
            let loaded = try InkModel(contentsOf: url)
            #expect(loaded == model)
            #expect(loaded.header.output == .ctcSequence(frames: 16))
            let word = try WordFeatureSequenceTests.shippedWords(limit: 1)[0].drawing
            let a = try SequenceWordModel(model: model).posteriors(word)
            let b = try SequenceWordModel(contentsOf: url).posteriors(word)
            #expect(a.logProbabilities == b.logProbabilities && a.strokeOfFrame == b.strokeOfFrame)
        }
    }

    @Test func characterModelIsRefusedAsAWordModelAndViceVersa() throws {
        #expect(throws: SequenceWordModelError.notAWordModel(output: "classes")) {
            try SequenceWordModel(model: CharacterClassifierTests.tinyModel())
        }
        let latin = TestPaths.models.appendingPathComponent("latin.inkmodel")
        #expect(throws: SequenceWordModelError.notAWordModel(output: "classes")) { try SequenceWordModel(contentsOf: latin) }
        #expect(throws: CharacterClassifierError.wordModel) { try CharacterClassifier(model: Self.tinyWordModel()) }
    }

    @Test func headerThatDoesNotFitTheNetworkIsRefused() throws {
        var model = try Self.tinyWordModel()
        model.header.output = .ctcSequence(frames: 8)
        #expect(throws: ModelFileError.self) { try InkModel(decoding: model.encoded()) }
        #expect(throws: SequenceWordModelError.self) { try SequenceWordModel(model: model) }
        model.header.output = .ctcSequence(frames: .max)
        #expect(throws: ModelFileError.self) { try InkModel(decoding: model.encoded()) }
    }

    @Test func bestPathMergesRepeatsAndDropsBlanks() {
        // Frames' best symbols: a a - a b b - → "aab".
        let best = [1, 1, 0, 1, 2, 2, 0]
        var values = [Float]()
        for symbol in best { values += (0..<3).map { $0 == symbol ? log(Float(0.8)) : log(Float(0.1)) } }
        let posteriors = FramePosteriors(alphabet: ["a", "b"], frameCount: 7, logProbabilities: values, strokeOfFrame: Array(repeating: 0, count: 7))
        let path = CTCBestPath(posteriors)
        #expect(path.text == "aab")
        #expect(path.emissions.map(\.frames) == [0..<2, 3..<4, 4..<6])
        #expect(abs(path.logProbability - 7 * log(0.8)) < 1e-5)
    }

    @Test func trainingOnRealWordsReducesTheLoss() throws {
        let words = try WordFeatureSequenceTests.shippedWords(limit: 200).filter { $0.text.count <= 5 }.prefix(24)
        #expect(words.count == 24)
        let trainer = WordModelTrainer(
            featurizer: Self.featurizer, architecture: Self.architecture, augmentation: nil,
            training: TrainingConfiguration(epochs: 12, batchSize: 8, learningRate: 0.005, seed: 3))
        var losses: [Float] = []
        let (model, result) = try trainer.train(
            Array(words), validation: Array(words.prefix(6)),
            errorRate: { references, hypotheses in
                Double(zip(references, hypotheses).filter { $0 != $1 }.count) / Double(max(references.count, 1))
            },
            provenance: Provenance(datasets: ["Datasets"], split: "test", seed: 3, epochs: 0, bestEpoch: 0),
            onEpoch: { losses.append($0.trainingLoss) })
        #expect(result.epochs.count == 12 && losses.count == 12)
        #expect(losses.last! < losses.first! * 0.7, "CTC loss per epoch: \(losses)")
        #expect(model.header.output == .ctcSequence(frames: 16))
        #expect(model.header.provenance.metrics["validation_greedy_cer"] != nil)
        _ = try SequenceWordModel(model: model)
    }
}
