import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport

/// X and Y `units` (W3C InkML 2011 `channel`): lengths become points (1 in = 72 pt), an integer
/// channel with a `resolution` per a length counts steps of that size, and units that are no
/// length are kept as written and named in `inkrec:coordinateUnits`.
@Suite("InkML reader: coordinate units")
struct InkMLCoordinateUnitsTests {
    static func drawing(x: String, y: String, properties: String = "", trace: String = "10 20") throws -> InkDrawing {
        try InkDrawing(inkML: Data("""
            <ink><definitions><context xml:id="c"><inkSource xml:id="s"><traceFormat>
              <channel name="X" \(x)/><channel name="Y" \(y)/>
            </traceFormat><channelProperties>\(properties)</channelProperties></inkSource></context></definitions>
            <trace contextRef="#c">\(trace)</trace></ink>
            """.utf8))
    }

    static let lengths: [(String, Double)] = [
        ("pt", 1), ("PT", 1), ("pc", 12), ("in", 72), ("mm", 72 / 25.4), ("cm", 72 / 2.54), ("m", 72 / 0.0254), ("himetric", 72 / 2540),
    ]

    @Test("lengths become points", arguments: lengths)
    func lengthsBecomePoints(units: String, points: Double) throws {
        let drawing = try Self.drawing(x: "units=\"\(units)\"", y: "units=\"\(units)\"")
        let point = try #require(drawing.strokes.first?.points.first)
        #expect(abs(point.x - 10 * points) <= 1e-12 * 10 * points)
        #expect(abs(point.y - 20 * points) <= 1e-12 * 20 * points)
        #expect(drawing.annotations.isEmpty)
    }

    @Test("2.54 cm and 2540 himetric are 72 pt")
    func anInchIsSeventyTwoPoints() throws {
        #expect(try Self.drawing(x: "units=\"cm\"", y: "units=\"himetric\"", trace: "2.54 2540").strokes[0].points[0].location == Vector2(72, 72))
    }

    /// Office ink and FC writer1_1: integer X in cm (in) with 1000 per cm (500 per inch) counts steps.
    static let resolutions: [(String, String, String, Double)] = [
        ("units=\"cm\"", "1000", "1/cm", 1000.0 / 1000 * 72 / 2.54),
        ("units=\"in\"", "500", "1/in", 1000.0 / 500 * 72),
        ("units=\"dev\"", "100", "1/mm", 1000.0 / 100 * 72 / 25.4),
        ("", "500", "1/in", 1000.0 / 500 * 72),
    ]

    @Test("an integer channel with a resolution per a length counts its steps", arguments: resolutions)
    func resolutionCountsSteps(units: String, resolution: String, per: String, x: Double) throws {
        let property = "<channelProperty channel=\"X\" name=\"resolution\" value=\"\(resolution)\" units=\"\(per)\"/>"
        let drawing = try Self.drawing(x: "type=\"integer\" \(units)", y: "type=\"integer\"", properties: property, trace: "1000 1000")
        let point = try #require(drawing.strokes.first?.points.first)
        #expect(abs(point.x - x) < 1e-9)
        #expect(point.y == 1000)
        // Y has no units beside X in points: named per axis, not left for points.
        #expect(drawing.annotations == ["inkrec:coordinateUnits": "X=pt Y=none"])
    }

    /// A decimal channel's values are lengths already; a resolution per no length, 0 or a
    /// resolution of another channel sizes nothing.
    static let unsizing: [(String, String)] = [
        ("type=\"decimal\" units=\"mm\"", "<channelProperty channel=\"X\" name=\"resolution\" value=\"10\" units=\"1/mm\"/>"),
        ("type=\"integer\" units=\"mm\"", "<channelProperty channel=\"X\" name=\"resolution\" value=\"0\" units=\"1/mm\"/>"),
        ("type=\"integer\" units=\"mm\"", "<channelProperty channel=\"F\" name=\"resolution\" value=\"10\" units=\"1/mm\"/>"),
        ("type=\"integer\" units=\"mm\"", "<channelProperty channel=\"X\" name=\"resolution\" value=\"10\" units=\"1/dev\"/>"),
        ("type=\"integer\" units=\"mm\"", "<channelProperty channel=\"X\" name=\"noise\" value=\"10\" units=\"1/mm\"/>"),
    ]

