import Foundation
import InkFormats
import Testing
import TestSupport

@Suite struct ConvertCommandTests {
    @Test func inkmlToNDJSONToJSONKeepsEverySample() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = TestPaths.datasets.appendingPathComponent("fc-flowchart").path
        let toNDJSON = runInkrec(["convert", source, "pages.ndjson"], in: folder)
        #expect(toNDJSON.code == .success)
        #expect(toNDJSON.stdout == "wrote 3 drawing(s) as ndjson to pages.ndjson\n")
        let toJSON = runInkrec(["convert", "pages.ndjson", "pages.json", "--json"], in: folder)
        #expect(toJSON.code == .success)
        #expect(try jsonObject(toJSON.stdout)["samples"] as? Int == 3)

        // Counted under the file actually read, not the InkML files the samples name as their source.
        let info = try jsonObject(runInkrec(["info", "pages.json", "--json"], in: folder).stdout)
        let formats = try #require(info["formats"] as? [String: [String: Any]])
        #expect(Array(formats.keys) == ["json"])
        #expect(formats["json"]?["files"] as? Int == 1)

        let original = try InkDataset.load(paths: [URL(fileURLWithPath: source)]).samples
        let viaNDJSON = try InkDataset.load(paths: [folder.appendingPathComponent("pages.ndjson")]).samples
        let viaJSON = try InkDataset.load(paths: [folder.appendingPathComponent("pages.json")]).samples
        #expect(viaNDJSON.count == 3)
        for (converted, expected) in zip(viaJSON, original) {
            #expect(converted.label == expected.label)
            #expect(converted.writer == expected.writer)
            #expect(converted.split == expected.split)
            #expect(converted.drawing.strokes.map(\.locations) == expected.drawing.strokes.map(\.locations))
            #expect(converted.drawing.groups == expected.drawing.groups)
        }
    }

    @Test func groupsToAFolderOfInkMLFiles() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = TestPaths.datasets.appendingPathComponent("fc-flowchart").path
        let result = runInkrec(["convert", source, "symbols", "--groups", "--to", "inkml"], in: folder)
        #expect(result.code == .success)
        #expect(result.stdout == "wrote 50 drawing(s) as inkml to 50 files in symbols\n")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("symbols").path).sorted()
        #expect(files.count == 50)
        #expect(files.first == "00001.inkml")
        let samples = try InkDataset.load(paths: [folder.appendingPathComponent("symbols")]).samples
        #expect(Set(samples.map(\.label)) == ["arrow", "connection", "data", "decision", "process", "terminator", "text"])
        #expect(Set(samples.compactMap(\.writer)).count == 3)
    }

    @Test func oneSampleToOneInkMLFile() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = TestPaths.datasets.appendingPathComponent("fc-flowchart/writer1_1.inkml").path
        #expect(runInkrec(["convert", page, "page.inkml"], in: folder).code == .success)
        let sample = try #require(try InkDataset.load(paths: [folder.appendingPathComponent("page.inkml")]).samples.first)
        let original = try #require(try InkDataset.load(paths: [URL(fileURLWithPath: page)]).samples.first)
        #expect(sample.drawing.strokes == original.drawing.strokes)
        #expect(sample.label == original.label)
    }

    /// pendigits' 14 test writers mostly hash to train: recomputing the split from the writer on
    /// read would turn test data into training data.
    @Test func testSplitToInkMLAndBackStaysTest() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = TestPaths.datasets.appendingPathComponent("pendigits/pendigits-orig.tes").path
        #expect(runInkrec(["convert", source, "all.ndjson", "--split", "test"], in: folder).code == .success)
        let lines = try String(contentsOf: folder.appendingPathComponent("all.ndjson"), encoding: .utf8).split(separator: "\n")
        try lines.prefix(300).joined(separator: "\n").write(to: folder.appendingPathComponent("part.ndjson"), atomically: true, encoding: .utf8)
        #expect(runInkrec(["convert", "part.ndjson", "inkml", "--to", "inkml"], in: folder).code == .success)
        let back = runInkrec(["convert", "inkml", "back.ndjson"], in: folder)
        #expect(back.stdout == "wrote 300 drawing(s) as ndjson to back.ndjson\n")
        for converted in ["inkml", "back.ndjson"] {
            let samples = try InkDataset.load(paths: [folder.appendingPathComponent(converted)]).samples
            #expect(samples.count == 300)
            #expect(samples.filter { $0.split != .test }.count == 0, "\(converted)")
            #expect(Set(samples.compactMap(\.writer)).count == 14)
        }
    }

    @Test func usageAndInputErrors() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = TestPaths.datasets.appendingPathComponent("fc-flowchart").path
        let unknownTarget = runInkrec(["convert", source, "out.txt"], in: folder)
        #expect(unknownTarget.code == .usage)
        #expect(unknownTarget.stderr.hasPrefix("inkrec convert: cannot tell the output format from 'out.txt': use --to inkml|json|ndjson\n"))
        let manyInOne = runInkrec(["convert", source, "all.inkml"], in: folder)
        #expect(manyInOne.code == .usage)
        #expect(manyInOne.stderr.hasPrefix("inkrec convert: 3 drawings cannot go in one InkML file: give a folder as OUT\n"))
        #expect(runInkrec(["convert", "missing.ndjson", "out.json"], in: folder).code == .badInput)
        #expect(runInkrec(["convert", source], in: folder).code == .usage)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
