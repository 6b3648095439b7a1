/// Character error rate: Levenshtein edit distance (insertions, deletions, substitutions, each
/// costing 1) summed over samples, divided by the summed length of the references.
public struct CharacterErrorRate: Sendable, Equatable {
    public private(set) var edits = 0
    public private(set) var referenceLength = 0

    public init() {}

    /// Counts one sample, comparing Unicode characters. O(|reference| · |hypothesis|).
    public mutating func record(reference: String, hypothesis: String) {
        edits += Self.editDistance(Array(reference), Array(hypothesis))
        referenceLength += reference.count
    }

    /// Adds the samples `other` counted (one sample's rate, kept apart, joins the total).
    mutating func merge(_ other: Self) {
        edits += other.edits
        referenceLength += other.referenceLength
    }

    /// edits / reference characters; 0 when nothing was recorded.
    public var value: Double { referenceLength == 0 ? 0 : Double(edits) / Double(referenceLength) }

    /// The Levenshtein distance between `a` and `b`, in O(|a| · |b|) time and O(|b|) memory.
    static func editDistance<T: Equatable>(_ a: [T], _ b: [T]) -> Int {
        var previous = Array(0...b.count)
        var current = previous
        for (i, x) in a.enumerated() {
            current[0] = i + 1
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
