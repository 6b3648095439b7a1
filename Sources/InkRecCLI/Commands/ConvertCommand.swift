import Foundation
import InkCore
import InkFormats

/// `inkrec convert IN... OUT [--from F] [--to F] [--split S] [--groups] [--replace] [--json]`: any readable
/// ink to InkML, inkrec JSON, labelled ndjson, UNIPEN, $1 gesture XML or Quick, Draw! ndjson.
struct ConvertCommand: Command {
    let name = "convert"
    let summary = "Convert ink to InkML, inkrec JSON, labelled ndjson, UNIPEN, gesture XML or Quick, Draw!"
    let signature = CommandSignature(
        arguments: [
            Argument("IN", help: "ink files or folders of any readable format, or - for stdin (format from --from or its first bytes)", repeated: true),
            Argument("OUT", help: "output file (.inkml, .json, .ndjson, .unp, .dat, .xml), a folder for many InkML or gesture XML files, or - for stdout (with --to)"),
        ],
        options: [.inputFormat, Option("to", value: "F", help: "output format instead of OUT's extension", allowed: Target.allCases.map(\.rawValue)), .split],
        flags: [
            Flag("groups", help: "one sample per labelled stroke group (FC flowchart or CROHME symbols); groups without a label or a stroke are left out, with a warning"),
            Flag("replace", help: "replace an existing OUT file, or the .inkml files of an OUT folder"),
            .json,
        ]
    )
    let discussion = """
        InkML holds one drawing per document: one sample goes to OUT.inkml; several go to the folder
        OUT as 00001.inkml, 00002.inkml, … with the label as `truth`, the writer as `writer`, the
        sample id as `sampleId` and the split as `split` annotations, so reading them back keeps
        each sample's split. Several samples to one OUT.inkml are a usage error (exit 2): a
        document reads back as one drawing, its trace groups (as FC flowcharts hold their symbols)
        being that drawing's stroke groups, with a label but no writer, id or split of their own. A $1 gesture log (--to gesture-xml) holds one drawing too (times, as T in
        milliseconds, only when every point has one: untimed ink reads back untimed): OUT.xml, or
        00001.xml, … in the folder OUT, named label01, label02, … per label. UNIPEN (--to unipen,
        .unp or .dat) and Quick, Draw! ndjson (--to quickdraw) hold many in one file; both round
        coordinates to whole numbers, and the reader gives their samples, like gesture logs', the
        split of its rule for the format (by writer), not the split they had.
        inkrec JSON keeps everything; labelled ndjson keeps locations, times, labels, writers,
        splits, groups and annotations; InkML all point channels but size and opacity. What the
        output cannot keep (ndjson drops force and stroke ids; UNIPEN all but x, y, time, labels
        and writers) is named in a warning on stderr, with how many drawings lose it (the
        library's FormatLoss). Where the reader changes how `eval shapes` judges the labels
        (UNIPEN marks every sample handwriting, Quick, Draw! excludes its diamond, gesture XML
        keeps no `dataset` annotation), a second warning says so; sample ids read more than once
        are warned of too, as info does. A drawing without a point is kept by json and ndjson
        only: the other formats leave it out, with a warning (it would not read back). These warnings come only once the output is known usable
        (a usage error comes alone), and --json lists them as "warnings". --json prints {"samples"
        (drawings written), "format", "output" (OUT as given), "files" (files written: 1, or one a
        drawing in an InkML or gesture XML folder), "skipped" (records skipped), "warnings"}.
        --to a file whose extension inkrec reads as another format (--to ndjson to x.json) is refused (exit 2), as the file
        could not be read back; an extension no reader takes (x.txt) is written as asked.
        An existing OUT file, or a folder OUT that already holds files of its format, is refused (exit 2)
        unless --replace is given. A folder is replaced in one step: the new files go into a
        hidden sibling folder .OUT.inkrec-new-<UUID>, which then takes OUT's place (the old
        folder, moved aside as .OUT.inkrec-old-<UUID>, is removed), keeping what the old folder
        held besides .inkml files; an interrupted run leaves the old folder as it was or the new
        one complete, and folder walks never read hidden names; the next --replace of OUT tidies
        the siblings a killed run left (removes them, or moves the old folder back when OUT is
        missing). A missing folder OUT is created,
        but not its parent: OUT's parent folder must exist (exit 1 otherwise), as for every output.
        OUT may lie inside an input folder only while it holds nothing the walk of that folder
        lists: an existing file there, or a folder holding one, is (or could be) an input and is
        refused (exit 2) even with --replace, as is an OUT folder holding an input. So no input
        is ever replaced or removed. Files are written atomically.
        OUT - writes to stdout, in the format --to names (required: - has no extension), for
        piping into another tool: json, ndjson, unipen and quickdraw hold any number of drawings;
        inkml and gesture-xml one (several are a usage error, exit 2). Nothing but the converted
        data goes to stdout: warnings, skipped records and the "wrote …" line go to stderr (that
        line only once the data is written: a closed or full stdout is an error, exit 1; a reader
        that stops early, as head does, ends inkrec by SIGPIPE like any Unix tool), and
        --json (a report on stdout) is a usage error. A file named - is ./-.
        example: inkrec convert Datasets/pendigits/pendigits-orig.tes out/pendigits.ndjson
        example: inkrec convert Datasets/dollar1-unistroke/s02 - --to ndjson | gzip > s02.ndjson.gz
        """

