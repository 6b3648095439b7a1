/// One epoch of shuffled minibatch training, the loop `Trainer` and `CTCTrainer` share: they
/// differ only in the loss.
struct MinibatchEpoch {
    let configuration: TrainingConfiguration
    let network: Network
    let optimizer: Optimizer

    /// Trains on every row of `inputs` once, in an order drawn from `generator`; for each
    /// minibatch `loss` gets the training-mode logits and the rows' indices into `inputs` and
    /// returns the mean loss and ∂loss/∂logits.
    /// - Returns: the loss summed over rows, and the rate of the last minibatch.
    /// - Throws: whatever `loss` throws, leaving the network as the last finished minibatch left it.
    func run<Failure: Error>(
        epoch: Int, inputs: Matrix, generator: inout SplitMix64, onBatch: (Int, Int) -> Void,
        loss: (Matrix, ArraySlice<Int>) throws(Failure) -> (loss: Float, gradient: Matrix)
    ) throws(Failure) -> (lossSum: Float, rate: Float) {
        let parameters = network.parameters
        // A batch larger than the set is the whole set (Int.max overflowed the count below).
        let batchSize = min(max(1, configuration.batchSize), max(1, inputs.rows))
        let order = Array(0..<inputs.rows).shuffled(using: &generator)
        let batchCount = (inputs.rows + batchSize - 1) / batchSize
        var (lossSum, rate): (Float, Float) = (0, configuration.learningRate)
        for batch in 0..<batchCount {
            let indices = order[(batch * batchSize)..<min((batch + 1) * batchSize, inputs.rows)]
            network.zeroGradients()
            let logits = network.forward(inputs.gatheringRows(indices), mode: .training)
            let (batchLoss, gradient) = try loss(logits, indices)
            network.backward(gradient)
            rate = configuration.schedule.rate(
                base: configuration.learningRate, epoch: Double(epoch) + Double(batch) / Double(batchCount),
                totalEpochs: configuration.epochs)
            optimizer.update(parameters, learningRate: rate)
            lossSum += batchLoss * Float(indices.count)
            onBatch(batch + 1, batchCount)
        }
        return (lossSum, rate)
    }
}
