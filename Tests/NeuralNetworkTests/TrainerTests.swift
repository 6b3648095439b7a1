import NeuralNetwork
import Testing

@Suite struct TrainerTests {
    /// Three Gaussian blobs in 4-D, 40 samples each: linearly separable, so a small network must
    /// reach (near) perfect validation accuracy within a few epochs.
    static func blobs(seed: UInt64, perClass: Int = 40) -> LabeledSamples {
        var generator = SplitMix64(seed: seed)
        let centres: [[Float]] = [[2, 0, 0, 1], [-2, 1, 0, 0], [0, -2, 2, 0]]
        var values = [Float](), labels = [Int]()
        for (label, centre) in centres.enumerated() {
            for _ in 0..<perClass {
                values += centre.map { $0 + Float(generator.nextGaussian() * 0.5) }
                labels.append(label)
            }
        }
        return LabeledSamples(inputs: Matrix(rows: labels.count, columns: 4, values: values), labels: labels)
    }

    static let specification: [LayerSpecification] = [
        .dense(inputs: 4, outputs: 16), .activation(.relu, width: 16), .dropout(rate: 0.1, width: 16),
        .dense(inputs: 16, outputs: 3),
    ]

    func trainedWeights(optimizer: OptimizerChoice, seed: UInt64) throws -> (weights: [Float], result: TrainingResult) {
        let network = try Network(specification: Self.specification, seed: seed)
        let configuration = TrainingConfiguration(
            epochs: 8, batchSize: 16, learningRate: optimizer == .sgd(momentum: 0.9, weightDecay: 0) ? 0.05 : 0.01,
            optimizer: optimizer, patience: 4, seed: seed)
        let training = Self.blobs(seed: 1), validation = Self.blobs(seed: 2, perClass: 20)
        let result = Trainer(configuration: configuration).train(
            network, trainingSet: { _ in training }, validation: validation)
        return (network.flatWeights, result)
    }

    @Test(arguments: [
        OptimizerChoice.sgd(momentum: 0.9, weightDecay: 0),
        .adamW(beta1: 0.9, beta2: 0.999, weightDecay: 1e-3),
    ])
    func learnsSeparableBlobs(optimizer: OptimizerChoice) throws {
        let (_, result) = try trainedWeights(optimizer: optimizer, seed: 9)
        let best = try #require(result.epochs.first { $0.epoch == result.bestEpoch }?.validation)
        #expect(best.accuracy >= 0.95)
        #expect(result.epochs.last!.trainingLoss < result.epochs.first!.trainingLoss)
    }

    @Test func sameSeedGivesIdenticalWeightsBitForBit() throws {
        let adam = OptimizerChoice.adamW(beta1: 0.9, beta2: 0.999, weightDecay: 1e-3)
        let first = try trainedWeights(optimizer: adam, seed: 21).weights
        let second = try trainedWeights(optimizer: adam, seed: 21).weights
        let other = try trainedWeights(optimizer: adam, seed: 22).weights
        #expect(first.map(\.bitPattern) == second.map(\.bitPattern))
        #expect(first != other)
    }

    /// Break 24: `batchSize: Int.max` passed `problem` and then trapped on an arithmetic overflow.
    @Test func aBatchLargerThanTheSetIsTheWholeSet() throws {
        func weights(batchSize: Int) throws -> [UInt32] {
            let network = try Network(specification: Self.specification, seed: 3)
            let training = Self.blobs(seed: 1)
            _ = Trainer(configuration: TrainingConfiguration(epochs: 2, batchSize: batchSize, seed: 3)).train(
                network, trainingSet: { _ in training }, validation: Self.blobs(seed: 2, perClass: 5))
            return network.flatWeights.map(\.bitPattern)
        }
        let whole = try weights(batchSize: 120)
        #expect(try weights(batchSize: .max) == whole)
        #expect(try weights(batchSize: 16) != whole)
    }

    @Test func cosineScheduleWarmsUpThenDecaysToItsFloor() {
        let schedule = LearningRateSchedule.cosine(warmupEpochs: 2, floor: 0.1)
        #expect(abs(schedule.rate(base: 1, epoch: 1, totalEpochs: 10) - 0.5) < 1e-6)
        #expect(abs(schedule.rate(base: 1, epoch: 2, totalEpochs: 10) - 1) < 1e-6)
        #expect(abs(schedule.rate(base: 1, epoch: 6, totalEpochs: 10) - 0.55) < 1e-6)
        #expect(abs(schedule.rate(base: 1, epoch: 10, totalEpochs: 10) - 0.1) < 1e-6)
        #expect(LearningRateSchedule.step(epochs: 3, factor: 0.5).rate(base: 1, epoch: 6.5, totalEpochs: 10) == 0.25)
    }

    @Test func invalidArchitecturesAreRejectedWithTheLayerIndex() {
        #expect(throws: NetworkError.widthMismatch(index: 1, expected: 4, found: 5)) {
            try Network(specification: [.dense(inputs: 2, outputs: 4), .dense(inputs: 5, outputs: 1)], seed: 1)
        }
        #expect(throws: NetworkError.self) {
            try Network(specification: [.convolution1D(length: 4, inputChannels: 1, outputChannels: 1, kernel: 2)], seed: 1)
        }
    }
}
