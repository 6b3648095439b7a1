/// Counts of (truth, prediction) pairs over string labels, and the accuracy and per-class
/// precision/recall derived from them.
///
/// Encodes as `{truth: {predicted: count}}` with the non-zero cells only (the `confusion` object
/// of the eval commands' JSON). Recording is O(1) amortized; derived figures are O(labels²).
public struct ConfusionMatrix: Sendable, Equatable {
    private var cells: [String: [String: Int]] = [:]
    private let declaredLabels: [String]

    /// - Parameter labels: labels listed first, in this order, in ``labels`` and tables (e.g. the
    ///   classifier's label set); any other label met is appended in sorted order.
    public init(labels: [String] = []) {
        declaredLabels = labels
    }

    /// Counts one sample.
    public mutating func record(truth: String, predicted: String) {
        cells[truth, default: [:]][predicted, default: 0] += 1
    }

    /// How many samples of class `truth` were predicted as `predicted`.
    public func count(truth: String, predicted: String) -> Int {
        cells[truth]?[predicted] ?? 0
    }

    /// Every label seen as truth or prediction (and every declared one).
    public var labels: [String] {
        let seen = Set(cells.keys).union(cells.values.flatMap(\.keys))
        return declaredLabels + seen.subtracting(declaredLabels).sorted()
    }

    /// The number of samples recorded.
    public var total: Int { cells.values.reduce(0) { $0 + $1.values.reduce(0, +) } }

    /// The share of samples predicted as their truth; 0 when empty.
    public var accuracy: Double { accuracy { _ in true } }

    /// The accuracy over the samples whose truth passes `includes` (e.g. shape samples only,
    /// leaving out `none`); 0 when no sample passes.
    public func accuracy(overTruths includes: (String) -> Bool) -> Double {
        var correct = 0
        var total = 0
        for (truth, row) in cells where includes(truth) {
            correct += row[truth] ?? 0
            total += row.values.reduce(0, +)
        }
        return total == 0 ? 0 : Double(correct) / Double(total)
    }

    /// Precision, recall and support of one label (precision `nil` when the label was never
    /// predicted, recall `nil` when it has no samples: 0/0 is undefined, not 0).
    public func metrics(for label: String) -> ClassMetrics {
        let truePositives = count(truth: label, predicted: label)
        let support = cells[label]?.values.reduce(0, +) ?? 0
        let predicted = cells.values.reduce(0) { $0 + ($1[label] ?? 0) }
        return ClassMetrics(
            precision: predicted == 0 ? nil : Double(truePositives) / Double(predicted),
            recall: support == 0 ? nil : Double(truePositives) / Double(support),
            support: support
        )
    }

    /// ``metrics(for:)`` of every label (the `per_class` object of the eval commands' JSON).
    public var perClass: [String: ClassMetrics] {
        Dictionary(uniqueKeysWithValues: labels.map { ($0, metrics(for: $0)) })
    }
}

extension ConfusionMatrix: Encodable {
    public func encode(to encoder: any Encoder) throws {
        try cells.encode(to: encoder)
    }
}
