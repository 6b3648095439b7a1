/// The share of samples whose truth is among the first `k` ranked predictions.
public struct TopKAccuracy: Sendable, Equatable {
    public let k: Int
    public private(set) var hits = 0
    public private(set) var total = 0

    /// - Precondition: `k >= 1`.
    public init(k: Int) {
        precondition(k >= 1, "top-k needs k >= 1")
        self.k = k
    }

    /// Counts one sample; `ranked` is best first and may be shorter than `k`. O(k).
    public mutating func record(truth: String, ranked: [String]) {
        total += 1
        if ranked.prefix(k).contains(truth) { hits += 1 }
    }

    /// hits / total; 0 when nothing was recorded.
    public var value: Double { total == 0 ? 0 : Double(hits) / Double(total) }
}
