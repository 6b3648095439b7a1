extension LayerSpecification {
    /// One short line naming the layer and its sizes: "conv1d k5 10→64 ×256" (kernel, input →
    /// output channels, steps), "dense 64→10", "relu", "dropout 0.2", "max pool 2",
    /// "BiLSTM 128→2×64 ×64". What `inkrec info` lists and training errors compare.
    public var summary: String {
        switch self {
        case .dense(let inputs, let outputs): "dense \(inputs)→\(outputs)"
        case .activation(let kind, _): kind.rawValue
        case .dropout(let rate, _): "dropout \(rate)"
        case .convolution1D(let length, let inputs, let outputs, let kernel): "conv1d k\(kernel) \(inputs)→\(outputs) ×\(length)"
        case .pooling1D(let kind, _, _, let size): "\(kind.rawValue) pool \(size)"
        case .bidirectionalLSTM(let length, let inputs, let hidden): "BiLSTM \(inputs)→2×\(hidden) ×\(length)"
        }
    }
}
