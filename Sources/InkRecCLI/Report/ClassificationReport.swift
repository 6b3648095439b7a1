/// The text and HTML an evaluation command prints for a classification task: accuracy, per-class
/// precision/recall/support, the confusion matrix and latency, always in that order and format.
///
/// Task-specific figures (false-snap rate, top-3 accuracy, CER) go in `extraLines`.
public struct ClassificationReport: Sendable {
    public var title: String
    public var matrix: ConfusionMatrix
    public var latency: LatencyPercentiles?
    /// The symbol of the latency's unit: `"µs"` or `"ms"`.
    public var latencyUnit: String
    /// What each latency sample measured: `"per recognition"`, `"per character"`.
    public var latencySubject: String
    /// Lines printed after the accuracy: `"false snaps: 1.20 % of 1,100 none samples"`.
    public var extraLines: [String]

    public init(
        title: String, matrix: ConfusionMatrix, latency: LatencyPercentiles?, latencyUnit: String = "µs",
        latencySubject: String = "per sample", extraLines: [String] = []
    ) {
        self.title = title
        self.matrix = matrix
        self.latency = latency
        self.latencyUnit = latencyUnit
        self.latencySubject = latencySubject
        self.extraLines = extraLines
    }

    /// The figures above the tables.
    var summaryLines: [String] {
        var lines = ["samples: \(Formatting.grouped(matrix.total))", "accuracy: \(Formatting.percent(matrix.accuracy))"]
        lines += extraLines
        if let latency { lines.append("latency \(latencySubject): \(latency.text(unit: latencyUnit))") }
        return lines
    }

    /// Plain text for stdout.
    public func text() -> String {
        var text = "\(title)\n\n" + summaryLines.joined(separator: "\n") + "\n\n"
        text += "per class:\n" + matrix.perClassTable().rendered() + "\n"
        text += "confusion (rows: truth, columns: prediction):\n" + matrix.table().rendered()
        return text
    }

    /// The same figures and tables as sections of an HTML report.
    public func add(to report: inout HTMLReport) {
        report.addHeading(title)
        for line in summaryLines { report.addParagraph(line) }
        report.addHeading("Per class")
        report.addTable(matrix.perClassTable())
        report.addHeading("Confusion (rows: truth, columns: prediction)")
        report.addTable(matrix.table())
    }
}
