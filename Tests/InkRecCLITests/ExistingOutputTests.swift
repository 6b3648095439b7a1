import Foundation
import Testing
import TestSupport

/// Trial 6: `--report` and `--log-json` (and `render`'s SVG) replaced an existing file silently
/// while `--out` refused one. Every output now follows one rule: an existing file is replaced
/// only with `--replace` (exit 2 otherwise, the file left as it was).
@Suite struct ExistingOutputTests {
    static let shapes = TestPaths.datasets.appendingPathComponent("shape-samples/shape-samples.ndjson").path
    static let digits = TestPaths.datasets.appendingPathComponent("pendigits/pendigits-orig.tes").path
    static let model = TestPaths.models.appendingPathComponent("digits.inkmodel").path

    /// Command lines writing `old.out` (already there), and whether the replacing run is cheap
    /// enough for the test (training is checked only for the refusal, which comes before the work).
    static let cases: [(words: [String], runsReplacement: Bool)] = [
        (["eval", "shapes", shapes, "--report", "old.out"], true),
        (["eval", "handwriting", digits, "--model", model, "--report", "old.out", "--split", "test"], false),
        (["train", digits, "--out", "new.inkmodel", "--log-json", "old.out", "--epochs", "1"], false),
        (["render", shapes, "old.svg"], true),
    ]

    /// An existing output is replaced only with `--replace`. Trial 14: `--replace` renamed a new
    /// file over a read-only one (mode 0444), which `cp` refuses and `mv` asks about; a
    /// write-protected file is now refused even with `--replace` (exit 1, the file left as it
    /// was, nothing written), and replaced once made writable.
    @Test(arguments: cases.indices, [false, true])
    func anExistingOutputIsReplacedOnlyWhenAskedAndWritable(_ index: Int, readOnly: Bool) throws {
        let (words, runsReplacement) = Self.cases[index]
        try withTemporaryFolder { folder in
            let name = words.contains("old.svg") ? "old.svg" : "old.out"
            let existing = folder.appendingPathComponent(name)
            try Data("keep".utf8).write(to: existing)
            if readOnly { try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: existing.path) }
            let refused = runInkrec(readOnly ? words + ["--replace"] : words, in: folder)
            #expect(refused.code == (readOnly ? .badInput : .usage), "\(words): \(refused.stderr)")
            let reason = readOnly
                ? "\(name) is read-only (mode 444): not replaced, even with --replace; make it writable first (chmod u+w) to replace it"
                : "\(name) already exists: give --replace to replace it, or another path"
            #expect(refused.stderr.contains(reason), "\(refused.stderr)")
            #expect(try Data(contentsOf: existing) == Data("keep".utf8))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("new.inkmodel").path))
            guard runsReplacement else { return }
            if readOnly { try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: existing.path) }
            let replaced = runInkrec(words + ["--replace"], in: folder)
            #expect(replaced.code == .success, "\(replaced.stderr)")
            #expect(try Data(contentsOf: existing).count > 100)
        }
    }

    /// `convert` and `lexicon` outputs follow the same rule.
    @Test func convertAndLexiconRefuseAReadOnlyOutput() throws {
        try withTemporaryFolder { folder in
            let words = folder.appendingPathComponent("words.txt")
            try Data("ink\nrecognition\n".utf8).write(to: words)
            for (arguments, name) in [
                (["convert", Self.shapes, "old.json", "--replace"], "old.json"),
                (["lexicon", words.path, "old.lexicon", "--replace"], "old.lexicon"),
            ] {
                let existing = folder.appendingPathComponent(name)
                try Data("keep".utf8).write(to: existing)
                try FileManager.default.setAttributes([.posixPermissions: 0o400], ofItemAtPath: existing.path)
                let refused = runInkrec(arguments, in: folder)
                #expect(refused.code == .badInput, "\(arguments): \(refused.stderr)")
                #expect(refused.stderr.contains("\(name) is read-only (mode 400)"), "\(refused.stderr)")
                #expect(try Data(contentsOf: existing) == Data("keep".utf8))
            }
        }
    }

    /// Trial 17: `--replace` onto a FIFO (or, as root, `/dev/null`) put a regular file in its
    /// place. An output that is a device, FIFO or socket is refused before any input is read.
    @Test func aSpecialFileIsNeverReplaced() throws {
        try withTemporaryFolder { folder in
            for (arguments, name) in [
                (["convert", Self.shapes, "pipe.json", "--replace"], "pipe.json"), (["render", Self.shapes, "pipe.svg", "--replace"], "pipe.svg"),
            ] {
                let pipe = folder.appendingPathComponent(name)
                #expect(mkfifo(pipe.path, 0o600) == 0)
                let refused = runInkrec(arguments, in: folder)
                #expect(refused.code == .badInput, "\(arguments): \(refused.stderr)")
                #expect(refused.stderr.contains("cannot write \(name): it is a FIFO, not a regular file (inkrec replaces only regular files)"), "\(refused.stderr)")
                var status = stat()
                #expect(lstat(pipe.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
            }
        }
    }

    /// Reviewer's finding: `convert … DIR --replace` replaced the read-only InkML files inside
    /// the folder, which the rule above says are never replaced.
    @Test func aFolderOutputWithAReadOnlyFileIsNotReplaced() throws {
        try withTemporaryFolder { folder in
            let pages = TestPaths.datasets.appendingPathComponent("fc-flowchart").path
            #expect(runInkrec(["convert", pages, "out", "--to", "inkml"], in: folder).code == .success)
            let protected = folder.appendingPathComponent("out/00002.inkml")
            let before = try Data(contentsOf: protected)
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: protected.path)
            let refused = runInkrec(["convert", pages, "out", "--to", "inkml", "--replace"], in: folder)
            #expect(refused.code == .badInput, "\(refused.stderr)")
            #expect(refused.stderr.contains(
                "out/00002.inkml is read-only (mode 444): not replaced, even with --replace; make it writable first (chmod u+w) to replace it"),
                "\(refused.stderr)")
            #expect(try Data(contentsOf: protected) == before)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path).count == 3)
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: protected.path)
            let replaced = runInkrec(["convert", pages, "out", "--to", "inkml", "--replace"], in: folder)
            #expect(replaced.code == .success, "\(replaced.stderr)")
        }
    }
}
