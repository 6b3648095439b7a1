import NeuralNetwork
import Testing

/// Every layer's backward pass against central finite differences (step 1e-2 on Float data;
/// tolerance 1e-2 relative, far below the error of any wrong term, which is O(1)).
@Suite struct LayerGradientTests {
    static let tolerance: Float = 1e-2

    func layer(_ specification: LayerSpecification) throws -> Layer {
        try #require(try Network(specification: [specification], seed: 3).layers.first)
    }

    @Test func dense() throws {
        let check = GradientCheck(layer: try layer(.dense(inputs: 5, outputs: 4)))
        #expect(check.worstInputError < Self.tolerance)
        #expect(check.worstParameterError < Self.tolerance)
    }

    @Test(arguments: ActivationKind.allCases)
    func activation(kind: ActivationKind) throws {
        let check = GradientCheck(layer: try layer(.activation(kind, width: 7)), awayFromZero: 0.05)
        #expect(check.worstInputError < Self.tolerance)
    }

    @Test(arguments: [1, 3, 5])
    func convolution(kernel: Int) throws {
        let specification = LayerSpecification.convolution1D(
            length: 6, inputChannels: 3, outputChannels: 4, kernel: kernel)
        let check = GradientCheck(layer: try layer(specification))
        #expect(check.worstInputError < Self.tolerance)
        #expect(check.worstParameterError < Self.tolerance)
    }

    @Test(arguments: [PoolingKind.max, .average])
    func pooling(kind: PoolingKind) throws {
        // Length 7 with windows of 2: the dropped last step must get a zero gradient.
        let check = GradientCheck(layer: try layer(.pooling1D(kind, length: 7, channels: 3, size: 2)))
        #expect(check.worstInputError < Self.tolerance)
    }

    @Test func wholeNetworkThroughLoss() throws {
        let network = try Network(
            specification: [
                .convolution1D(length: 8, inputChannels: 2, outputChannels: 3, kernel: 3),
                .activation(.gelu, width: 24),
                .pooling1D(.average, length: 8, channels: 3, size: 2),
                .dense(inputs: 12, outputs: 5),
                .activation(.tanh, width: 5),
                .dense(inputs: 5, outputs: 3),
            ], seed: 11)
        var generator = SplitMix64(seed: 5)
        let input = Matrix(
            rows: 4, columns: 16, values: (0..<64).map { _ in Float.random(in: -1...1, using: &generator) })
        let labels = [0, 2, 1, 2]
        func loss() -> Double {
            Double(SoftmaxCrossEntropy.loss(
                logits: network.forward(input, mode: .inference), labels: labels, smoothing: 0.1).loss)
        }
        for parameter in network.parameters { for i in parameter.gradient.indices { parameter.gradient[i] = 0 } }
        let logits = network.forward(input, mode: .training)
        network.backward(SoftmaxCrossEntropy.loss(logits: logits, labels: labels, smoothing: 0.1).gradient)
        var worst: Float = 0
        let step: Float = 1e-2
        for parameter in network.parameters {
            for i in parameter.value.indices {
                let original = parameter.value[i]
                parameter.value[i] = original + step
                let up = loss()
                parameter.value[i] = original - step
                let down = loss()
                parameter.value[i] = original
                let numeric = Float((up - down) / Double(2 * step))
                worst = max(worst, abs(numeric - parameter.gradient[i]))
            }
        }
        #expect(worst < 2e-3)
    }

    @Test func dropoutScalesKeptValuesAndRoutesGradientThroughThem() throws {
        let dropout = try layer(.dropout(rate: 0.25, width: 400))
        let input = Matrix(rows: 2, columns: 400, repeating: 1)
        let output = dropout.forward(input, mode: .training)
        let zeroed = output.values.filter { $0 == 0 }.count
        // 800 Bernoulli(0.25) draws: mean 200, standard deviation ≈ 12.
        #expect((150...250).contains(zeroed))
        for value in output.values where value != 0 { #expect(abs(value - 1 / 0.75) < 1e-6) }
        let gradient = dropout.backward(Matrix(rows: 2, columns: 400, repeating: 2))
        for (g, y) in zip(gradient.values, output.values) { #expect(abs(g - 2 * y) < 1e-6) }
        #expect(dropout.forward(input, mode: .inference) == input)
    }
}
