/// The architecture of one layer: what a model file's header stores and what `Network` builds
/// layers from. Widths are values per sample row.
public enum LayerSpecification: Codable, Sendable, Equatable {
    /// `Dense`: `inputs` → `outputs`.
    case dense(inputs: Int, outputs: Int)
    /// `Activation` over rows of `width` values.
    case activation(ActivationKind, width: Int)
    /// `Dropout` of `rate` (fraction zeroed while training) over rows of `width` values.
    case dropout(rate: Float, width: Int)
    /// `Convolution1D`, "same" padding, stride 1: `length` steps of `inputChannels` → `length`
    /// steps of `outputChannels`; `kernel` is odd.
    case convolution1D(length: Int, inputChannels: Int, outputChannels: Int, kernel: Int)
    /// `Pooling1D`: windows of `size` steps, stride `size`; `length` steps of `channels` →
    /// `length / size` steps.
    case pooling1D(PoolingKind, length: Int, channels: Int, size: Int)
    /// `BidirectionalLSTM`: `length` steps of `inputChannels` → `length` steps of `2·hidden`
    /// (forward state, then backward state).
    case bidirectionalLSTM(length: Int, inputChannels: Int, hidden: Int)

    // The unlabelled kind is written as "kind" in model-file JSON (not Swift's default "_0").
    enum ActivationCodingKeys: String, CodingKey {
        case _0 = "kind"
        case width
    }

    enum Pooling1DCodingKeys: String, CodingKey {
        case _0 = "kind"
        case length, channels, size
    }

    /// Values per input row.
    public var inputWidth: Int {
        switch self {
        case .dense(let inputs, _): inputs
        case .activation(_, let width), .dropout(_, let width): width
        case .convolution1D(let length, let channels, _, _): length * channels
        case .pooling1D(_, let length, let channels, _): length * channels
        case .bidirectionalLSTM(let length, let channels, _): length * channels
        }
    }

    /// Values per output row.
    public var outputWidth: Int {
        switch self {
        case .dense(_, let outputs): outputs
        case .activation(_, let width), .dropout(_, let width): width
        case .convolution1D(let length, _, let channels, _): length * channels
        case .pooling1D(_, let length, let channels, let size): (length / size) * channels
        case .bidirectionalLSTM(let length, _, let hidden): length * 2 * hidden
        }
    }

    /// Why this specification cannot be built, naming the first bad field and its value, or
    /// `nil` when it can.
    public var problem: String? {
        switch self {
        case .dense(let inputs, let outputs):
            Self.firstNonPositive(["inputs": inputs, "outputs": outputs]).map { "dense layer: \($0)" }
        case .activation(_, let width):
            Self.firstNonPositive(["width": width]).map { "activation: \($0)" }
        case .dropout(let rate, let width):
            Self.firstNonPositive(["width": width]).map { "dropout: \($0)" }
                ?? (rate >= 0 && rate < 1 ? nil : "dropout: rate must be in [0, 1), got \(rate)")
        case .convolution1D(let length, let inputChannels, let outputChannels, let kernel):
            (Self.firstNonPositive([
                "length": length, "inputChannels": inputChannels, "outputChannels": outputChannels, "kernel": kernel,
            ]) ?? (kernel % 2 == 1 ? nil : "kernel must be odd, got \(kernel)")).map { "convolution: \($0)" }
        case .pooling1D(_, let length, let channels, let size):
            Self.firstNonPositive(["length": length, "channels": channels, "size": size]).map { "pooling: \($0)" }
                ?? (length >= size ? nil : "pooling: window \(size) does not fit a length of \(length)")
        case .bidirectionalLSTM(let length, let inputChannels, let hidden):
            Self.firstNonPositive(["length": length, "inputChannels": inputChannels, "hidden": hidden]).map { "LSTM: \($0)" }
        }
    }

    /// "`name` must be positive, got `value`" for the first field (in order, named as in the
    /// model-file JSON) that is zero or negative.
    private static func firstNonPositive(_ fields: KeyValuePairs<String, Int>) -> String? {
        fields.first { $0.value <= 0 }.map { "\($0.key) must be positive, got \($0.value)" }
    }
}

/// An elementwise nonlinearity.
public enum ActivationKind: String, Codable, Sendable, CaseIterable {
    case relu
    case tanh
    /// GELU, tanh approximation (Hendrycks & Gimpel 2016).
    case gelu
}

/// How a pooling window is reduced.
public enum PoolingKind: String, Codable, Sendable {
    case max
    case average
}
