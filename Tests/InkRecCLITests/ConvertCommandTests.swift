import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport

@Suite struct ConvertCommandTests {
    @Test func inkmlToNDJSONToJSONKeepsEverySample() throws {
        try withTemporaryFolder { folder in
            let source = TestPaths.datasets.appendingPathComponent("fc-flowchart").path
            let toNDJSON = runInkrec(["convert", source, "pages.ndjson"], in: folder)
            #expect(toNDJSON.code == .success)
            #expect(toNDJSON.stdout == "wrote 3 drawings as ndjson to pages.ndjson\n")
            let toJSON = runInkrec(["convert", "pages.ndjson", "pages.json", "--json"], in: folder)
            #expect(toJSON.code == .success)
            #expect(try jsonObject(toJSON.stdout)["samples"] as? Int == 3)

            // Counted under the file actually read, not the InkML files the samples name as their source.
            let info = try jsonObject(runInkrec(["info", "pages.json", "--json"], in: folder).stdout)
            let formats = try #require(info["formats"] as? [String: [String: Any]])
            #expect(Array(formats.keys) == ["json"])
            #expect(formats["json"]?["files"] as? Int == 1)

            let original = try InkDataset.load(paths: [URL(fileURLWithPath: source)]).samples
            let viaNDJSON = try InkDataset.load(paths: [folder.appendingPathComponent("pages.ndjson")]).samples
            let viaJSON = try InkDataset.load(paths: [folder.appendingPathComponent("pages.json")]).samples
            #expect(viaNDJSON.count == 3)
            for (converted, expected) in zip(viaJSON, original) {
                #expect(converted.label == expected.label)
                #expect(converted.writer == expected.writer)
                #expect(converted.split == expected.split)
                #expect(converted.drawing.strokes.map(\.locations) == expected.drawing.strokes.map(\.locations))
                #expect(converted.drawing.groups == expected.drawing.groups)
            }
        }
    }

