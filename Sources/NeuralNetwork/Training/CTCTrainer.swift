import Foundation

/// What one CTC epoch achieved.
public struct SequenceEpochReport: Codable, Sendable, Equatable {
    /// 1-based.
    public var epoch: Int
    /// Mean CTC loss (nats per sequence) over the minibatches as they were seen.
    public var trainingLoss: Float
    /// The caller's validation error (lower is better), e.g. a character error rate.
    public var validationError: Double?
    public var learningRate: Float
    public var seconds: Double
    /// Whether this epoch's weights are the best so far (the network holds them during `onEpoch`).
    public var isBest: Bool
}

/// The outcome of `CTCTrainer.train`.
public struct SequenceTrainingResult: Sendable {
    public var epochs: [SequenceEpochReport]
    /// The 1-based epoch whose weights the network holds (lowest validation error, or the last);
    /// 0 when the initial weights were scored and no epoch beat them.
    public var bestEpoch: Int
    public var stoppedEarly: Bool
    /// The validation error of the initial weights, when they were scored (`scoresInitialWeights`).
    public var initialValidationError: Double?
}

/// Minibatch training of a network whose logits are `frames × symbols` per row under the CTC
/// loss (`CTCLoss`), with the optimizer, schedule, seed and patience of a `TrainingConfiguration`
/// (its label smoothing does not apply). Deterministic like `Trainer`.
public struct CTCTrainer {
    public var configuration: TrainingConfiguration

    public init(configuration: TrainingConfiguration) { self.configuration = configuration }

    /// Trains `network` in place and leaves it holding the weights of the best validation epoch.
    /// - Parameters:
    ///   - frames: output frames per row; every label must fit (`CTCLoss.requiredFrames`).
    ///   - trainingSet: the samples of epoch `n` (0-based), so callers can re-augment.
    ///   - validationError: scores the network after each epoch, lower is better; `nil` keeps the last epoch.
    ///   - scoresInitialWeights: score the network before training too, as epoch 0, so that
    ///     fine-tuning (weights that are already a model) never ends worse on validation than it
    ///     started: when no epoch beats them, the network gets its initial weights back and
    ///     `bestEpoch` is 0. Costs one more validation pass; ignored without `validationError`.
    ///   - onEpoch: called after each epoch, while the network holds that epoch's weights (a caller
    ///     can save a checkpoint when `isBest`). Training stops after the first epoch whose mean
    ///     training loss is NaN or infinite (diverged: the result's last epoch holds that loss).
    /// - Throws: `CTCError` for a label that does not fit or has a symbol out of range.
    public func train(
        _ network: Network, frames: Int, trainingSet: (Int) -> SequenceSamples,
        validationError: ((Network) -> Double)?, scoresInitialWeights: Bool = false,
        onBatch: (Int, Int) -> Void = { _, _ in }, onEpoch: (SequenceEpochReport) -> Void = { _ in }
    ) throws(CTCError) -> SequenceTrainingResult {
        let epochLoop = MinibatchEpoch(
            configuration: configuration, network: network, optimizer: configuration.optimizer.makeOptimizer())
        var generator = SplitMix64(seed: configuration.seed)
        var reports = [SequenceEpochReport]()
        var best: (epoch: Int, error: Double, weights: [Float])?
        var stoppedEarly = false
        let initialError = scoresInitialWeights ? validationError?(network) : nil
        if let initialError { best = (0, initialError, network.flatWeights) }

        for epoch in 0..<configuration.epochs {
            let started = Date()
            let samples = trainingSet(epoch)
            let (lossSum, rate) = try epochLoop.run(
                epoch: epoch, inputs: samples.inputs, generator: &generator, onBatch: onBatch
            ) { (logits, indices) throws(CTCError) in
                try CTCLoss.loss(logits: logits, frames: frames, labels: indices.map { samples.labels[$0] })
            }
            let error = validationError?(network)
            let isBest = error.map { error in best.map { error < $0.error } ?? true } ?? true
            if isBest, let error { best = (epoch + 1, error, network.flatWeights) }
            let report = SequenceEpochReport(
                epoch: epoch + 1, trainingLoss: lossSum / Float(max(samples.count, 1)), validationError: error,
                learningRate: rate, seconds: Date().timeIntervalSince(started), isBest: isBest)
            reports.append(report)
            onEpoch(report)
            // As `Trainer`: weights a NaN or infinite loss has reached do not recover.
            let outOfPatience = best.map { best in configuration.patience.map { epoch + 1 - best.epoch >= $0 } ?? false } ?? false
            if !report.trainingLoss.isFinite || outOfPatience {
                stoppedEarly = epoch + 1 < configuration.epochs
                break
            }
        }
        if let best { network.flatWeights = best.weights }
        return SequenceTrainingResult(
            epochs: reports, bestEpoch: best?.epoch ?? reports.count, stoppedEarly: stoppedEarly,
            initialValidationError: initialError)
    }
}
