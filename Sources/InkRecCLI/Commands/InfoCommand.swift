import Foundation
import InkFormats
import NeuralNetwork

/// `inkrec info PATH... [--split S] [--from F] [--json]`: what a dataset holds, per format, or
/// what `.inkmodel` files' headers say.
struct InfoCommand: Command {
    let name = "info"
    let summary = "Count drawings, strokes, points, labels and writers per format, or describe .inkmodel files"
    let signature = CommandSignature(
        arguments: [Argument("PATH", help: "ink files or folders of any readable format, or .inkmodel files", repeated: true)],
        options: [.split, .inputFormat],
        flags: [.json]
    )
    let discussion = """
        Folders are walked recursively; files that are not ink (SOURCE.md, CSV) are passed over.
        Malformed records are skipped and counted on stderr; no drawing at all (an empty folder or
        split) is bad input. The labels lines list the most frequent labels per format; --json has
        all of them with their counts.
        Given .inkmodel files instead, prints each model's kind, labels, preprocessing, layers,
        weight count and how it was trained. The file itself is validated (format version, sizes,
        checksum, labels, finite weights) and never modified; whether a recognizer can use its
        preprocessing is checked when eval, recognize or train --init load it.
        example: inkrec info Datasets/pendigits --split test
        """

    /// Labels printed per format in text output; JSON has them all.
    static let listedLabels = 12

    struct Report: Encodable {
        let split: String
        let formats: [String: DatasetStatistics]
        let total: DatasetStatistics
        let skipped: Int
    }

    func run(_ arguments: ParsedArguments, context: CommandContext) throws {
        let split = arguments.datasetSplit()
        let paths = arguments.positionals("PATH")
        let models = paths.filter { $0.lowercased().hasSuffix(".inkmodel") }
        if !models.isEmpty {
            guard models.count == paths.count else { throw CommandError.usage("give either .inkmodel files or ink, not both") }
            return try describe(models, arguments: arguments, context: context)
        }
        var perFormat: [String: DatasetStatistics] = [:]
        var total = DatasetStatistics()
        let skipped = try context.forEachSample(in: paths, split: split, format: arguments.inputFormat()) { sample, origin in
            perFormat[origin.format.rawValue, default: DatasetStatistics()].add(sample, file: origin.file.path)
            total.add(sample, file: origin.file.path)
        }
        if total.drawings == 0 {
            throw CommandError.noSamples(in: paths, split: split, skipped: skipped)
        }
        let report = Report(split: split.rawValue, formats: perFormat, total: total, skipped: skipped.count)
        if arguments.flag("json") {
            try context.printJSON(report)
        } else {
            printText(report, context: context)
        }
    }

    private func describe(_ paths: [String], arguments: ParsedArguments, context: CommandContext) throws {
        let descriptions = try paths.map { path throws(ModelFileError) in try ModelDescription(contentsOf: context.url(forPath: path)) }
        if arguments.flag("json") {
            try context.printJSON(descriptions)
        } else {
            context.standardOutput.write(descriptions.map(\.text).joined(separator: "\n"))
        }
    }

    private func printText(_ report: Report, context: CommandContext) {
        let formats = report.formats.sorted { $0.key < $1.key }
        var rows = formats.map { [$0.key] + Self.cells($0.value) }
        if formats.count > 1 { rows.append(["total"] + Self.cells(report.total)) }
        let header = ["format", "files", "drawings", "strokes", "points", "labels", "writers", "train", "validation", "test"]
        context.standardOutput.write(TextTable(header: header, rows: rows).rendered())
        for (format, statistics) in formats where statistics.labels > 0 {
            let listed = statistics.labelsByCount.prefix(Self.listedLabels).map { "\($0.label.isEmpty ? "(empty)" : $0.label) ×\(Formatting.grouped($0.count))" }
            let more = statistics.labels > Self.listedLabels ? ", … \(Formatting.grouped(statistics.labels - Self.listedLabels)) more" : ""
            context.print("labels (\(format)): " + listed.joined(separator: ", ") + more)
        }
        if report.split != DatasetSplit.all.rawValue { context.print("split: \(report.split)") }
        if report.skipped > 0 { context.print("skipped: \(Formatting.grouped(report.skipped)) malformed record(s) or file(s)") }
    }

    private static func cells(_ statistics: DatasetStatistics) -> [String] {
        [statistics.files, statistics.drawings, statistics.strokes, statistics.points, statistics.labels,
         statistics.writers, statistics.splitCounts[.train] ?? 0, statistics.splitCounts[.validation] ?? 0,
         statistics.splitCounts[.test] ?? 0].map(Formatting.grouped)
    }
}
