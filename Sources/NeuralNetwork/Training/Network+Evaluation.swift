/// Loss and accuracy of a network on a set of samples.
public struct Evaluation: Sendable, Codable, Equatable {
    public var loss: Float
    /// Fraction of rows whose highest logit is the label, in [0, 1].
    public var accuracy: Double
}

extension Network {
    /// Mean cross-entropy and top-1 accuracy in inference mode, `batchSize` rows per forward pass.
    public func evaluate(_ samples: LabeledSamples, batchSize: Int = 512) -> Evaluation {
        guard samples.count > 0 else { return Evaluation(loss: 0, accuracy: 0) }
        var totalLoss: Float = 0
        var correct = 0
        for start in stride(from: 0, to: samples.count, by: batchSize) {
            let indices = start..<min(start + batchSize, samples.count)
            let logits = forward(samples.inputs.gatheringRows(indices), mode: .inference)
            let labels = Array(samples.labels[indices])
            totalLoss += SoftmaxCrossEntropy.loss(logits: logits, labels: labels).loss * Float(indices.count)
            for (row, label) in labels.enumerated() where logits.argmax(row: row) == label { correct += 1 }
        }
        return Evaluation(loss: totalLoss / Float(samples.count), accuracy: Double(correct) / Double(samples.count))
    }
}

extension Matrix {
    /// The column of the largest value in `row` (the first on ties).
    public func argmax(row: Int) -> Int {
        var best = 0
        let base = row * columns
        for c in 1..<max(columns, 1) where values[base + c] > values[base + best] { best = c }
        return best
    }
}
