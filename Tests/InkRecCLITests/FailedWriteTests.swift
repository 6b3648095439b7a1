import Foundation
import Testing
import TestSupport

/// A write cut short — here by a 2 KiB file-size limit, as on a full disk — fails with a message
/// and leaves nothing beside the output: no half-written file, no temporary file of the atomic
/// write (`AtomicFile`, `InkModel.write`, Foundation's `.atomic`).
@Suite(.enabled(if: BuiltTool.url != nil, "the inkrec executable is not built next to the tests (swift build first)"))
struct FailedWriteTests {
    static let samples = TestPaths.datasets.appendingPathComponent("shape-samples/shape-samples.ndjson").path
    static let digits = TestPaths.datasets.appendingPathComponent("pendigits/pendigits-orig-writers1-6.tra").path

    /// Command lines writing more than 2 KiB to `output` in the current folder.
    static let writes: [(output: String, words: [String])] = [
        ("out.ndjson", ["convert", samples, "out.ndjson"]),
        ("out.json", ["convert", samples, "out.json"]),
        ("out.svg", ["render", samples, "out.svg"]),
        ("report.html", ["eval", "shapes", samples, "--report", "report.html"]),
        ("out.lexicon", ["lexicon", "words.txt", "out.lexicon"]),
        ("out.inkmodel", ["train", digits, "--out", "out.inkmodel", "--epochs", "1", "--points", "16", "--channels", "4", "--hidden", "8"]),
    ]

    @Test(arguments: writes)
    func failedWriteLeavesNoFileBehind(output: String, words: [String]) throws {
        try withTemporaryFolder { folder in
            let letters: [Character] = Array("abcdefghijklmnopqrstuvwxyz")
            let list: [String] = (0..<3_000).map { (i: Int) -> String in String([letters[i % 26], letters[i / 26 % 26], letters[i / 676]]) }
            try Data(list.joined(separator: "\n").utf8).write(to: folder.appendingPathComponent("words.txt"))
            let run = try BuiltTool.run(words, in: folder, fileSizeLimit: 2)
            #expect(run.status == 1, "\(words): \(run.stderr)")
            // Named as typed (trial 14: the absolute path was printed).
            #expect(run.stderr.contains("error: \(output): cannot write "), "\(run.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["words.txt"])
        }
    }
}
