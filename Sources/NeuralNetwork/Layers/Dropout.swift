/// Inverted dropout (Srivastava et al. 2014): while training, zeroes each value with probability
/// `rate` and scales the rest by `1/(1−rate)`; the identity at inference. The mask comes from the
/// layer's own seeded generator, so training runs repeat bit for bit.
public final class Dropout: Layer {
    public let rate: Float
    public let inputWidth: Int
    public var outputWidth: Int { inputWidth }
    private var generator: SplitMix64
    private var mask = [Float]()

    init(rate: Float, width: Int, seed: UInt64) {
        self.rate = rate
        inputWidth = width
        generator = SplitMix64(seed: seed)
    }

    public var specification: LayerSpecification { .dropout(rate: rate, width: inputWidth) }

    public func forward(_ input: Matrix, mode: ForwardMode) -> Matrix {
        guard mode == .training, rate > 0 else { return input }
        let keep = 1 / (1 - rate)
        mask = (0..<input.values.count).map { _ in
            Float.random(in: 0..<1, using: &generator) < rate ? 0 : keep
        }
        var output = input
        for i in output.values.indices { output.values[i] *= mask[i] }
        return output
    }

    public func backward(_ outputGradient: Matrix) -> Matrix {
        guard rate > 0 else { return outputGradient }
        var gradient = outputGradient
        for i in gradient.values.indices { gradient.values[i] *= mask[i] }
        return gradient
    }
}
