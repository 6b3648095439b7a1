import Foundation
import Testing
import TestSupport

@Suite struct InfoCommandTests {
    /// Datasets/fc-flowchart: three FC flowchart pages by writers 1, 14 and 17 (one per split).
    @Test func countsTheShippedFlowchartPages() throws {
        let result = runInkrec(["info", "Datasets/fc-flowchart", "--json"])
        #expect(result.code == .success)
        let total = try #require(try jsonObject(result.stdout)["total"] as? [String: Any])
        #expect(total["files"] as? Int == 3)
        #expect(total["drawings"] as? Int == 3)
        #expect(total["strokes"] as? Int == 163)
        #expect(total["points"] as? Int == 1942)
        #expect(total["labels"] as? Int == 3)
        #expect(total["writers"] as? Int == 3)
        #expect(total["splits"] as? [String: Int] == ["train": 1, "validation": 1, "test": 1])
        let formats = try #require(try jsonObject(result.stdout)["formats"] as? [String: Any])
        #expect(Array(formats.keys) == ["inkml"])
    }

    /// The issue's reference figure, on the shipped copy of the pendigits test file.
    @Test func shippedPendigitsTestFile() throws {
        let result = runInkrec(["info", "Datasets/pendigits/pendigits-orig.tes"])
        #expect(result.code == .success)
        #expect(result.stdout.hasPrefix("""
            format  files  drawings  strokes   points  labels  writers  train  validation   test
            ------  -----  --------  -------  -------  ------  -------  -----  ----------  -----
            unipen      1     3,498    4,257  138,578      10       14      0           0  3,498
            labels (unipen): 1 ×364, 2 ×364, 4 ×364, 7 ×364, 0 ×363, 3 ×336, 6 ×336, 8 ×336, 9 ×336, 5 ×335

            """))
    }

    @Test func textTableAndSplitFilter() {
        let result = runInkrec(["info", "Datasets/fc-flowchart", "--split", "test"])
        #expect(result.code == .success)
        #expect(result.stdout.hasPrefix("""
            format  files  drawings  strokes  points  labels  writers  train  validation  test
            ------  -----  --------  -------  ------  ------  -------  -----  ----------  ----
            inkml       1         1
            """))
        #expect(result.stdout.contains("split: test\n"))
    }

    @Test(.enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"))
    func pendigitsTestFile() throws {
        let file = try #require(TestPaths.sharedDatasets).appendingPathComponent("pendigits/pendigits-orig.tes").path
        let result = runInkrec(["info", file, "--json"])
        #expect(result.code == .success)
        let unipen = try #require((try jsonObject(result.stdout)["formats"] as? [String: Any])?["unipen"] as? [String: Any])
        #expect(unipen["drawings"] as? Int == 3498)
        #expect(unipen["labels"] as? Int == 10)
        #expect(unipen["writers"] as? Int == 14)
        let text = runInkrec(["info", file]).stdout
        #expect(text.contains("unipen      1     3,498"))
    }

    /// Labels are listed as `eval shapes` lists unknown labels (trial 21): a line break or an
    /// escape sequence in a label is escaped, the empty label shows as `""`, and a label that
    /// reads "(empty)" or starts with a quote cannot pass for it.
    @Test func labelListEscapesControlsAndQuotesTheEmptyLabel() throws {
        try withTemporaryFolder { folder in
            let labels = [#"a\nb"#, #"\u001b[31mred"#, "(empty)", "", #"\"\""#]
            let lines = labels.enumerated().map { index, label in
                #"{"id":"s\#(index)","label":"\#(label)","writer":"w1","strokes":[[[0,0,0],[10,0,0.1]]]}"#
            }
            try (lines.joined(separator: "\n") + "\n").write(to: folder.appendingPathComponent("l.ndjson"), atomically: true, encoding: .utf8)
            let result = runInkrec(["info", "l.ndjson"], in: folder)
            #expect(result.code == .success)
            let line = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("labels (ndjson): ") })
            #expect(line == #"labels (ndjson): "" ×1, "\u{1B}[31mred" ×1, "\"\"" ×1, (empty) ×1, "a\nb" ×1"#)
        }
    }

    @Test func malformedRecordIsSkippedAndCounted() throws {
        try withTemporaryFolder { folder in
            let lines = [
                #"{"id":"a","label":"line","writer":"w1","strokes":[[[0,0,0],[10,0,0.1]]]}"#,
                #"{"id":"b","label":"line","writer":"w1","strokes":[[[0,0],"#,
                #"{"id":"c","label":"circle","writer":"w2","strokes":[[[0,0],[5,5],[0,10]]]}"#,
            ]
            try (lines.joined(separator: "\n") + "\n").write(to: folder.appendingPathComponent("mixed.ndjson"), atomically: true, encoding: .utf8)
            let result = runInkrec(["info", "mixed.ndjson", "--json"], in: folder)
            #expect(result.code == .success)
            let report = try jsonObject(result.stdout)
            #expect(report["skipped"] as? Int == 1)
            #expect((report["total"] as? [String: Any])?["drawings"] as? Int == 2)
            #expect((report["total"] as? [String: Any])?["points"] as? Int == 5)
            #expect(result.stderr.hasPrefix("warning: skipped 1 malformed record or file:\n  "))
            #expect(result.stderr.contains("mixed.ndjson:2"))
        }
    }

    /// Skipped records name their file as the path was given (a folder `data` → `data/bad.ndjson`),
    /// as sample ids and the invalid-drawing warnings do, never the absolute path (trial 12).
    @Test func skippedRecordsNameTheFileAsGiven() throws {
        try withTemporaryFolder { folder in
            let data = folder.appendingPathComponent("data")
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
            let lines = [
                #"{"id":"a","label":"line","writer":"w1","strokes":[[[0,0,0],[10,0,0.1]]]}"#,
                #"{"id":"b","label":"line","writer":"w1","strokes":[[[0,0],"#,
            ]
            try (lines.joined(separator: "\n") + "\n").write(to: data.appendingPathComponent("bad.ndjson"), atomically: true, encoding: .utf8)
            try Data().write(to: data.appendingPathComponent("empty.inkml"))
            for given in ["data", "data/", "./data"] {
                let result = runInkrec(["info", given, "--json"], in: folder)
                #expect(result.code == .success, "\(result.stderr)")
                let prefix = given.hasSuffix("/") ? given : given + "/"
                #expect(result.stderr.contains("\n  \(prefix)bad.ndjson:2"), "\(result.stderr)")
                #expect(result.stderr.contains("\n  \(prefix)empty.inkml: empty file"), "\(result.stderr)")
                #expect(!result.stderr.contains(folder.path), "\(result.stderr)")
                let records = try #require(try jsonObject(result.stdout)["skipped_records"] as? [[String: Any]])
                #expect(Set(records.compactMap { $0["file"] as? String }) == [prefix + "bad.ndjson", prefix + "empty.inkml"])
            }
            let named = runInkrec(["eval", "shapes", "data/bad.ndjson"], in: folder)
            #expect(named.stderr.contains("\n  data/bad.ndjson:2"), "\(named.stderr)")
        }
    }

    @Test func missingPathAndNonInkFileAreBadInput() {
        let missing = runInkrec(["info", "Datasets/no-such-folder"])
        #expect(missing.code == .badInput)
        #expect(missing.stderr.contains("no such file or folder"))
        let notInk = runInkrec(["info", "Package.swift"])
        #expect(notInk.code == .badInput)
        #expect(notInk.stderr.contains("unknown ink format"))
    }

    /// Trial 6: `info Datasets/fc-flowchart --from inkml` warned that SOURCE.md was malformed XML.
    @Test func givenFormatPassesOverOtherFilesInFolders() {
        let result = runInkrec(["info", "Datasets/fc-flowchart", "--from", "inkml"])
        #expect(result.code == .success)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("format  files  drawings"), "\(result.stdout)")
        #expect(result.stdout.contains("inkml       3         3"), "\(result.stdout)")
        let named = runInkrec(["info", "Datasets/fc-flowchart/SOURCE.md", "--from", "inkml"])
        #expect(named.code == .badInput)
        #expect(named.stderr.contains("SOURCE.md:1:1: malformed XML"), "\(named.stderr)")
    }

    @Test func usageErrors() {
        #expect(runInkrec(["info"]).code == .usage)
        #expect(runInkrec(["info", "Datasets", "--split", "dev"]).code == .usage)
        #expect(runInkrec(["info", "Datasets", "--from", "pdf"]).code == .usage)
    }

    /// Trial 8: `info --json` gave `skipped` as a count only; `skipped_records` lists each one.
    @Test func jsonListsEverySkippedRecord() throws {
        try withTemporaryFolder { folder in
            let good = #"{"id":"a","label":"x","strokes":[[[0,0],[3,4]]]}"#
            try Data((good + "\n{\"id\":\n" + good + "\n").utf8).write(to: folder.appendingPathComponent("a.ndjson"))
            try Data().write(to: folder.appendingPathComponent("b.inkml"))
            let result = runInkrec(["info", folder.path, "--json"])
            #expect(result.code == .success, "\(result.stderr)")
            let json = try jsonObject(result.stdout)
            #expect(json["skipped"] as? Int == 2)
            let records = try #require(json["skipped_records"] as? [[String: Any]])
            #expect(records.count == 2)
            #expect(records.first?["file"] as? String == folder.appendingPathComponent("a.ndjson").path)
            #expect(records.first?["line"] as? Int == 2)
            #expect(records.first?["record"] as? Int == 1)
            #expect((records.first?["reason"] as? String)?.hasPrefix("malformed JSON") == true)
            #expect(records.last?["file"] as? String == folder.appendingPathComponent("b.inkml").path)
            #expect(records.last?["line"] is NSNull && records.last?["record"] is NSNull)
            #expect(records.last?["reason"] as? String == "empty file")
        }
    }

    /// Root may enter any folder, so as root the binary runs as `nobody` through `setpriv`.
    private static let unprivileged: [String]? = {
        guard getuid() == 0 else { return [] }
        let setpriv = "/usr/bin/setpriv"
        guard FileManager.default.isExecutableFile(atPath: setpriv) else { return nil }
        return [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]
    }()

    /// A folder that cannot be entered (mode 644: listed, not entered; 000: not even listed) is
    /// skipped and named with the reason, as an unreadable file is; the rest is read. Before
    /// (trial 17), 644 passed its files over silently and 000 made `info .` fail.
    @Test(.enabled(if: BuiltTool.url != nil && unprivileged != nil), arguments: [0o644, 0o000])
    func folderThatCannotBeEnteredIsSkippedAndNamed(mode: Int) throws {
        let binary = try #require(BuiltTool.url)
        try withTemporaryFolder { folder in
            let ink = ".VERSION 1.0\n.COORD X Y\n.SEGMENT TEXT 0 ? \"a\"\n.PEN_DOWN\n1 2\n3 4\n.PEN_UP\n"
            let locked = folder.appendingPathComponent("locked")
            try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
            try Data(ink.utf8).write(to: folder.appendingPathComponent("ok.unp"))
            try Data(ink.utf8).write(to: locked.appendingPathComponent("in.unp"))
            for path in [folder.path, folder.appendingPathComponent("ok.unp").path] { chmod(path, 0o755) }
            chmod(locked.path, mode_t(mode))
            defer { chmod(locked.path, 0o755) }
            let result = try Self.runUnprivileged(binary, ["info", ".", "--json"], in: folder)
            #expect(result.status == 0)
            let json = try jsonObject(result.stdout)
            let total = try #require(json["total"] as? [String: Any])
            #expect(total["drawings"] as? Int == 1)
            let skipped = try #require(json["skipped_records"] as? [[String: Any]])
            #expect(skipped.count == 1)
            #expect((skipped.first?["reason"] as? String)?.contains("a folder that cannot be entered: permission denied") == true)
            #expect((skipped.first?["file"] as? String)?.hasSuffix("locked") == true)
        }
    }

    /// Trial 23: a file this user may not read (mode 000) was counted as "1 malformed record or
    /// file", with Foundation's "The operation could not be completed"; it is an unreadable file.
    @Test(.enabled(if: BuiltTool.url != nil && unprivileged != nil))
    func fileThatCannotBeReadIsCountedAsUnreadable() throws {
        let binary = try #require(BuiltTool.url)
        try withTemporaryFolder { folder in
            let line = #"{"id":"a","label":"line","writer":"w1","strokes":[[[0,0,0],[10,0,0.1]]]}"# + "\n"
            try line.write(to: folder.appendingPathComponent("ok.ndjson"), atomically: true, encoding: .utf8)
            try line.write(to: folder.appendingPathComponent("locked.ndjson"), atomically: true, encoding: .utf8)
            try "{\"id\":\n".write(to: folder.appendingPathComponent("cut.ndjson"), atomically: true, encoding: .utf8)
            chmod(folder.path, 0o755)
            for name in ["ok.ndjson", "cut.ndjson"] { chmod(folder.appendingPathComponent(name).path, 0o644) }
            chmod(folder.appendingPathComponent("locked.ndjson").path, 0o000)
            let result = try Self.runUnprivileged(binary, ["info", "."], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.hasPrefix("warning: skipped 1 unreadable file and 1 malformed record or file:\n"), "\(result.stderr)")
            #expect(result.stderr.contains("locked.ndjson: cannot read file: permission denied: this user may not read the file"), "\(result.stderr)")
            #expect(result.stdout.hasSuffix("skipped: 1 unreadable file and 1 malformed record or file\n"), "\(result.stdout)")
        }
    }

    /// The built binary run as `unprivileged` in `folder`: its exit status and both outputs.
    private static func runUnprivileged(_ binary: URL, _ arguments: [String], in folder: URL) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        let command = try #require(unprivileged) + [binary.path] + arguments
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.currentDirectoryURL = folder
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Small outputs: read both after the exit.
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
                String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }
}
