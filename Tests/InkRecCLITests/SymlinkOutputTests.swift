import Foundation
import InkFormats
import Testing
import TestSupport

/// An output path that is a symbolic link is written through, as `cp` and `>` write: the link
/// stays a link and its target gets the data. An output that is (or leads to) an input is refused
/// before anything is read, so no failure can lose the input.
@Suite struct SymlinkOutputTests {
    static let page = TestPaths.datasets.appendingPathComponent("fc-flowchart/writer14_4.inkml").path

    /// `folder/real/target.json` holding "old", and the link `folder/out.json` to it (relative).
    static func linkedTarget(in folder: URL) throws -> (link: URL, target: URL) {
        let real = folder.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: false)
        let target = real.appendingPathComponent("target.json")
        try Data("old".utf8).write(to: target)
        let link = folder.appendingPathComponent("out.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real/target.json")
        return (link, target)
    }

    @Test func replaceWritesThroughTheLink() throws {
        try withTemporaryFolder { folder throws in
            let (link, target) = try Self.linkedTarget(in: folder)
            let result = runInkrec(["convert", Self.page, "out.json", "--replace"], in: folder)
            #expect(result.code == .success, "\(result.stderr)")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real/target.json")
            #expect(try InkJSON.decode(Data(contentsOf: target)).count == 1)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("real").path) == ["target.json"])
        }
    }

    @Test func linkToAnExistingFileNeedsReplace() throws {
        try withTemporaryFolder { folder throws in
            let (link, target) = try Self.linkedTarget(in: folder)
            let result = runInkrec(["convert", Self.page, "out.json"], in: folder)
            #expect(result.code == .usage)
            #expect(result.stderr.contains("out.json already exists: give --replace"), "\(result.stderr)")
            #expect(try Data(contentsOf: target) == Data("old".utf8))
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real/target.json")
        }
    }

    /// The output named directly, or through a link, as the input: refused even with --replace,
    /// and the input and the link stay as they were.
    @Test(arguments: ["in.ndjson", "alias.ndjson", "./sub/../in.ndjson"])
    func outputThatIsTheInputIsRefused(output: String) throws {
        try withTemporaryFolder { folder throws in
            let input = folder.appendingPathComponent("in.ndjson")
            #expect(runInkrec(["convert", Self.page, "in.ndjson"], in: folder).code == .success)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: false)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("alias.ndjson").path, withDestinationPath: "in.ndjson")
            let before = try Data(contentsOf: input)
            let result = runInkrec(["convert", "in.ndjson", output, "--to", "ndjson", "--replace"], in: folder)
            #expect(result.code == .usage)
            #expect(result.stderr.contains("is the input in.ndjson"), "\(result.stderr)")
            #expect(try Data(contentsOf: input) == before)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("alias.ndjson").path) == "in.ndjson")
        }
    }

    /// A link into a folder that does not exist names the target's folder.
    @Test func linkIntoAMissingFolderIsBadInput() throws {
        try withTemporaryFolder { folder throws in
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("out.json").path, withDestinationPath: "gone/target.json")
            let result = runInkrec(["convert", Self.page, "out.json"], in: folder)
            #expect(result.code == .badInput)
            #expect(result.stderr.contains("the folder \(folder.standardizedFileURL.path)/gone does not exist"), "\(result.stderr)")
        }
    }
}
