/// Max or average pooling over non-overlapping windows of `size` steps, per channel. Trailing
/// steps that do not fill a window are dropped. O(length·channels) per sample.
public final class Pooling1D: Layer {
    public let kind: PoolingKind
    public let length: Int
    public let channels: Int
    public let size: Int
    /// For max pooling: the input index each output value came from.
    private var winners = [Int]()

    init(_ kind: PoolingKind, length: Int, channels: Int, size: Int) {
        self.kind = kind
        self.length = length
        self.channels = channels
        self.size = size
    }

    public var specification: LayerSpecification {
        .pooling1D(kind, length: length, channels: channels, size: size)
    }
    public var inputWidth: Int { length * channels }
    public var outputWidth: Int { (length / size) * channels }

    public func forward(_ input: Matrix, mode: ForwardMode) -> Matrix {
        var output = Matrix(rows: input.rows, columns: outputWidth)
        // Inference keeps no argmax: only `backward` needs it.
        var winners = kind == .max && mode == .training ? [Int](repeating: 0, count: output.values.count) : []
        let (windows, channels, size, inputWidth, outputWidth) = (length / size, channels, size, inputWidth, outputWidth)
        let scale = 1 / Float(size)
        input.values.withUnsafeBufferPointer { x in
            output.values.withUnsafeMutableBufferPointer { y in
                winners.withUnsafeMutableBufferPointer { argmax in
                    for sample in 0..<input.rows {
                        for window in 0..<windows {
                            let out = sample * outputWidth + window * channels
                            let first = sample * inputWidth + window * size * channels
                            switch kind {
                            case .max:
                                for c in 0..<channels {
                                    // Selects rather than branches: which step wins is data, not a pattern a
                                    // branch predictor could learn.
                                    var (best, largest) = (first + c, x[first + c])
                                    for k in 1..<max(size, 1) {
                                        let index = first + k * channels + c
                                        let isLarger = x[index] > largest
                                        best = isLarger ? index : best
                                        largest = isLarger ? x[index] : largest
                                    }
                                    if !argmax.isEmpty { argmax[out + c] = best }
                                    y[out + c] = largest
                                }
                            case .average:
                                for c in 0..<channels {
                                    var sum: Float = 0
                                    for k in 0..<size { sum += x[first + k * channels + c] }
                                    y[out + c] = sum * scale
                                }
                            }
                        }
                    }
                }
            }
        }
        if mode == .training { self.winners = winners }
        return output
    }

    public func backward(_ outputGradient: Matrix) -> Matrix {
        var gradient = Matrix(rows: outputGradient.rows, columns: inputWidth)
        switch kind {
        case .max:
            for out in outputGradient.values.indices { gradient.values[winners[out]] += outputGradient.values[out] }
        case .average:
            let scale = 1 / Float(size)
            for sample in 0..<outputGradient.rows {
                for window in 0..<(length / size) {
                    for c in 0..<channels {
                        let g = outputGradient.values[sample * outputWidth + window * channels + c] * scale
                        let first = sample * inputWidth + window * size * channels + c
                        for k in 0..<size { gradient.values[first + k * channels] = g }
                    }
                }
            }
        }
        return gradient
    }
}
