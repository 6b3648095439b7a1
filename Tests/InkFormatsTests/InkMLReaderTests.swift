import Foundation
import InkCore
import Testing
import TestSupport
import InkFormats

private func read(_ xml: String) throws -> InkDrawing {
    try InkDrawing(inkML: Data(xml.utf8))
}

/// The error reading `xml` as an InkML file at `path` throws; `nil` when it reads.
func inkMLReadError(_ xml: String, path: String) -> InkFormatError? {
    do {
        _ = try InkDrawing(inkML: Data(xml.utf8), path: path)
        return nil
    } catch {
        return error as? InkFormatError
    }
}

private func labelCounts(_ drawings: [InkDrawing]) -> [String: Int] {
    drawings.flatMap(\.groups).reduce(into: [:]) { $0[$1.label ?? "", default: 0] += 1 }
}

private func inkMLFiles(under folder: URL) throws -> [URL] {
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    return (enumerator?.compactMap { $0 as? URL } ?? [])
        .filter { $0.pathExtension == "inkml" }
        .sorted { $0.path < $1.path }
}

@Suite("InkML reader: channels and traces")
struct InkMLChannelTests {
    @Test("no traceFormat means X Y")
    func defaultChannels() throws {
        let drawing = try read("<ink><trace>1 2, 3.5 -4e1</trace></ink>")
        #expect(drawing.strokes.count == 1)
        #expect(drawing.strokes[0].points == [InkPoint(x: 1, y: 2), InkPoint(x: 3.5, y: -40)])
    }

    @Test("channels are read in declared order; T in ms becomes seconds from the stroke's first point")
    func declaredOrderAndTime() throws {
        let drawing = try read("""
            <ink><traceFormat>
              <channel name="T" type="integer" units="ms"/><channel name="Y" type="decimal"/>
              <channel name="X" type="decimal"/><channel name="F" type="integer"/>
            </traceFormat>
            <trace>1318096 20 10 512, 1318154 21 11 600</trace></ink>
            """)
        let points = drawing.strokes[0].points
        #expect(points.count == 2)
        #expect(points[0] == InkPoint(x: 10, y: 20, timeOffset: 0, force: 512))
        #expect(points[1].x == 11 && points[1].y == 21 && points[1].force == 600)
        #expect(abs((points[1].timeOffset ?? -1) - 0.058) < 1e-12)
    }

    @Test("T in seconds is kept; OA in degrees becomes radians; unknown channels are dropped")
    func unitsAndUnknownChannels() throws {
        let drawing = try read("""
            <ink><traceFormat><channel name="X"/><channel name="Y"/><channel name="T" units="s"/>
              <channel name="OA" units="deg"/><channel name="Z"/></traceFormat>
            <trace>0 0 2 90 7, 1 1 2.5 180 7</trace></ink>
            """)
        let points = drawing.strokes[0].points
        #expect(points.map(\.timeOffset) == [0, 0.5])
        #expect(abs((points[0].azimuth ?? 0) - Double.pi / 2) < 1e-12)
        #expect(abs((points[1].azimuth ?? 0) - Double.pi) < 1e-12)
        #expect(points[0].force == nil)
    }

