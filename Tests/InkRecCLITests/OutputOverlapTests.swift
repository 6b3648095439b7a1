import Foundation
import Testing
import TestSupport

/// The trial's data-loss cases: an output option naming an input (or a shipped lexicon) used to
/// replace it with exit 0. Each must now be a usage error (exit 2) that leaves the input as it was.
@Suite struct OutputOverlapTests {
    /// Fills `folder` with copies of pendigits (test and train files), the shape samples, the
    /// digits model, a word list and a lexicon.
    static func fillScratch(_ folder: URL) throws {
        let manager = FileManager.default
        try manager.copyItem(at: TestPaths.datasets.appendingPathComponent("pendigits/pendigits-orig.tes"), to: folder.appendingPathComponent("p.tes"))
        try manager.copyItem(
            at: TestPaths.datasets.appendingPathComponent("pendigits/pendigits-orig-writers1-6.tra"), to: folder.appendingPathComponent("p.tra"))
        try manager.copyItem(at: TestPaths.models.appendingPathComponent("digits.inkmodel"), to: folder.appendingPathComponent("d.inkmodel"))
        try manager.copyItem(at: TestPaths.models.appendingPathComponent("wamerican.lexicon"), to: folder.appendingPathComponent("w.lexicon"))
        try manager.copyItem(at: TestPaths.datasets.appendingPathComponent("shape-samples"), to: folder.appendingPathComponent("shapes"))
        try Data("cat\ndog\nbird\n".utf8).write(to: folder.appendingPathComponent("words.txt"))
    }

    static let cases: [(words: [String], input: String, message: String)] = [
        (["eval", "shapes", "p.tes", "--report", "p.tes"], "p.tes", "is the input"),
        (["eval", "shapes", "shapes", "--report", "shapes/report.html"], "shapes", "inside the input folder"),
        (["eval", "handwriting", "p.tes", "--model", "d.inkmodel", "--report", "d.inkmodel"], "d.inkmodel", "is the input"),
        (["train", "p.tra", "--out", "p.tra", "--epochs", "1"], "p.tra", "is the input"),
        (["train", "p.tra", "--out", "./sub/../p.tra", "--epochs", "1"], "p.tra", "is the input"),
        (["lexicon", "words.txt", "words.txt"], "words.txt", "is the input"),
        (["lexicon", "words.txt", "link/words.txt"], "words.txt", "is the input"),
        (["lexicon", "words.txt", "w.lexicon"], "w.lexicon", "already exists: give --replace"),
        (["train", "p.tra", "--out", "d.inkmodel", "--epochs", "1"], "d.inkmodel", "already exists: give --replace"),
        (["train", "p.tra", "--out", "d.inkmodel", "--replace", "--log-json", "d.inkmodel", "--epochs", "1"], "d.inkmodel", "is the --out model"),
        (["train", "p.tra", "--out", "d.inkmodel", "--replace", "--log-json", "link/sub/../d.inkmodel", "--epochs", "1"], "d.inkmodel", "is the --out model"),
    ]

    @Test(arguments: cases.indices)
    func refusesToOverwriteAnInput(_ index: Int) throws {
        let (words, input, message) = Self.cases[index]
        try withTemporaryFolder { folder in
            try Self.fillScratch(folder)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("link"), withDestinationURL: folder)
            let inputURL = folder.appendingPathComponent(input)
            let before = try Self.contents(inputURL)
            let result = runInkrec(words, in: folder)
            #expect(result.code == .usage, "\(words): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(result.stderr)")
            #expect(try Self.contents(inputURL) == before)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("shapes/report.html").path))
        }
    }

    /// Review: writes go through dangling links (`AtomicFile`), so `--out` and `--log-json` as two
    /// dangling links to one missing file would have had the log replace the model.
    @Test func trainRefusesALogThatIsTheModelThroughDanglingLinks() throws {
        try withTemporaryFolder { folder in
            try Self.fillScratch(folder)
            for name in ["m.inkmodel", "log.json"] {
                try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(name).path, withDestinationPath: "new.inkmodel")
            }
            let result = runInkrec(["train", "p.tra", "--out", "m.inkmodel", "--log-json", "log.json", "--epochs", "1"], in: folder)
            #expect(result.code == .usage, "\(result.stderr)")
            #expect(result.stderr.contains("is the --out model"), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("new.inkmodel").path))
        }
    }

    /// The trial's `convert cv/writer1_1.inkml cv --to inkml --replace` wrote 00001.inkml and then
    /// removed the inputs as old files; an input inside the output folder (directly, or through a
    /// linked folder) is now refused before anything is written or removed.
    @Test(arguments: [["cv/writer1_1.inkml", "cv"], ["cv/writer1_1.inkml", "link/cv"], ["link/cv/writer1_1.inkml", "./cv/"]])
    func convertRefusesAnOutputFolderHoldingAnInput(_ paths: [String]) throws {
        try withTemporaryFolder { folder in
            let cv = folder.appendingPathComponent("cv")
            try FileManager.default.copyItem(at: TestPaths.datasets.appendingPathComponent("fc-flowchart"), to: cv)
            try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("link"), withDestinationURL: folder)
            let before = try Self.contents(cv)
            let result = runInkrec(["convert", paths[0], paths[1], "--to", "inkml", "--replace"], in: folder)
            #expect(result.code == .usage, "\(result.stderr)")
            #expect(result.stderr.contains("the input \(paths[0]) lies inside the output folder"), "\(result.stderr)")
            // Both named as typed (trial 14).
            #expect(result.stderr.contains("lies inside the output folder \(paths[1]): choose another output folder"), "\(result.stderr)")
            #expect(try Self.contents(cv) == before)
        }
    }

    @Test func replaceLetsLexiconReplaceAFile() throws {
        try withTemporaryFolder { folder in
            try Self.fillScratch(folder)
            let result = runInkrec(["lexicon", "words.txt", "w.lexicon", "--replace"], in: folder)
            #expect(result.code == .success, "\(result.stderr)")
            #expect(result.stdout.hasPrefix("3 words of 3 lines"), "\(result.stdout)")
            // Named as typed, not absolute (trial 18).
            #expect(result.stdout.contains("above the floor frequency) → w.lexicon\n"), "\(result.stdout)")
        }
    }

    /// Every file under `url` (a file or folder) with its bytes.
    static func contents(_ url: URL) throws -> [String: Data] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            return [url.lastPathComponent: try Data(contentsOf: url)]
        }
        var files: [String: Data] = [:]
        for name in try FileManager.default.subpathsOfDirectory(atPath: url.path) {
            let file = url.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[name] = try Data(contentsOf: file)
            }
        }
        return files
    }
}
