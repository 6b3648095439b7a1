import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport

private func read(_ xml: String, path: String = "brush.inkml") throws -> InkDrawing {
    try InkDrawing(inkML: Data(xml.utf8), path: path)
}

/// The error reading `xml` throws, or `nil` when it reads.
private func readError(_ xml: String) -> InkFormatError? {
    do {
        _ = try read(xml)
        return nil
    } catch {
        return error as? InkFormatError
    }
}

private let pointsPerMillimetre = 72 / 25.4

@Suite("InkML brushes")
struct InkMLBrushTests {
    @Test("colour, width and ink type round-trip exactly, one brush per distinct style")
    func roundTrip() throws {
        let points = [InkPoint(x: 0, y: 0), InkPoint(x: 10, y: 5)]
        let drawing = InkDrawing(strokes: [
            InkStroke(points: points, inkType: "pen", color: "#ff0000", width: 2, id: "a"),
            InkStroke(points: points, id: "b"),
            InkStroke(points: points, inkType: "pen", color: "#ff0000", width: 2, id: "c"),
            InkStroke(points: points, color: "#00FF00", width: 0.1 + 0.2, id: "d"),
            InkStroke(points: [], inkType: "marker", id: "e"),
            InkStroke(points: [points[0]], width: 0, id: "f"),
        ])
        let data = try drawing.inkMLData()
        let xml = String(decoding: data, as: UTF8.self)
        #expect(xml.components(separatedBy: "<brush ").count - 1 == 4)
        #expect(xml.contains("<brushProperty name=\"width\" value=\"0.30000000000000004\" units=\"pt\"/>"))
        #expect(xml.contains("<brushProperty name=\"inkrec:inkType\" value=\"pen\"/>"))
        let back = try InkDrawing(inkML: data)
        #expect(back == drawing)
        #expect(back.strokes[1].color == nil && back.strokes[1].width == nil && back.strokes[1].inkType == nil)
    }

    @Test("the trial's file: #FF0000 and 2 mm read as 5.669 pt on both traces")
    func millimetres() throws {
        let drawing = try read("""
            <ink xmlns="http://www.w3.org/2003/InkML">
             <definitions><brush xml:id="b1"><brushProperty name="color" value="#FF0000"/><brushProperty name="width" value="2" units="mm"/></brush></definitions>
             <traceGroup><trace brushRef="#b1">0 0, 10 0</trace><trace brushRef="b1">0 10, 30 10</trace></traceGroup>
            </ink>
            """)
        for stroke in drawing.strokes {
            #expect(stroke.color == "#FF0000")
            #expect(abs((stroke.width ?? 0) - 2 * pointsPerMillimetre) < 1e-12)
            #expect(stroke.inkType == nil)
        }
    }

    @Test("width units: pt, pc, in, cm, m, himetric by length; none, dev and px as written", arguments: [
        ("pt", 3.0), ("pc", 36.0), ("in", 216.0), ("cm", 3 * 72 / 2.54), ("m", 3 * 72 / 0.0254),
        ("himetric", 3 * 72 / 2540), ("dev", 3.0), ("px", 3.0), (nil, 3.0),
    ] as [(String?, Double)])
    func units(units: String?, points: Double) throws {
        let attribute = units.map { " units=\"\($0)\"" } ?? ""
        let drawing = try read("""
            <ink><definitions><brush xml:id="b"><brushProperty name="width" value="3"\(attribute)/></brush></definitions>
            <trace brushRef="#b">0 0</trace></ink>
            """)
        #expect(abs((drawing.strokes[0].width ?? .nan) - points) <= 1e-12 * points)
    }

    @Test("a trace takes its own brush, else its context's, its group's (nearest first), the one in force")
    func inheritance() throws {
        let drawing = try read("""
            <ink>
             <definitions>
              <brush xml:id="red"><brushProperty name="color" value="#FF0000"/></brush>
              <brush xml:id="wide" brushRef="#red"><brushProperty name="width" value="4" units="pt"/></brush>
              <brush xml:id="blue"><brushProperty name="color" value="#0000FF"/></brush>
              <context xml:id="c"><traceFormat><channel name="X"/><channel name="Y"/></traceFormat><brush xml:id="green"><brushProperty name="color" value="#00FF00"/></brush></context>
             </definitions>
             <trace>0 0</trace>
             <traceGroup brushRef="#red">
              <trace>1 1</trace>
              <trace brushRef="#blue">2 2</trace>
              <traceGroup><trace>3 3</trace></traceGroup>
              <traceGroup brushRef="#wide"><trace>4 4</trace><trace contextRef="#c">5 5</trace></traceGroup>
             </traceGroup>
             <context brushRef="#blue"/>
             <trace>6 6</trace>
            </ink>
            """)
        #expect(drawing.strokes.map(\.color) == [nil, "#FF0000", "#0000FF", "#FF0000", "#FF0000", "#00FF00", "#0000FF"])
        #expect(drawing.strokes.map(\.width) == [nil, nil, nil, nil, 4, nil, nil])
    }

