import Foundation
import InkCore
import InkFormats
import TestSupport
import Testing

/// `InkDataset.load(_:format:path:)`: every format read from memory by the same readers as files.
@Suite struct InMemoryLoadingTests {
    private static func file(_ relative: String) -> URL { TestPaths.datasets.appendingPathComponent(relative) }

    /// The bytes of a shipped file read in memory under its own path give exactly the samples
    /// `load(paths:)` gives for the file.
    @Test(arguments: [
        ("dollar1-unistroke/s02/medium/arrow01.xml", InkFormat.gestureXML, 1),
        ("quickdraw-shapes/circle.ndjson", .quickDraw, 44),
        ("pendigits/pendigits-orig.tes", .unipen, 3498),
        ("fc-flowchart/writer1_1.inkml", .inkml, 1),
    ])
    func memoryReadsWhatTheFileReads(relative: String, format: InkFormat, count: Int) throws {
        let url = Self.file(relative)
        let fromFile = try InkDataset.load(paths: [url]).samples
        let fromMemory = try InkDataset.load(Data(contentsOf: url), format: format, path: url.path).samples
        #expect(fromMemory.count == count)
        #expect(fromMemory == fromFile)
    }

    @Test func gestureFromAStringWithoutAPath() throws {
        let xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <Gesture Name="check03" Subject="7"><Point X="0" Y="10" T="1000" /><Point X="5" Y="15" T="1010" />
            <Point X="20" Y="0" T="1030" /></Gesture>
            """
        let sample = try #require(try InkDataset.load(Data(xml.utf8), format: .gestureXML).samples.first)
        #expect(sample.label == "check" && sample.writer == "s07" && sample.source == "<input>")
        #expect(sample.drawing.strokes.map(\.points.count) == [3])
        #expect(abs((sample.drawing.strokes[0].points[2].timeOffset ?? 0) - 0.03) < 1e-12)
    }

    /// Errors carry the name given (or `<input>`) with line and column or record.
    @Test func malformedInputThrowsWithItsPlace() throws {
        let truncated = Data("<Gesture Name=\"a1\" Subject=\"1\">\n<Point X=\"1\" Y=".utf8)
        #expect {
            try InkDataset.load(truncated, format: .gestureXML, path: "pasted.xml")
        } throws: { error in
            guard let error = error as? InkFormatError, case .malformedXML = error.reason else { return false }
            return error.path == "pasted.xml" && error.line == 2 && error.column != nil
        }
        let lines = Data("""
            {"word":"circle","key_id":"1","drawing":[[[0,10],[0,10]]]}
            {"word":"circle","key_id":"2","drawing":[[[0,10],[0]]]}
            """.utf8)
        #expect {
            try InkDataset.load(lines, format: .quickDraw)
        } throws: { error in
            guard let error = error as? InkFormatError, case .unexpected = error.reason else { return false }
            return error.path == "<input>" && error.line == 2
        }
        let skipping = try InkDataset.load(lines, format: .quickDraw, skipMalformed: true)
        #expect(skipping.samples.count == 1 && skipping.skipped.map(\.line) == [2])
    }

    /// In-memory UNIPEN resolves no `.INCLUDE`: a word file whose ink lies in its include is
    /// refused naming the include and its line.
    @Test func unipenIncludesAreNotResolvedInMemory() throws {
        let url = Self.file("unipen-train_r01_v07/data/7/art/art08trn.dat")
        #expect(try InkDataset.load(paths: [url]).samples.count > 0)
        #expect {
            try InkDataset.load(Data(contentsOf: url), format: .unipen, path: "art08trn.dat")
        } throws: { error in
            guard let error = error as? InkFormatError, case .includeFolderNotFound(let name) = error.reason else {
                return false
            }
            return name == "art/data/art08trn.dat" && error.path == "art08trn.dat" && error.line == 2
        }
    }

    /// The split filter applies as for files: pendigits test file, `.tes` named in `path`.
    @Test func splitFiltersInMemorySamples() throws {
        let data = try Data(contentsOf: Self.file("pendigits/pendigits-orig.tes"))
        #expect(try InkDataset.load(data, format: .unipen, path: "p.tes", split: .train).samples.isEmpty)
        #expect(try InkDataset.load(data, format: .unipen, path: "p.tes", split: .test).samples.count == 3498)
    }
}
