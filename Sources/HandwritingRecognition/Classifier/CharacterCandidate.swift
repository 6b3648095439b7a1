/// One reading of a character with the classifier's probability for it.
public struct CharacterCandidate: Sendable, Hashable, Codable {
    public var label: String
    /// Softmax probability in [0, 1]; candidates of one drawing sum to at most 1.
    public var probability: Double

    public init(label: String, probability: Double) {
        self.label = label
        self.probability = probability
    }
}