    /// The formats `convert` writes.
    enum Target: String, CaseIterable {
        case inkml, json, ndjson, unipen, quickdraw
        case gestureXML = "gesture-xml"

        init?(extension ext: String) {
            switch ext.lowercased() {
            case "inkml": self = .inkml
            case "json": self = .json
            case "ndjson", "jsonl": self = .ndjson
            case "unp", "dat": self = .unipen
            case "xml": self = .gestureXML
            default: return nil
            }
        }

        /// The library's name for the format.
        var format: InkFormat {
            switch self {
            case .inkml: .inkml
            case .json: .inkJSON
            case .ndjson: .labeledNDJSON
            case .unipen: .unipen
            case .quickdraw: .quickDraw
            case .gestureXML: .gestureXML
            }
        }

        /// The extension of a file of one drawing, for the formats that hold one (several go to a
        /// folder of such files); `nil` for those that hold many.
        var singleDrawingExtension: String? {
            switch self {
            case .inkml: "inkml"
            case .gestureXML: "xml"
            case .json, .ndjson, .unipen, .quickdraw: nil
            }
        }

        /// Whether a drawing without a point reads back from this format: inkrec JSON and labelled
        /// ndjson keep one; the InkML reader refuses it as a sample and the other writers cannot write it.
        var keepsEmptyDrawings: Bool { self == .json || self == .ndjson }

        /// "InkML file", "gesture XML file".
        var fileNoun: String { self == .inkml ? "InkML file" : "gesture XML file" }

        /// Why a file of this format holds one drawing: several in one file would not read back
        /// as the samples they were.
        var oneDrawingReason: String {
            self == .inkml
                ? "an InkML document reads back as one drawing (trace groups in it, as in FC flowcharts, are its stroke groups, without their own writers, ids or splits)"
                : "a gesture log holds one <Gesture>"
        }
    }

    /// "warning: ndjson cannot keep force (12 of 40 drawings), stroke ids (3 of 40 drawings)
    /// (--to json keeps every channel)", or `nil` when `target` keeps everything of `samples`:
    /// each of the library's ``FormatLoss/kinds`` with its own count (a channel on only some
    /// points of a stroke, which InkML cannot keep, is named "time (on only some points)"). O(points).
    static func lossWarning(_ samples: [LabeledInk], target: Target) -> String? {
        let loss = FormatLoss(writing: samples, as: target.format)
        guard !loss.isEmpty else { return nil }
        let total = Formatting.count(samples.count, "drawing")
        let kinds = loss.kinds.map { "\($0.name) (\(Formatting.grouped($0.samples)) of \(total))" }
        return "warning: \(target.rawValue) cannot keep \(kinds.joined(separator: ", ")) (--to json keeps every channel)"
    }

    /// "warning: gesture-xml writes distinct writers as one subject, read back as one writer:
    /// "w\u{01}", "w\u{02}" as "w\u{FFFD}" …" (XML cannot carry the control characters), each
    /// writer shown as `Formatting.label` shows labels, or `nil` when no two writers of `samples`
    /// read back as one (``GestureLogWriter/mergedWriters(_:)``; the other formats keep distinct
    /// writers apart). O(samples).
    static func mergedWritersWarning(_ samples: [LabeledInk], target: Target) -> String? {
        guard target == .gestureXML else { return nil }
        let merged = GestureLogWriter.mergedWriters(samples).sorted { $0.key < $1.key }
        guard !merged.isEmpty else { return nil }
        let lists = merged.map {
            "\($0.value.map { Formatting.label($0) }.joined(separator: ", ")) as \(Formatting.label($0.key))"
        }.joined(separator: "; ")
        return "warning: gesture-xml writes distinct writers as one subject, read back as one writer: \(lists)"
            + " (their samples become one writer's, in one part of the split; --to ndjson keeps every writer)"
    }

