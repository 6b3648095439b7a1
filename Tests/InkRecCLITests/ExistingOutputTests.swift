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

    @Test(arguments: cases.indices)
    func anExistingOutputIsReplacedOnlyWithReplace(_ index: Int) throws {
        let (words, runsReplacement) = Self.cases[index]
        try withTemporaryFolder { folder in
            let name = words.contains("old.svg") ? "old.svg" : "old.out"
            let existing = folder.appendingPathComponent(name)
            try Data("keep".utf8).write(to: existing)
            let refused = runInkrec(words, in: folder)
            #expect(refused.code == .usage, "\(words): \(refused.stderr)")
            #expect(refused.stderr.contains("\(name) already exists: give --replace to replace it, or another path"), "\(refused.stderr)")
            #expect(try Data(contentsOf: existing) == Data("keep".utf8))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("new.inkmodel").path))
            guard runsReplacement else { return }
            let replaced = runInkrec(words + ["--replace"], in: folder)
            #expect(replaced.code == .success, "\(replaced.stderr)")
            #expect(try Data(contentsOf: existing).count > 100)
        }
    }
}
