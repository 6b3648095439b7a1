import Foundation
import InkFormats
import ShapeRecognition

/// The `eval shapes --report` page: the tables, then every misrecognized sample drawn with the
/// snapped shape over it; a declined one is captioned with its best candidate and confidence.
enum ShapeReport {
    /// At most this many misrecognized samples are drawn per (truth, prediction) pair, so a page
    /// for a large set stays loadable; the count is always given.
    static let samplesPerCell = 60

    static func make(_ evaluation: ShapeEvaluation, latency: LatencyPercentiles?, split: DatasetSplit, threshold: Double) -> HTMLReport {
        var report = HTMLReport(title: "inkrec eval shapes")
        let confusion = evaluation.confusion
        report.addParagraph("split \(split); confidence threshold \(threshold); samples \(Formatting.grouped(evaluation.samples)): \(EvalShapesCommand.breakdown(evaluation)); shape accuracy \(evaluation.accuracy.map { Formatting.percent($0) } ?? "n/a"); "
            + "false snaps \(evaluation.falseSnapRate.map { Formatting.percent($0) } ?? "n/a") on none samples; "
            + "latency p50/p95/p99 \(latency.map { "\(Formatting.fixed($0.p50, digits: 1))/\(Formatting.fixed($0.p95, digits: 1))/\(Formatting.fixed($0.p99, digits: 1)) µs" } ?? "n/a")")
        report.addHeading("Per class")
        report.addTable(confusion.perClassTable())
        report.addHeading("Confusion (rows: truth, columns: prediction)")
        report.addTable(confusion.table())
        if !evaluation.handwriting.isEmpty {
            report.addHeading("Handwriting asked for a shape")
            report.addTable(handwritingTable(evaluation))
        }
        let groups = Dictionary(grouping: evaluation.misses) { "\($0.truth) → \($0.predicted)" }
        for (title, misses) in groups.sorted(by: { $0.key < $1.key }) {
            let shown = misses.prefix(samplesPerCell).map { miss in
                HTMLReport.Sample(
                    svg: ShapeSVG.render(miss.sample.drawing.strokes, shape: miss.shape),
                    caption: caption(miss))
            }
            report.addGallery(title: title, samples: shown, total: misses.count)
        }
        return report
    }

    /// `"arrow: writer13_2#5"`; for a declined sample also what it came closest to, as
    /// `"arrow: writer13_2#5 (declined: best arrow 0.41)"` (`neverRoundedUp`), since nothing is
    /// drawn over its ink,
    /// or, when its best candidate was confident enough and the ink around it declined it,
    /// `"circle: writer13_2#7 (declined in context: best ellipse 1.00)"` (the recognizer does not
    /// say why, so neither does the caption).
    static func caption(_ miss: ShapeEvaluation.Miss) -> String {
        let named = "\(miss.sample.label): \(miss.sample.id)"
        guard miss.shape == nil, let best = miss.best else { return named }
        let kind = ShapeExpectation.className(kind: best.kind, sides: best.sides)
        let declined = miss.declinedInContext ? "declined in context" : "declined"
        let confidence = miss.declinedInContext ? Formatting.fixed(best.confidence, digits: 2) : neverRoundedUp(best.confidence)
        return named + " (\(declined): best \(kind) \(confidence))"
    }

    /// `confidence` with 2 decimals, or 3 or 4 where 2 would round it up, else cut to 4: a score
    /// that fell short of the threshold never reads as meeting it (0.9993 under `--threshold 1`
    /// is `0.999`, not `1.00`).
    static func neverRoundedUp(_ confidence: Double) -> String {
        for digits in 2...4 {
            let shown = Formatting.fixed(confidence, digits: digits)
            if let value = Double(shown), value <= confidence { return shown }
        }
        return Formatting.fixed((confidence * 1e4).rounded(.down) / 1e4, digits: 4)
    }

    /// Per handwriting label: samples, how many snapped, the share, and to what (most frequent
    /// first, ties by name, so that two runs print the same bytes).
    static func handwritingTable(_ evaluation: ShapeEvaluation) -> TextTable {
        TextTable(
            header: ["handwriting label", "samples", "snapped", "share", "snapped to"],
            rows: evaluation.handwriting.sorted { $0.key < $1.key }.map { label, entry in
                [label, Formatting.grouped(entry.total), Formatting.grouped(entry.snapped),
                 Formatting.percent(Double(entry.snapped) / Double(max(entry.total, 1))),
                 Formatting.mostFrequentFirst(entry.kinds).map { "\($0.key) \($0.value)" }.joined(separator: ", ")]
            },
            alignments: [.left, .right, .right, .right, .left])
    }
}