    struct Report: Encodable {
        let samples: Int
        let format: String
        let output: String
        /// Files written: 1, or one a drawing for a folder of InkML or gesture XML files.
        let files: Int
        /// Records (or files) the reading skipped.
        let skipped: Int
        /// The warnings printed on stderr, each as printed: skipped records, stdin read as UNIPEN,
        /// invalid drawings, files given twice, drawings without a point left out, repeated sample
        /// ids, what the format cannot keep,
        /// labels its reader judges otherwise.
        let warnings: [String]
    }

    func run(_ arguments: ParsedArguments, context: CommandContext) throws {
        let outPath = arguments.positional("OUT") ?? ""
        if outPath == CommandContext.standardOutputPath { return try convertToStandardOutput(arguments, context: context) }
        let out = context.url(forPath: outPath)
        guard let target = arguments.option("to").flatMap(Target.init(rawValue:)) ?? Target(extension: out.pathExtension)
        else {
            throw CommandError.usage("cannot tell the output format from '\(outPath)': use --to \(Target.allCases.map(\.rawValue).joined(separator: "|"))")
        }
        // OUT's folder must exist (a folder of InkML or gesture files is created, its parent is not).
        // Either way OUT may not be an input; inside an input folder it must be new (nothing there is read).
        let writesFolder = target.singleDrawingExtension.map { out.pathExtension.lowercased() != $0 } ?? false
        if !writesFolder {
            try Self.checkExtension(outPath, url: out, target: target)
            _ = try context.outputURL(
                forPath: outPath, named: "OUT", inputs: arguments.positionals("IN"), replace: arguments.flag("replace"),
                allowsInsideInputFolder: true, takesStandardOutput: true)
        } else {
            _ = try context.outputFolderURL(forPath: outPath, inputs: arguments.positionals("IN"), allowsInsideInputFolder: true)
            let replaced = try Self.files(in: out, of: target).sorted()
            if !arguments.flag("replace"), !replaced.isEmpty {
                throw CommandError.usage("\(outPath) already holds \(Formatting.count(replaced.count, target.fileNoun)): give --replace to replace them, or another folder")
            }
            // A read-only file in the folder is refused as a read-only OUT file is.
            for name in replaced { try CommandContext.refuseReadOnly(out.appendingPathComponent(name), named: (outPath as NSString).appendingPathComponent(name)) }
        }
        let (samples, skipped, warnings) = try Self.samples(arguments, context: context, target: target)
        if !writesFolder, let ext = target.singleDrawingExtension {
            try Self.checkOneDrawing(
                samples.count, target: target, destination: "in one \(target.fileNoun)",
                remedy: "give a folder as OUT with --to \(target.rawValue) (a path without .\(ext), written as 00001.\(ext), 00002.\(ext), …), or one .ndjson or .json file (--to ndjson|json)")
        }
        // Warned only once the output is known usable, so a usage error comes alone.
        warnings.forEach(context.printError)
        var files = 1
        switch target {
        case .json: try InkJSON.write(samples, to: out)
        case .ndjson: try LabeledNDJSON.write(samples, to: out)
        case .unipen: try UnipenWriter.write(samples, to: out)
        case .quickdraw: try QuickDrawWriter.write(samples, to: out)
        case .inkml:
            files = try Self.writeOnePerFile(samples, to: out, asFolder: writesFolder, target: target, context: context) { sample, url in
                try Self.annotated(sample).writeInkML(to: url)
            }
        case .gestureXML:
            var repetitions: [String: Int] = [:]
            files = try Self.writeOnePerFile(samples, to: out, asFolder: writesFolder, target: target, context: context) { sample, url in
                repetitions[sample.label, default: 0] += 1
                try GestureLogWriter.write(sample, number: repetitions[sample.label] ?? 1, to: url)
            }
        }
        let report = Report(samples: samples.count, format: target.rawValue, output: outPath, files: files, skipped: skipped.count, warnings: warnings)
        if arguments.flag("json") {
            try context.printJSON(report)
        } else {
            let where_ = writesFolder ? "\(Formatting.count(files, "file")) in \(outPath)" : outPath
            context.print("wrote \(Formatting.count(samples.count, "drawing")) as \(target.rawValue) to \(where_)")
        }
    }

