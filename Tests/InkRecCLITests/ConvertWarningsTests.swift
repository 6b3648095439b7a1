import Foundation
import Testing
import TestSupport

@testable import InkRecCLI

/// A user check of `convert` (session 13) found: the stdout summary printed before a write that
/// then failed, the format-loss warning printed before a usage error, no warnings in `--json`,
/// and repeated sample ids not warned (`info` warns of them).
@Suite struct ConvertWarningsTests {
    static let pages = TestPaths.datasets.appendingPathComponent("fc-flowchart").path

    /// A stdout whose every write fails, as a closed one (`>&-`) or `/dev/full`.
    final class FailingOutput: TextOutput, @unchecked Sendable {
        private(set) var writeFailure: String?
        func write(_ text: String) { writeFailure = "No space left on device" }
    }

    @Test func aFailedWriteToStandardOutputPrintsNoSummary() {
        let err = CapturedOutput()
        let context = CommandContext(standardOutput: FailingOutput(), standardError: err, isErrorTerminal: false, currentDirectory: TestPaths.packageRoot)
        let code = InkRecTool().run(["convert", Self.pages, "-", "--to", "ndjson"], context: context)
        #expect(code == .badInput)
        #expect(!err.text.contains("wrote"), "\(err.text)")
        #expect(err.text.hasSuffix("inkrec convert: error: cannot write the output: No space left on device\n"), "\(err.text)")
    }

    /// Trial 14: a closed stdout (`>&-`) said "inkrec: error: cannot write the output: The
    /// operation could not be completed. (NSCocoaErrorDomain error 512.)"; the write's own reason
    /// is kept (a descriptor open for reading fails as a closed one does, EBADF).
    @Test func aClosedStandardOutputIsNamed() throws {
        let handle = try #require(FileHandle(forReadingAtPath: "/dev/null"))
        defer { try? handle.close() }
        let output = FileHandleOutput(handle)
        output.write("x\n")
        #expect(output.writeFailure == "Bad file descriptor")
    }

    /// Three pages to one gesture log: the loss warning (gesture XML keeps no groups) came first.
    @Test(arguments: [["out.xml"], ["-", "--to", "gesture-xml"]])
    func aUsageErrorComesWithoutWarnings(out: [String]) throws {
        try withTemporaryFolder { folder in
            let result = runInkrec(["convert", Self.pages] + out, in: folder)
            #expect(result.code == .usage)
            #expect(result.stderr.contains("3 drawings cannot go"), "\(result.stderr)")
            #expect(!result.stderr.contains("warning:"), "\(result.stderr)")
        }
    }

    /// Trial 23: drawings without a point went to InkML files its reader then skipped, and failed
    /// the whole run to UNIPEN, Quick, Draw! and gesture XML (naming the output as a bad record):
    /// every format but json and ndjson now leaves them out with one warning.
    @Test(arguments: [
        (["out.unp"], 1), (["folder", "--to", "inkml"], 1), (["folder", "--to", "gesture-xml"], 1), (["out.ndjson"], 3),
        (["out.json"], 3), (["-", "--to", "quickdraw"], 1),
    ])
    func drawingsWithoutAPointAreLeftOutWhereTheyCannotReadBack(out: [String], written: Int) throws {
        try withTemporaryFolder { folder in
            let input = folder.appendingPathComponent("in.ndjson")
            try Data("""
                {"id": "ink", "label": "line", "writer": "w", "strokes": [[[0, 0, 0], [40, 0, 0.1], [80, 0, 0.2]]]}
                {"id": "emptystroke", "label": "line", "writer": "w", "strokes": [[]]}
                {"id": "nostrokes", "label": "line", "writer": "w", "strokes": []}

                """.utf8).write(to: input)
            let result = runInkrec(["convert", input.path] + out, in: folder)
            #expect(result.code == .success, "\(result.stderr)")
            let warning = "warning: left out 2 drawings without a point: "
            #expect(result.stderr.contains(warning) == (written == 1), "\(result.stderr)")
            // The summary goes to stderr when the data goes to stdout.
            #expect((result.stdout + result.stderr).contains("wrote \(written == 1 ? "1 drawing" : "3 drawings")"), "\(result.stderr)")
        }
    }

