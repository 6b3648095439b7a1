import Foundation
import InkCore
import NeuralNetwork

/// Trains a CTC word model (`SequenceWordModel`) from transcribed words and packs it as an
/// `InkModel` with `output: .ctcSequence(frames:)`.
///
/// Each epoch re-draws the augmentation of every training word from a generator seeded by
/// `(seed, epoch)`, so runs repeat bit for bit. CTC runs over all output frames, padding
/// included, so frames past the ink learn the blank (no mask is needed at inference, where
/// `SequenceWordModel` crops them anyway). After each epoch the validation words are decoded by
/// best path (`CTCBestPath`) and scored by the caller's `errorRate`; the epoch with the lowest
/// error is kept.
public struct WordModelTrainer {
    public var alphabet: [Character]
    public var featurizer: WordFeatureSequence
    public var architecture: SequenceWordArchitecture
    /// `nil` trains on the words as recorded.
    public var augmentation: InkAugmentation?
    public var training: TrainingConfiguration
    /// Weights to start from (fine-tuning), set by `start(from:)`; `nil` starts from a seeded
    /// initialisation.
    public private(set) var initialWeights: [Float]?

    /// The augmentation for word models: rotation ±0.1 rad, shear ±0.3 (slant), scale ±12 % per
    /// axis, jitter 0.3 % of the word's longer side (about 2 % of an x-height), and a quarter of
    /// the straight strokes reversed (only 7 % of UNIPEN category 7 train writers' vertical
    /// strokes go up, while some writers draw every stem from the bottom).
    public static let wordAugmentation = InkAugmentation(
        maxRotation: 0.1, maxShear: 0.3, maxScaleChange: 0.12, jitter: 0.003, straightStrokeReversal: 0.25)

    public init(
        alphabet: [Character] = SequenceWordModel.defaultAlphabet, featurizer: WordFeatureSequence = WordFeatureSequence(),
        architecture: SequenceWordArchitecture = SequenceWordArchitecture(),
        augmentation: InkAugmentation? = WordModelTrainer.wordAugmentation, training: TrainingConfiguration
    ) {
        self.alphabet = alphabet
        self.featurizer = featurizer
        self.architecture = architecture
        self.augmentation = augmentation
        self.training = training
    }

    /// Output frames of the network.
    public var frameCount: Int { featurizer.pointCount / architecture.frameStride }

    /// `text` as symbols (1 + alphabet index), or `nil` when a character is outside the alphabet.
    /// O(characters · alphabet): called once per training word, so no per-call lookup table.
    public func symbols(_ text: String) -> [Int]? {
        var result: [Int] = []
        for character in text {
            guard let index = alphabet.firstIndex(of: character) else { return nil }
            result.append(index + 1)
        }
        return result
    }

    /// Starts training from `model`'s weights instead of a fresh initialisation (fine-tuning).
    /// - Throws: `WordTrainingError.incompatibleModel` when the model's alphabet, preprocessing,
    ///   output or layers differ from this trainer's, or its weight count from the layers', saying
    ///   what differs with both values (``InitMismatch``).
    public mutating func start(from model: InkModel) throws(WordTrainingError) {
        let layers = architecture.layers(features: featurizer, symbols: alphabet.count + 1)
        let isWordModel = if case .ctcSequence = model.header.output ?? .classes { true } else { false }
        let mismatch: String? =
            if !isWordModel {
                "it is a character classifier (\(model.header.labels.count) classes), not a CTC word model"
            } else if model.header.labels != alphabet.map({ String($0) }) {
                InitMismatch.alphabet(model: model.header.labels, expected: alphabet.map { String($0) })
            } else if model.header.preprocessing != featurizer.preprocessingDescription {
                featurizer.preprocessingDescription.wordTrainingMismatch(withModel: model.header.preprocessing)
            } else if model.header.output != .ctcSequence(frames: frameCount) {
                "its output \(model.header.output.map { "\($0)" } ?? "classes") is not ctcSequence(frames: \(frameCount))"
            } else if model.header.architecture != layers {
                InitMismatch.layers(model: model.header.architecture, expected: layers)
            } else {
                nil
            }
        if let mismatch { throw .incompatibleModel(mismatch) }
        do { _ = try Network(specification: layers, weights: model.weights) } catch {
            throw .incompatibleModel(error.description)
        }
        initialWeights = model.weights
    }