    @Test("first and second differences as in the InkML 2011 example")
    func differenceEncoding() throws {
        let drawing = try read("<ink><trace>1125 18432, '23 '43, \"7 \"-8, 3-5</trace></ink>")
        #expect(drawing.strokes[0].locations == [
            Vector2(1125, 18432), Vector2(1148, 18475), Vector2(1178, 18510), Vector2(1211, 18540),
        ])
    }

    @Test("'!' returns to explicit values; a prefix holds until changed")
    func explicitResets() throws {
        let drawing = try read("<ink><trace>0 0, '1 '2, 1 2, !10 !10, 11 12</trace></ink>")
        #expect(drawing.strokes[0].locations == [
            Vector2(0, 0), Vector2(1, 2), Vector2(2, 4), Vector2(10, 10), Vector2(11, 12),
        ])
    }

    @Test("'*' repeats, '?' is unknown, T/F are 1/0, hex integers")
    func specialValues() throws {
        let drawing = try read("""
            <ink><traceFormat><channel name="X"/><channel name="Y"/><channel name="F"/></traceFormat>
            <trace>#1A 2 T, * 3 ?, 4 * F</trace></ink>
            """)
        let points = drawing.strokes[0].points
        #expect(points == [
            InkPoint(x: 26, y: 2, force: 1), InkPoint(x: 26, y: 3), InkPoint(x: 4, y: 3, force: 0),
        ])
    }

    @Test("intermittent channels may be left out per point")
    func intermittentChannels() throws {
        let drawing = try read("""
            <ink><traceFormat><regularChannels><channel name="X"/><channel name="Y"/></regularChannels>
            <intermittentChannels><channel name="F"/></intermittentChannels></traceFormat>
            <trace>1 2 0.5, 3 4</trace></ink>
            """)
        #expect(drawing.strokes[0].points == [InkPoint(x: 1, y: 2, force: 0.5), InkPoint(x: 3, y: 4)])
    }

    @Test("a trace's contextRef selects the trace format defined in its context")
    func contextReference() throws {
        let drawing = try read("""
            <ink><definitions><context xml:id="c"><inkSource><traceFormat>
              <channel name="Y"/><channel name="X"/></traceFormat></inkSource></context></definitions>
            <trace contextRef="#c">1 2</trace><trace>1 2</trace></ink>
            """)
        #expect(drawing.strokes.map(\.locations) == [[Vector2(2, 1)], [Vector2(1, 2)]])
    }

    /// Y-then-X, so a trace read in it comes out swapped.
    private static let yxFormat = """
        <traceFormat xml:id="tf"><channel name="Y"/><channel name="X"/></traceFormat>
        """

    @Test("a context defined in <definitions> by traceFormatRef serves traceGroup and trace contextRefs")
    func definedContextByTraceFormatReference() throws {
        let drawing = try read("""
            <ink><definitions>\(Self.yxFormat)<context xml:id="c" traceFormatRef="#tf"/></definitions>
            <traceGroup contextRef="#c"><trace>1 2</trace></traceGroup><trace contextRef="#c">3 4</trace><trace>1 2</trace></ink>
            """)
        #expect(drawing.strokes.map(\.locations) == [[Vector2(2, 1)], [Vector2(4, 3)], [Vector2(1, 2)]])
    }

    @Test("a context defined in <definitions> by contextRef takes the format of the context it names")
    func definedContextByContextReference() throws {
        let drawing = try read("""
            <ink><definitions>\(Self.yxFormat)<context xml:id="a" traceFormatRef="#tf"/><context xml:id="c" contextRef="#a"/>
            </definitions><traceGroup contextRef="#c"><trace>1 2</trace></traceGroup><trace contextRef="#c">3 4</trace></ink>
            """)
        #expect(drawing.strokes.map(\.locations) == [[Vector2(2, 1)], [Vector2(4, 3)]])
    }

    @Test("a context defined in <definitions> with only a brush reads in the format in force")
    func definedContextWithOnlyABrush() throws {
        let drawing = try read("""
            <ink><definitions><context xml:id="c"><brush><brushProperty name="color" value="#FF0000"/></brush></context>
            </definitions><traceGroup contextRef="#c"><trace>1 2</trace></traceGroup><trace contextRef="#c">3 4</trace></ink>
            """)
        #expect(drawing.strokes.map(\.locations) == [[Vector2(1, 2)], [Vector2(3, 4)]])
        #expect(drawing.strokes.map(\.color) == ["#FF0000", "#FF0000"])
    }

    @Test("a contextRef to a context never defined is refused")
    func undefinedContextReference() {
        let error = inkMLReadError("<ink><traceGroup contextRef=\"#c\"><trace>1 2</trace></traceGroup></ink>", path: "a.inkml")
        #expect(error?.reason == .unexpected(expected: "a defined context", found: "contextRef \"c\""))
    }

    @Test("an empty trace is an empty stroke; a one-point trace has one point")
    func emptyAndSinglePointTraces() throws {
        let drawing = try read("<ink><trace id=\"a\"> </trace><trace id=\"b\">5 6</trace></ink>")
        #expect(drawing.strokes.map(\.count) == [0, 1])
        #expect(drawing.strokes.map(\.id) == ["a", "b"])
    }
}

