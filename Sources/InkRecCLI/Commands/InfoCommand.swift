import Foundation
import InkFormats
import NeuralNetwork

/// `inkrec info PATH... [--split S] [--from F] [--json]`: what a dataset holds, per format, and
/// what `.inkmodel` files' headers say.
struct InfoCommand: Command {
    let name = "info"
    let summary = "Count drawings, strokes, points, labels and writers per format, and describe .inkmodel files"
    let signature = CommandSignature(
        arguments: [Argument("PATH", help: "ink files, .inkmodel files, or folders holding either; - reads ink from stdin (format from --from or its first bytes)", repeated: true)],
        options: [.split, .inputFormat],
        flags: [.json]
    )
    let discussion = """
        Folders are walked recursively; files that are not ink (SOURCE.md, CSV) are passed over;
        one with an ink extension that holds no ink (empty, binary, gzip, HTML), a dangling
        symbolic link or a FIFO (never opened) is skipped and counted with its reason.
        Malformed records are skipped and counted on stderr, files that cannot be read (permission
        denied, a FIFO, a dangling link) counted apart as unreadable (--json: skipped, the
        count, and skipped_records, each {file, line, record, reason}, line and record null where
        unknown). A split that is not writer-independent — samples without a writer id (split by
        sample), or a writer in two parts (an explicit per-sample split) — is warned on stderr,
        naming the writers and counts, whatever --split (--json: writer_independent, and
        split_warnings). No drawing at all (an empty folder or
        split) is bad input. The labels lines list the most frequent labels per format; --json has
        all of them with their counts.
        .inkmodel files, given or found in the folders, are described first: each model's kind,
        labels, preprocessing, layers, weight count and how it was trained. The file is validated
        (format version, sizes, checksum, labels, finite weights) and never modified, and checked
        as eval and recognize load it (this inkrec implements its preprocessing and the network
        fits it); a model they cannot use is described with an unusable: line giving their reason,
        and info exits 1. A folder holding models but no ink is no error. With --json, models
        alone print a list, ink alone an object, both {"models": [...], "ink": {...}}.
        example: inkrec info Datasets/pendigits --split test
        example: inkrec info Models
        """

    /// Labels printed per format in text output; JSON has them all.
    static let listedLabels = 12

    struct Report: Encodable {
        let split: String
        let formats: [String: DatasetStatistics]
        let total: DatasetStatistics
        /// How many records and files were skipped: `skipped_records.count`.
        let skipped: Int
        let skipped_records: [SkippedRecord]
        /// Whether the samples' split, in all parts, is writer-independent (``SplitAudit``).
        let writer_independent: Bool
        /// The stderr warnings saying why it is not; empty when it is.
        let split_warnings: [String]
        /// `skipped` in words for the text output: unreadable files apart from malformed ones.
        let skippedText: String

        private enum CodingKeys: String, CodingKey {
            case split, formats, total, skipped, skipped_records, writer_independent, split_warnings
        }
    }

    /// Both parts, in the `--json` layout for models and ink together.
    private struct CombinedReport: Encodable {
        let models: [ModelDescription]
        let ink: Report
    }

    func run(_ arguments: ParsedArguments, context: CommandContext) throws {
        // One walk of the folders finds both the models and the ink.
        let walked = try context.walk(arguments.positionals("PATH"))
        let inkPaths = walked.filter { !Self.isModel($0.path) }
        // A damaged model is reported after the others are described, not instead of them.
        var models: [ModelDescription] = []
        var damaged: [String] = []
        let typed = TypedPaths(arguments.positionals("PATH"), context: context)
        for url in walked.flatMap(\.files) where Self.isModel(url.path) {
            do {
                models.append(try ModelDescription(contentsOf: url, shownAs: typed.rewrite(url.path)))
            } catch { damaged.append("\(error)") }
        }
        let report = try inkPaths.isEmpty ? nil : inkReport(inkPaths, foundModels: !models.isEmpty || !damaged.isEmpty, arguments: arguments, context: context)
        if arguments.flag("json") {
            switch report {
            case let report? where models.isEmpty: try context.printJSON(report)
            case let report?: try context.printJSON(CombinedReport(models: models, ink: report))
            case nil: try context.printJSON(models)
            }
        } else {
            context.standardOutput.write(models.map(\.text).joined(separator: "\n"))
            if let report {
                if !models.isEmpty { context.print("") }
                printText(report, context: context)
            }
        }
        // The first is thrown and named as typed where errors are printed; the others are printed here.
        for problem in damaged.dropFirst() { context.printError("\(HelpText.toolName) \(name): error: \(typed.rewrite(problem))") }
        if let problem = damaged.first { throw CommandError.badInput(problem) }
        if let unusable = models.first(where: { $0.unusable != nil }) {
            throw CommandError.badInput("\(unusable.path): \(unusable.unusable!)")
        }
    }