    @Test("other resolutions leave the values", arguments: unsizing)
    func otherResolutionsLeaveTheValues(x: String, property: String) throws {
        let point = try #require(try Self.drawing(x: x, y: "", properties: property).strokes.first?.points.first)
        #expect(abs(point.x - 10 * 72 / 25.4) < 1e-12)
    }

    @Test("units that are no length are kept and named", arguments: ["dev", "px", "furlong"])
    func unknownUnitsAreKeptAndNamed(units: String) throws {
        let drawing = try Self.drawing(x: "units=\"\(units)\"", y: "units=\"\(units)\"")
        #expect(drawing.strokes[0].points[0].location == Vector2(10, 20))
        #expect(drawing.annotations == ["inkrec:coordinateUnits": units])
        // Written back in those units, and read back the same.
        let xml = String(decoding: try drawing.inkMLData(), as: UTF8.self)
        #expect(xml.contains("<channel name=\"X\" type=\"decimal\" units=\"\(units)\"/>"), "\(xml)")
        #expect(try InkDrawing(inkML: drawing.inkMLData()) == drawing)
    }

    /// X and Y in units that disagree: each axis is read on its own and named, and written back
    /// as it was read (a user check found X in `dev` and Y in `mm` written back both in `dev`,
    /// and X in `mm` beside Y without units converted with no note).
    static let mixed: [(x: String, y: String, location: Vector2, note: String, written: (x: String, y: String))] = [
        ("units=\"dev\"", "units=\"mm\"", Vector2(10, 20 * 72 / 25.4), "X=dev Y=pt", (" units=\"dev\"", " units=\"pt\"")),
        ("units=\"mm\"", "", Vector2(10 * 72 / 25.4, 20), "X=pt Y=none", (" units=\"pt\"", "")),
        ("units=\"dev\"", "units=\"px\"", Vector2(10, 20), "X=dev Y=px", (" units=\"dev\"", " units=\"px\"")),
        ("", "units=\"dev\"", Vector2(10, 20), "X=none Y=dev", ("", " units=\"dev\"")),
    ]

    @Test("axes in different units are kept or converted each on its own, and named", arguments: mixed)
    func mixedUnitsAreNamedPerAxis(x: String, y: String, location: Vector2, note: String, written: (x: String, y: String)) throws {
        let drawing = try Self.drawing(x: x, y: y)
        let point = try #require(drawing.strokes.first?.points.first)
        #expect(abs(point.x - location.x) < 1e-12 && abs(point.y - location.y) < 1e-12, "\(point.location)")
        #expect(drawing.annotations == ["inkrec:coordinateUnits": note])
        let xml = String(decoding: try drawing.inkMLData(), as: UTF8.self)
        #expect(xml.contains("<channel name=\"X\" type=\"decimal\"\(written.x)/>\n    <channel name=\"Y\" type=\"decimal\"\(written.y)/>"), "\(xml)")
        #expect(try InkDrawing(inkML: drawing.inkMLData()) == drawing)
    }

    @Test("inkrec writes points and reads them back unscaled")
    func writtenInPoints() throws {
        let drawing = try Self.drawing(x: "units=\"mm\"", y: "units=\"mm\"", trace: "25.4 50.8")
        #expect(drawing.strokes[0].points[0].location == Vector2(72, 144))
        let xml = String(decoding: try drawing.inkMLData(), as: UTF8.self)
        #expect(xml.contains("<channel name=\"X\" type=\"decimal\" units=\"pt\"/>\n    <channel name=\"Y\" type=\"decimal\" units=\"pt\"/>"), "\(xml)")
        #expect(try InkDrawing(inkML: drawing.inkMLData()) == drawing)
    }