@Suite("InkML reader: groups and annotations")
struct InkMLStructureTests {
    @Test("leaf traceGroups become labelled StrokeGroups; the root group is not kept")
    func nestedGroups() throws {
        let drawing = try read("""
            <ink><annotation type="writer">w7</annotation><annotation type="truth">a &lt; b</annotation>
            <trace id="t0">0 0</trace><trace id="t1">1 1</trace><trace id="t2">2 2</trace>
            <traceGroup xml:id="root"><annotation type="truth">From ITF</annotation>
              <traceGroup xml:id="g1"><annotation type="truth">arrow</annotation>
                <traceView traceDataRef="t2"/><traceView traceDataRef="#t0"/></traceGroup>
              <traceGroup><traceView traceDataRef="t1"/><annotationXML href="x"><trace>9 9</trace></annotationXML>
              </traceGroup>
            </traceGroup></ink>
            """)
        #expect(drawing.groups == [
            StrokeGroup(strokeIndices: [2, 0], label: "arrow", id: "g1"),
            StrokeGroup(strokeIndices: [1]),
        ])
        #expect(drawing.annotations == ["writer": "w7", "truth": "a < b"])
        #expect(drawing.strokes.count == 3, "traces inside annotationXML are not ink")
    }

    /// Trial 21: a group holding a group and a traceView of its own vanished, with its label
    /// and its own trace (only the inner group was read).
    @Test("a traceGroup with groups and ink of its own is kept after them, with its label and all its traces")
    func outerGroupWithOwnInk() throws {
        let drawing = try read("""
            <ink><trace xml:id="t1">0 0, 100 0</trace><trace xml:id="t2">100 100, 0 100</trace><trace xml:id="t3">5 5</trace>
            <traceGroup xml:id="outer"><annotation type="truth">rectangle</annotation>
              <traceGroup><annotation type="truth">inner</annotation><traceView traceDataRef="#t1"/></traceGroup>
              <traceView traceDataRef="t2"/>
            </traceGroup>
            <traceGroup><annotation type="truth">Segmentation</annotation>
              <traceGroup><annotation type="truth">dot</annotation><traceView traceDataRef="t3"/></traceGroup>
            </traceGroup></ink>
            """)
        #expect(drawing.groups == [
            StrokeGroup(strokeIndices: [0], label: "inner"),
            StrokeGroup(strokeIndices: [0, 1], label: "rectangle", id: "outer"),
            StrokeGroup(strokeIndices: [2], label: "dot"),
        ])
    }

    /// Trial 14: a group labelled `annotation type="label"` (the type MathWriting uses on the
    /// ink) read unlabelled, so `--groups` gave no sample of it. `truth` (CROHME, FC) still wins.
    @Test("a traceGroup's label annotation labels it when it has no truth")
    func labelAnnotationOnGroups() throws {
        let drawing = try read("""
            <ink><trace>0 0, 1 1</trace><trace>2 2, 3 3</trace><trace>4 4, 5 5</trace>
            <traceGroup xml:id="a"><annotation type="label">circle</annotation><trace>6 6, 7 7</trace></traceGroup>
            <traceGroup xml:id="b"><annotation type="label">box</annotation><annotation type="truth">rectangle</annotation>
              <annotation type="truth">line</annotation><trace>8 8, 9 9</trace></traceGroup>
            <traceGroup xml:id="c"><annotation type="note">not a label</annotation><trace>1 0, 2 0</trace></traceGroup></ink>
            """)
        #expect(drawing.groups.map(\.label) == ["circle", "rectangle", nil])
        let samples = LabeledInk(drawing: drawing, label: "", writer: "w", source: "page.inkml").labeledGroups()
        #expect(samples.map(\.label) == ["circle", "rectangle"])
        #expect(samples.map(\.id) == ["page.inkml#a", "page.inkml#b"])
    }

    @Test("a UTF-8 byte-order mark, an undeclared inkml: prefix and CDATA trace text are accepted")
    func lenientSyntax() throws {
        let xml = "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<ink><inkml:trace><![CDATA[1 2, 3 4]]></inkml:trace></ink>"
        #expect(try read(xml).strokes.map(\.locations) == [[Vector2(1, 2), Vector2(3, 4)]])
    }

    @Test("traces written inside a traceGroup belong to it; a traceView may name a group")
    func inlineTracesAndGroupReferences() throws {
        let drawing = try read("""
            <ink><traceGroup xml:id="outer"><traceGroup xml:id="a"><trace>0 0</trace><trace>1 1</trace></traceGroup>
              <traceGroup xml:id="b"><trace>2 2</trace></traceGroup></traceGroup>
            <traceGroup xml:id="all"><traceView traceDataRef="outer"/></traceGroup></ink>
            """)
        #expect(drawing.groups.map(\.strokeIndices) == [[0, 1], [2], [0, 1, 2]])
        #expect(drawing.groups.map(\.id) == ["a", "b", "all"])
    }

    /// Trial 17 (badrefs2.inkml): a repeated traceView listed its stroke twice, so a group's ink
    /// (`labeledGroups`) held it twice; `from`/`to` were ignored and the whole trace taken.
    @Test("a stroke a group reaches twice is in it once; a traceView sub-range is refused, naming it")
    func repeatedViewsAndSubRanges() throws {
        let drawing = try read("""
            <ink><trace xml:id="t1">0 0, 100 0, 100 100</trace><trace xml:id="t2">10 10, 20 20</trace>
            <traceGroup xml:id="a"><traceGroup xml:id="g"><traceView traceDataRef="#t1"/></traceGroup></traceGroup>
            <traceGroup xml:id="g1"><traceView traceDataRef="#t1"/><traceView traceDataRef="#t2"/><traceView traceDataRef="#t1"/>
              <traceView traceDataRef="#a"/></traceGroup></ink>
            """)
        #expect(drawing.groups.map(\.strokeIndices) == [[0], [0, 1]])
        let ranged = """
            <ink><trace xml:id="t2">10 10, 20 20</trace>
            <traceGroup><traceView traceDataRef="#t2" from="5" to="1"/></traceGroup></ink>
            """
        let error = #expect(throws: InkFormatError.self) { try read(ranged) }
        #expect(error?.line == 2)
        #expect(error?.reason == .unexpected(
            expected: "a traceView of whole traces (inkrec groups whole strokes; from/to sub-ranges are not read)",
            found: "traceView from=\"5\" to=\"1\""))
    }
}