    private static func isModel(_ path: String) -> Bool { path.lowercased().hasSuffix(".inkmodel") }

    /// The ink statistics of `paths`, or `nil` when they hold no drawing but are folders in which
    /// models were found, readable or not (a folder of models).
    /// - Throws: ``CommandError/badInput(_:)`` when there is no drawing and no model either.
    private func inkReport(
        _ walked: [WalkedPath], foundModels: Bool, arguments: ParsedArguments, context: CommandContext
    ) throws -> Report? {
        let paths = walked.map(\.path)
        let split = arguments.datasetSplit()
        var perFormat: [String: DatasetStatistics] = [:]
        var total = DatasetStatistics()
        let reading = try context.readSamples(in: walked, split: split, format: arguments.inputFormat(), auditsSplit: true) { sample, origin in
            perFormat[origin.format.rawValue, default: DatasetStatistics()].add(sample, file: origin.file.path)
            total.add(sample, file: origin.file.path)
        }
        let skipped = reading.skipped
        if total.drawings == 0 {
            let onlyFolders = walked.allSatisfy { given in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: given.url.path, isDirectory: &isFolder) && isFolder.boolValue
            }
            // A folder of models may hold other files (a `train --log-json` log): warned, not fatal.
            guard onlyFolders, foundModels else {
                throw CommandError.noSamples(in: paths, split: split, skipped: skipped)
            }
            return nil
        }
        return Report(
            split: split.rawValue, formats: perFormat, total: total, skipped: skipped.count,
            skipped_records: skipped.map(SkippedRecord.init), writer_independent: reading.audit.isWriterIndependent,
            split_warnings: reading.audit.warnings, skippedText: CommandContext.skippedCount(skipped))
    }

    private func printText(_ report: Report, context: CommandContext) {
        let formats = report.formats.sorted { $0.key < $1.key }
        var rows = formats.map { [$0.key] + Self.cells($0.value) }
        if formats.count > 1 { rows.append(["total"] + Self.cells(report.total)) }
        let header = ["format", "files", "drawings", "strokes", "points", "labels", "writers", "train", "validation", "test"]
        context.standardOutput.write(TextTable(header: header, rows: rows).rendered())
        for (format, statistics) in formats where statistics.labels > 0 {
            let listed = statistics.labelsByCount.prefix(Self.listedLabels).map { Formatting.labelCount($0.label, $0.count) }
            let more = statistics.labels > Self.listedLabels ? ", … \(Formatting.grouped(statistics.labels - Self.listedLabels)) more" : ""
            context.print("labels (\(format)): " + listed.joined(separator: ", ") + more)
        }
        if report.split != DatasetSplit.all.rawValue { context.print("split: \(report.split)") }
        if report.skipped > 0 { context.print("skipped: \(report.skippedText)") }
    }

    private static func cells(_ statistics: DatasetStatistics) -> [String] {
        [statistics.files, statistics.drawings, statistics.strokes, statistics.points, statistics.labels,
         statistics.writers, statistics.splitCounts[.train] ?? 0, statistics.splitCounts[.validation] ?? 0,
         statistics.splitCounts[.test] ?? 0].map(Formatting.grouped)
    }
}