    /// The samples of the inputs (a group each with `--groups`), the records skipped, and the
    /// warnings for the caller to print once the output is known usable: sample ids read more
    /// than once (as `info` warns), what `target` cannot keep, labels its reader judges otherwise.
    /// - Throws: `CommandError.noSamples` when there are none.
    private static func samples(
        _ arguments: ParsedArguments, context: CommandContext, target: Target
    ) throws -> (samples: [LabeledInk], skipped: [InkFormatError], warnings: [String]) {
        var samples: [LabeledInk] = []
        var leftOut = LabeledInk.GroupSelection()
        let reading = try context.readSamples(
            in: context.walk(arguments.positionals("IN")), split: arguments.datasetSplit(), format: arguments.inputFormat(),
            defersWarnings: true, keepsLabels: true
        ) { sample, _ in
            guard arguments.flag("groups") else { return samples.append(sample) }
            // Labels as read, as without --groups; what is left out is counted and warned of.
            let selection = sample.groupSelection(keepingLabels: true)
            samples += selection.kept
            leftOut.unlabelled += selection.unlabelled
            leftOut.empty += selection.empty
            leftOut.outsideTheDrawing += selection.outsideTheDrawing
        }
        let groupsWarning = Self.leftOutGroupsWarning(leftOut)
        var emptyWarning: String?
        if !target.keepsEmptyDrawings {
            let read = samples.count
            samples.removeAll { $0.drawing.isEmpty }
            emptyWarning = Self.leftOutEmptyWarning(read - samples.count, target: target)
        }
        guard !samples.isEmpty else {
            (reading.warnings + [groupsWarning, emptyWarning].compactMap { $0 }).forEach(context.printError)
            throw CommandError.noSamples(in: arguments.positionals("IN"), split: arguments.datasetSplit(), groups: arguments.flag("groups"), skipped: reading.skipped)
        }
        let warnings = [
            groupsWarning, emptyWarning, reading.duplicates.warning, lossWarning(samples, target: target), mergedWritersWarning(samples, target: target),
            judgementWarning(samples, target: target),
        ]
        return (samples, reading.skipped, reading.warnings + warnings.compactMap { $0 })
    }

    /// `--groups`: how many stroke groups were not written, and why (`LabeledInk.labeledGroups()`
    /// keeps those with a label and a stroke); `nil` when none was left out.
    static func leftOutGroupsWarning(_ leftOut: LabeledInk.GroupSelection) -> String? {
        let reasons = [
            (leftOut.unlabelled, "without a label"), (leftOut.empty, "without a stroke"),
            (leftOut.outsideTheDrawing, "naming a stroke the drawing lacks"),
        ].filter { $0.0 > 0 }
        guard !reasons.isEmpty else { return nil }
        let total = reasons.map(\.0).reduce(0, +)
        let why = reasons.map { "\(Formatting.grouped($0.0)) \($0.1)" }.joined(separator: ", ")
        return "warning: --groups left out \(Formatting.count(total, "stroke group")) (\(why)): only labelled groups with ink are written"
    }

    /// "warning: left out 2 drawings without a point: inkml cannot keep one (…)", or `nil` when
    /// `count` is 0. Every format but inkrec JSON and labelled ndjson loses such a drawing
    /// (trial 23: InkML wrote files its reader then skipped, the others failed the whole run).
    static func leftOutEmptyWarning(_ count: Int, target: Target) -> String? {
        guard count > 0 else { return nil }
        return "warning: left out \(Formatting.count(count, "drawing")) without a point: \(target.rawValue) cannot keep one"
            + " (it would not read back; --to json or ndjson keep it)"
    }

    /// Refuses `count` drawings `destination` (one file, or stdout) in a one-drawing format
    /// (InkML, gesture XML), with `remedy` naming the outputs that take them.
    /// - Throws: ``CommandError/usage(_:)``.
    private static func checkOneDrawing(_ count: Int, target: Target, destination: String, remedy: String) throws {
        guard target.singleDrawingExtension != nil, count > 1 else { return }
        throw CommandError.usage("\(count) drawings cannot go \(destination): \(target.oneDrawingReason); \(remedy)")
    }

