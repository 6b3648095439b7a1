import Foundation
@testable import InkRecCLI
import TestSupport
import Testing

/// Trial 14: `convert … -` wrote to stdout, but no command read `-` as stdin (it was a missing
/// file). Commands that read ink now take `-` for stdin, in the format `--from` names or its
/// first bytes tell.
@Suite struct StandardInputTests {
    static let shapes = TestPaths.datasets.appendingPathComponent("shape-samples/shape-samples.ndjson")
    static let circle = TestPaths.datasets.appendingPathComponent("dollar1-unistroke/s02/medium/circle01.xml")
    static let digits = TestPaths.datasets.appendingPathComponent("pendigits/pendigits-orig.tes")
    static let trainingDigits = TestPaths.datasets.appendingPathComponent("pendigits/pendigits-orig-writers1-6.tra")
    static let page = TestPaths.datasets.appendingPathComponent("fc-flowchart/writer1_1.inkml")

    /// Runs `inkrec words` in-process with `input` on stdin.
    static func run(_ words: [String], input: URL, in folder: URL) throws -> (code: ExitCode, stdout: String, stderr: String) {
        let (context, out, err) = CommandContext.captured(currentDirectory: folder, standardInput: try Data(contentsOf: input))
        let code = InkRecTool().run(words, context: context)
        return (code, out.text, err.text)
    }

    @Test func convertReadsStdinAsTheFileWouldRead() throws {
        try withTemporaryFolder { folder in
            let fromStdin = try Self.run(["convert", "-", "piped.json"], input: Self.shapes, in: folder)
            #expect(fromStdin.code == .success, "\(fromStdin.stderr)")
            let direct = runInkrec(["convert", Self.shapes.path, "named.json"], in: folder)
            #expect(direct.code == .success, "\(direct.stderr)")
            let piped: [String] = try Self.labels(in: folder.appendingPathComponent("piped.json"))
            let named: [String] = try Self.labels(in: folder.appendingPathComponent("named.json"))
            #expect(piped.count > 10)
            #expect(piped == named)
            // stdin to stdout.
            let through = try Self.run(["convert", "-", "-", "--to", "ndjson"], input: Self.circle, in: folder)
            #expect(through.code == .success, "\(through.stderr)")
            #expect(through.stdout.hasPrefix("{") && through.stdout.contains("\"label\":\"circle\""), "\(through.stdout)")
        }
    }

    @Test func infoRenderSnapAndRecognizeReadStdin() throws {
        try withTemporaryFolder { folder in
            let info = try Self.run(["info", "-", "--from", "unipen", "--json"], input: Self.digits, in: folder)
            #expect(info.code == .success, "\(info.stderr)")
            #expect(try Self.drawings(info.stdout) == 3_498, "\(info.stdout)")
            let render = try Self.run(["render", "-", "page.svg", "--groups"], input: Self.page, in: folder)
            #expect(render.code == .success, "\(render.stderr)")
            #expect(try String(contentsOf: folder.appendingPathComponent("page.svg"), encoding: .utf8).contains("<svg"))
            let snap = try Self.run(["snap", "-"], input: Self.circle, in: folder)
            #expect(snap.code == .success, "\(snap.stderr)")
            #expect(snap.stdout.hasPrefix("- (circle): "), "\(snap.stdout)")
            #expect(snap.stdout == runInkrec(["snap", Self.circle.path]).stdout.replacingOccurrences(of: Self.circle.path, with: "-"))
            let model = TestPaths.models.appendingPathComponent("latin.inkmodel").path
            let recognized = try Self.run(["recognize", "-", "--model", model], input: Self.page, in: folder)
            #expect(recognized.code == .success, "\(recognized.stderr)")
            #expect(recognized.stdout == runInkrec(["recognize", Self.page.path, "--model", model]).stdout.replacingOccurrences(of: Self.page.path, with: "-"))
        }
    }