    /// Trains and returns the model (weights of the best validation epoch) with the run's report.
    ///
    /// After `start(from:)` with validation words, the starting weights are scored first, as
    /// epoch 0: an epoch must beat them to be kept, and when none does the model returned is the
    /// starting one, with `bestEpoch` 0 (fine-tuning never returns a model worse on validation
    /// than the one it began with).
    /// - Parameters:
    ///   - samples: training words; every text must be written in `alphabet` and fit `frameCount`.
    ///   - validation: held-out words (any text: characters outside the alphabet count as errors).
    ///   - errorRate: `(references, hypotheses) → error`, lower is better (e.g. CER).
    ///   - provenance: datasets, split and command to record; seed, epochs and metrics are filled in.
    ///   - onBest: called with the model of every epoch that improves the validation error (a
    ///     checkpoint, so a run stopped early still leaves its best model).
    /// - Throws: `WordTrainingError` (`.invalidConfiguration` for `training` with a `problem`, such
    ///   as 0 epochs, before anything else; `.duplicateCharacter` when `alphabet` repeats one, which
    ///   `InkModel.write(to:)` would refuse, checked before any training).
    public func train(
        _ samples: [WordSample], validation: [WordSample], errorRate: @escaping ([String], [String]) -> Double,
        provenance: Provenance, onBatch: (Int, Int) -> Void = { _, _ in },
        onEpoch: (SequenceEpochReport) -> Void = { _ in }, onBest: (InkModel) -> Void = { _ in }
    ) throws(WordTrainingError) -> (model: InkModel, result: SequenceTrainingResult) {
        if let problem = training.problem { throw .invalidConfiguration(problem) }
        do { try InkModel.checkLabels(alphabet.map { String($0) }, path: "") } catch {
            // A Character is never empty, so checkLabels can only find a duplicate.
            guard case .duplicateLabel(_, let label, _, _) = error else { throw .invalidArchitecture(error.description) }
            throw .duplicateCharacter(Character(label))
        }
        guard !samples.isEmpty else { throw .noTrainingSamples }
        var labels: [[Int]] = []
        for sample in samples {
            guard let label = symbols(sample.text) else { throw .unknownCharacter(sample.text) }
            guard CTCLoss.requiredFrames(for: label) <= frameCount else {
                throw .labelTooLong(sample.text, frames: frameCount)
            }
            labels.append(label)
        }
        let network: Network
        let output = ModelOutput.ctcSequence(frames: frameCount)
        do {
            let layers = architecture.layers(features: featurizer, symbols: alphabet.count + 1)
            if let initialWeights {
                network = try Network(specification: layers, weights: initialWeights)
            } else {
                network = try Network(specification: layers, seed: training.seed)
            }
        } catch { throw .invalidArchitecture(error.description) }
        let template = ModelHeader(
            architecture: network.specification, labels: alphabet.map { String($0) }, output: output,
            preprocessing: featurizer.preprocessingDescription, provenance: provenance)

        let (featurizer, augmentation, seed) = (featurizer, augmentation, training.seed)
        let drawings = samples.map(\.drawing)
        func rows(_ drawings: [InkDrawing]) -> Matrix {
            Matrix(rows: drawings.count, columns: featurizer.width, values: drawings.flatMap { featurizer.features($0).values })
        }
        let plain = augmentation == nil ? rows(drawings) : nil
        let references = validation.map(\.text)
        let validationDrawings = validation.map(\.drawing)
        let result: SequenceTrainingResult
        do {
            result = try CTCTrainer(configuration: training).train(
                network, frames: frameCount,
                trainingSet: { epoch in
                    guard let augmentation else { return SequenceSamples(inputs: plain!, labels: labels) }
                    var generator = SplitMix64(seed: seed &+ 0x5DEE_CE66 &* UInt64(epoch + 1))
                    return SequenceSamples(
                        inputs: rows(drawings.map { augmentation.augmented($0, using: &generator) }), labels: labels)
                },
                validationError: validation.isEmpty
                    ? nil
                    : { network in
                        let model = SequenceWordModel(network: network, header: template, featurizer: featurizer)
                        let hypotheses = model.posteriors(validationDrawings).map { CTCBestPath($0).text }
                        return errorRate(references, hypotheses)
                    },
                scoresInitialWeights: initialWeights != nil,
                onBatch: onBatch,
                onEpoch: { report in
                    onEpoch(report)
                    if report.isBest {
                        onBest(packed(network, header: template, provenance: provenance, best: BestEpoch(report), epochs: report.epoch))
                    }
                })
        } catch { throw .ctc(error) }
        var best = result.epochs.first { $0.epoch == result.bestEpoch }.map(BestEpoch.init)
        if result.bestEpoch == 0, let initial = result.initialValidationError {
            // No epoch beat the starting model: it is kept, as epoch 0 (no training loss of its own).
            best = BestEpoch(epoch: 0, trainingLoss: nil, validationError: initial)
        }
        return (packed(network, header: template, provenance: provenance, best: best, epochs: result.epochs.count), result)
    }

