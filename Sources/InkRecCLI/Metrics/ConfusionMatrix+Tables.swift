extension ConfusionMatrix {
    /// Rows are truths, columns predictions; zero cells print as `.` so the diagonal stands out.
    public func table() -> TextTable {
        let labels = labels
        let rows = labels.map { truth in
            [truth] + labels.map { predicted in
                let value = count(truth: truth, predicted: predicted)
                return value == 0 ? "." : String(value)
            }
        }
        return TextTable(header: ["truth \\ predicted"] + labels, rows: rows)
    }

    /// One row per label with precision, recall (as percentages; `n/a` where undefined: the
    /// precision of a label never predicted, the recall of one without samples) and support.
    public func perClassTable() -> TextTable {
        TextTable(
            header: ["class", "precision", "recall", "support"],
            rows: labels.map { label in
                let metrics = metrics(for: label)
                return [label, metrics.precision.map { Formatting.percent($0) } ?? "n/a", metrics.recall.map { Formatting.percent($0) } ?? "n/a",
                        Formatting.grouped(metrics.support)]
            }
        )
    }

    /// The `limit` most frequent misreadings, one row each: truth, prediction, count and the
    /// share of that truth's samples (ties in label order). For label sets too large for
    /// ``table()`` to read on a terminal. O(labels²).
    func frequentConfusionsTable(limit: Int) -> TextTable {
        let labels = labels
        let pairs = labels.flatMap { truth in
            labels.compactMap { predicted -> (truth: String, predicted: String, count: Int)? in
                let times = truth == predicted ? 0 : count(truth: truth, predicted: predicted)
                return times > 0 ? (truth, predicted, times) : nil
            }
        }
        // Equal counts keep label order: the tiebreak on position, as `sorted` is not stable.
        let top = pairs.enumerated().sorted { ($0.element.count, $1.offset) > ($1.element.count, $0.offset) }.prefix(limit)
        return TextTable(
            header: ["truth", "predicted", "count", "of truth"],
            rows: top.map { _, pair in
                [pair.truth, pair.predicted, Formatting.grouped(pair.count), Formatting.percent(Double(pair.count) / Double(metrics(for: pair.truth).support))]
            },
            alignments: [.left, .left, .right, .right])
    }
}
