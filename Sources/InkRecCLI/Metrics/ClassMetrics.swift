/// Precision, recall and support of one class; encodes as `{"precision", "recall", "support"}`,
/// with `null` for a figure that is undefined (0/0): the precision of a class never predicted,
/// the recall of a class without samples.
public struct ClassMetrics: Sendable, Equatable, Codable {
    /// Of the samples predicted as this class, the share that truly are; `nil` when none was
    /// predicted (undefined, not 0: a class never answered has made no wrong answer either).
    public let precision: Double?
    /// Of the samples of this class, the share predicted as it; `nil` when the class has no
    /// samples (undefined, not 0: a class that was only ever predicted has nothing to recall).
    public let recall: Double?
    /// The number of samples whose truth is this class.
    public let support: Int

    public init(precision: Double?, recall: Double?, support: Int) {
        self.precision = precision
        self.recall = recall
        self.support = support
    }

    private enum CodingKeys: String, CodingKey { case precision, recall, support }

    /// Writes `precision` and `recall` as an explicit `null` when undefined, so every class has the three keys.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(precision, forKey: .precision)
        try container.encode(recall, forKey: .recall)
        try container.encode(support, forKey: .support)
    }
}
