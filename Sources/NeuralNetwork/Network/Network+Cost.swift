/// The shape of one matrix product: `m`×`k` by `k`×`n`, 2·m·n·k floating-point operations.
public struct GEMMShape: Sendable, Hashable, Codable {
    public var m: Int
    public var n: Int
    public var k: Int

    public init(m: Int, n: Int, k: Int) {
        self.m = m
        self.n = n
        self.k = k
    }

    public var floatingPointOperations: Double { 2 * Double(m) * Double(n) * Double(k) }
}

extension Network {
    /// The GEMMs one training step on `batch` samples runs: per dense or convolution layer, the
    /// forward product, the weight gradient and the input gradient (the first layer's input
    /// gradient is computed too). Other layers are elementwise and not listed.
    public func trainingGEMMShapes(batch: Int) -> [GEMMShape] {
        layers.flatMap { layer -> [GEMMShape] in
            switch layer.specification {
            case .dense(let inputs, let outputs):
                return [
                    GEMMShape(m: batch, n: outputs, k: inputs), GEMMShape(m: inputs, n: outputs, k: batch),
                    GEMMShape(m: batch, n: inputs, k: outputs),
                ]
            case .convolution1D(let length, let inputChannels, let outputChannels, let kernel):
                let rows = batch * length, patch = kernel * inputChannels
                return [
                    GEMMShape(m: rows, n: outputChannels, k: patch), GEMMShape(m: patch, n: outputChannels, k: rows),
                    GEMMShape(m: rows, n: patch, k: outputChannels),
                ]
            case .bidirectionalLSTM(let length, let inputs, let hidden):
                // Per direction: the input projection, its weight and input gradients, then per
                // step the recurrent product, its weight gradient and the state gradient.
                let rows = batch * length, gates = 4 * hidden
                let projection = [
                    GEMMShape(m: rows, n: gates, k: inputs), GEMMShape(m: inputs, n: gates, k: rows),
                    GEMMShape(m: rows, n: inputs, k: gates),
                ]
                let recurrent = [
                    GEMMShape(m: batch, n: gates, k: hidden), GEMMShape(m: hidden, n: gates, k: batch),
                    GEMMShape(m: batch, n: hidden, k: gates),
                ]
                return Array(repeating: projection + Array(repeating: recurrent, count: length).flatMap { $0 }, count: 2)
                    .flatMap { $0 }
            case .activation, .dropout, .pooling1D:
                return []
            }
        }
    }

    /// Multiply-adds of one forward pass for one sample (dense and convolution layers).
    public var multiplyAddsPerSample: Int {
        trainingGEMMShapes(batch: 1).enumerated().filter { $0.offset % 3 == 0 }
            .reduce(0) { $0 + $1.element.m * $1.element.n * $1.element.k }
    }
}

/// Times bare `cblas_sgemm` calls, the reference the training GEMMs are compared with.
public enum GEMMBenchmark {
    /// Runs every shape `repetitions` times on random matrices (products with no transposes) and
    /// returns the seconds spent in the products alone.
    public static func seconds(for shapes: [GEMMShape], repetitions: Int, seed: UInt64 = 1) -> Double {
        var generator = SplitMix64(seed: seed)
        var total = 0.0
        for shape in shapes {
            let a = Matrix(
                rows: shape.m, columns: shape.k,
                values: (0..<(shape.m * shape.k)).map { _ in Float.random(in: -1...1, using: &generator) })
            let b = Matrix(
                rows: shape.k, columns: shape.n,
                values: (0..<(shape.k * shape.n)).map { _ in Float.random(in: -1...1, using: &generator) })
            var c = Matrix(rows: shape.m, columns: shape.n)
            let start = ContinuousClock.now
            for _ in 0..<repetitions { c.accumulateProduct(a, b, beta: 0) }
            let elapsed = ContinuousClock.now - start
            total += Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        }
        return total
    }
}
