extension TrainingConfiguration {
    /// Why this configuration cannot train, or `nil`: `epochs` or `batchSize` below 1 (0 epochs
    /// would return the untrained network as a model), a `learningRate` that is not a finite number
    /// above 0, a `labelSmoothing` outside [0, 1). The model trainers refuse such a configuration
    /// before training; `Trainer` itself runs no epoch for 0 and a batch of 1 for a smaller size.
    public var problem: String? {
        if epochs < 1 { return "epochs is \(epochs); training needs at least 1" }
        if batchSize < 1 { return "batchSize is \(batchSize); a minibatch needs at least 1 sample" }
        if !(learningRate > 0 && learningRate.isFinite) { return "learningRate is \(learningRate); it must be a finite number above 0" }
        if !(labelSmoothing >= 0 && labelSmoothing < 1) { return "labelSmoothing is \(labelSmoothing); it must be at least 0 and below 1" }
        return nil
    }
}
