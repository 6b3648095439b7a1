import Foundation
import InkCore
import InkFormats

/// `inkrec convert IN... OUT [--from F] [--to F] [--split S] [--groups] [--replace] [--json]`: any readable
/// ink to InkML, inkrec JSON or labelled ndjson.
struct ConvertCommand: Command {
    let name = "convert"
    let summary = "Convert ink to InkML, inkrec JSON or labelled ndjson"
    let signature = CommandSignature(
        arguments: [
            Argument("IN", help: "ink files or folders of any readable format", repeated: true),
            Argument("OUT", help: "output file (.inkml, .json, .ndjson), or a folder for many InkML files"),
        ],
        options: [.inputFormat, Option("to", value: "F", help: "output format instead of OUT's extension", allowed: Target.allCases.map(\.rawValue)), .split],
        flags: [
            Flag("groups", help: "one sample per labelled stroke group (FC flowchart or CROHME symbols)"),
            Flag("replace", help: "replace an existing OUT file, or the .inkml files of an OUT folder"),
            .json,
        ]
    )
    let discussion = """
        InkML holds one drawing per document: one sample goes to OUT.inkml; several go to the folder
        OUT as 00001.inkml, 00002.inkml, … with the label as `truth`, the writer as `writer`, the
        sample id as `sampleId` and the split as `split` annotations, so reading them back keeps
        each sample's split. inkrec JSON keeps every point channel; labelled ndjson
        keeps locations, times, labels, writers, splits, groups and annotations; InkML all point
        channels but size and opacity. A channel the output cannot keep (ndjson drops force) is
        named in a warning on stderr, with how many drawings lose it.
        An existing OUT file, or a folder OUT that already holds .inkml files, is refused (exit 2)
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
        example: inkrec convert Datasets/pendigits/pendigits-orig.tes out/pendigits.ndjson
        """

    /// The formats `convert` writes.
    enum Target: String, CaseIterable {
        case inkml, json, ndjson

        init?(extension ext: String) {
            switch ext.lowercased() {
            case "inkml": self = .inkml
            case "json": self = .json
            case "ndjson", "jsonl": self = .ndjson
            default: return nil
            }
        }

        /// The point channels beyond x and y this format writes: labelled ndjson carries time only,
        /// InkML no `size` or `opacity` (`writeInkML`, and only channels every point of the
        /// drawing has), inkrec JSON every channel.
        var keptChannels: InkChannels {
            switch self {
            case .json: [.time, .force, .azimuth, .altitude, .size, .opacity]
            case .ndjson: [.time]
            case .inkml: [.time, .force, .azimuth, .altitude]
            }
        }
    }

    /// "warning: ndjson cannot keep force, azimuth: dropped from 12 of 40 drawings (--to json keeps
    /// every channel)", or `nil` when `samples` carry no channel `target` drops. InkML writes a
    /// channel only when every point of the drawing has it, so there a channel on only some
    /// points is named too: "inkml cannot keep time (on only some points)". O(points).
    static func droppedChannelsWarning(_ samples: [LabeledInk], target: Target) -> String? {
        var dropped: InkChannels = [], partial: InkChannels = []
        var drawings = 0
        for sample in samples {
            var some = InkChannels(), every: InkChannels?
            for stroke in sample.drawing.strokes {
                for point in stroke.points {
                    some.formUnion(point.channels)
                    every = every?.intersection(point.channels) ?? point.channels
                }
            }
            let uneven = target == .inkml ? some.intersection(target.keptChannels).subtracting(every ?? []) : []
            let lost = some.subtracting(target.keptChannels).union(uneven)
            if !lost.isEmpty { drawings += 1 }
            dropped.formUnion(lost)
            partial.formUnion(uneven)
        }
        guard !dropped.isEmpty else { return nil }
        // `description` is "x,y,force,…": the channels after x and y.
        let uneven = Set(partial.description.split(separator: ",").dropFirst(2))
        let names = dropped.description.split(separator: ",").dropFirst(2).map { name in
            uneven.contains(name) ? "\(name) (on only some points)" : String(name)
        }.joined(separator: ", ")
        return "warning: \(target.rawValue) cannot keep \(names): dropped from \(Formatting.grouped(drawings)) of "
            + "\(Formatting.count(samples.count, "drawing")) (--to json keeps every channel)"
    }

    struct Report: Encodable {
        let samples: Int
        let format: String
        let output: String
        let files: Int
        let skipped: Int
    }