    /// The epoch whose weights a model holds; epoch 0 is the `start(from:)` model.
    fileprivate struct BestEpoch {
        var epoch: Int
        var trainingLoss: Float?
        var validationError: Double?
    }

    /// The model of `network`'s current weights, its provenance completed with the run so far.
    private func packed(
        _ network: Network, header: ModelHeader, provenance: Provenance, best: BestEpoch?, epochs: Int
    ) -> InkModel {
        var provenance = provenance
        provenance.seed = training.seed
        provenance.epochs = epochs
        provenance.bestEpoch = best?.epoch ?? epochs
        provenance.training = training
        if let best {
            if let loss = best.trainingLoss { provenance.metrics["training_ctc_loss"] = Double(loss) }
            if let error = best.validationError { provenance.metrics["validation_greedy_cer"] = error }
        }
        var header = header
        header.provenance = provenance
        return InkModel(header: header, weights: network.flatWeights)
    }
}

/// Why a word model could not be trained.
public enum WordTrainingError: Error, CustomStringConvertible, Equatable {
    case noTrainingSamples
    /// A training word has a character outside the alphabet.
    case unknownCharacter(String)
    /// A training word needs more output frames than the network has.
    case labelTooLong(String, frames: Int)
    /// `alphabet` holds this character more than once (every output needs its own label).
    case duplicateCharacter(Character)
    case invalidArchitecture(String)
    /// The training configuration cannot train (`TrainingConfiguration.problem` says why).
    case invalidConfiguration(String)
    /// The model given to start from does not match the trainer (the reason says how).
    case incompatibleModel(String)
    case ctc(CTCError)

    public var description: String {
        switch self {
        case .noTrainingSamples: "no training words"
        case .unknownCharacter(let text): "\"\(text)\" has a character outside the model's alphabet"
        case .labelTooLong(let text, let frames): "\"\(text)\" needs more than the network's \(frames) frames"
        case .duplicateCharacter(let character):
            "\"\(character)\" is in the alphabet more than once; every output needs its own character"
        case .invalidArchitecture(let reason): "invalid network: \(reason)"
        case .invalidConfiguration(let reason): "invalid training configuration: \(reason)"
        case .incompatibleModel(let reason): "cannot start from this model: \(reason)"
        case .ctc(let error): "CTC: \(error)"
        }
    }
}

extension WordModelTrainer.BestEpoch {
    init(_ report: SequenceEpochReport) {
        self.init(epoch: report.epoch, trainingLoss: report.trainingLoss, validationError: report.validationError)
    }
}
