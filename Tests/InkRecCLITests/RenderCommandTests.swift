import Foundation
import Testing
import TestSupport
@testable import InkRecCLI

@Suite struct RenderCommandTests {
    @Test func gridOfTheShippedPages() throws {
        try withTemporaryFolder { folder in
            let source = TestPaths.datasets.appendingPathComponent("fc-flowchart").path
            let result = runInkrec(["render", source, "pages.svg"], in: folder)
            #expect(result.code == .success)
            #expect(result.stdout == "drew 3 of 3 drawings to pages.svg\n")
            let svg = try String(contentsOf: folder.appendingPathComponent("pages.svg"), encoding: .utf8)
            #expect(svg.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
            #expect(svg.components(separatedBy: "<path ").count - 1 == 163)  // one path per stroke
            #expect(svg.components(separatedBy: "<text ").count - 1 == 3)  // one label per drawing
        }
    }

    @Test func groupsWithALimit() throws {
        try withTemporaryFolder { folder in
            let source = TestPaths.datasets.appendingPathComponent("fc-flowchart").path
            let result = runInkrec(["render", source, "symbols.svg", "--groups", "--limit", "10", "--columns", "5", "--json"], in: folder)
            #expect(result.code == .success)
            let report = try jsonObject(result.stdout)
            #expect(report["drawn"] as? Int == 10)
            #expect(report["samples"] as? Int == 50)
            let svg = try String(contentsOf: folder.appendingPathComponent("symbols.svg"), encoding: .utf8)
            #expect(svg.contains("width=\"1000\""))  // 5 columns of 200-pixel cells
            // Trial 21: "drew 24 of 50 drawings" for groups.
            let text = runInkrec(["render", source, "symbols.svg", "--groups", "--limit", "24", "--replace"], in: folder)
            #expect(text.stdout == "drew 24 of 50 labelled stroke groups to symbols.svg\n", "\(text.stdout)")
        }
    }

    /// /proc exists and (for root) passes the writable check, but takes no new file: the error
    /// says which step failed, in which folder, and the system's reason, not Foundation's "The
    /// operation could not be completed".
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self"), "needs Linux's /proc"))
    func folderThatTakesNoFilesIsNamed() throws {
        try withTemporaryFolder { folder in
            let source = TestPaths.datasets.appendingPathComponent("fc-flowchart").path
            let result = runInkrec(["render", source, "/proc/nope.svg"], in: folder)
            #expect(result.code == .badInput)
            #expect(!result.stderr.contains("could not be completed"), "\(result.stderr)")
            let reasons = [
                // root: the write itself fails.
                "/proc/nope.svg: cannot write file: cannot write a file in /proc: No such file or directory (the folder exists but takes no new files)\n",
                // another user: the check before any work.
                "cannot write /proc/nope.svg: the folder /proc is not writable\n",
            ]
            #expect(reasons.contains { result.stderr.hasSuffix($0) }, "\(result.stderr)")
        }
    }

    @Test func usageErrors() throws {
        try withTemporaryFolder { folder throws in
            let source = TestPaths.datasets.appendingPathComponent("fc-flowchart").path
            let notSVG = runInkrec(["render", source, "pages.png"], in: folder)
            #expect(notSVG.code == .usage)
            #expect(notSVG.stderr.hasPrefix("inkrec render: OUT must be an .svg file, got 'pages.png'\n"))
            #expect(runInkrec(["render", source, "a.svg", "--limit", "-1"], in: folder).code == .usage)
            #expect(runInkrec(["render", source, "a.svg", "--columns", "0"], in: folder).code == .usage)
            #expect(runInkrec(["render", "missing.ndjson", "a.svg"], in: folder).code == .badInput)
            let noGroups = runInkrec(["render", TestPaths.datasets.appendingPathComponent("dollar1-unistroke").path, "a.svg", "--groups"], in: folder)
            #expect(noGroups.code == .badInput)
            #expect(noGroups.stderr.hasPrefix("inkrec render: error: no labelled stroke group in "))
            let missingFolder = runInkrec(["render", "missing.ndjson", "no/such/folder/a.svg"], in: folder)
            #expect(missingFolder.code == .badInput)
            // Named as typed (trial 14: the absolute paths were printed).
            #expect(missingFolder.stderr.hasPrefix("inkrec render: error: cannot write no/such/folder/a.svg: the folder no/such/folder does not exist\n"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }
}
