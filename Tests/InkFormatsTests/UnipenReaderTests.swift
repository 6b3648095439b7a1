import Foundation
import InkCore
import InkFormats
import Testing

/// `UnipenReader` on files that give no segment (trial 17: each was "no ink in X" with no reason)
/// and on CR-only line ends.
@Suite("UNIPEN reader")
struct UnipenReaderTests {
    private func skipped(_ text: String) throws -> [String] {
        try InkDataset.load(Data(text.utf8), format: .unipen, path: "x.unp", skipMalformed: true).skipped.map(\.description)
    }

    @Test("pen data without a .SEGMENT names the pen-down blocks it found")
    func penDataWithoutSegment() throws {
        #expect(
            try skipped(".VERSION 1.0\n.COORD X Y\n.PEN_DOWN\n1 2\n3 4\n.PEN_UP\n.PEN_DOWN\n5 6\n")
                == ["x.unp: expected a .SEGMENT naming the ink (.SEGMENT level delineation quality \"label\"), found 2 pen-down blocks and no .SEGMENT"])
    }

    @Test("a file of header lines only says it has neither pen data nor a .SEGMENT")
    func headerOnly() throws {
        #expect(
            try skipped(".VERSION 1.0\n.COORD X Y\n")
                == ["x.unp: expected a .SEGMENT naming the ink (.SEGMENT level delineation quality \"label\"), found no .PEN_DOWN block and no .SEGMENT"])
    }

    @Test("a file cut off mid-line before any .SEGMENT is called truncated, with its last line")
    func truncatedBeforeSegment() throws {
        #expect(
            try skipped(".VERSION 1.0\n.VE")
                == ["x.unp:2: expected a .SEGMENT naming the ink (.SEGMENT level delineation quality \"label\"), found the end of the file mid-line (truncated)"])
        let error = try #require(throws: InkFormatError.self) {
            try InkDataset.load(Data(".VE".utf8), format: .unipen, path: "x.unp")
        }
        #expect(error.line == 1)
    }

    @Test("carriage returns alone end lines: the trial's CR-only file reads its one segment")
    func crOnlyLineEnds() throws {
        let text = ".VERSION 1.0\r.COORD X Y\r.SEGMENT TEXT 0 ? \"a\"\r.PEN_DOWN\r1 2\r3 4\r.PEN_UP\r"
        let result = try InkDataset.load(Data(text.utf8), format: .unipen, path: "x.unp")
        #expect(result.samples.map(\.label) == ["a"])
        let lineFeeds = try InkDataset.load(Data(text.replacingOccurrences(of: "\r", with: "\n").utf8), format: .unipen, path: "x.unp")
        #expect(result.samples.first?.drawing.strokes.map(\.locations) == [[Vector2(1, -2), Vector2(3, -4)]])
        #expect(result.samples.map(\.drawing) == lineFeeds.samples.map(\.drawing))
    }
}