    @Test func stdinNeedsAFormatAndReadsOnce() throws {
        try withTemporaryFolder { folder in
            let text = folder.appendingPathComponent("words.txt")
            try Data("not ink at all\n".utf8).write(to: text)
            let unknown = try Self.run(["info", "-"], input: text, in: folder)
            #expect(unknown.code == .usage)
            #expect(unknown.stderr.hasPrefix("inkrec info: cannot tell the ink format of stdin (-): name it with --from\n"), "\(unknown.stderr)")
            let twice = try Self.run(["info", "-", "-"], input: Self.shapes, in: folder)
            #expect(twice.code == .usage)
            #expect(twice.stderr.contains("- (stdin) given more than once"), "\(twice.stderr)")
            let notNDJSON = try Self.run(["info", "-", "--from", "ndjson"], input: text, in: folder)
            #expect(notNDJSON.code == .badInput, "\(notNDJSON.stderr)")
            #expect(notNDJSON.stderr.contains("-:1 (record 0): malformed JSON: 'not' at column 1 is not a JSON value"), "\(notNDJSON.stderr)")
            // Empty stdin is an empty file (exit 1), not a format to name (review).
            let blank = folder.appendingPathComponent("blank.txt")
            try Data(" \n\n".utf8).write(to: blank)
            let empty = try Self.run(["info", "-"], input: blank, in: folder)
            #expect(empty.code == .badInput, "\(empty.stderr)")
            #expect(empty.stderr.contains("-: ") && !empty.stderr.contains("--from"), "\(empty.stderr)")
            #expect(empty.stderr.hasSuffix("inkrec info: error: no ink in -; first problem: -: empty file\n"), "\(empty.stderr)")
            // A NaN record on stdin is skipped with its line, as in a file; the good one reads.
            let mixed = folder.appendingPathComponent("mixed.ndjson")
            try Data(#"""
                {"id":"a","label":"x","strokes":[[[0,0],[1,1]]]}
                {"id":"b","label":"x","strokes":[[[NaN,0]]]}

                """#.utf8).write(to: mixed)
            let nan = try Self.run(["info", "-"], input: mixed, in: folder)
            #expect(nan.code == .success, "\(nan.stderr)")
            #expect(nan.stderr.contains("-:2 (record 1): malformed JSON: 'NaN' at column 36 (strokes.0.0.0) is not a JSON value"), "\(nan.stderr)")
        }
    }

    /// Reviewer's finding: `train - --words --characters -` read stdin twice, the second time
    /// empty, and told of a missing dataset instead.
    @Test func trainTakesStdinOnceAcrossDatasetAndCharacters() throws {
        try withTemporaryFolder { folder in
            let both = try Self.run(["train", "-", "--words", "--characters", "-", "--out", "m.inkmodel"], input: Self.circle, in: folder)
            #expect(both.code == .usage)
            #expect(both.stderr.contains("- (stdin) given as DATASET and as --characters: it can be read once"), "\(both.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("m.inkmodel").path))
        }
    }

    /// Reviewer's finding: pendigits' writers and split follow from the .tra/.tes name, which
    /// stdin lacks, and nothing said so.
    @Test func unipenOnStdinWarnsThatFileNameRulesDoNotApply() throws {
        try withTemporaryFolder { folder in
            let named = runInkrec(["info", Self.trainingDigits.path, "--json"], in: folder)
            #expect(named.code == .success, "\(named.stderr)")
            #expect(!named.stderr.contains("read as UNIPEN"), "\(named.stderr)")
            let piped = try Self.run(["info", "-", "--from", "unipen", "--json"], input: Self.trainingDigits, in: folder)
            #expect(piped.code == .success, "\(piped.stderr)")
            #expect(piped.stderr.contains(CommandContext.unipenStandardInputWarning), "\(piped.stderr)")
            let fileTotal = try jsonObject(named.stdout)["total"] as? [String: Any]
            let stdinTotal = try jsonObject(piped.stdout)["total"] as? [String: Any]
            #expect(fileTotal?["writers"] as? Int == 6)
            #expect(stdinTotal?["writers"] as? Int == 0)
            #expect(fileTotal?["splits"] as? [String: Int] == ["train": 1_249, "validation": 250, "test": 0])
            #expect(stdinTotal?["splits"] as? [String: Int] == ["train": 1_060, "validation": 216, "test": 223])
            let converted = try Self.run(["convert", "-", "digits.ndjson", "--from", "unipen", "--json"], input: Self.trainingDigits, in: folder)
            #expect(converted.code == .success, "\(converted.stderr)")
            #expect((try jsonObject(converted.stdout)["warnings"] as? [String])?.first == CommandContext.unipenStandardInputWarning)
            #expect(converted.stderr.components(separatedBy: "read as UNIPEN").count == 2, "\(converted.stderr)")
        }
    }

    /// Through the built binary, stdin is the process's.
    @Test(.enabled(if: BuiltTool.url != nil, "needs the built inkrec")) func theBinaryReadsItsStdin() throws {
        let result = try BuiltTool.run(["info", "-", "--json"], standardInput: Self.shapes)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.drawings(result.stdout) == 180)
    }

    /// The labels of an inkrec JSON file's samples, in order.
    private static func labels(in file: URL) throws -> [String] {
        let document = try jsonObject(String(decoding: try Data(contentsOf: file), as: UTF8.self))
        let samples = document["samples"] as? [[String: Any]] ?? []
        return samples.map { $0["label"] as? String ?? "?" }
    }

    private static func drawings(_ infoJSON: String) throws -> Int? {
        (try jsonObject(infoJSON)["total"] as? [String: Any])?["drawings"] as? Int
    }
}
