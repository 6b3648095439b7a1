import Foundation
import InkFormats
import Testing
import TestSupport

@testable import InkRecCLI

/// Trial 6: `info` walked its folders twice, once for `.inkmodel` files and once for ink. Both now
/// come from one walk per path, which keeps the path as given.
@Suite struct WalkedPathTests {
    @Test func oneWalkPerPathKeepsThePathAsGiven() throws {
        let (context, _, _) = CommandContext.captured(currentDirectory: TestPaths.packageRoot)
        let walked = try context.walk(["Datasets/fc-flowchart", "Models/digits.inkmodel"])
        #expect(walked.map(\.path) == ["Datasets/fc-flowchart", "Models/digits.inkmodel"])
        #expect(walked[0].files.map(\.lastPathComponent) == ["SOURCE.md", "writer14_4.inkml", "writer17_4b.inkml", "writer1_1.inkml"])
        #expect(walked[1].files == [walked[1].url])
        #expect(throws: InkFormatError.self) { try context.walk(["Datasets/fc-flowchart", "Datasets/none"]) }
    }

    /// Models and ink of one folder, found by the one walk.
    @Test func infoDescribesModelsAndInkOfOneFolder() throws {
        try withTemporaryFolder { folder in
            try FileManager.default.copyItem(at: TestPaths.models.appendingPathComponent("digits.inkmodel"), to: folder.appendingPathComponent("d.inkmodel"))
            try FileManager.default.copyItem(
                at: TestPaths.datasets.appendingPathComponent("fc-flowchart/writer1_1.inkml"), to: folder.appendingPathComponent("p.inkml"))
            let result = runInkrec(["info", ".", "--json"], in: folder)
            #expect(result.code == .success, "\(result.stderr)")
            let report = try jsonObject(result.stdout)
            #expect((report["models"] as? [[String: Any]])?.count == 1)
            #expect(((report["ink"] as? [String: Any])?["total"] as? [String: Any])?["drawings"] as? Int == 1)
        }
    }

    /// A file named twice, or inside a folder also named, was read (and counted) twice.
    @Test func aFileReachedTwiceIsReadOnceWithAWarning() throws {
        let once = runInkrec(["eval", "shapes", "Datasets/fc-flowchart", "--json"], in: TestPaths.packageRoot)
        let twice = runInkrec(
            ["eval", "shapes", "Datasets/fc-flowchart", "Datasets/fc-flowchart/writer1_1.inkml", "Datasets/fc-flowchart", "--json"],
            in: TestPaths.packageRoot)
        #expect(once.code == .success && twice.code == .success, "\(twice.stderr)")
        let samples = try [once, twice].map { try jsonObject($0.stdout)["samples"] as? Int }
        #expect(samples[0] != nil && samples[0]! > 0)
        #expect(samples[1] == samples[0])
        #expect(twice.stderr.contains("warning: Datasets/fc-flowchart/writer1_1.inkml and 3 other files given more than once: read once"), "\(twice.stderr)")
        #expect(!once.stderr.contains("more than once"))
    }

    /// Trial 21: a hard link (same device and inode, other name) was read twice, doubling the
    /// counts; a symbolic link inside a folder given once was read once but warned of as "given
    /// more than once". Both are now read once, warned of as the same file as the one read.
    @Test func aLinkedFileIsReadOnceAndNamedAsTheSameFile() throws {
        try withTemporaryFolder { folder in
            let data = folder.appendingPathComponent("d")
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
            let record = #"{"id":"a","label":"line","writer":"w1","strokes":[[[0,0,0],[10,0,0.1]]]}"#
            try Data((record + "\n").utf8).write(to: data.appendingPathComponent("a.ndjson"))
            try FileManager.default.linkItem(at: data.appendingPathComponent("a.ndjson"), to: data.appendingPathComponent("c.ndjson"))
            let hard = runInkrec(["info", "d", "--json"], in: folder)
            #expect(hard.code == .success, "\(hard.stderr)")
            #expect((try jsonObject(hard.stdout)["total"] as? [String: Any])?["drawings"] as? Int == 1)
            #expect(hard.stderr.contains("warning: d/c.ndjson is the same file as d/a.ndjson (a link): read once"), "\(hard.stderr)")
            try FileManager.default.removeItem(at: data.appendingPathComponent("c.ndjson"))
            try FileManager.default.createSymbolicLink(atPath: data.appendingPathComponent("b.ndjson").path, withDestinationPath: "a.ndjson")
            let symbolic = runInkrec(["info", "d", "--json"], in: folder)
            #expect((try jsonObject(symbolic.stdout)["total"] as? [String: Any])?["drawings"] as? Int == 1)
            #expect(symbolic.stderr.contains("warning: d/b.ndjson is the same file as d/a.ndjson (a link): read once"), "\(symbolic.stderr)")
            #expect(!symbolic.stderr.contains("more than once"), "\(symbolic.stderr)")
        }
    }
}
