import Foundation
import NeuralNetwork
import Testing

@Suite struct CTCLossTests {
    /// p(label) by enumerating every path of `frames` symbols and collapsing it (repeats merged,
    /// blanks removed): the definition CTC's recursion computes in O(frames · label).
    static func bruteForceProbability(logits: [Float], frames: Int, label: [Int]) -> Double {
        let symbols = logits.count / frames
        var probabilities = [Double]()
        for t in 0..<frames {
            let row = logits[(t * symbols)..<((t + 1) * symbols)].map(Double.init)
            let total = row.map(exp).reduce(0, +)
            probabilities += row.map { exp($0) / total }
        }
        var sum = 0.0
        var path = [Int](repeating: 0, count: frames)
        func visit(_ t: Int, _ probability: Double) {
            guard t < frames else {
                var collapsed = [Int](), previous = -1
                for s in path where s != previous {
                    previous = s
                    if s != 0 { collapsed.append(s) }
                }
                if collapsed == label { sum += probability }
                return
            }
            for s in 0..<symbols {
                path[t] = s
                visit(t + 1, probability * probabilities[t * symbols + s])
            }
        }
        visit(0, 1)
        return sum
    }

    @Test func uniformTwoFramesIsThreeQuarters() throws {
        // Blank and "a" equally likely in 2 frames: "aa", "a-", "-a" give "a", 3 of 4 paths.
        let (loss, _) = try CTCLoss.loss(logits: [0, 0, 0, 0][...], frames: 2, label: [1])
        #expect(abs(Double(loss) + log(0.75)) < 1e-6)
    }

    @Test(arguments: [[1, 2], [1, 1], [2], [], [2, 1, 2]])
    func matchesEnumerationOfPaths(label: [Int]) throws {
        var generator = SplitMix64(seed: 11)
        let frames = 5, symbols = 3
        let logits = (0..<(frames * symbols)).map { _ in Float.random(in: -2...2, using: &generator) }
        let (loss, _) = try CTCLoss.loss(logits: logits[...], frames: frames, label: label)
        let expected = -log(Self.bruteForceProbability(logits: logits, frames: frames, label: label))
        #expect(abs(Double(loss) - expected) < 1e-4, "label \(label): \(loss) vs \(expected)")
    }

    @Test func gradientMatchesFiniteDifferences() throws {
        var generator = SplitMix64(seed: 5)
        let frames = 6, symbols = 4, label = [1, 3, 3]
        let logits = (0..<(frames * symbols)).map { _ in Float.random(in: -1.5...1.5, using: &generator) }
        let (_, gradient) = try CTCLoss.loss(logits: logits[...], frames: frames, label: label)
        var worst: Float = 0
        let step: Float = 1e-2
        for i in logits.indices {
            var plus = logits, minus = logits
            plus[i] += step
            minus[i] -= step
            let up = try CTCLoss.loss(logits: plus[...], frames: frames, label: label).loss
            let down = try CTCLoss.loss(logits: minus[...], frames: frames, label: label).loss
            worst = max(worst, abs((up - down) / (2 * step) - gradient[i]))
        }
        #expect(worst < 2e-3)
        // Each frame's gradient is a difference of two distributions: it sums to 0.
        for t in 0..<frames {
            #expect(abs(gradient[(t * symbols)..<((t + 1) * symbols)].reduce(0, +)) < 1e-5)
        }
    }

