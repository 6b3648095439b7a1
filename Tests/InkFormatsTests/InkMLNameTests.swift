import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport

/// The `xml:id` values of `xml`, in document order.
private func xmlIDs(_ xml: String) -> [String] {
    xml.components(separatedBy: "xml:id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
}

@Suite("InkML ids")
struct InkMLNameTests {
    private static let points = [InkPoint(x: 1, y: 2), InkPoint(x: 3, y: 4)]

    @Test("ids that are no NCName are written escaped and read back as they were")
    func escapedRoundTrip() throws {
        let ids = ["1", "a b<&\"", "n0", "_x0041_", "x:y", "é-1.5", "😀", "\u{F0000}", "_x", "1x", "_"]
        let drawing = InkDrawing(
            strokes: ids.map { InkStroke(points: Self.points, id: $0) },
            groups: [StrokeGroup(strokeIndices: [1, 0], label: "g", id: "g<1>")])
        let xml = String(decoding: try drawing.inkMLData(), as: UTF8.self)
        #expect(xmlIDs(xml) == [
            "_x0031_", "a_x0020_b_x003C__x0026__x0022_", "n0", "_x005F_x0041_", "x_x003A_y", "é-1.5", "😀",
            "_x000F0000_", "_x005F_x", "_x0031_x", "_", "g_x003C_1_x003E_",
        ])
        #expect(try InkDrawing(inkML: Data(xml.utf8)) == drawing)
        #expect(FormatLoss(writing: [LabeledInk(drawing: drawing, label: "", writer: nil, source: "")], as: .inkml).isEmpty)
    }

    @Test("200 seeded random ids with markup, colons, digits, _x and combining marks round-trip")
    func randomIDs() throws {
        var rng = SeededGenerator(seed: 12)
        let alphabet = Array("_x0aZ1F: <&\"'-.·é\u{300}\u{2040}😀\u{FFFD}")
        let strokes = (0..<200).map { i in
            let id = String((0..<Int.random(in: 1...8, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! })
            return InkStroke(points: Self.points, id: "\(id)#\(i)")
        }
        let drawing = InkDrawing(strokes: strokes)
        #expect(try InkDrawing(inkML: drawing.inkMLData()).strokes.map(\.id) == strokes.map(\.id))
    }

    @Test("strokes without an id read back without one; an empty or repeated id is the reported loss")
    func unnamedAndRepeated() throws {
        let drawing = InkDrawing(
            strokes: [
                InkStroke(points: Self.points, id: "trace1"), InkStroke(points: Self.points),
                InkStroke(points: Self.points, id: "trace1"), InkStroke(points: Self.points, id: ""),
                InkStroke(points: []),
            ],
            groups: [StrokeGroup(strokeIndices: [1, 2], id: "trace1"), StrokeGroup(strokeIndices: [4], id: "g")])
        let xml = String(decoding: try drawing.inkMLData(), as: UTF8.self)
        #expect(xmlIDs(xml) == ["trace1", "trace1_", "trace2", "trace3", "trace4", "g"])
        #expect(xml.contains("<annotation type=\"inkrec:unnamedTraces\">1 3 4</annotation>"))
        let back = try InkDrawing(inkML: Data(xml.utf8))
        #expect(back.strokes.map(\.id) == ["trace1", nil, "trace2", nil, nil])
        #expect(back.groups.map(\.id) == [nil, "g"])
        #expect(back.groups.map(\.strokeIndices) == [[1, 2], [4]])
        #expect(back.annotations.isEmpty)
        let loss = FormatLoss(writing: [LabeledInk(drawing: drawing, label: "", writer: nil, source: "")], as: .inkml)
        #expect(loss.content == [.strokeIDs, .groups])
    }

    @Test("the trial's drawing: a styled stroke with pen channels beside a plain one without id reads back equal")
    func trialDrawing() throws {
        let pen = [InkPoint(x: 0, y: 0, timeOffset: 0, force: 0.5, azimuth: 1, altitude: 0.5),
                   InkPoint(x: 9, y: 3, timeOffset: 0.1, force: 0.7, azimuth: 1.1, altitude: 0.6)]
        let drawing = InkDrawing(strokes: [
            InkStroke(points: pen, inkType: "pen", color: "#ff0000", width: 2, id: "0", startTime: 0),
            InkStroke(points: [InkPoint(x: 5, y: 5, timeOffset: 0), InkPoint(x: 6, y: 6, timeOffset: 0.05)], startTime: 0.4),
        ])
        let back = try InkDrawing(inkML: drawing.inkMLData())
        #expect(back.strokes[1].id == nil)
        #expect(back.strokes[0].id == "0")
        #expect(back.strokes.map(\.color) == ["#ff0000", nil])
        #expect(back == drawing)
    }
}
