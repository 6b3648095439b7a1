/// A feed-forward stack of layers ending in class logits.
///
/// Not thread-safe: training caches activations in the layers. Inference (`.inference` forward)
/// writes no state, but share a network across threads only behind your own lock.
public final class Network {
    public let layers: [Layer]

    /// A freshly initialised network: He initialisation (He et al. 2015) for dense and convolution
    /// layers followed by ReLU/GELU, Xavier/Glorot (Glorot & Bengio 2010) otherwise; biases zero.
    /// The same `specification` and `seed` give the same weights bit for bit.
    /// - Throws: `NetworkError` when a layer is invalid or its input width differs from the
    ///   previous layer's output width.
    public convenience init(specification: [LayerSpecification], seed: UInt64) throws(NetworkError) {
        try Self.validate(specification)
        var generator = SplitMix64(seed: seed)
        var layers = [Layer]()
        for (index, layer) in specification.enumerated() {
            let next = index + 1 < specification.count ? specification[index + 1] : nil
            let rectified: Bool
            if case .activation(let kind, _) = next { rectified = kind != .tanh } else { rectified = false }
            layers.append(Self.makeLayer(layer, generator: &generator, rectified: rectified))
        }
        self.init(validatedLayers: layers)
    }

    /// A network with the given weights, in `flatWeights` order (as a model file stores them).
    /// - Throws: `NetworkError` for an invalid architecture or a wrong number of weights.
    public convenience init(specification: [LayerSpecification], weights: [Float]) throws(NetworkError) {
        try self.init(specification: specification, seed: 0)
        guard weights.count == parameterCount else {
            throw .weightCountMismatch(expected: parameterCount, found: weights.count)
        }
        flatWeights = weights
    }

    private init(validatedLayers: [Layer]) { layers = validatedLayers }

    public var specification: [LayerSpecification] { layers.map(\.specification) }
    public var parameters: [Parameter] { layers.flatMap(\.parameters) }
    public var parameterCount: Int { parameters.reduce(0) { $0 + $1.value.count } }
    public var inputWidth: Int { layers.first?.inputWidth ?? 0 }
    public var classCount: Int { layers.last?.outputWidth ?? 0 }

    /// Every parameter's values concatenated in layer order.
    public var flatWeights: [Float] {
        get { parameters.flatMap(\.value) }
        set {
            precondition(newValue.count == parameterCount, "Expected \(parameterCount) weights")
            var offset = 0
            for parameter in parameters {
                parameter.value = Array(newValue[offset..<(offset + parameter.value.count)])
                offset += parameter.value.count
            }
        }
    }

    /// Logits for a minibatch (one sample per row, `inputWidth` columns).
    public func forward(_ input: Matrix, mode: ForwardMode) -> Matrix {
        precondition(input.columns == inputWidth, "Network takes \(inputWidth) columns, got \(input.columns)")
        return layers.reduce(input) { $1.forward($0, mode: mode) }
    }

    /// Backpropagates ∂loss/∂logits of the last `.training` forward pass into every gradient.
    public func backward(_ logitGradient: Matrix) {
        _ = layers.reversed().reduce(logitGradient) { $1.backward($0) }
    }

    /// Class probabilities (softmax of the logits) for a minibatch, in inference mode.
    public func probabilities(_ input: Matrix) -> Matrix {
        SoftmaxCrossEntropy.probabilities(forward(input, mode: .inference))
    }

    func zeroGradients() {
        for parameter in parameters { parameter.zeroGradient() }
    }

    private static func validate(_ specification: [LayerSpecification]) throws(NetworkError) {
        guard !specification.isEmpty else { throw .invalidLayer(index: 0, problem: "no layers") }
        for (index, layer) in specification.enumerated() {
            if let problem = layer.problem { throw .invalidLayer(index: index, problem: problem) }
            if index > 0, specification[index - 1].outputWidth != layer.inputWidth {
                throw .widthMismatch(
                    index: index, expected: specification[index - 1].outputWidth, found: layer.inputWidth)
            }
        }
    }

    private static func makeLayer(
        _ specification: LayerSpecification, generator: inout SplitMix64, rectified: Bool
    ) -> Layer {
        func initialWeights(fanIn: Int, fanOut: Int, count: Int) -> [Float] {
            let variance = rectified ? 2 / Double(fanIn) : 2 / Double(fanIn + fanOut)
            let deviation = variance.squareRoot()
            return (0..<count).map { _ in Float(generator.nextGaussian() * deviation) }
        }
        switch specification {
        case .dense(let inputs, let outputs):
            return Dense(
                inputs: inputs, outputs: outputs,
                weights: initialWeights(fanIn: inputs, fanOut: outputs, count: inputs * outputs))
        case .activation(let kind, let width):
            return Activation(kind, width: width)
        case .dropout(let rate, let width):
            return Dropout(rate: rate, width: width, seed: generator.next())
        case .convolution1D(let length, let inputChannels, let outputChannels, let kernel):
            let patch = kernel * inputChannels
            return Convolution1D(
                length: length, inputChannels: inputChannels, outputChannels: outputChannels, kernel: kernel,
                weights: initialWeights(fanIn: patch, fanOut: kernel * outputChannels, count: patch * outputChannels))
        case .pooling1D(let kind, let length, let channels, let size):
            return Pooling1D(kind, length: length, channels: channels, size: size)
        case .bidirectionalLSTM(let length, let inputChannels, let hidden):
            let count = BidirectionalLSTM.weightCount(inputChannels: inputChannels, hidden: hidden)
            return BidirectionalLSTM(
                length: length, inputChannels: inputChannels, hidden: hidden,
                weights: initialWeights(fanIn: inputChannels + hidden, fanOut: 4 * hidden, count: count))
        }
    }
}

/// Why a network could not be built from a specification.
public enum NetworkError: Error, CustomStringConvertible, Equatable {
    case invalidLayer(index: Int, problem: String)
    /// Layer `index` takes `found` values per row but the layer before gives `expected`.
    case widthMismatch(index: Int, expected: Int, found: Int)
    case weightCountMismatch(expected: Int, found: Int)

    public var description: String {
        switch self {
        case .invalidLayer(let index, let problem): "layer \(index): \(problem)"
        case .widthMismatch(let index, let expected, let found):
            "layer \(index) takes \(found) values per sample but the previous layer gives \(expected)"
        case .weightCountMismatch(let expected, let found):
            "the architecture has \(expected) weights, \(found) were given"
        }
    }
}
