import InkCore
import NeuralNetwork

/// Trains a character classifier from labelled drawings and packs it as an `InkModel`.
///
/// Each epoch re-draws the augmentation of every training drawing from a generator seeded by
/// `(seed, epoch)`, so runs repeat bit for bit; validation drawings are never augmented and pick
/// the kept epoch (early stopping per `training.patience`).
public struct CharacterModelTrainer {
    public var labels: [String]
    public var features: InkFeatureExtractor
    public var architecture: CharacterNetworkArchitecture
    /// `nil` trains on the drawings as recorded.
    public var augmentation: InkAugmentation?
    public var training: TrainingConfiguration

    public init(
        labels: [String], features: InkFeatureExtractor = InkFeatureExtractor(),
        architecture: CharacterNetworkArchitecture = CharacterNetworkArchitecture(),
        augmentation: InkAugmentation? = InkAugmentation(), training: TrainingConfiguration
    ) {
        self.labels = labels
        self.features = features
        self.architecture = architecture
        self.augmentation = augmentation
        self.training = training
    }

    /// Trains and returns the model (weights of the best validation epoch) with the run's report.
    /// - Parameters:
    ///   - provenance: datasets, split and command to record; seed, epochs and metrics are filled in.
    /// - Throws: `CharacterTrainingError`: `.emptyLabel` or `.duplicateLabel` when `labels` are not
    ///   distinct non-empty names (the rule `InkModel.write(to:)` enforces, checked before any
    ///   training), `.invalidConfiguration` for `training` with a `problem` (0 epochs),
    ///   `.unknownLabel` for a sample's label outside `labels`, `.noTrainingSamples`.
    public func train(
        _ samples: [CharacterSample], validation: [CharacterSample], provenance: Provenance,
        onBatch: (Int, Int) -> Void = { _, _ in }, onEpoch: (EpochReport) -> Void = { _ in }
    ) throws(CharacterTrainingError) -> (model: InkModel, result: TrainingResult) {
        do { try InkModel.checkLabels(labels, path: "") } catch {
            switch error {
            case .emptyLabel(_, let index): throw .emptyLabel(index: index)
            case .duplicateLabel(_, let label, _, _): throw .duplicateLabel(label)
            default: throw .invalidArchitecture(error.description)  // checkLabels throws no other case
            }
        }
        if let problem = training.problem { throw .invalidConfiguration(problem) }
        guard !samples.isEmpty else { throw .noTrainingSamples }
        let index = Dictionary(uniqueKeysWithValues: labels.enumerated().map { ($1, $0) })
        func classIndices(_ samples: [CharacterSample]) throws(CharacterTrainingError) -> [Int] {
            var result = [Int]()
            for sample in samples {
                guard let label = index[sample.label] else { throw .unknownLabel(sample.label) }
                result.append(label)
            }
            return result
        }
        let trainingLabels = try classIndices(samples)
        let validationSet = LabeledSamples(
            inputs: features.features(validation.map(\.drawing)), labels: try classIndices(validation))
        let network: Network
        do {
            network = try Network(
                specification: architecture.layers(features: features, classes: labels.count), seed: training.seed)
        } catch { throw .invalidArchitecture(error.description) }

        let drawings = samples.map(\.drawing)
        let plain = augmentation == nil ? features.features(drawings) : nil
        let result = Trainer(configuration: training).train(
            network,
            trainingSet: { epoch in
                guard let augmentation else { return LabeledSamples(inputs: plain!, labels: trainingLabels) }
                var generator = SplitMix64(seed: training.seed &+ 0x5DEE_CE66 &* UInt64(epoch + 1))
                let augmented = drawings.map { augmentation.augmented($0, using: &generator) }
                return LabeledSamples(inputs: features.features(augmented), labels: trainingLabels)
            },
            validation: validation.isEmpty ? nil : validationSet, onBatch: onBatch, onEpoch: onEpoch)

        var provenance = provenance
        provenance.seed = training.seed
        provenance.epochs = result.epochs.count
        provenance.bestEpoch = result.bestEpoch
        provenance.training = training
        if let best = result.epochs.first(where: { $0.epoch == result.bestEpoch }) {
            provenance.metrics["training_accuracy"] = best.trainingAccuracy
            if let validation = best.validation { provenance.metrics["validation_accuracy"] = validation.accuracy }
        }
        let model = InkModel(
            network: network, labels: labels, preprocessing: features.preprocessingDescription,
            provenance: provenance)
        return (model, result)
    }
}

/// Why a character model could not be trained.
public enum CharacterTrainingError: Error, CustomStringConvertible, Equatable {
    case noTrainingSamples
    /// A sample's label is not among the model's labels.
    case unknownLabel(String)
    /// Label `index` of `labels` is the empty string.
    case emptyLabel(index: Int)
    /// `labels` holds this label more than once.
    case duplicateLabel(String)
    case invalidArchitecture(String)
    /// The training configuration cannot train (`TrainingConfiguration.problem` says why).
    case invalidConfiguration(String)

    public var description: String {
        switch self {
        case .noTrainingSamples: "no training samples"
        case .unknownLabel(let label): "label \"\(label)\" is not in the model's label set"
        case .emptyLabel(let index): "label \(index) is empty; every class needs a name"
        case .duplicateLabel(let label): "label \"\(label)\" is listed more than once; every class needs its own label"
        case .invalidArchitecture(let reason): "invalid network: \(reason)"
        case .invalidConfiguration(let reason): "invalid training configuration: \(reason)"
        }
    }
}
