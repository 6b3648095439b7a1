import Foundation
import Testing
import TestSupport

/// Trial 24: `-` as an output path wrote a file named "-" for every command but `convert` (whose
/// OUT `-` is stdout), and the next run failed with "- already exists". Every other output path
/// now refuses `-` as a usage error naming its option, before any work.
@Suite struct DashOutputTests {
    static let shapes = ExistingOutputTests.shapes, digits = ExistingOutputTests.digits, model = ExistingOutputTests.model

    static func refusal(_ name: String) -> String { "\(name) takes a file path, not - (stdout): give a file path (./- for a file named -)" }

    static let cases: [(words: [String], message: String)] = [
        (["eval", "shapes", shapes, "--report", "-"], refusal("--report")),
        (["eval", "handwriting", digits, "--model", model, "--report", "-", "--split", "test"], refusal("--report")),
        (["train", digits, "--out", "m.inkmodel", "--log-json", "-", "--epochs", "1"], refusal("--log-json")),
        (["train", digits, "--out", "-", "--epochs", "1"], refusal("--out")),
        (["lexicon", "words.txt", "-"], refusal("OUT")),
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

    /// The refusal of an open descriptor (`/dev/stdout`) names what the option takes: a file
    /// path, and `-` only where it is stdout (convert's OUT).
    @Test func anOpenDescriptorRefusalNamesWhatTheOptionTakes() throws {
        try withTemporaryFolder { folder in
            let kept = folder.appendingPathComponent("keep.txt")
            try Data("earlier\n".utf8).write(to: kept)
            let handle = try FileHandle(forWritingTo: kept)
            defer { try? handle.close() }
            let descriptor = "/dev/fd/\(handle.fileDescriptor)"
            for (words, advice) in [
                (["eval", "shapes", Self.shapes, "--report", descriptor, "--replace"], "give a file path as --report (it takes no -)"),
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
