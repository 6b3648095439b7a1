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

    /// Why this specification cannot be built, or `nil` when it can.
    public var problem: String? {
        switch self {
        case .dense(let inputs, let outputs):
            inputs > 0 && outputs > 0 ? nil : "dense layer needs positive widths, got \(inputs)→\(outputs)"
        case .activation(_, let width):
            width > 0 ? nil : "activation needs a positive width, got \(width)"
        case .dropout(let rate, let width):
            width > 0 && rate >= 0 && rate < 1 ? nil : "dropout needs rate in [0, 1) and width > 0"
        case .convolution1D(let length, let inputChannels, let outputChannels, let kernel):
            length > 0 && inputChannels > 0 && outputChannels > 0 && kernel > 0 && kernel % 2 == 1
                ? nil : "convolution needs positive sizes and an odd kernel, got kernel \(kernel)"
        case .pooling1D(_, let length, let channels, let size):
            size > 0 && channels > 0 && length >= size
                ? nil : "pooling window \(size) does not fit a length of \(length)"
        case .bidirectionalLSTM(let length, let inputChannels, let hidden):
            length > 0 && inputChannels > 0 && hidden > 0
                ? nil : "LSTM needs positive sizes, got length \(length), \(inputChannels) inputs, \(hidden) hidden"
        }
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