    @Test("the FC flowchart fixture's brush: #000000, 0.006667 cm")
    func flowchartFixture() throws {
        let url = TestPaths.datasets.appendingPathComponent("fc-flowchart/writer1_1.inkml")
        let drawing = try InkDrawing(contentsOfInkML: url)
        #expect(!drawing.strokes.isEmpty)
        #expect(drawing.strokes.allSatisfy { $0.color == "#000000" && abs(($0.width ?? 0) - 0.006667 * 72 / 2.54) < 1e-12 })
    }

    @Test("bad brush values are errors naming the file and line", arguments: [
        ("<brushProperty name=\"color\" value=\"red\"/>", InkFormatError.Reason.unexpected(expected: "a brush colour #RRGGBB", found: "\"red\"")),
        ("<brushProperty name=\"color\" value=\"#12345\"/>", .unexpected(expected: "a brush colour #RRGGBB", found: "\"#12345\"")),
        ("<brushProperty name=\"color\" value=\"#12345G\"/>", .unexpected(expected: "a brush colour #RRGGBB", found: "\"#12345G\"")),
        ("<brushProperty name=\"width\" value=\"-1\"/>", .unexpected(expected: "a brush width: a finite number of at least 0", found: "\"-1\"")),
        ("<brushProperty name=\"width\" value=\"NaN\"/>", .unexpected(expected: "a brush width: a finite number of at least 0", found: "\"NaN\"")),
        ("<brushProperty name=\"width\" value=\"1e999\"/>", .unexpected(expected: "a brush width: a finite number of at least 0", found: "\"1e999\"")),
        ("<brushProperty name=\"width\" value=\"\"/>", .unexpected(expected: "a brush width: a finite number of at least 0", found: "\"\"")),
        ("<brushProperty name=\"width\" value=\"2\" units=\"em\"/>",
         .unexpected(expected: "a brush width unit (pt, pc, in, mm, cm, m, himetric, dev, px)", found: "\"em\"")),
        ("<brushProperty value=\"2\"/>", .missingAttribute(element: "brushProperty", attribute: "name")),
        ("<brushProperty name=\"color\"/>", .missingAttribute(element: "brushProperty", attribute: "value")),
    ])
    func badValues(property: String, reason: InkFormatError.Reason) throws {
        let error = try #require(readError("<ink>\n<definitions>\n<brush xml:id=\"b\">\(property)</brush>\n</definitions>\n<trace brushRef=\"#b\">0 0</trace></ink>"))
        #expect(error.reason == reason)
        #expect(error.path == "brush.inkml")
        #expect(error.line == 3)
        #expect(error.description.hasPrefix("brush.inkml:3:"))
    }

    @Test("a brushRef to no brush is an error at the trace, group or context that names it")
    func unknownReference() throws {
        let reason = InkFormatError.Reason.unexpected(expected: "a defined brush", found: "brushRef \"nope\"")
        for (xml, line) in [
            ("<ink>\n<trace brushRef=\"#nope\">0 0</trace></ink>", 2),
            ("<ink>\n\n<traceGroup brushRef=\"#nope\"><trace>0 0</trace></traceGroup></ink>", 3),
            ("<ink>\n<context brushRef=\"#nope\"/><trace>0 0</trace></ink>", 2),
            ("<ink>\n<definitions><brush xml:id=\"b\" brushRef=\"#nope\"/></definitions><trace>0 0</trace></ink>", 2),
        ] {
            let error = try #require(readError(xml))
            #expect(error.reason == reason)
            #expect(error.line == line)
        }
    }

    @Test("a style a brush cannot hold is left out and reported by FormatLoss; the rest is kept")
    func unwritableStyle() throws {
        let points = [InkPoint(x: 1, y: 2)]
        let drawing = InkDrawing(strokes: [
            InkStroke(points: points, inkType: "pen", color: "red", width: 2, id: "a"),
            InkStroke(points: points, color: "#000000", width: -1, id: "b"),
            InkStroke(points: points, color: "#000000", width: .nan, id: "c"),
        ])
        let back = try InkDrawing(inkML: drawing.inkMLData())
        #expect(back.strokes.map(\.color) == [nil, "#000000", "#000000"])
        #expect(back.strokes.map(\.width) == [2, nil, nil])
        #expect(back.strokes.map(\.inkType) == ["pen", nil, nil])
        let sample = LabeledInk(drawing: drawing, label: "", writer: nil, source: "")
        #expect(FormatLoss(writing: [sample], as: .inkml).content == [.strokeStyle])
        var writable = drawing
        writable.strokes = [drawing.strokes[0]]
        writable.strokes[0].color = "#ABCDEF"
        #expect(FormatLoss(writing: [LabeledInk(drawing: writable, label: "", writer: nil, source: "")], as: .inkml).isEmpty)
    }
}
