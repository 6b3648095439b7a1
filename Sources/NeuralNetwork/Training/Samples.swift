/// Inputs (one sample per row) with one label per row.
public struct Samples<Label: Sendable>: Sendable {
    public var inputs: Matrix
    public var labels: [Label]

    public init(inputs: Matrix, labels: [Label]) {
        precondition(inputs.rows == labels.count, "One label per row: \(labels.count) for \(inputs.rows) rows")
        self.inputs = inputs
        self.labels = labels
    }

    public var count: Int { labels.count }
}

/// Rows with one class index each, for `Trainer`.
public typealias LabeledSamples = Samples<Int>

/// Rows with one label sequence each (symbols ≥ 1; 0 is the CTC blank), for `CTCTrainer`.
public typealias SequenceSamples = Samples<[Int]>
