import Foundation
import Testing
import TestSupport

/// Trial 24: `-` as an output path wrote a file named "-" for every command but `convert` (whose
/// OUT `-` is stdout), and the next run failed with "- already exists". An evaluation's
/// `--report -` and `lexicon`'s OUT `-` are now stdout too; every other output path refuses `-`
/// as a usage error naming its option, before any work.
@Suite struct DashOutputTests {
    static let shapes = ExistingOutputTests.shapes, digits = ExistingOutputTests.digits, model = ExistingOutputTests.model

    static func refusal(_ name: String) -> String { "\(name) takes a file path, not - (stdout): give a file path (./- for a file named -)" }

    static let cases: [(words: [String], message: String)] = [
        (["eval", "shapes", shapes, "--report", "-", "--json"], "--report - writes the HTML on stdout, where --json prints its report"),
        (["eval", "handwriting", digits, "--model", model, "--report", "-", "--json"], "--report - writes the HTML on stdout, where --json prints its report"),
        (["train", digits, "--out", "m.inkmodel", "--log-json", "-", "--epochs", "1"], refusal("--log-json")),
        (["train", digits, "--out", "-", "--epochs", "1"], refusal("--out")),
        (["lexicon", "words.txt", "-", "--json"], "OUT - writes the lexicon on stdout, where --json prints its report"),
        (["model", "record-writers", model, "--out", "-"], refusal("--out")),
        // render's extension check comes first.
        (["render", shapes, "-"], "OUT must be an .svg file, got '-'"),
    ]

    @Test(arguments: cases.indices)
    func aDashOutputIsAUsageErrorNamingTheOption(_ index: Int) throws {
        let (words, message) = Self.cases[index]
        try withTemporaryFolder { folder in
            try Data("ink\n".utf8).write(to: folder.appendingPathComponent("words.txt"))
            let refused = runInkrec(words, in: folder)
            #expect(refused.code == .usage, "\(words): \(refused.stderr)")
            #expect(refused.stderr.contains(message), "\(refused.stderr)")
            #expect(refused.stdout.isEmpty, "\(refused.stdout)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("-").path))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("m.inkmodel").path))
        }
    }

    /// `--report -` writes the HTML alone on stdout, the results on stderr.
    @Test(arguments: [
        ["eval", "shapes", shapes, "--report", "-"],
        ["eval", "handwriting", TestPaths.datasets.appendingPathComponent("pendigits/pendigits-orig-writers1-6.tra").path,
         "--model", model, "--report", "-", "--split", "validation"],
    ])
    func aReportOnStandardOutput(_ words: [String]) throws {
        try withTemporaryFolder { folder throws in
            let result = runInkrec(words, in: folder)
            #expect(result.code == .success, "\(result.stderr)")
            #expect(result.stdout.hasPrefix("<!DOCTYPE html>"), "\(result.stdout.prefix(200))")
            #expect(result.stdout.hasSuffix("</html>\n"))
            #expect(result.stderr.contains("accuracy "), "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }

    /// `lexicon WORDLIST -` prints the file `lexicon WORDLIST OUT` writes, the summary on stderr.
    @Test func aLexiconOnStandardOutput() throws {
        try withTemporaryFolder { folder throws in
            try Data("ink\nrecognition\t4.5\n".utf8).write(to: folder.appendingPathComponent("words.txt"))
            let printed = runInkrec(["lexicon", "words.txt", "-", "--note", "n"], in: folder)
            #expect(printed.code == .success, "\(printed.stderr)")
            #expect(printed.stdout.hasPrefix("inkrec-lexicon 2\nwords 2\n"), "\(printed.stdout)")
            #expect(printed.stderr.hasPrefix("2 words of 2 lines (1 above the floor frequency) → stdout\n"), "\(printed.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["words.txt"])
            let written = runInkrec(["lexicon", "words.txt", "w.lexicon", "--note", "n"], in: folder)
            #expect(written.code == .success, "\(written.stderr)")
            #expect(try String(contentsOf: folder.appendingPathComponent("w.lexicon"), encoding: .utf8) == printed.stdout)
        }
    }

    /// The refusal of an open descriptor (`/dev/stdout`) names what the option takes: a file
    /// path, and `-` only where it is stdout (convert's and lexicon's OUT, --report).
    @Test func anOpenDescriptorRefusalNamesWhatTheOptionTakes() throws {
        try withTemporaryFolder { folder in
            let kept = folder.appendingPathComponent("keep.txt")
            try Data("earlier\n".utf8).write(to: kept)
            let handle = try FileHandle(forWritingTo: kept)
            defer { try? handle.close() }
            let descriptor = "/dev/fd/\(handle.fileDescriptor)"
            try Data("ink\n".utf8).write(to: folder.appendingPathComponent("words.txt"))
            for (words, advice) in [
                (["eval", "shapes", Self.shapes, "--report", descriptor, "--replace"], "give a file path as --report, or - for stdout"),
                (["lexicon", "words.txt", descriptor, "--replace"], "give a file path as OUT, or - for stdout"),
                (["train", Self.digits, "--out", "m.inkmodel", "--log-json", descriptor, "--replace"], "give a file path as --log-json (it takes no -)"),
                (["convert", Self.shapes, descriptor, "--to", "ndjson", "--replace"], "give a file path as OUT, or - for stdout"),
            ] {
                let refused = runInkrec(words, in: folder)
                #expect(refused.code == .badInput, "\(words): \(refused.stderr)")
                #expect(refused.stderr.contains("instead of writing to it; \(advice)\n"), "\(refused.stderr)")
                #expect(try Data(contentsOf: kept) == Data("earlier\n".utf8))
            }
        }
    }
}