@Suite("InkML reader: malformed input")
struct InkMLMalformedTests {
    private func error(_ xml: String) -> InkFormatError? {
        inkMLReadError(xml, path: "bad.inkml")
    }

    @Test("a mismatched closing tag names the tag expected, with line and column")
    func mismatchedTag() {
        let found = error("<ink>\n<trace>1 2</trace>\n<trace>3 4</ink>")
        #expect(found == InkFormatError(path: "bad.inkml", line: 3, column: 17, reason: .malformedXML("expected </trace>")))
        #expect(found?.description == "bad.inkml:3:17: malformed XML: expected </trace>")
    }

    @Test("a truncated file says which element is still open")
    func truncated() {
        let found = error("<ink>\n<trace>1 2, 3 4")
        #expect(found == InkFormatError(path: "bad.inkml", line: 2, column: 16, reason: .malformedXML("expected </trace> before the end of the document")))
    }

    @Test("an unquoted attribute value")
    func unquotedAttribute() {
        let found = error("<ink>\n  <trace id=3>1 2</trace></ink>")
        #expect(found == InkFormatError(path: "bad.inkml", line: 2, column: 13, reason: .malformedXML("expected a quoted attribute value (\" or ')")))
    }

    @Test("a bad value inside a trace is located on its line and column")
    func badTraceValue() {
        let found = error("<ink>\n<trace>1 2,\n 3 x</trace></ink>")
        #expect(found == InkFormatError(
            path: "bad.inkml", line: 3, column: 4,
            reason: .unexpected(expected: "a number, T, F, ? or * in point 1", found: "\"x\"")))
    }

    @Test("too few or too many values in a point")
    func pointArity() {
        #expect(error("<ink><trace>1 2, 3</trace></ink>")?.reason
            == .unexpected(expected: "2 values in point 1 (found 1)", found: "the end of the trace"))
        #expect(error("<ink><trace>1 2 3</trace></ink>")?.reason
            == .unexpected(expected: "',' after 2 values in point 0", found: "\"3\""))
        #expect(error("<ink><trace>1 2,</trace></ink>")?.reason
            == .unexpected(expected: "2 values in point 1 (found 0)", found: "the end of the trace"))
    }

    @Test("a number too large for a Double")
    func overflow() {
        #expect(error("<ink><trace>1e999 2</trace></ink>")?.reason
            == .unexpected(expected: "a finite number in point 0", found: "\"1e999 2\""))
    }

    @Test("a difference without the points it needs")
    func differenceWithoutHistory() {
        #expect(error("<ink><trace>'1 2</trace></ink>")?.reason
            == .unexpected(expected: "a previous point for a first difference (')", found: "\"1 2\""))
        #expect(error("<ink><trace>0 0, \"1 2</trace></ink>")?.reason
            == .unexpected(expected: "two previous points for a second difference (\")", found: "\"1 2\""))
    }

    @Test("wrong root, empty document, unknown reference, format without Y")
    func structuralErrors() {
        #expect(error("<svg/>")?.reason == .unexpected(expected: "an <ink> root element", found: "<svg>"))
        #expect(error("")?.reason == .unexpected(expected: "an <ink> root element", found: "no element"))
        let reference = error("<ink><trace id=\"a\">0 0</trace>\n<traceGroup><traceView traceDataRef=\"b\"/></traceGroup></ink>")
        #expect(reference?.reason == .unexpected(expected: "a trace or traceGroup id in traceDataRef", found: "\"b\""))
        #expect(reference?.line == 2)
        #expect(error("<ink><traceFormat><channel name=\"X\"/></traceFormat></ink>")?.reason
            == .unexpected(expected: "X and Y channels in <traceFormat>", found: "X"))
    }

    @Test("cyclic and exploding traceDataRefs are errors, not hangs")
    func hostileReferences() {
        let cycle = error("<ink><trace id=\"t\">0 0</trace><traceGroup xml:id=\"a\"><traceView traceDataRef=\"b\"/></traceGroup>"
            + "<traceGroup xml:id=\"b\"><traceView traceDataRef=\"a\"/></traceGroup><traceGroup><traceView traceDataRef=\"a\"/></traceGroup></ink>")
        #expect(cycle?.reason == .unexpected(expected: "a traceDataRef that does not lead back to its own traceGroup", found: "\"b\""))
        // g(k) references g(k-1) twice: 2^40 strokes if expanded naively. A stroke a group
        // reaches twice is in it once (trial 17), so each group holds the one stroke.
        var xml = "<ink><trace id=\"t\">0 0</trace><traceGroup xml:id=\"g0\"><traceView traceDataRef=\"t\"/></traceGroup>"
        for k in 1...40 {
            xml += "<traceGroup xml:id=\"g\(k)\"><traceView traceDataRef=\"g\(k - 1)\"/><traceView traceDataRef=\"g\(k - 1)\"/></traceGroup>"
        }
        let doubling = try? read(xml + "</ink>")
        #expect(doubling?.groups.count == 41)
        #expect(doubling?.groups.allSatisfy { $0.strokeIndices == [0] } == true)
        // References fanning out within one group still stop at 16 × the strokes before merging.
        let fanOut = "<ink><trace id=\"t\">0 0</trace><traceGroup>"
            + String(repeating: "<traceView traceDataRef=\"t\"/>", count: 17) + "</traceGroup></ink>"
        #expect(error(fanOut)?.reason == .unexpected(expected: "at most 16 strokes in a traceGroup", found: "17 through \"t\""))
    }

    @Test("a missing file is unreadable, not a crash")
    func missingFile() {
        #expect(throws: InkFormatError.self) {
            try InkDrawing(contentsOfInkML: URL(fileURLWithPath: "/nonexistent/x.inkml"))
        }
    }
}

