import Foundation
import InkCore
import InkFormats
import Testing

@Suite("FormatLoss")
struct FormatLossTests {
    private static let styled = InkStroke(
        points: [InkPoint(x: 0, y: 0, timeOffset: 0, force: 0.5, size: InkSize(width: 2, height: 2)), InkPoint(x: 4, y: 4, timeOffset: 0.1, force: 0.6)],
        inkType: "pen", color: "#000000", width: 2, id: "a", startTime: 0)
    private static let plain = InkStroke(points: [InkPoint(x: 1, y: 1), InkPoint(x: 2, y: 2)], id: "a")

    private static let samples = [
        LabeledInk(drawing: InkDrawing(strokes: [styled, plain]), label: "s", writer: "w", source: "f#0"),
        LabeledInk(drawing: InkDrawing(strokes: [InkStroke(locations: [Vector2(3, 3)])]), label: "p", writer: "w", source: "f#1"),
    ]

    @Test("inkrec JSON keeps everything")
    func json() {
        let loss = FormatLoss(writing: Self.samples, as: .inkJSON)
        #expect(loss.isEmpty && loss.names.isEmpty && loss.samples == 2)
    }

    @Test("labelled ndjson drops force, size, stroke style and stroke ids, from the one drawing that has them")
    func ndjson() {
        let loss = FormatLoss(writing: Self.samples, as: .labeledNDJSON)
        #expect(loss.channels == [.force, .size])
        #expect(loss.content == [.strokeStyle, .strokeIDs])
        #expect(loss.names == ["force", "size", "stroke style", "stroke ids"])
        #expect(loss.drawings == 1)
    }

    @Test("InkML drops size and a repeated stroke id, keeps each stroke's channels and a brush's style")
    func inkml() {
        let loss = FormatLoss(writing: Self.samples, as: .inkml)
        #expect(loss.channels == [.size])
        #expect(loss.unevenChannels == [])
        #expect(loss.content == [.strokeIDs])
        #expect(loss.names == ["size", "stroke ids"])
        var uneven = Self.samples[0]
        uneven.drawing.strokes[0].points[1].force = nil
        uneven.drawing.strokes[1].id = "b"
        #expect(FormatLoss(writing: [uneven], as: .inkml).names == ["force (on only some points)", "size"])
        #expect(FormatLoss(writing: [Self.samples[1]], as: .inkml).isEmpty)
    }

    /// Trial 21: a label "a\u{1}b\u{0}c" came back from InkML as "a\u{FFFD}b\u{FFFD}c" with no warning.
    @Test("InkML loses a label, writer, sample id or group label with a control character XML cannot carry")
    func inkmlControlCharacters() {
        let drawing = InkDrawing(strokes: [Self.plain], groups: [StrokeGroup(strokeIndices: [0], label: "x\u{7}")])
        let sample = LabeledInk(drawing: drawing, label: "a\u{1}b\u{0}c", writer: "w\u{1B}", source: "f#0", id: "i\u{2}")
        #expect(FormatLoss(writing: [sample], as: .inkml).content == [.groups, .labels, .writers, .sampleIDs])
        let carried = LabeledInk(drawing: InkDrawing(strokes: [Self.plain]), label: "a\tb\nc <&>", writer: "w", source: "f#0")
        #expect(FormatLoss(writing: [carried], as: .inkml).isEmpty)
    }

