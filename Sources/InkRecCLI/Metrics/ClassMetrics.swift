/// Precision, recall and support of one class; encodes as `{"precision", "recall", "support"}`.
public struct ClassMetrics: Sendable, Equatable, Codable {
    /// Of the samples predicted as this class, the share that truly are; 0 when none was predicted.
    public let precision: Double
    /// Of the samples of this class, the share predicted as it; 0 when the class has no samples.
    public let recall: Double
    /// The number of samples whose truth is this class.
    public let support: Int

    public init(precision: Double, recall: Double, support: Int) {
        self.precision = precision
        self.recall = recall
        self.support = support
    }
}
