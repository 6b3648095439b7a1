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

    /// One row per label with precision, recall (as percentages; recall `n/a` for a label
    /// without samples) and support.
    public func perClassTable() -> TextTable {
        TextTable(
            header: ["class", "precision", "recall", "support"],
            rows: labels.map { label in
                let metrics = metrics(for: label)
                return [label, Formatting.percent(metrics.precision), metrics.recall.map { Formatting.percent($0) } ?? "n/a",
                        Formatting.grouped(metrics.support)]
            }
        )
    }
}
