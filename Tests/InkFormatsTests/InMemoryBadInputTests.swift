import Foundation
import InkFormats
import Testing

/// Bad documents given to `InkDataset.load(_:format:)`: each gets the typed error the file
/// reader gives, with the name passed, or a documented result.
@Suite struct InMemoryBadInputTests {
    /// No bytes, or only whitespace and a byte-order mark, is an empty file (at line 1, as the
    /// UNIPEN reader always said) in every format: Quick, Draw! and labelled ndjson gave no
    /// samples and no error before.
    @Test(arguments: InkFormat.allCases)
    func blankDocumentIsAnEmptyFile(format: InkFormat) {
        for text in ["", " \n\t\r\n", "\u{FEFF}\n"] {
            #expect(throws: InkFormatError(path: "pasted", line: 1, reason: .emptyFile)) {
                try InkDataset.load(Data(text.utf8), format: format, path: "pasted")
            }
            let skipped = try? InkDataset.load(Data(text.utf8), format: format, path: "pasted", skipMalformed: true)
            #expect(skipped?.samples.isEmpty == true && skipped?.skipped == [InkFormatError(path: "pasted", line: 1, reason: .emptyFile)])
        }
    }

    /// A NaN coordinate: a typed error at its place in the text formats; in UNIPEN, only its
    /// segment is lost when skipping.
    @Test func nanCoordinateIsRefusedWhereItStands() throws {
        #expect {
            try InkDataset.load(
                Data("<Gesture Name=\"a1\" Subject=\"1\"><Point X=\"nan\" Y=\"1\" T=\"0\"/></Gesture>".utf8),
                format: .gestureXML, path: "g.xml")
        } throws: { error in
            (error as? InkFormatError) == InkFormatError(path: "g.xml", line: 1, column: 58, reason: .invalidNumber("nan"))
        }
        let unipen = Data("""
            .SEGMENT DIGIT 0 ? "8"
            .PEN_DOWN
             1 2
             nan 3
             4 5
            .PEN_UP
            .SEGMENT DIGIT 1 ? "1"
            .PEN_DOWN
             1 2
             4 5
            .PEN_UP

            """.utf8)
        #expect {
            try InkDataset.load(unipen, format: .unipen, path: "p.tes")
        } throws: { error in
            guard let error = error as? InkFormatError, case .nonFiniteValue(stroke: 0, point: 1) = error.reason else { return false }
            return error.path == "p.tes" && error.record == 0
        }
        let skipping = try InkDataset.load(unipen, format: .unipen, path: "p.tes", skipMalformed: true)
        #expect(skipping.samples.map(\.label) == ["1"] && skipping.skipped.count == 1)
    }

    /// A one-point stroke is read as it is (one point), not refused: single-point strokes are
    /// valid ink (a dot).
    @Test func onePointStrokeIsKept() throws {
        let quickDraw = try InkDataset.load(
            Data(#"{"word":"circle","key_id":"1","drawing":[[[5],[7]]]}"#.utf8), format: .quickDraw)
        #expect(quickDraw.samples.map { $0.drawing.strokes.map(\.points.count) } == [[1]])
        let unipen = try InkDataset.load(
            Data(".SEGMENT DIGIT 0 ? \"8\"\n.PEN_DOWN\n 1 2\n.PEN_UP\n".utf8), format: .unipen, path: "p.tes")
        #expect(unipen.samples.map { $0.drawing.strokes.map(\.points.count) } == [[1]])
    }
}