    @Test func labelTooLongForFramesIsATypedError() {
        // "aa" needs a blank between the two a's: 3 frames.
        #expect(CTCLoss.requiredFrames(for: [1, 1]) == 3)
        #expect(throws: CTCError.labelTooLong(labelLength: 2, requiredFrames: 3, frames: 2)) {
            try CTCLoss.loss(logits: [Float](repeating: 0, count: 6)[...], frames: 2, label: [1, 1])
        }
        #expect(throws: CTCError.symbolOutOfRange(position: 0, symbol: 3, symbols: 3)) {
            try CTCLoss.loss(logits: [Float](repeating: 0, count: 6)[...], frames: 2, label: [3])
        }
        #expect(throws: CTCError.inSequence(1, .labelTooLong(labelLength: 3, requiredFrames: 3, frames: 2))) {
            try CTCLoss.loss(logits: Matrix(rows: 2, columns: 6), frames: 2, labels: [[1], [1, 2, 1]])
        }
    }

    @Test func extremeLogitsStayFinite() throws {
        var logits = [Float](repeating: -80, count: 8 * 5)
        for t in 0..<8 { logits[t * 5] = 80 }  // certain blanks, the label is almost impossible
        let (loss, gradient) = try CTCLoss.loss(logits: logits[...], frames: 8, label: [1, 2, 3])
        #expect(loss.isFinite && loss > 100)
        #expect(gradient.allSatisfy { $0.isFinite })
    }

    /// Three toy sequences of 16 steps × 2 channels (the label is read off which channel carries
    /// bumps) and a small conv net with 8 output frames of 3 symbols.
    private func toyProblem() throws -> (samples: SequenceSamples, network: Network, frames: Int) {
        let length = 16, frames = 8
        var inputs = [Float](), labels = [[Int]]()
        for (pattern, label) in [([0, 1], [1, 2]), ([1, 0], [2, 1]), ([0, 0], [1, 1])] {
            var row = [Float](repeating: 0, count: length * 2)
            for (half, channel) in pattern.enumerated() { row[(half * 8 + 4) * 2 + channel] = 1 }
            inputs += row
            labels.append(label)
        }
        let samples = SequenceSamples(inputs: Matrix(rows: 3, columns: length * 2, values: inputs), labels: labels)
        let network = try Network(
            specification: [
                .convolution1D(length: length, inputChannels: 2, outputChannels: 16, kernel: 5),
                .activation(.relu, width: length * 16), .pooling1D(.max, length: length, channels: 16, size: 2),
                .convolution1D(length: frames, inputChannels: 16, outputChannels: 3, kernel: 3),
            ], seed: 3)
        return (samples, network, frames)
    }

    @Test func trainingOnToySequencesDrivesLossDown() throws {
        let (samples, network, frames) = try toyProblem()
        let labels = samples.labels
        let initial = try CTCLoss.loss(logits: network.forward(samples.inputs, mode: .inference), frames: frames, labels: labels).loss
        let result = try CTCTrainer(
            configuration: TrainingConfiguration(epochs: 150, batchSize: 3, learningRate: 0.01, schedule: .constant, seed: 1)
        ).train(network, frames: frames, trainingSet: { _ in samples }, validationError: nil)
        let final = try CTCLoss.loss(logits: network.forward(samples.inputs, mode: .inference), frames: frames, labels: labels).loss
        #expect(result.epochs.count == 150)
        #expect(final < initial * 0.1, "CTC loss \(initial) → \(final)")
    }

    /// Fine-tuning: with `scoresInitialWeights`, the starting weights are epoch 0 of the best-epoch
    /// choice. A validation error that only the initial weights reach (0, then 1 after any
    /// training) keeps them: `bestEpoch` 0, the network back to its initial weights, bit for bit.
    @Test func initialWeightsCountAsEpochZero() throws {
        let (samples, network, frames) = try toyProblem()
        let initialWeights = network.flatWeights
        var calls = 0
        let result = try CTCTrainer(
            configuration: TrainingConfiguration(epochs: 3, batchSize: 3, learningRate: 0.01, patience: 10, seed: 1)
        ).train(
            network, frames: frames, trainingSet: { _ in samples },
            validationError: { _ in
                calls += 1
                return calls == 1 ? 0 : 1
            }, scoresInitialWeights: true)
        #expect(calls == 4, "the initial weights and three epochs are scored")
        #expect(result.bestEpoch == 0)
        #expect(result.initialValidationError == 0)
        #expect(result.epochs.allSatisfy { !$0.isBest })
        #expect(network.flatWeights == initialWeights)
    }

    /// Without `scoresInitialWeights` (training from scratch), the best epoch is a trained one.
    @Test func withoutScoringTheInitialWeightsTheBestEpochIsTrained() throws {
        let (samples, network, frames) = try toyProblem()
        var calls = 0
        let result = try CTCTrainer(
            configuration: TrainingConfiguration(epochs: 2, batchSize: 3, learningRate: 0.01, patience: 10, seed: 1)
        ).train(network, frames: frames, trainingSet: { _ in samples }, validationError: { _ in
            calls += 1
            return Double(calls)
        })
        #expect(calls == 2)
        #expect(result.bestEpoch == 1)
        #expect(result.initialValidationError == nil)
    }
}
