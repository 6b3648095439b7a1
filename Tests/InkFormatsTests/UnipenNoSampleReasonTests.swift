import Foundation
import InkFormats
import Testing
import TestSupport

/// UNIPEN files with keyword lines and no labelled `.SEGMENT` read as no samples and no error
/// (documented: a header alone is what `UnipenWriter` writes for none); trial 17 found the CLI
/// then said "no ink in X" with no reason, and CR-only line ends read as one keyword line.
@Suite("UNIPEN: why a file has no sample")
struct UnipenNoSampleReasonTests {
    static func cases() throws -> [(name: String, text: String, reason: String)] { [
        ("header.unp", String(decoding: try UnipenWriter.encode([]), as: UTF8.self),
         "no .PEN_DOWN block and no .SEGMENT (a header alone)"),
        ("nosegment.unp", ".VERSION 1.0\n.COORD X Y\n.PEN_DOWN\n1 2\n3 4\n.PEN_UP\n",
         "no .SEGMENT: 1 pen-down block that no .SEGMENT names as a sample"),
        ("unlabelled.unp", ".COORD X Y\n.SEGMENT SENTENCE 0 ?\n.PEN_DOWN\n1 2\n.PEN_UP\n.PEN_DOWN\n5 6\n",
         "no labelled .SEGMENT: 2 pen-down blocks; 1 .SEGMENT has no quoted label"),
        ("trunc.unp", ".VERSION 1.0\n.COORD X Y\n.VE", "no labelled .SEGMENT: the file ends mid-line at line 3 (\".VE\"), cut off?"),
    ] }

    @Test("each reads as no samples, as documented, and the reason tells which")
    func reasons() throws {
        try withTemporaryFolder { folder in
            for (name, text, reason) in try Self.cases() {
                let url = folder.appendingPathComponent(name)
                try Data(text.utf8).write(to: url)
                #expect(try InkDataset.load(paths: [url]).samples.isEmpty, "\(name)")
                #expect(try InkDataset.load(Data(text.utf8), format: .unipen, path: name).samples.isEmpty, "\(name)")
                #expect(InkDataset.noSampleReason(at: url) == reason, "\(name)")
            }
        }
    }

    @Test("a file with a sample, or of another format, has no reason to give")
    func noReason() throws {
        try withTemporaryFolder { folder in
            let unipen = folder.appendingPathComponent("ok.unp")
            try Data(".COORD X Y\n.SEGMENT CHARACTER 0 ? \"a\"\n.PEN_DOWN\n1 2\n".utf8).write(to: unipen)
            let json = folder.appendingPathComponent("none.json")
            try Data("{\"format\":\"inkrec\",\"version\":1,\"samples\":[]}".utf8).write(to: json)
            #expect(InkDataset.noSampleReason(at: unipen) == nil)
            #expect(InkDataset.noSampleReason(at: json) == nil)
            #expect(InkDataset.noSampleReason(at: folder) == nil)
        }
    }

    @Test("carriage returns alone end lines (classic Mac OS); CRLF reads as before")
    func carriageReturnOnly() throws {
        let lines = [".VERSION 1.0", ".COORD X Y", ".SEGMENT TEXT 0 ? \"a\"", ".PEN_DOWN", "1 2", "3 4", ".PEN_UP", ""]
        for separator in ["\r", "\r\n"] {
            let samples = try InkDataset.load(Data(lines.joined(separator: separator).utf8), format: .unipen, path: "cr.unp").samples
            #expect(samples.map(\.label) == ["a"], "\(separator.debugDescription)")
            #expect(samples.first?.drawing.strokes.map(\.count) == [2], "\(separator.debugDescription)")
        }
    }
}
