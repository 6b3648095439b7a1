import NeuralNetwork
import Testing

@Suite struct BidirectionalLSTMTests {
    func layer(length: Int = 5, inputs: Int = 3, hidden: Int = 4) throws -> Layer {
        try #require(
            try Network(specification: [.bidirectionalLSTM(length: length, inputChannels: inputs, hidden: hidden)], seed: 9)
                .layers.first)
    }

    /// Backpropagation through time against central finite differences (as `LayerGradientTests`).
    @Test func gradientsMatchFiniteDifferences() throws {
        let check = GradientCheck(layer: try layer(), batch: 2)
        #expect(check.worstInputError < LayerGradientTests.tolerance)
        #expect(check.worstParameterError < LayerGradientTests.tolerance)
    }

    @Test func directionsSeeOnlyTheirSideOfTheSequence() throws {
        let lstm = try layer(length: 6, inputs: 2, hidden: 3)
        var input = Matrix(rows: 1, columns: 12)
        for i in input.values.indices { input.values[i] = Float(i % 5) * 0.3 - 0.5 }
        let base = lstm.forward(input, mode: .inference)
        // Change the last step only: the forward states before it and the backward states
        // after… nothing after it; so forward states 0…4 stay, backward states all may change.
        var changed = input
        changed.values[10] += 1
        let moved = lstm.forward(changed, mode: .inference)
        for t in 0..<5 {
            for k in 0..<3 { #expect(moved[0, t * 6 + k] == base[0, t * 6 + k]) }
        }
        #expect((0..<3).contains { moved[0, 5 * 6 + $0] != base[0, 5 * 6 + $0] })
        #expect((0..<3).contains { moved[0, 0 * 6 + 3 + $0] != base[0, 0 * 6 + 3 + $0] })
    }

    @Test func parameterCountAndModelFileRoundTrip() throws {
        let network = try Network(
            specification: [
                .bidirectionalLSTM(length: 4, inputChannels: 3, hidden: 2),
                .convolution1D(length: 4, inputChannels: 4, outputChannels: 5, kernel: 1),
            ], seed: 1)
        #expect(network.parameterCount == 2 * (3 + 2 + 1) * 8 + (4 * 5 + 5))
        let model = InkModel(
            network: network, labels: ["a", "b", "c", "d"], output: .ctcSequence(frames: 4),
            preprocessing: PreprocessingDescription(name: "test", parameters: [:]),
            provenance: Provenance(datasets: [], split: "none", seed: 1, epochs: 0, bestEpoch: 0))
        let decoded = try InkModel(decoding: model.encoded())
        #expect(decoded == model)
        let input = Matrix(rows: 1, columns: 12, values: (0..<12).map { Float($0) / 12 })
        #expect(try decoded.makeNetwork().forward(input, mode: .inference) == network.forward(input, mode: .inference))
    }
}