    /// Trial 23: --json's "files" was in no help text; it counts the files written.
    @Test func jsonReportCountsTheFilesWritten() throws {
        try withTemporaryFolder { folder in
            let source = TestPaths.datasets.appendingPathComponent("fc-flowchart").path
            let toFolder = try jsonObject(runInkrec(["convert", source, "pages", "--to", "inkml", "--json"], in: folder).stdout)
            #expect(toFolder["files"] as? Int == 3 && toFolder["samples"] as? Int == 3, "\(toFolder)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("pages").path).count == 3)
            let toFile = try jsonObject(runInkrec(["convert", source, "pages.ndjson", "--json"], in: folder).stdout)
            #expect(toFile["files"] as? Int == 1 && toFile["samples"] as? Int == 3, "\(toFile)")
            let help = runInkrec(["help", "convert"], in: folder).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(help.contains(#""files" (files written: 1, or one a drawing in an InkML or gesture XML folder)"#), "\(help)")
        }
    }

    @Test func groupsToAFolderOfInkMLFiles() throws {
        try withTemporaryFolder { folder in
            let source = TestPaths.datasets.appendingPathComponent("fc-flowchart").path
            let result = runInkrec(["convert", source, "symbols", "--groups", "--to", "inkml"], in: folder)
            #expect(result.code == .success)
            #expect(result.stdout == "wrote 50 drawings as inkml to 50 files in symbols\n")
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("symbols").path).sorted()
            #expect(files.count == 50)
            #expect(files.first == "00001.inkml")
            let samples = try InkDataset.load(paths: [folder.appendingPathComponent("symbols")]).samples
            #expect(Set(samples.map(\.label)) == ["arrow", "connection", "data", "decision", "process", "terminator", "text"])
            #expect(Set(samples.compactMap(\.writer)).count == 3)
        }
    }

    /// Trial 22 (P2): `--groups` dropped each page's annotations (FC's `UI`), so `eval shapes` on
    /// the converted symbols no longer warned that 38 of the 50 come from tuning writers.
    @Test func groupsKeepTheirPagesAnnotations() throws {
        try withTemporaryFolder { folder in
            let source = TestPaths.datasets.appendingPathComponent("fc-flowchart").path
            let warning = "warning: split all: 38 of 50 samples are in the train or validation writers of a public set"
            #expect(runInkrec(["eval", "shapes", source], in: folder).stderr.hasPrefix(warning))
            for (out, format) in [("g.ndjson", "ndjson"), ("g", "inkml")] {
                let converted = runInkrec(["convert", source, out, "--groups", "--to", format], in: folder)
                #expect(converted.code == .success, "\(converted.stderr)")
                let symbols = try InkDataset.load(paths: [folder.appendingPathComponent(out)]).samples
                #expect(symbols.count == 50)
                #expect(symbols.allSatisfy { $0.drawing.annotations["UI"]?.hasPrefix("2010_IRCCyN_FC") == true }, "\(format)")
                #expect(runInkrec(["eval", "shapes", out], in: folder).stderr.hasPrefix(warning), "\(format)")
            }
            let gestures = runInkrec(["convert", source, "gx", "--groups", "--to", "gesture-xml"], in: folder)
            #expect(gestures.stderr.contains("annotations (50 of 50 drawings)"), "\(gestures.stderr)")
        }
    }

    @Test func oneSampleToOneInkMLFile() throws {
        try withTemporaryFolder { folder in
            let page = TestPaths.datasets.appendingPathComponent("fc-flowchart/writer14_4.inkml").path
            let file = runInkrec(["convert", page, "page.inkml"], in: folder)
            #expect(file.code == .success)
            #expect(file.stdout == "wrote 1 drawing as inkml to page.inkml\n")
            // Trial 6: one drawing into a folder read like a file ("to pages").
            #expect(runInkrec(["convert", page, "pages", "--to", "inkml"], in: folder).stdout == "wrote 1 drawing as inkml to 1 file in pages\n")
            let sample = try #require(try InkDataset.load(paths: [folder.appendingPathComponent("page.inkml")]).samples.first)
            let original = try #require(try InkDataset.load(paths: [URL(fileURLWithPath: page)]).samples.first)
            #expect(sample.drawing.strokes == original.drawing.strokes)
            #expect(sample.label == original.label)
        }
    }

    /// pendigits' 14 test writers mostly hash to train: recomputing the split from the writer on
    /// read would turn test data into training data.
    @Test func testSplitToInkMLAndBackStaysTest() throws {
        try withTemporaryFolder { folder in
            let source = TestPaths.datasets.appendingPathComponent("pendigits/pendigits-orig.tes").path
            #expect(runInkrec(["convert", source, "all.ndjson", "--split", "test"], in: folder).code == .success)
            let lines = try String(contentsOf: folder.appendingPathComponent("all.ndjson"), encoding: .utf8).split(separator: "\n")
            try lines.prefix(300).joined(separator: "\n").write(to: folder.appendingPathComponent("part.ndjson"), atomically: true, encoding: .utf8)
            #expect(runInkrec(["convert", "part.ndjson", "inkml", "--to", "inkml"], in: folder).code == .success)
            let back = runInkrec(["convert", "inkml", "back.ndjson"], in: folder)
            #expect(back.stdout == "wrote 300 drawings as ndjson to back.ndjson\n")
            for converted in ["inkml", "back.ndjson"] {
                let samples = try InkDataset.load(paths: [folder.appendingPathComponent(converted)]).samples
                #expect(samples.count == 300)
                #expect(samples.filter { $0.split != .test }.count == 0, "\(converted)")
                #expect(Set(samples.compactMap(\.writer)).count == 14)
            }
        }
    }

    @Test func outputInsideTheInputFolderMustBeNew() throws {
        try withTemporaryFolder { folder in
            let input = folder.appendingPathComponent("qd")
            try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
            let circles = TestPaths.datasets.appendingPathComponent("quickdraw-shapes/circle.ndjson")
            try FileManager.default.copyItem(at: circles, to: input.appendingPathComponent("circle.ndjson"))
            let count = try InkDataset.load(paths: [circles]).samples.count
            let result = runInkrec(["convert", "qd", "qd/all.ndjson", "--json"], in: folder)
            #expect(try jsonObject(result.stdout)["samples"] as? Int == count)
            // Once written, it is a file of the input folder (the walk would read it): never replaced.
            let before = try Data(contentsOf: input.appendingPathComponent("all.ndjson"))
            let again = runInkrec(["convert", "qd", "qd/all.ndjson", "--replace"], in: folder)
            #expect(again.code == .usage && again.stderr.contains("is a file of that input"), "\(again.stderr)")
            #expect(try Data(contentsOf: input.appendingPathComponent("all.ndjson")) == before)
            // Named on the command line as an input, the output is refused and left as it was.
            let same = runInkrec(["convert", "qd/all.ndjson", "qd/all.ndjson", "--json"], in: folder)
            #expect(same.code == .usage && same.stderr.contains("is the input"), "\(same.stderr)")
            #expect(try Data(contentsOf: input.appendingPathComponent("all.ndjson")) == before)
        }
    }

    /// The trial's `convert X --out OUT.inkml` replaced an existing file silently; like a model or
    /// a lexicon, a converted file is replaced only with --replace.
    @Test(arguments: ["one.ndjson", "one.json", "one.inkml"])
    func anExistingOutputFileIsReplacedOnlyWhenAsked(name: String) throws {
        try withTemporaryFolder { folder in
            let page = TestPaths.datasets.appendingPathComponent("fc-flowchart/writer14_4.inkml").path
            let out = folder.appendingPathComponent(name)
            try Data("keep".utf8).write(to: out)
            let refused = runInkrec(["convert", page, name], in: folder)
            #expect(refused.code == .usage)
            #expect(refused.stderr.hasPrefix("inkrec convert: \(name) already exists: give --replace to replace it, or another path\n"), "\(refused.stderr)")
            #expect(try Data(contentsOf: out) == Data("keep".utf8))
            let replaced = runInkrec(["convert", page, name, "--replace"], in: folder)
            #expect(replaced.code == .success, "\(replaced.stderr)")
            #expect(try InkDataset.load(paths: [out]).samples.count == 1)
        }
    }

    @Test func aFolderOfInkMLIsReplacedOnlyWhenAsked() throws {
        try withTemporaryFolder { folder in
            let pages = TestPaths.datasets.appendingPathComponent("fc-flowchart").path
            let out = folder.appendingPathComponent("out")
            func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() }
            #expect(runInkrec(["convert", pages, "out", "--groups", "--to", "inkml"], in: folder).code == .success)
            let before = try Data(contentsOf: out.appendingPathComponent("00001.inkml"))

            let refused = runInkrec(["convert", pages, "out", "--to", "inkml"], in: folder)
            // A usage error, as for an existing OUT file: the fix is --replace or another path.
            #expect(refused.code == .usage)
            #expect(refused.stderr.hasPrefix("inkrec convert: out already holds 50 InkML files: give --replace to replace them, or another folder\n"))
            #expect(try names().count == 50)
            #expect(try Data(contentsOf: out.appendingPathComponent("00001.inkml")) == before)

            // Other files stay, and so does a folder named like an InkML file (trial 6: it was removed
            // with what it held); the old InkML files go, so the folder holds exactly the 3 pages.
            try Data("keep".utf8).write(to: out.appendingPathComponent("notes.txt"))
            let named = out.appendingPathComponent("set.inkml")
            try FileManager.default.createDirectory(at: named, withIntermediateDirectories: false)
            try Data("keep".utf8).write(to: named.appendingPathComponent("notes.txt"))
            let replaced = runInkrec(["convert", pages, "out", "--to", "inkml", "--replace"], in: folder)
            #expect(replaced.code == .success)
            #expect(try names() == ["00001.inkml", "00002.inkml", "00003.inkml", "notes.txt", "set.inkml"])
            #expect(FileManager.default.fileExists(atPath: named.appendingPathComponent("notes.txt").path))
            let samples = try InkDataset.load(paths: [out]).samples
            #expect(samples.map(\.writer) == ["writer14", "writer17", "writer1"])

            // Written inside its own input folder, a new InkML folder is allowed; replacing it is not
            // (its files are files of the input).
            let again = runInkrec(["convert", "out", "out/copy", "--to", "inkml", "--json"], in: folder)
            #expect(try jsonObject(again.stdout)["samples"] as? Int == 3)
            let twice = runInkrec(["convert", "out", "out/copy", "--to", "inkml", "--replace", "--json"], in: folder)
            #expect(twice.code == .usage && twice.stderr.contains("a file of that input"), "\(twice.stderr)")
            // Replaced in one step: no hidden sibling folder is left beside it.
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out"])
        }
    }