    /// `convert IN... - --to F`: the converted data on stdout and nothing else; the summary on stderr.
    private func convertToStandardOutput(_ arguments: ParsedArguments, context: CommandContext) throws {
        guard let target = arguments.option("to").flatMap(Target.init(rawValue:)) else {
            throw CommandError.usage("OUT - (stdout) needs --to \(Target.allCases.map(\.rawValue).joined(separator: "|")): - has no extension to tell the format by")
        }
        guard !arguments.flag("json") else {
            throw CommandError.usage("--json prints a report on stdout, where OUT - writes the data: leave out --json, or give an OUT file")
        }
        let (samples, _, warnings) = try Self.samples(arguments, context: context, target: target)
        try Self.checkOneDrawing(
            samples.count, target: target, destination: "to stdout as one \(target.fileNoun)", remedy: "give --to ndjson|json, or a folder as OUT")
        warnings.forEach(context.printError)
        let data: Data
        switch target {
        case .json: data = try InkJSON.encode(samples)
        case .ndjson: data = try LabeledNDJSON.encode(samples)
        case .unipen: data = try UnipenWriter.encode(samples)
        case .quickdraw: data = try QuickDrawWriter.encode(samples)
        case .inkml: data = try Self.annotated(samples[0]).inkMLData()
        case .gestureXML: data = try GestureLogWriter.encode(samples[0])
        }
        // Every format convert writes is UTF-8 text.
        context.standardOutput.write(String(decoding: data, as: UTF8.self))
        // Written unbuffered: a failed write (stdout closed, a full disk) is known here, and the
        // tool reports it (exit 1) instead of this summary.
        guard context.standardOutput.writeFailure == nil else { return }
        context.printError("wrote \(Formatting.count(samples.count, "drawing")) as \(target.rawValue) to stdout")
    }

    /// One sample to the file `out` (`.inkml`, `.xml`), or with `asFolder` one file per sample in
    /// the folder `out` (00001.inkml, …; the caller refused several samples to one file),
    /// replaced in one step (``FolderReplacement``) by a folder
    /// holding them and what the old one held besides files of `target` (the caller refused a
    /// filled folder without `--replace`), so the folder holds exactly this dataset, or
    /// (interrupted) the old one. `write` writes a sample to a file.
    /// - Returns: the number of files written.
    private static func writeOnePerFile(
        _ samples: [LabeledInk], to out: URL, asFolder: Bool, target: Target, context: CommandContext,
        write: (LabeledInk, URL) throws -> Void
    ) throws -> Int {
        if !asFolder {
            try write(samples[0], out)
            return 1
        }
        let digits = max(5, String(samples.count).count)
        let ext = target.singleDrawingExtension ?? target.rawValue
        let leftover = try FolderReplacement.replace(out, keeping: { !isFile($0, of: target) }) { folder in
            for (index, sample) in samples.enumerated() {
                let number = String(index + 1)
                let name = String(repeating: "0", count: digits - number.count) + number + "." + ext
                try write(sample, folder.appendingPathComponent(name))
            }
        }
        if let leftover { context.printError("warning: cannot remove the old folder, now at \(leftover.path): remove it") }
        return samples.count
    }

    /// The names of the regular files of `target` (`.inkml`, `.xml`) directly in `folder`; none
    /// when it does not exist.
    private static func files(in folder: URL, of target: Target) throws -> [String] {
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        do {
            return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { isFile(folder.appendingPathComponent($0), of: target) }
        } catch {
            throw CommandError.badInput("cannot list \(folder.path): \(error.localizedDescription)")
        }
    }

    /// Whether `entry` is a regular file with `target`'s one-drawing extension: a folder or link
    /// named `*.inkml` is not one, so `--replace` keeps it.
    private static func isFile(_ entry: URL, of target: Target) -> Bool {
        guard entry.pathExtension.lowercased() == target.singleDrawingExtension else { return false }
        return (try? FileManager.default.attributesOfItem(atPath: entry.path)[.type] as? FileAttributeType) == .typeRegular
    }

    /// The drawing with the sample's label, writer, id and split as annotations the InkML reader
    /// reads back; the split is stored because recomputing it from the writer would move a
    /// test-only dataset's writers into training.
    private static func annotated(_ sample: LabeledInk) -> InkDrawing {
        var drawing = sample.drawing
        if drawing.annotations["normalizedLabel"] == nil, drawing.annotations["truth"] == nil {
            drawing.annotations["truth"] = sample.label
        }
        if let writer = sample.writer { drawing.annotations["writer"] = writer }
        drawing.annotations["sampleId"] = sample.id
        drawing.annotations["split"] = sample.split.rawValue
        return drawing
    }
}