    /// Huge lengths past the ±1e15 pt limit once converted are refused, never read as infinity.
    @Test func convertedOutOfRangeIsAnError() throws {
        #expect(throws: InkFormatError.self) { try Self.drawing(x: "units=\"m\"", y: "", trace: "1e13 0") }
    }

    // MARK: Several contexts

    /// Trial 14: the note came from the first trace alone, so a trace in `dev` after one in
    /// points was written back in `dev` with it (and the reverse): the drawing's units were
    /// mixed under one name. Traces in different units are now refused, naming both; traces in
    /// different lengths all become points and agree.
    @Test func tracesInDifferentUnitsAreRefused() throws {
        func document(_ first: String, _ second: String) -> Data {
            Data("""
                <ink><definitions>
                  <context xml:id="a"><traceFormat><channel name="X" \(first)/><channel name="Y" \(first)/></traceFormat></context>
                  <context xml:id="b"><traceFormat><channel name="X" \(second)/><channel name="Y" \(second)/></traceFormat></context>
                </definitions>
                <trace contextRef="#a">10 20, 11 21</trace>
                <trace contextRef="#b">10 20, 11 21</trace></ink>
                """.utf8)
        }
        for (first, second, found) in [("units=\"mm\"", "units=\"dev\"", "dev"), ("units=\"dev\"", "", "points"), ("units=\"dev\"", "units=\"px\"", "px")] {
            #expect {
                try InkDrawing(inkML: document(first, second), path: "mixed.inkml")
            } throws: { error in
                let text = "\(error)"
                return text.hasPrefix("mixed.inkml:6:") && text.contains("every trace in the coordinate units of trace 0") && text.contains(found)
            }
        }
        let lengths = try InkDrawing(inkML: document("units=\"in\"", "units=\"mm\""))
        let first: Vector2 = lengths.strokes[0].points[0].location, second: Vector2 = lengths.strokes[1].points[0].location
        #expect(first == Vector2(720, 1440))
        #expect(abs(second.x - 10 * 72 / 25.4) < 1e-9 && abs(second.y - 20 * 72 / 25.4) < 1e-9, "\(second)")
        #expect(lengths.annotations.isEmpty)
        let kept = try InkDrawing(inkML: document("units=\"dev\"", "units=\"dev\""))
        #expect(kept.annotations == ["inkrec:coordinateUnits": "dev"])
    }

    /// A `traceGroup contextRef` (InkML 2011) gives its traces that context's format, scale and
    /// brush; before, they were read in the format in force, at the wrong scale.
    @Test func aTraceGroupsContextAppliesToItsTraces() throws {
        let drawing = try InkDrawing(inkML: Data("""
            <ink><definitions>
              <brush xml:id="thin"><brushProperty name="width" value="1" units="mm"/></brush>
              <context xml:id="mm" brushRef="#thin"><traceFormat><channel name="X" units="mm"/><channel name="Y" units="mm"/></traceFormat></context>
              <context xml:id="inch"><traceFormat><channel name="X" units="in"/><channel name="Y" units="in"/></traceFormat></context>
            </definitions>
            <traceGroup contextRef="#mm">
              <trace>25.4 50.8</trace>
              <traceGroup><trace>254 0</trace></traceGroup>
              <trace contextRef="#inch">1 2</trace>
            </traceGroup></ink>
            """.utf8))
        let expected: [Vector2] = [Vector2(72, 144), Vector2(720, 0), Vector2(72, 144)]
        let locations: [Vector2] = drawing.strokes.map { $0.points[0].location }
        #expect(zip(locations, expected).allSatisfy { abs($0.x - $1.x) < 1e-9 && abs($0.y - $1.y) < 1e-9 }, "\(locations)")
        let widths: [Double] = drawing.strokes.map { $0.width ?? 0 }
        #expect(widths.allSatisfy { abs($0 - 72 / 25.4) < 1e-12 }, "\(widths)")
        let unknown = Data("<ink><traceGroup contextRef=\"#none\"><trace>1 2</trace></traceGroup></ink>".utf8)
        #expect(throws: InkFormatError.self) { try InkDrawing(inkML: unknown) }
    }

    /// Trial 14: the `<inkSource>` format stayed open after `</inkSource>`, so a stray
    /// `channelProperty` later (here in a top-level context) resized its X and made it the
    /// format in force for the traces after it (read as 21.6 pt, 288 pt). Resolutions now apply
    /// only inside their inkSource.
    @Test func anInkSourceEndsAtItsClosingTag() throws {
        let drawing = try InkDrawing(inkML: Data("""
            <ink><definitions><context xml:id="c"><inkSource xml:id="s"><traceFormat>
              <channel name="X" type="integer" units="in"/><channel name="Y" type="integer" units="in"/>
            </traceFormat></inkSource></context></definitions>
            <context xml:id="d"><channelProperties><channelProperty channel="X" name="resolution" value="10" units="1/in"/></channelProperties></context>
            <trace contextRef="#c">1 2</trace><trace>3 4</trace></ink>
            """.utf8))
        let locations: [Vector2] = drawing.strokes.map { $0.points[0].location }
        #expect(locations == [Vector2(72, 144), Vector2(3, 4)])
    }

    // MARK: Real files

    /// FC writer1_1 declares X and Y `integer` in `in` with 500 per inch: its first point
    /// (1268.06, 3.73599) is 2.536 in, 182.6 pt from the left. Its brush (0.006667 cm) is 0.189 pt.
    @Test func flowchartWriterOneIsInPoints() throws {
        let drawing = try InkDrawing(contentsOfInkML: TestPaths.datasets.appendingPathComponent("fc-flowchart/writer1_1.inkml"))
        let first = try #require(drawing.strokes.first?.points.first)
        #expect(abs(first.x - 1268.06 / 500 * 72) < 1e-9)
        #expect(abs(first.y - 3.73599 / 500 * 72) < 1e-9)
        #expect(drawing.annotations["inkrec:coordinateUnits"] == nil)
        #expect(abs((drawing.strokes[0].width ?? 0) - 0.189) < 0.001)
    }

    /// Files without X/Y units (the other FC files, MathWriting) or in `pt` (a CROHME sample) read
    /// as written. Train and validation files only (FC writers 1–15, MathWriting train and valid).
    @Test(.enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets"))
    func sharedFilesWithoutLengthUnitsReadAsWritten() throws {
        let root = try #require(TestPaths.sharedDatasets)
        let folders = ["crohme-inkml-samples", "mathwriting-excerpt/mathwriting-2024-excerpt/train", "mathwriting-excerpt/mathwriting-2024-excerpt/valid", "fc-flowchart-inkml/sources"]
        var files = 0
        for folder in folders {
            let urls = try FileManager.default.contentsOfDirectory(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil).filter { url in
                guard url.pathExtension == "inkml", url.lastPathComponent != "writer1_1.inkml" else { return false }
                // FC writers 16 and up are the test split.
                let writer = url.lastPathComponent.hasPrefix("writer") ? Int(url.lastPathComponent.dropFirst(6).prefix { $0.isNumber }) ?? 99 : 0
                return writer <= 15
            }
            for url in urls.sorted(by: { $0.path < $1.path }) {
                let text = try String(contentsOf: url, encoding: .utf8)
                let drawing = try InkDrawing(contentsOfInkML: url)
                #expect(drawing.annotations["inkrec:coordinateUnits"] == nil, "\(url.lastPathComponent)")
                // The first trace's first two numbers are the first point, as written.
                let traceStart = try #require(text.range(of: #"<(inkml:)?trace(\s[^>]*)?>"#, options: .regularExpression))
                let numbers = text[traceStart.upperBound...].split(whereSeparator: { $0.isWhitespace || $0 == "," }).prefix(2).compactMap { Double($0) }
                let point = try #require(drawing.strokes.first?.points.first)
                #expect(numbers == [point.x, point.y], "\(url.lastPathComponent)")
                files += 1
            }
        }
        #expect(files == 10 + 8 + 168)
    }
}