@Suite("InkML reader: real files")
struct InkMLRealFileTests {
    @Test("the FC flowchart fixture in Datasets/ loads with its groups, labels and writers")
    func bundledFlowcharts() throws {
        let folder = TestPaths.datasets.appendingPathComponent("fc-flowchart")
        let files = try inkMLFiles(under: folder)
        #expect(files.map(\.lastPathComponent) == ["writer14_4.inkml", "writer17_4b.inkml", "writer1_1.inkml"])
        let drawings = try files.map { try InkDrawing(contentsOfInkML: $0) }
        #expect(drawings.map(\.strokes.count) == [30, 27, 106])
        #expect(drawings.map(\.pointCount) == [229, 334, 1379])
        #expect(drawings.map { $0.annotations["writer"] } == ["writer14", "writer17", "writer1"])
        #expect(labelCounts(drawings) == [
            "arrow": 20, "process": 9, "connection": 4, "decision": 3, "text": 10, "data": 2, "terminator": 2,
        ])
        // writer1_1 declares X Y F but records X Y: no force is invented.
        #expect(drawings[2].strokes.allSatisfy { $0.points.allSatisfy { $0.force == nil } })
        #expect(drawings.allSatisfy { $0.validationErrors().isEmpty })
    }

    @Test("shared FC subset: 232 files, 21,209 strokes and the labelled symbol counts of SOURCE.md",
          .enabled(if: TestPaths.sharedDatasets != nil, "INKREC_SHARED_DATASETS not set and ../shared absent"))
    func sharedFlowcharts() throws {
        let folder = try #require(TestPaths.sharedDatasets).appendingPathComponent("fc-flowchart-inkml")
        let drawings = try inkMLFiles(under: folder).map { try InkDrawing(contentsOfInkML: $0) }
        #expect(drawings.count == 232)
        #expect(drawings.reduce(0) { $0 + $1.strokes.count } == 21_209)
        #expect(drawings.reduce(0) { $0 + $1.pointCount } == 408_117)
        #expect(labelCounts(drawings) == [
            "arrow": 1_709, "text": 1_764, "process": 552, "data": 396, "decision": 287, "terminator": 277,
            "connection": 168,
        ])
        #expect(Set(drawings.compactMap { $0.annotations["writer"] }).count == 18)
    }

    @Test("shared CROHME samples: 10 files, 138 strokes, 102 labelled leaf groups",
          .enabled(if: TestPaths.sharedDatasets != nil, "INKREC_SHARED_DATASETS not set and ../shared absent"))
    func sharedCROHME() throws {
        let folder = try #require(TestPaths.sharedDatasets).appendingPathComponent("crohme-inkml-samples")
        let files = try inkMLFiles(under: folder)
        let drawings = try files.map { try InkDrawing(contentsOfInkML: $0) }
        #expect(drawings.count == 10)
        #expect(drawings.reduce(0) { $0 + $1.strokes.count } == 138)
        #expect(drawings.reduce(0) { $0 + $1.pointCount } == 3_955)
        let groups = drawings.flatMap(\.groups)
        #expect(groups.count == 102)
        #expect(groups.allSatisfy { $0.label != nil })
        // formulaire001 has an empty leaf group "Segmentation" beside its symbols; it is kept as is.
        #expect(groups.filter(\.strokeIndices.isEmpty).map(\.label) == ["Segmentation"])
        #expect(drawings.allSatisfy { $0.annotations["truth"] != nil })

        let mfr = try #require(zip(files, drawings).first { $0.0.lastPathComponent == "MfrDB1843.inkml" }?.1)
        #expect(mfr.annotations["writer"] == "User132")
        let t = mfr.strokes[0].points.map { $0.timeOffset ?? -1 }
        #expect(t[0] == 0)
        #expect(abs(t[1] - 0.058) < 1e-9, "1318154 ms − 1318096 ms")
    }

    @Test("shared MathWriting excerpt: 11 files, 166 strokes, every point timed, labels kept",
          .enabled(if: TestPaths.sharedDatasets != nil, "INKREC_SHARED_DATASETS not set and ../shared absent"))
    func sharedMathWriting() throws {
        let folder = try #require(TestPaths.sharedDatasets).appendingPathComponent("mathwriting-excerpt")
        let drawings = try inkMLFiles(under: folder).map { try InkDrawing(contentsOfInkML: $0) }
        #expect(drawings.count == 11)
        #expect(drawings.reduce(0) { $0 + $1.strokes.count } == 166)
        #expect(drawings.reduce(0) { $0 + $1.pointCount } == 4_264)
        #expect(drawings.allSatisfy { $0.annotations["normalizedLabel"] != nil && $0.annotations["label"] != nil })
        #expect(drawings.allSatisfy { $0.strokes.allSatisfy { $0.points.first?.timeOffset == 0 } })
        #expect(drawings.allSatisfy { $0.validationErrors().isEmpty })
        let longest = drawings.flatMap(\.strokes).compactMap(\.duration).max() ?? 0
        #expect(longest > 0.1 && longest < 30, "stroke durations in seconds, not ms")
    }
}