    /// Trial 21: convert warned "unipen cannot keep stroke start times" for timed ink that had none.
    @Test("formats of one clock lose no start times a drawing never had, and lose real ones they shift or drop")
    func startTimesLostOnlyWhenThere() {
        let timed = [InkPoint(x: 0, y: 0, timeOffset: 0), InkPoint(x: 5, y: 5, timeOffset: 0.1)]
        let none = LabeledInk(drawing: InkDrawing(strokes: [InkStroke(points: timed), InkStroke(points: timed)]), label: "z", writer: "w", source: "f#0")
        var shifted = none
        shifted.drawing.strokes[0].startTime = 0.5
        shifted.drawing.strokes[1].startTime = 1
        var some = none
        some.drawing.strokes[1].startTime = 1
        let untimed = InkStroke(points: [InkPoint(x: 0, y: 0)], startTime: 0)
        let dropped = LabeledInk(drawing: InkDrawing(strokes: [untimed]), label: "z", writer: "w", source: "f#0")
        for format in [InkFormat.unipen, .gestureXML, .quickDraw] {
            #expect(!FormatLoss(writing: [none], as: format).content.contains(.strokeStartTimes), "\(format)")
            #expect(FormatLoss(writing: [some], as: format).content.contains(.strokeStartTimes), "\(format)")
            #expect(FormatLoss(writing: [dropped], as: format).content.contains(.strokeStartTimes), "\(format)")
        }
        #expect(FormatLoss(writing: [shifted], as: .unipen).content.contains(.strokeStartTimes))
        #expect(!FormatLoss(writing: [shifted], as: .quickDraw).content.contains(.strokeStartTimes))
    }

    @Test("no samples lose nothing")
    func empty() {
        for format in InkFormat.allCases {
            #expect(FormatLoss(writing: [], as: format).isEmpty)
        }
    }

    @Test("the description says nothing is lost, not x,y, and names the losses otherwise")
    func description() {
        let json = FormatLoss(writing: Self.samples, as: .inkJSON)
        #expect(json.description == "nothing lost (json, 2 samples)")
        #expect(!json.description.contains("x,y"))
        let ndjson = FormatLoss(writing: Self.samples, as: .labeledNDJSON)
        #expect(ndjson.description == "ndjson loses force (1 of 2 samples), size (1 of 2 samples), stroke style (1 of 2 samples), stroke ids (1 of 2 samples)")
        #expect(FormatLoss(writing: [Self.samples[1]], as: .inkml).description == "nothing lost (inkml, 1 sample)")
    }

    /// Trial 14: one count for all losses ("force, stroke ids in 3 of 4") hid which sample lost
    /// what; each kind now has its own.
    @Test("each kind of loss counts its own samples")
    func kindsAreCountedApart() {
        let forced = LabeledInk(
            drawing: InkDrawing(strokes: [InkStroke(points: [InkPoint(x: 0, y: 0, force: 0.5), InkPoint(x: 1, y: 1, force: 0.5)])]),
            label: "f", writer: "w", source: "g#0")
        let named = LabeledInk(drawing: InkDrawing(strokes: [Self.plain]), label: "n", writer: "w", source: "g#1")
        let loss = FormatLoss(writing: [forced, named, named, Self.samples[1]], as: .labeledNDJSON)
        #expect(loss.kinds.map(\.name) == ["force", "stroke ids"])
        #expect(loss.kinds.map(\.samples) == [1, 2])
        #expect(loss.drawings == 3)
        #expect(loss.description == "ndjson loses force (1 of 4 samples), stroke ids (2 of 4 samples)")
    }

    @Test("the call inkMLData()'s doc gives predicts whether a drawing reads back equal")
    func inkMLDataLoss() throws {
        let drawings = [
            InkDrawing(strokes: [Self.plain]),
            InkDrawing(strokes: [Self.plain, InkStroke(points: [InkPoint(x: 5, y: 5, opacity: 0.5)])]),
        ]
        for drawing in drawings {
            let loss = FormatLoss(writing: [LabeledInk(drawing: drawing, label: "", writer: nil, source: "")], as: .inkml)
            #expect(loss.isEmpty == (try InkDrawing(inkML: drawing.inkMLData()) == drawing))
        }
        #expect(FormatLoss(writing: [LabeledInk(drawing: drawings[1], label: "", writer: nil, source: "")], as: .inkml).names == ["opacity"])
    }
}
