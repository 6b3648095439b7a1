import Foundation

/// How to train: epochs, minibatches, learning rate and its schedule, optimizer, early stopping.
public struct TrainingConfiguration: Codable, Sendable, Equatable {
    public var epochs: Int
    /// Samples a minibatch; one larger than the training set trains on the whole set at once.
    public var batchSize: Int
    public var learningRate: Float
    public var schedule: LearningRateSchedule
    public var optimizer: OptimizerChoice
    /// Label smoothing ε for the loss; 0 for none.
    public var labelSmoothing: Float
    /// Stop after this many epochs without a better epoch (validation accuracy, ties broken by the
    /// lower validation loss); `nil` never stops early.
    public var patience: Int?
    /// Seeds the minibatch shuffles.
    public var seed: UInt64

    public init(
        epochs: Int = 30, batchSize: Int = 64, learningRate: Float = 2e-3,
        schedule: LearningRateSchedule = .cosine(warmupEpochs: 1, floor: 0.02),
        optimizer: OptimizerChoice = .adamW(beta1: 0.9, beta2: 0.999, weightDecay: 1e-4),
        labelSmoothing: Float = 0, patience: Int? = nil, seed: UInt64 = 1
    ) {
        self.epochs = epochs
        self.batchSize = batchSize
        self.learningRate = learningRate
        self.schedule = schedule
        self.optimizer = optimizer
        self.labelSmoothing = labelSmoothing
        self.patience = patience
        self.seed = seed
    }
}

/// What one epoch achieved.
public struct EpochReport: Codable, Sendable, Equatable {
    /// 1-based.
    public var epoch: Int
    public var trainingLoss: Float
    /// Accuracy on the (augmented) training minibatches as they were seen, in [0, 1].
    public var trainingAccuracy: Double
    public var validation: Evaluation?
    /// The rate at the epoch's last minibatch.
    public var learningRate: Float
    public var seconds: Double
}

/// The outcome of `Trainer.train`.
public struct TrainingResult: Sendable {
    public var epochs: [EpochReport]
    /// The 1-based epoch whose weights the network holds at the end: the best validation accuracy;
    /// of epochs tied on it, the lower validation loss, then the earlier epoch. Without validation,
    /// the last epoch.
    public var bestEpoch: Int
    public var stoppedEarly: Bool
}

/// Minibatch training with per-epoch validation and early stopping.
///
/// Deterministic: the same network seed, configuration, data and BLAS thread count give the same
/// weights bit for bit (OpenBLAS splits GEMMs across threads by output block, not by sum).
public struct Trainer {
    public var configuration: TrainingConfiguration

    public init(configuration: TrainingConfiguration) { self.configuration = configuration }

    /// Trains `network` in place and leaves it holding the weights of the best validation epoch.
    /// Stops after the first epoch whose mean training loss is NaN or infinite (diverged: the
    /// result's last epoch holds that loss).
    /// - Parameters:
    ///   - trainingSet: the samples of epoch `n` (0-based); called once per epoch so callers can
    ///     re-augment. Labels must be in `0..<network.classCount`.
    ///   - validation: held-out samples for model selection and early stopping; `nil` keeps the last epoch.
    ///   - onBatch: called after each minibatch with (batches done this epoch, batches per epoch).
    ///   - onEpoch: called after each epoch.
    public func train(
        _ network: Network, trainingSet: (Int) -> LabeledSamples, validation: LabeledSamples?,
        onBatch: (Int, Int) -> Void = { _, _ in }, onEpoch: (EpochReport) -> Void = { _ in }
    ) -> TrainingResult {
        let epochLoop = MinibatchEpoch(
            configuration: configuration, network: network, optimizer: configuration.optimizer.makeOptimizer())
        var generator = SplitMix64(seed: configuration.seed)
        var reports = [EpochReport]()
        var best: (epoch: Int, accuracy: Double, loss: Float, weights: [Float])?
        var stoppedEarly = false

        for epoch in 0..<configuration.epochs {
            let started = Date()
            let samples = trainingSet(epoch)
            var correct = 0
            let (lossSum, rate) = epochLoop.run(
                epoch: epoch, inputs: samples.inputs, generator: &generator, onBatch: onBatch
            ) { logits, indices in
                let labels = indices.map { samples.labels[$0] }
                for (row, label) in labels.enumerated() where logits.argmax(row: row) == label { correct += 1 }
                return SoftmaxCrossEntropy.loss(logits: logits, labels: labels, smoothing: configuration.labelSmoothing)
            }
            let evaluation = validation.map { network.evaluate($0) }
            let report = EpochReport(
                epoch: epoch + 1, trainingLoss: lossSum / Float(max(samples.count, 1)),
                trainingAccuracy: Double(correct) / Double(max(samples.count, 1)), validation: evaluation,
                learningRate: rate, seconds: Date().timeIntervalSince(started))
            reports.append(report)
            onEpoch(report)
            // Weights a NaN or infinite loss has reached do not recover: the rest would be wasted.
            guard report.trainingLoss.isFinite else {
                stoppedEarly = epoch + 1 < configuration.epochs
                break
            }

            guard let evaluation else { continue }
            if best == nil || evaluation.accuracy > best!.accuracy
                || (evaluation.accuracy == best!.accuracy && evaluation.loss < best!.loss)
            {
                best = (epoch + 1, evaluation.accuracy, evaluation.loss, network.flatWeights)
            } else if let patience = configuration.patience, epoch + 1 - best!.epoch >= patience {
                stoppedEarly = true
                break
            }
        }
        if let best { network.flatWeights = best.weights }
        return TrainingResult(epochs: reports, bestEpoch: best?.epoch ?? reports.count, stoppedEarly: stoppedEarly)
    }
}
