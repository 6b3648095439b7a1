import Foundation
import InkFormats
import Testing
import TestSupport

/// "\r\n" is one Character in Swift: a first line cut at `!= "\n"` ran on past a CRLF line end
/// (trial 24, the same pattern as `inkrec lexicon`'s).
@Suite struct InkFormatLineEndTests {
    /// Break 24: with an editor's byte-order mark it was taken for bad UNIPEN ink.
    @Test(arguments: [("", "\n"), ("", "\r\n"), ("\u{FEFF}", "\n"), ("\u{FEFF}", "\r\n")])
    func pendigitsCSVInAFolderIsPassedOverWhateverItsLineEnds(bom: String, newline: String) throws {
        try withTemporaryFolder { folder in
            let csv = folder.appendingPathComponent("pendigits.tra")
            try Data("\(bom)47, 100, 27, 81, 57, 37, 26, 0, 0, 23, 56, 53, 100, 90, 40, 98, 8\(newline)0, 89, 27, 100, 42, 75\(newline)".utf8).write(to: csv)
            #expect(try InkFormat.reading(csv, given: nil, isNamed: false) == nil)
        }
    }

    @Test func quickDrawIsToldByItsFirstCRLFLineOnly() {
        let ndjson = "{\"label\": \"a\", \"strokes\": []}\r\n{\"word\": \"cat\", \"drawing\": [[[0, 1], [0, 1]]]}\r\n"
        #expect(InkFormat.detect(Data(ndjson.utf8)) == .labeledNDJSON)
        let quickDraw = "{\"word\": \"cat\", \"drawing\": [[[0, 1], [0, 1]]]}\r\n"
        #expect(InkFormat.detect(Data(quickDraw.utf8)) == .quickDraw)
    }
}