    func run(_ arguments: ParsedArguments, context: CommandContext) throws {
        let outPath = arguments.positional("OUT") ?? ""
        let out = context.url(forPath: outPath)
        guard let target = arguments.option("to").flatMap(Target.init(rawValue:)) ?? Target(extension: out.pathExtension)
        else {
            throw CommandError.usage("cannot tell the output format from '\(outPath)': use --to \(Target.allCases.map(\.rawValue).joined(separator: "|"))")
        }
        // OUT's folder must exist (a folder of InkML files is created, its parent is not). Either
        // way OUT may not be an input; inside an input folder it must be new (nothing there is read).
        let writesFolder = target == .inkml && out.pathExtension.lowercased() != "inkml"
        if !writesFolder {
            _ = try context.outputURL(
                forPath: outPath, inputs: arguments.positionals("IN"), replace: arguments.flag("replace"), allowsInsideInputFolder: true)
        } else {
            _ = try context.outputFolderURL(forPath: outPath, inputs: arguments.positionals("IN"), allowsInsideInputFolder: true)
            if !arguments.flag("replace"), case let count = try Self.inkMLFiles(in: out).count, count > 0 {
                throw CommandError.usage("\(outPath) already holds \(Formatting.count(count, "InkML file")): give --replace to replace them, or another folder")
            }
        }
        var samples: [LabeledInk] = []
        let skipped = try context.forEachSample(in: arguments.positionals("IN"), split: arguments.datasetSplit(), format: arguments.inputFormat()) { sample in
            samples += arguments.flag("groups") ? sample.labeledGroups() : [sample]
        }
        guard !samples.isEmpty else {
            throw CommandError.noSamples(in: arguments.positionals("IN"), split: arguments.datasetSplit(), groups: arguments.flag("groups"), skipped: skipped)
        }
        if let warning = Self.droppedChannelsWarning(samples, target: target) { context.printError(warning) }
        let files: Int
        switch target {
        case .json:
            try InkJSON.write(samples, to: out)
            files = 1
        case .ndjson:
            try LabeledNDJSON.write(samples, to: out)
            files = 1
        case .inkml:
            files = try Self.writeInkML(samples, to: out, asFolder: writesFolder, context: context)
        }
        let report = Report(samples: samples.count, format: target.rawValue, output: outPath, files: files, skipped: skipped.count)
        if arguments.flag("json") {
            try context.printJSON(report)
        } else {
            let where_ = writesFolder ? "\(Formatting.count(files, "file")) in \(outPath)" : outPath
            context.print("wrote \(Formatting.count(samples.count, "drawing")) as \(target.rawValue) to \(where_)")
        }
    }

    /// One sample to the `.inkml` file `out`, or with `asFolder` one file per sample in the folder
    /// `out`, replaced in one step (``FolderReplacement``) by a folder holding them and what the
    /// old one held besides `.inkml` files (the caller refused a filled folder without
    /// `--replace`), so the folder holds exactly this dataset, or (interrupted) the old one.
    /// - Returns: the number of files written.
    private static func writeInkML(_ samples: [LabeledInk], to out: URL, asFolder: Bool, context: CommandContext) throws -> Int {
        if !asFolder {
            guard samples.count == 1 else {
                throw CommandError.usage("\(samples.count) drawings cannot go in one InkML file: give a folder as OUT")
            }
            try annotated(samples[0]).writeInkML(to: out)
            return 1
        }
        let digits = max(5, String(samples.count).count)
        let leftover = try FolderReplacement.replace(out, keeping: { !isInkMLFile($0) }) { folder in
            for (index, sample) in samples.enumerated() {
                let number = String(index + 1)
                let name = String(repeating: "0", count: digits - number.count) + number + ".inkml"
                try annotated(sample).writeInkML(to: folder.appendingPathComponent(name))
            }
        }
        if let leftover { context.printError("warning: cannot remove the old folder, now at \(leftover.path): remove it") }
        return samples.count
    }

    /// The names of the regular `.inkml` files directly in `folder`; none when it does not exist.
    private static func inkMLFiles(in folder: URL) throws -> [String] {
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        do {
            return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { isInkMLFile(folder.appendingPathComponent($0)) }
        } catch {
            throw CommandError.badInput("cannot list \(folder.path): \(error.localizedDescription)")
        }
    }

    /// Whether `entry` is a regular `.inkml` file: a folder or link named `*.inkml` is not one, so
    /// `--replace` keeps it.
    private static func isInkMLFile(_ entry: URL) -> Bool {
        guard entry.pathExtension.lowercased() == "inkml" else { return false }
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