    /// Trial 6: `convert … a/b/c --to inkml` created the whole missing chain silently, while a
    /// missing folder for an OUT file is refused. The folder OUT is created, its parent is not:
    /// exit 1 before any input is read, nothing created.
    @Test func aFolderOfInkMLNeedsItsParentFolder() throws {
        try withTemporaryFolder { folder in
            let pages = TestPaths.datasets.appendingPathComponent("fc-flowchart").path
            let refused = runInkrec(["convert", pages, "a/b/c", "--to", "inkml"], in: folder)
            #expect(refused.code == .badInput)
            // Named as typed (trial 14: the absolute path was printed).
            #expect(refused.stderr == "inkrec convert: error: cannot write a/b/c: the folder a/b does not exist\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)

            try Data("x".utf8).write(to: folder.appendingPathComponent("file"))
            let intoFile = runInkrec(["convert", pages, "file", "--to", "inkml"], in: folder)
            #expect(intoFile.code == .badInput)
            #expect(intoFile.stderr.contains("cannot write into file: it is a file, not a folder"), "\(intoFile.stderr)")

            let created = runInkrec(["convert", pages, "c", "--to", "inkml"], in: folder)
            #expect(created.code == .success, "\(created.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("c").path).count == 3)
        }
    }

    @Test func usageAndInputErrors() throws {
        try withTemporaryFolder { folder throws in
            let source = TestPaths.datasets.appendingPathComponent("fc-flowchart").path
            let unknownTarget = runInkrec(["convert", source, "out.txt"], in: folder)
            #expect(unknownTarget.code == .usage)
            #expect(unknownTarget.stderr.hasPrefix("inkrec convert: cannot tell the output format from 'out.txt': use --to inkml|json|ndjson|unipen|quickdraw|gesture-xml\n"))
            let manyInOne = runInkrec(["convert", source, "all.inkml"], in: folder)
            #expect(manyInOne.code == .usage)
            #expect(manyInOne.stderr.hasPrefix("inkrec convert: 3 drawings cannot go in one InkML file: an InkML document reads back as one drawing "
                + "(trace groups in it, as in FC flowcharts, are its stroke groups, without their own writers, ids or splits); give a folder as OUT "
                + "with --to inkml (a path without .inkml, written as 00001.inkml, 00002.inkml, …), or one .ndjson or .json file (--to ndjson|json)\n"), "\(manyInOne.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
            // Why: an FC page's symbols are trace groups of one document, read back as one sample
            // whose groups carry a label only (no writer, id or split of their own).
            let page = try InkDataset.load(paths: [URL(fileURLWithPath: source).appendingPathComponent("writer1_1.inkml")]).samples
            #expect(page.count == 1)
            #expect(page.first.map { $0.drawing.groups.count > 1 } == true)
            #expect(runInkrec(["convert", "missing.ndjson", "out.json"], in: folder).code == .badInput)
            #expect(runInkrec(["convert", source], in: folder).code == .usage)
            let dollar = TestPaths.datasets.appendingPathComponent("dollar1-unistroke").path
            let noGroups = runInkrec(["convert", dollar, "groups.ndjson", "--groups"], in: folder)
            #expect(noGroups.code == .badInput)
            #expect(noGroups.stderr.hasPrefix("inkrec convert: error: no labelled stroke group in "))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }

    /// Trial 8: converting to ndjson dropped force without a word.
    @Test func droppedChannelsAreNamed() throws {
        try withTemporaryFolder { folder in
            let pressed = InkStroke(points: [InkPoint(x: 0, y: 0, timeOffset: 0, force: 0.5), InkPoint(x: 9, y: 9, timeOffset: 0.1, force: 0.7)])
            let plain = InkStroke(points: [InkPoint(x: 0, y: 0), InkPoint(x: 5, y: 5)])
            let samples = [
                LabeledInk(drawing: InkDrawing(strokes: [pressed]), label: "a", writer: "w", source: "s#0"),
                LabeledInk(drawing: InkDrawing(strokes: [plain]), label: "b", writer: "w", source: "s#1"),
            ]
            try InkJSON.write(samples, to: folder.appendingPathComponent("in.json"))
            let ndjson = runInkrec(["convert", "in.json", "out.ndjson"], in: folder)
            #expect(ndjson.code == .success, "\(ndjson.stderr)")
            #expect(ndjson.stderr == "warning: ndjson cannot keep force (1 of 2 drawings) (--to json keeps every channel)\n")
            let json = runInkrec(["convert", "in.json", "out.json"], in: folder)
            #expect(json.code == .success && json.stderr.isEmpty, "\(json.stderr)")
            let inkml = runInkrec(["convert", "out.ndjson", "out", "--to", "inkml"], in: folder)
            #expect(inkml.code == .success && inkml.stderr.isEmpty, "time is kept: \(inkml.stderr)")
        }
    }

    /// Trial 24: a UNIPEN channel named with terminal escapes was printed raw.
    @Test func channelNamesAreEscapedInTheWarning() throws {
        try withTemporaryFolder { folder in
            let text = ".COORD X Y \u{1B}[2J\u{7}\n.SEGMENT TEXT 0 ? \"B\"\n.PEN_DOWN\n 0 0 1\n 10 10 2\n.PEN_UP\n"
            try Data(text.utf8).write(to: folder.appendingPathComponent("esc.unp"))
            let result = runInkrec(["info", "esc.unp"], in: folder)
            #expect(result.code == .success, "\(result.stderr)")
            #expect(!result.stderr.contains("\u{1B}") && !result.stderr.contains("\u{7}"))
            #expect(result.stderr.hasPrefix(#"warning: esc.unp: channel "\u{1B}[2J\u{07}" not kept"#), "\(result.stderr)")
        }
    }

    /// Trial 24: OTx, OTy and W went without a word, exit 0.
    @Test func channelsTheReaderDropsAreWarnedOf() throws {
        try withTemporaryFolder { folder in
            let tilt = #"<ink><traceFormat><channel name="X"/><channel name="Y"/><channel name="F"/><channel name="OTx"/>"#
                + #"<channel name="OTy"/><channel name="W"/></traceFormat><trace>0 0 0.5 10 20 3, 10 10 0.6 11 21 3</trace></ink>"#
            try Data(tilt.utf8).write(to: folder.appendingPathComponent("tilt.inkml"))
            let result = runInkrec(["convert", "tilt.inkml", "out.json", "--to", "json"], in: folder)
            #expect(result.code == .success, "\(result.stderr)")
            #expect(result.stderr.hasPrefix("warning: tilt.inkml: channels OTx, OTy, W not kept (inkrec's ink keeps x, y, time, force, azimuth and altitude; InkML tilt OTx/OTy becomes"), "\(result.stderr)")
            let written = try InkJSON.decode(Data(contentsOf: folder.appendingPathComponent("out.json")))
            #expect(written.first?.drawing.strokes.first?.points.map(\.force) == [0.5, 0.6])
            // The next read dropped nothing: no warning (trial 24 warned "out.json: channel W not kept").
            let again = runInkrec(["convert", "out.json", "again.inkml", "--to", "inkml"], in: folder)
            #expect(again.code == .success && again.stderr.isEmpty, "\(again.stderr)")
            let info = runInkrec(["info", "again.inkml"], in: folder)
            #expect(info.code == .success && info.stderr.isEmpty, "\(info.stderr)")
            // OA/OE without units (trial 24: read as radians) are named, with the units that keep them.
            let angles = #"<ink><traceFormat><channel name="X"/><channel name="Y"/><channel name="OA"/><channel name="OE"/>"#
                + #"</traceFormat><trace>0 0 90 45, 10 10 180 30</trace></ink>"#
            try Data(angles.utf8).write(to: folder.appendingPathComponent("angles.inkml"))
            let unitless = runInkrec(["convert", "angles.inkml", "angles.json", "--to", "json"], in: folder)
            #expect(unitless.code == .success, "\(unitless.stderr)")
            #expect(unitless.stderr.hasPrefix("warning: angles.inkml: channels OA, OE not kept (inkrec's ink keeps x, y, time, force, azimuth and altitude; "
                + "InkML OA and OE are kept when in deg or rad)"), "\(unitless.stderr)")
            let plain = #"<ink><trace>0 0, 10 10</trace></ink>"#
            try Data(plain.utf8).write(to: folder.appendingPathComponent("plain.inkml"))
            let quiet = runInkrec(["convert", "plain.inkml", "plain.json", "--to", "json"], in: folder)
            #expect(quiet.code == .success && quiet.stderr.isEmpty, "\(quiet.stderr)")
        }
    }

    /// Trial 24: OUT /dev/stdout said "already exists: give --replace", and with --replace
    /// under `>> keep.txt` replaced keep.txt.
    @Test func outputThroughAnOpenDescriptorIsRefusedBeforeAnyWrite() throws {
        try withTemporaryFolder { folder in
            let kept = folder.appendingPathComponent("keep.txt")
            try Data("earlier\n".utf8).write(to: kept)
            let handle = try FileHandle(forWritingTo: kept)
            defer { try? handle.close() }
            let input = #"{"label": "a", "strokes": [[[0, 0], [5, 5]]]}"# + "\n"
            try Data(input.utf8).write(to: folder.appendingPathComponent("in.ndjson"))
            let result = runInkrec(["convert", "in.ndjson", "/dev/fd/\(handle.fileDescriptor)", "--to", "ndjson", "--replace"], in: folder)
            #expect(result.code == .badInput)
            #expect(result.stderr.contains("is an open file descriptor (\(kept.path)), not a file"), "\(result.stderr)")
            #expect(try Data(contentsOf: kept) == Data("earlier\n".utf8))
        }
    }
}