    /// Only drawings without a point: nothing to write, and the warning says why.
    @Test func onlyEmptyDrawingsAreNoSamples() throws {
        try withTemporaryFolder { folder in
            let input = folder.appendingPathComponent("in.ndjson")
            try Data(#"{"id": "nostrokes", "label": "line", "writer": "w", "strokes": []}"#.utf8 + [10]).write(to: input)
            let result = runInkrec(["convert", input.path, "out.unp"], in: folder)
            #expect(result.code != .success)
            #expect(result.stderr.contains("warning: left out 1 drawing without a point: unipen cannot keep one"), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.unp").path))
        }
    }

    @Test func jsonListsTheWarnings() throws {
        try withTemporaryFolder { folder in
            let result = runInkrec(["convert", Self.pages, "out.unp", "--json"], in: folder)
            #expect(result.code == .success, "\(result.stderr)")
            let warnings = try #require(try jsonObject(result.stdout)["warnings"] as? [String])
            #expect(warnings.first?.hasPrefix("warning: unipen cannot keep ") == true, "\(warnings)")
            #expect(warnings.count == 2, "loss and judgement: \(warnings)")
            for warning in warnings { #expect(result.stderr.contains(warning + "\n")) }
        }
    }

    /// Trial 21: `--json`'s warnings left out the skipped records, invalid drawings and files
    /// given twice that stderr had; and timed ink without stroke start times was warned to lose
    /// them (unipen, gesture-xml), though nothing was lost.
    @Test func jsonListsEveryWarningOfStandardError() throws {
        try withTemporaryFolder { folder in
            let lines = [
                #"{"id": "a", "label": "line", "writer": "me", "strokes": [[[0, 0, 0], [50, 0, 0.1], [100, 0, 0.2]]]}"#,
                #"{"id": "b", "label": "line", "writer": "me", "strokes": [[[0, 0, 0.2], [100, 0, 0.1]]]}"#,
                #"{"id": "c", "label": "#,
            ]
            try (lines.joined(separator: "\n") + "\n").write(to: folder.appendingPathComponent("in.ndjson"), atomically: true, encoding: .utf8)
            let result = runInkrec(["convert", "in.ndjson", "in.ndjson", "out.unp", "--json"], in: folder)
            #expect(result.code == .success, "\(result.stderr)")
            let warnings = try #require(try jsonObject(result.stdout)["warnings"] as? [String])
            #expect(result.stderr == warnings.map { $0 + "\n" }.joined(), "stderr \(result.stderr) json \(warnings)")
            #expect(warnings.contains { $0.hasPrefix("warning: skipped 1 malformed record or file:") }, "\(warnings)")
            #expect(warnings.contains { $0.contains("given more than once") }, "\(warnings)")
            #expect(warnings.contains { $0.contains("time goes backwards") }, "\(warnings)")
            #expect(!result.stderr.contains("stroke start times"), "\(result.stderr)")
        }
    }

    /// Trial 21: `convert --groups` trimmed the groups' labels (plain convert keeps them as read)
    /// and dropped unlabelled and empty groups without a word. Labels are kept as read; the
    /// groups left out are counted in a warning, with why.
    @Test func groupsKeepLabelsAsReadAndWarnOfGroupsLeftOut() throws {
        try withTemporaryFolder { folder in
            let page = #"<ink xmlns="http://www.w3.org/2003/InkML"><annotation type="writer">me</annotation>"#
                + #"<trace xml:id="a">0 0, 50 0, 100 0</trace><trace xml:id="b">0 50, 50 50, 100 50</trace>"#
                + ##"<traceGroup xml:id="padded"><annotation type="truth"> line\##t</annotation><traceView traceDataRef="#a"/></traceGroup>"##
                + ##"<traceGroup xml:id="nolabel"><traceView traceDataRef="#b"/></traceGroup>"##
                + ##"<traceGroup xml:id="spaces"><annotation type="truth">  </annotation><traceView traceDataRef="#b"/></traceGroup>"##
                + #"<traceGroup xml:id="empty"><annotation type="truth">circle</annotation></traceGroup></ink>"#
            try page.write(to: folder.appendingPathComponent("p.inkml"), atomically: true, encoding: .utf8)
            let result = runInkrec(["convert", "p.inkml", "out.ndjson", "--groups", "--json"], in: folder)
            #expect(result.code == .success, "\(result.stderr)")
            let warning = "warning: --groups left out 3 stroke groups (2 without a label, 1 without a stroke): only labelled groups with ink are written"
            #expect(result.stderr.contains(warning), "\(result.stderr)")
            #expect((try jsonObject(result.stdout)["warnings"] as? [String])?.contains(warning) == true, "\(result.stdout)")
            let written = try String(contentsOf: folder.appendingPathComponent("out.ndjson"), encoding: .utf8)
            #expect(written.split(separator: "\n").count == 1)
            #expect(written.contains(#""label":" line\t""#), "\(written)")
        }
    }

    /// Trial 14: writers "s01" and "s1" were both written as `Subject="1"` and read back as one
    /// writer "s01", with only the generic "writers" loss. The merge is named; since trial 23
    /// "s1" is written MMG's way and kept, and writers differing in control characters (which XML
    /// cannot carry) are what still merge, shown escaped.
    @Test func gestureXMLNamesWritersItMerges() throws {
        try withTemporaryFolder { folder in
            let lines = ["s01", "s1", "s2", "w\\u0001", "w\\u0002"].map { #"{"id": "\#($0)", "label": "line", "writer": "\#($0)", "strokes": [[[0, 0, 0], [100, 0, 0.1]]]}"# }
            try (lines.joined(separator: "\n") + "\n").write(to: folder.appendingPathComponent("wr.ndjson"), atomically: true, encoding: .utf8)
            let result = runInkrec(["convert", "wr.ndjson", "out", "--to", "gesture-xml"], in: folder)
            #expect(result.code == .success, "\(result.stderr)")
            #expect(result.stderr.contains(#"warning: gesture-xml writes distinct writers as one subject, read back as one writer: "w\u{01}", "w\u{02}" as w\#u{FFFD} ("#), "\(result.stderr)")
            let apart = runInkrec(["convert", "wr.ndjson", "out2.ndjson"], in: folder)
            #expect(!apart.stderr.contains("distinct writers"), "\(apart.stderr)")
        }
    }

    /// Trial 22 (P1): subject numbers were cut to 32 bits, so writers 2³² + 1 and 1 were both read
    /// back as `s01` (and Quick, Draw!'s 16-digit key ids as negative subjects): the merge warning
    /// fired for writers the format keeps apart. Only one number written twice is a merge.
    @Test func gestureXMLKeepsWritersBeyond32BitsApart() throws {
        try withTemporaryFolder { folder in
            let writers = ["s4294967297", "s8589934593", "s1", "6097340714713088", "6534770248908800"]
            let lines = writers.map { #"{"id": "\#($0)", "label": "line", "writer": "\#($0)", "strokes": [[[0, 0, 0], [100, 0, 0.1]]]}"# }
            try (lines.joined(separator: "\n") + "\n").write(to: folder.appendingPathComponent("wr.ndjson"), atomically: true, encoding: .utf8)
            let result = runInkrec(["convert", "wr.ndjson", "out", "--to", "gesture-xml"], in: folder)
            #expect(result.code == .success, "\(result.stderr)")
            #expect(!result.stderr.contains("distinct writers"), "\(result.stderr)")
            let back = runInkrec(["convert", "out", "-", "--to", "ndjson"], in: folder)
            let read = try back.stdout.split(separator: "\n").map { try jsonObject(String($0))["writer"] as? String }
            // Trial 23: every writer as it was (MMG's naming keeps them; $1's gave "s01" and "s6097…").
            #expect(read == writers, "\(back.stderr)")
        }
    }

    /// The same three pages in two files: each id twice, warned as `info` warns.
    @Test func repeatedSampleIDsAreWarned() throws {
        try withTemporaryFolder { folder in
            #expect(runInkrec(["convert", Self.pages, "a.ndjson"], in: folder).code == .success)
            try FileManager.default.copyItem(at: folder.appendingPathComponent("a.ndjson"), to: folder.appendingPathComponent("b.ndjson"))
            let result = runInkrec(["convert", "a.ndjson", "b.ndjson", "out.json", "--json"], in: folder)
            #expect(result.code == .success, "\(result.stderr)")
            let warning = "warning: 3 sample ids occur more than once (0 with different labels), all samples used: "
            #expect(result.stderr.hasPrefix(warning), "\(result.stderr)")
            let warnings = try #require(try jsonObject(result.stdout)["warnings"] as? [String])
            #expect(warnings.first?.hasPrefix(warning) == true, "\(warnings)")
            let info = runInkrec(["info", "a.ndjson", "b.ndjson"], in: folder)
            #expect(info.stderr.contains(warning), "the same warning as info: \(info.stderr)")
        }
    }
}
