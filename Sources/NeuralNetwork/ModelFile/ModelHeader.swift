import Foundation

/// The JSON header of an `.inkmodel` file: everything needed to rebuild the inputs and the network,
/// and where the weights came from.
public struct ModelHeader: Codable, Sendable, Equatable {
    /// The layers, input to logits.
    public var architecture: [LayerSpecification]
    /// Class names in logit order; for a `.ctcSequence` model, the alphabet (symbols 1…, blank excluded).
    public var labels: [String]
    /// What the logits mean; `nil` (files written before this field existed) reads as `.classes`.
    public var output: ModelOutput?
    /// How raw input becomes the network's input row (owned by the module that made the model).
    public var preprocessing: PreprocessingDescription
    public var provenance: Provenance

    public init(
        architecture: [LayerSpecification], labels: [String], output: ModelOutput? = nil,
        preprocessing: PreprocessingDescription, provenance: Provenance
    ) {
        self.architecture = architecture
        self.labels = labels
        self.output = output
        self.preprocessing = preprocessing
        self.provenance = provenance
    }
}

/// How a network's logits are read.
public enum ModelOutput: Codable, Sendable, Equatable {
    /// One logit per label (a character classifier).
    case classes
    /// A sequence for CTC (Graves et al. 2006): `frames` rows of `labels.count + 1` logits, row-major,
    /// symbol 0 the blank and symbol `s` the label `s − 1`.
    case ctcSequence(frames: Int)

    /// Logits this output needs from the last layer for `labels` labels; `nil` when frames are
    /// not positive or the count overflows `Int` (a damaged header).
    public func logitCount(labels: Int) -> Int? {
        switch self {
        case .classes: return labels
        case .ctcSequence(let frames):
            guard frames > 0 else { return nil }
            let (count, overflow) = frames.multipliedReportingOverflow(by: labels + 1)
            return overflow ? nil : count
        }
    }
}

/// A named feature extractor and its numeric parameters, e.g. `"ink-trajectory"` with
/// `["points": 64]`. The NeuralNetwork module stores it without interpreting it.
public struct PreprocessingDescription: Codable, Sendable, Equatable {
    public var name: String
    public var parameters: [String: Double]

    public init(name: String, parameters: [String: Double]) {
        self.name = name
        self.parameters = parameters
    }

    /// `parameters` for messages: `"pointCount=256 pointsPerXHeight=6"`, sorted by name, each
    /// value with up to 6 significant digits; `"no parameters"` when there are none.
    public static func text(_ parameters: [String: Double]) -> String {
        guard !parameters.isEmpty else { return "no parameters" }
        return parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\(text($0.value))" }.joined(separator: " ")
    }

    /// A parameter value for messages: up to 6 significant digits, no trailing zeros ("256", "0.146").
    public static func text(_ value: Double) -> String { String(format: "%g", value) }
}

/// How a model was trained and how well it did.
public struct Provenance: Codable, Sendable, Equatable {
    /// Dataset paths or names as given to training.
    public var datasets: [String]
    /// The split rule, e.g. "pendigits .tra writers; 5 of 30 writers held out for validation".
    public var split: String
    public var seed: UInt64
    /// Epochs run and the epoch whose weights were kept.
    public var epochs: Int
    public var bestEpoch: Int
    public var training: TrainingConfiguration?
    /// Named figures, e.g. `"validation_accuracy": 0.993`.
    public var metrics: [String: Double]
    /// The command that produced the model, if known.
    public var command: String?
    /// ISO 8601 date of creation, if recorded (left out, the same run gives the same bytes).
    public var created: String?
    /// The writer ids of the samples training fit and chose the epoch on (train and validation
    /// parts, synthetic text's source writers included), sorted and distinct, so an evaluation can
    /// tell its samples of those writers wherever they were copied. `nil` in models written
    /// before this field (the shipped word model among them), which name only their datasets' paths.
    public var writers: [String]?

    public init(
        datasets: [String], split: String, seed: UInt64, epochs: Int, bestEpoch: Int,
        training: TrainingConfiguration? = nil, metrics: [String: Double] = [:], command: String? = nil,
        created: String? = nil, writers: [String]? = nil
    ) {
        self.datasets = datasets
        self.split = split
        self.seed = seed
        self.epochs = epochs
        self.bestEpoch = bestEpoch
        self.training = training
        self.metrics = metrics
        self.command = command
        self.created = created
        self.writers = writers
    }
}
