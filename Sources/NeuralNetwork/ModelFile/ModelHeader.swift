/// The JSON header of an `.inkmodel` file: everything needed to rebuild the inputs and the network,
/// and where the weights came from.
public struct ModelHeader: Codable, Sendable, Equatable {
    /// The layers, input to logits.
    public var architecture: [LayerSpecification]
    /// Class names in logit order.
    public var labels: [String]
    /// How raw input becomes the network's input row (owned by the module that made the model).
    public var preprocessing: PreprocessingDescription
    public var provenance: Provenance

    public init(
        architecture: [LayerSpecification], labels: [String], preprocessing: PreprocessingDescription,
        provenance: Provenance
    ) {
        self.architecture = architecture
        self.labels = labels
        self.preprocessing = preprocessing
        self.provenance = provenance
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

    public init(
        datasets: [String], split: String, seed: UInt64, epochs: Int, bestEpoch: Int,
        training: TrainingConfiguration? = nil, metrics: [String: Double] = [:], command: String? = nil,
        created: String? = nil
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
    }
}
