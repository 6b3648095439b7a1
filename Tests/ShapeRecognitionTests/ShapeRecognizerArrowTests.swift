import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport
import ShapeRecognition

/// Arrow failure classes fixed on the train and validation splits, each on the real ink that
/// showed it: flowchart heads larger than the shaft and bowed, and the non-arrows the looser head
/// test must still decline (a loop around a slash, an asterisk, a caret with a pen hook).
@Suite struct ShapeRecognizerArrowTests {
    static func flowchartGroups(_ file: String) throws -> [LabeledInk] {
        let url = TestPaths.datasets.appendingPathComponent("fc-flowchart/\(file)")
        return try InkDataset.load(paths: [url]).samples.flatMap { $0.labeledGroups() }
    }

    /// The labelled group `id` (its id's suffix, e.g. "#86") of an FC file in ../shared/datasets.
    static func sharedFlowchartGroup(_ file: String, _ id: String) throws -> LabeledInk {
        let url = try #require(TestPaths.sharedDatasets).appendingPathComponent("fc-flowchart-inkml/sources/\(file)")
        let groups = try InkDataset.load(paths: [url]).samples.flatMap { $0.labeledGroups() }
        return try #require(groups.first { $0.id.hasSuffix(id) })
    }

    /// The first sample of `path` (a file under ../shared/datasets, e.g.
    /// "dollar1-unistroke/s05/medium/arrow08.xml").
    static func sharedSample(_ path: String) throws -> LabeledInk {
        let url = try #require(TestPaths.sharedDatasets).appendingPathComponent(path)
        return try #require(InkDataset.load(paths: [url]).samples.first)
    }

    /// The shape `group` (an arrow of `strokes` strokes) snaps to, expected to be an arrow with
    /// one head, at its end.
    static func oneHeadedArrow(_ group: LabeledInk, strokes: Int) throws -> Shape {
        #expect(group.label == "arrow" && group.drawing.strokes.count == strokes)
        let shape = try #require(ShapeRecognizer().recognize(group.drawing.strokes).shape)
        #expect(shape.kind == .arrow && shape.endMarker == .arrow && shape.startMarker == .none)
        return shape
    }

    /// The length of an arrow's shaft along its polyline, in points.
    static func shaftLength(of arrow: Shape) throws -> Double {
        let shaft = arrow.vertices.isEmpty ? [try #require(arrow.start), try #require(arrow.end)] : arrow.vertices
        return zip(shaft, shaft.dropFirst()).reduce(0.0) { $0 + $1.0.distance(to: $1.1) }
    }

    /// Each gesture file under `root` with the recognizer's answer for it.
    static func recognitions(_ paths: [String], in root: URL = TestPaths.datasets) throws -> [(String, ShapeRecognition)] {
        try paths.map { path in
            let sample = try #require(InkDataset.load(paths: [root.appendingPathComponent(path)]).samples.first)
            return (path, ShapeRecognizer().recognize(sample.drawing.strokes))
        }
    }

    /// FC writer 14 (validation) draws a short shaft and a separate "V" head nearly as tall as the
    /// shaft, its apex past the shaft's end and its barbs bowed: the head's barbs were measured
    /// from the shaft's end (where ink past it looks farther than the barb ends) and the bow was
    /// unexplained ink. The arrow ends at the head's apex and starts at the shaft's far end.
    @Test func flowchartArrowWithALargeBowedHeadEndsAtItsApex() throws {
        let group = try #require(Self.flowchartGroups("writer14_4.inkml").first { $0.id.hasSuffix("#34") })
        #expect(group.label == "arrow")
        let strokes = group.drawing.strokes.sorted { $0.length > $1.length }.map { $0.points.map(\.location) }
        #expect(strokes.count == 2)
        let (shaft, head) = (strokes[0], strokes[1])
        // The shaft's end nearer the head is the tip; the apex is the head's farthest point along it.
        let headCentre = head.reduce(Vector2.zero, +) / Double(head.count)
        let (tail, tip) = shaft[0].distance(to: headCentre) > shaft[shaft.count - 1].distance(to: headCentre)
            ? (shaft[0], shaft[shaft.count - 1]) : (shaft[shaft.count - 1], shaft[0])
        let direction = (tip - tail).normalized
        let apex = try #require(head.max { $0.dot(direction) < $1.dot(direction) })
        let size = try #require(group.drawing.bounds).diagonal

        let shape = try #require(ShapeRecognizer().recognize(group.drawing.strokes).shape)
        #expect(shape.kind == .arrow && shape.endMarker == .arrow && shape.startMarker == .none)
        #expect(try #require(shape.end).distance(to: apex) <= 0.05 * size)
        #expect(try #require(shape.start).distance(to: tail) <= 0.05 * size)
    }

    /// FC writer 14 (validation) draws a short shaft and a separate "V" head as tall as the shaft,
    /// the shaft reaching only halfway into it: the apex lies 0.7 of the shaft's length past its
    /// end, and the head's lower half was ink outside the head region (which reached 0.4 beyond
    /// the tip). The arrow ends at the apex, the V's lowest point.
    @Test func flowchartArrowWithAHeadAsTallAsItsShaftEndsAtItsApex() throws {
        let group = try #require(Self.flowchartGroups("writer14_4.inkml").first { $0.id.hasSuffix("#32") })
        #expect(group.label == "arrow" && group.drawing.strokes.count == 2)
        let apex = try #require(group.drawing.strokes.flatMap(\.points).map(\.location).max { $0.y < $1.y })
        // The head is the longer stroke; the shaft is the one without the apex.
        let shaft = try #require(group.drawing.strokes.map { $0.points.map(\.location) }.first { !$0.contains(apex) })
        let shaftEnd = try #require(shaft.max { $0.y < $1.y })
        let shaftLength = shaft[0].distance(to: shaft[shaft.count - 1])
        #expect(apex.y - shaftEnd.y >= 0.5 * shaftLength, "the apex lies far past the shaft's end")
        let size = try #require(group.drawing.bounds).diagonal

        let recognition = ShapeRecognizer().recognize(group.drawing.strokes)
        let shape = try #require(recognition.shape)
        #expect(shape.kind == .arrow && shape.endMarker == .arrow && shape.startMarker == .none)
        #expect(try #require(shape.end).distance(to: apex) <= 0.05 * size)
        #expect(try #require(shape.start).distance(to: shaft.min { $0.y < $1.y }!) <= 0.05 * size)
        #expect(recognition.confidence >= 0.8)
    }

    /// The FC arrows of the repository's train (writer 1) and validation (writer 14) files:
    /// 12 of 14 snap to arrows (6 before the bowed-head fix, 7 before heads as tall as the shaft,
    /// 9 before the narrow band for small heads), and no other group snaps to one.
    @Test func flowchartArrowsOfTheRepositoryFiles() throws {
        let groups = try Self.flowchartGroups("writer1_1.inkml") + Self.flowchartGroups("writer14_4.inkml")
        let recognizer = ShapeRecognizer()
        var arrows = 0, recognized = 0, otherArrows = 0
        for group in groups {
            let shape = recognizer.recognize(group.drawing.strokes).shape
            if group.label == "arrow" {
                arrows += 1
                if shape?.kind == .arrow { recognized += 1 }
            } else if shape?.kind == .arrow {
                otherArrows += 1
            }
        }
        #expect(arrows == 14)
        #expect(recognized >= 12, "\(recognized) of \(arrows)")
        #expect(otherArrows == 0)
    }

    /// FC writers 13 and 15 (validation) draw connectors with a square elbow and a small "V" head
    /// as a separate stroke, the shaft in one stroke (writer 13) or leg by leg (writer 15, the
    /// second leg starting where the first ended): the shaft follows the elbow across the joined
    /// strokes, the head is sized by the leg it sits on, and coverage is counted per resampling
    /// spacing on so small a head. The arrow is a 3-vertex polyline turning 70°–110°, ending at
    /// the head's apex (the lowest ink: both point down).
    @Test(
        .enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"),
        arguments: [("writer13_3.inkml", "#86", 2), ("writer15_7b.inkml", "#235", 3)])
    func flowchartElbowConnectorIsAPolylineArrow(file: String, group id: String, strokes: Int) throws {
        let group = try Self.sharedFlowchartGroup(file, id)
        #expect(group.label == "arrow" && group.drawing.strokes.count == strokes)
        let apex = try #require(group.drawing.strokes.flatMap(\.points).map(\.location).max { $0.y < $1.y })
        let size = try #require(group.drawing.bounds).diagonal

        let shape = try #require(ShapeRecognizer().recognize(group.drawing.strokes).shape)
        #expect(shape.kind == .arrow && shape.endMarker == .arrow && shape.startMarker == .none)
        #expect(shape.vertices.count == 3)
        guard shape.vertices.count == 3 else { return }
        let (a, b, c) = (shape.vertices[0], shape.vertices[1], shape.vertices[2])
        let turn = abs(atan2((b - a).cross(c - b), (b - a).dot(c - b)))
        #expect(turn >= 70 * .pi / 180 && turn <= 110 * .pi / 180, "elbow turns \(turn) rad")
        #expect(try #require(shape.end).distance(to: apex) <= 0.05 * size)
        #expect(c == shape.end && a == shape.start)
    }

    /// FC writers 13 and 14 (validation) draw a connector's two legs from their common corner:
    /// the vertical leg down from it, then the horizontal leg out of it to a "V" head drawn
    /// apart. The legs join start to start, so the shaft chain grows at its head as well as at
    /// its tail; the arrow is a polyline round the corner (3 vertices, 4 where writer 14's long leg
    /// bends on the way) ending at the head's apex (the rightmost ink). Writer 15's long leg
    /// waves farther from its polyline than the short leg's band (6 % of the short leg): ink within
    /// the Douglas–Peucker tolerance of the shaft is shaft, not unexplained.
    @Test(
        .enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"),
        arguments: [("writer13_7.inkml", "#233"), ("writer14_7.inkml", "#216"), ("writer15_12b.inkml", "#169")])
    func connectorLegsDrawnFromTheirCornerJoin(file: String, group id: String) throws {
        let group = try Self.sharedFlowchartGroup(file, id)
        let apex = try #require(group.drawing.strokes.flatMap(\.points).map(\.location).max { $0.x < $1.x })
        let size = try #require(group.drawing.bounds).diagonal

        let shape = try Self.oneHeadedArrow(group, strokes: 3)
        #expect((3...4).contains(shape.vertices.count))
        #expect(try #require(shape.end).distance(to: apex) <= 0.05 * size)
    }

    /// Heads judged in their own frame (the barbs' bisector as axis, within 0.6 rad of the shaft):
    /// FC writer 13 (validation) draws a "<" head tilted so that its lower barb runs back along
    /// the shaft (it snapped to a triangle with the shaft), writer 10 (train) small "V" heads on
    /// long shafts whose apex lies off the shaft's line (one barb seemed to reach 0.06 of the
    /// shaft sideways, under the 0.07 then asked); writers 13 and 14 (validation) small heads on
    /// long shafts whose barbs lie inside the shaft's band (6 % of its length), found in the
    /// narrower band (3 %). Each is a one-headed arrow from its tail to the head, spanning the
    /// ink's long side.
    @Test(
        .enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"),
        arguments: [("writer13_12.inkml", "#127"), ("writer10_1b.inkml", "#113"), ("writer10_9b.inkml", "#59"),
                    ("writer13_11.inkml", "#99"), ("writer14_4.inkml", "#40")])
    func tiltedOrSmallHeadIsAnArrow(file: String, group id: String) throws {
        let group = try Self.sharedFlowchartGroup(file, id)
        let bounds = try #require(group.drawing.bounds)

        let shape = try Self.oneHeadedArrow(group, strokes: 2)
        let length = try #require(shape.start).distance(to: try #require(shape.end))
        #expect(length >= 0.9 * max(bounds.width, bounds.height), "arrow \(length) long")
    }

    /// FC writer 12 (train) draws every head as a closed blob round the shaft's end (a filled
    /// triangle's outline): no barbs to find. A closed head — ink round the tip winding all
    /// round its centre and its hull, on both sides of the shaft alike, with depth along it —
    /// ends the arrow at its forward-most ink (the lowest: these point down). Writers 11 and 12
    /// (train) also draw it as a loop or pentagon round the shaft's end, the shaft reaching into
    /// its middle: the outline bulges behind its widest points, ink the triangle of apex and barbs
    /// left unexplained; a closed head centred on the shaft's end explains the ink in its hull.
    /// Some of writer 12's loops stay open where the shaft enters (the shaft's ink closes them)
    /// and have barbs, their widest points, that leave the bulge unexplained: the closed head is
    /// tried where the barbs fail.
    @Test(
        .enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"),
        arguments: [("writer12_10.inkml", "#49"), ("writer12_10b.inkml", "#47"), ("writer12_13b.inkml", "#35"),
                    ("writer11_2_.inkml", "#52"), ("writer12_12.inkml", "#100"), ("writer12_12b.inkml", "#114"),
                    ("writer12_12.inkml", "#106"), ("writer12_4.inkml", "#29"), ("writer12_6b.inkml", "#112")])
    func closedHeadIsAnArrow(file: String, group id: String) throws {
        let group = try Self.sharedFlowchartGroup(file, id)
        let apex = try #require(group.drawing.strokes.flatMap(\.points).map(\.location).max { $0.y < $1.y })
        let size = try #require(group.drawing.bounds).diagonal

        let shape = try Self.oneHeadedArrow(group, strokes: 2)
        #expect(try #require(shape.end).distance(to: apex) <= 0.05 * size)
    }

    /// FC writers 3, 4, 7 and 12 (train) end long connectors in a tiny loop or knot, a few
    /// percent of the diagonal: resampled at the group's spacing it has 3 to 10 points, too few
    /// for the closed head's sector and hull probes. Its ink sweeping round its centre by at least
    /// 1.5π makes it a small closed head; the arrow ends there, its shaft the connector.
    @Test(
        .enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"),
        arguments: [("writer4_14.inkml", "#154", 1), ("writer7_9.inkml", "#62", 2), ("writer3_5.inkml", "#257", 2),
                    ("writer12_5b.inkml", "#142", 2)])
    func smallLoopHeadOnALongConnectorIsAnArrow(file: String, group id: String, strokes: Int) throws {
        let group = try Self.sharedFlowchartGroup(file, id)
        let ink = group.drawing.strokes.flatMap(\.points).map(\.location)
        let size = try #require(group.drawing.bounds).diagonal

        let shape = try Self.oneHeadedArrow(group, strokes: strokes)
        let end = try #require(shape.end)
        let length = try Self.shaftLength(of: shape)
        #expect(length >= 0.7 * size, "shaft \(length / size) of the diagonal")
        #expect(ink.contains { $0.distance(to: end) <= 0.03 * size }, "tip off the ink")
    }

    /// FC writers 9 and 10 (train) end long shafts in a small "V" (its own stroke), a few
    /// percent of the diagonal: its barbs spread less than 0.04 of the shaft across the head's
    /// axis. A barb one resampling spacing off the axis is a barb; the arrow ends at the "V".
    @Test(
        .enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"),
        arguments: [("writer10_5b.inkml", "#248"), ("writer10_9b.inkml", "#69"), ("writer9_5.inkml", "#222")])
    func smallVHeadOnALongShaftIsAnArrow(file: String, group id: String) throws {
        let group = try Self.sharedFlowchartGroup(file, id)
        let head = try #require(group.drawing.strokes.min { $0.length < $1.length }).points.map(\.location)
        let size = try #require(group.drawing.bounds).diagonal

        let shape = try Self.oneHeadedArrow(group, strokes: 2)
        let end = try #require(shape.end)
        #expect(head.contains { $0.distance(to: end) <= 0.03 * size }, "tip away from the head stroke")
    }

    /// FC writers 5, 6 and 12 (train) end long connectors in a head so small (a knot, a tiny "V"
    /// or blob, 2–6 % of the diagonal) that its stroke is a dot, which the fits ignore. Where no
    /// arrow fits without them, the dots by the ink are tried as strokes of the arrow: the arrow
    /// ends on the dot's ink, its shaft the whole connector (longer than the diagonal: it
    /// turns an elbow).
    @Test(
        .enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"),
        arguments: [("writer12_5_.inkml", "#187", 3), ("writer5_5.inkml", "#239", 5), ("writer6_4b.inkml", "#38", 3),
                    ("writer6_5b.inkml", "#243", 2)])
    func headDrawnAsADotEndsTheArrow(file: String, group id: String, strokes: Int) throws {
        let group = try Self.sharedFlowchartGroup(file, id)
        let size = try #require(group.drawing.bounds).diagonal
        let dots = group.drawing.strokes.filter { $0.length <= 0.06 * size }.flatMap(\.points).map(\.location)
        #expect(!dots.isEmpty, "no stroke shorter than 6 % of the diagonal")

        let shape = try Self.oneHeadedArrow(group, strokes: strokes)
        let end = try #require(shape.end)
        let length = try Self.shaftLength(of: shape)
        #expect(length >= size, "shaft \(length / size) of the diagonal")
        #expect(dots.contains { $0.distance(to: end) <= 0.02 * size }, "tip off the dot")
    }

    /// FC writers 4–7 and 12 (train) end connectors in heads so small that their barbs on one
    /// side lie inside even the 3 % band round the shaft (a "V" a spacing or two wide, or one
    /// barb drawn close along the shaft). A 1.5 % band finds them, tried only on a shaft whose
    /// ends lie half the diagonal apart or more (a box drawn in one stroke is a shaft round
    /// three sides, its start hook no head). The arrow spans the ink from tail to tip.
    @Test(
        .enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"),
        arguments: [("writer5_9.inkml", "#63", 1), ("writer6_9.inkml", "#58", 2), ("writer7_5.inkml", "#256", 2),
                    ("writer4_8.inkml", "#99", 3), ("writer12_13.inkml", "#53", 1)])
    func headInsideTheNarrowBandIsAnArrow(file: String, group id: String, strokes: Int) throws {
        let group = try Self.sharedFlowchartGroup(file, id)
        let ink = group.drawing.strokes.flatMap(\.points).map(\.location)
        let size = try #require(group.drawing.bounds).diagonal

        let shape = try Self.oneHeadedArrow(group, strokes: strokes)
        let (start, end) = (try #require(shape.start), try #require(shape.end))
        #expect(start.distance(to: end) >= 0.9 * size, "tail to tip \(start.distance(to: end) / size) of the diagonal")
        #expect(ink.contains { $0.distance(to: end) <= 0.03 * size }, "tip off the ink")
    }

    /// FC writer 1 (train) draws a process box in one stroke, its start hooked: no arrow.
    @Test(.enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"))
    func oneStrokeBoxWithAHookedStartIsNoArrow() throws {
        let group = try Self.sharedFlowchartGroup("writer1_6.inkml", "#137")
        #expect(group.label == "process")
        #expect(ShapeRecognizer().recognize(group.drawing.strokes).shape?.kind == .rectangle)
    }

    /// MMG writer 10 (train) draws half notes as a stem ending at the rim of an open loop: a
    /// closed head hanging beyond the shaft's end (its centre about half its width ahead of the
    /// tip) explains only its triangle, so the loop's far side stays unexplained: no arrow.
    @Test(.enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"))
    func halfNoteIsNoArrow() throws {
        let paths = ["04", "09", "10"].map { "ndollar-mmg/10-stylus-MEDIUM/10-stylus-medium-half_note-\($0).xml" }
        for (path, recognition) in try Self.recognitions(paths, in: try #require(TestPaths.sharedDatasets)) {
            #expect(recognition.shape?.kind != .arrow, "\(path)")
        }
    }

    /// MMG writer 85 (validation) draws "I" with serifs: at each end of the stem a crossbar, whose
    /// hull is a thin sliver every probe finds inked. A closed head needs depth along the shaft
    /// (0.4 of its width), so these stay no arrows.
    @Test func serifsAreNoClosedHeads() throws {
        let paths = (1...9).map { "ndollar-mmg/85-finger-MEDIUM/85-finger-medium-I-0\($0).xml" }
        for (path, recognition) in try Self.recognitions(paths) {
            #expect(recognition.shape?.kind != .arrow, "\(path)")
        }
    }

    /// MMG writer 85 (validation): a "∅" whose loop runs nearly along the slash past its end, and
    /// an asterisk whose crossing strokes lie in both "heads" of its vertical stroke, snapped to
    /// arrows once bowed barbs were allowed. Barbs must open (angles adding up to 0.5 rad; the
    /// loop's sides open 0.20–0.37) and two heads may not reach past each other.
    @Test func loopAroundASlashAndAnAsteriskAreNoArrows() throws {
        let paths = ["ndollar-mmg/85-finger-MEDIUM/85-finger-medium-null-01.xml",
                     "ndollar-mmg/85-finger-MEDIUM/85-finger-medium-asterisk-02.xml"]
        for (path, recognition) in try Self.recognitions(paths) {
            #expect(recognition.shape?.kind != .arrow, "\(path)")
        }
    }

    /// $1 train writer s01 draws narrow heads: fast arrow05's barbs open 0.51 rad, and fast
    /// arrow04's and arrow09's 0.54 and 0.51 once slanted (x += −0.2·y, as the eighteenth pass's
    /// `shear-0.2` copies). All three declined (a line their best) while heads had to open
    /// 0.55 rad; they are arrows.
    @Test(
        .enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"),
        arguments: [("fast/arrow05.xml", 0.0), ("fast/arrow04.xml", -0.2), ("fast/arrow09.xml", -0.2)])
    func narrowHeadIsAnArrow(file: String, shear: Double) throws {
        let path = "dollar1-unistroke/s01 (pilot)/\(file)"
        let sample = try ShapeRecognizerClosingCornerTests.sample(path)
        #expect(sample.split == .train)
        let slant = AffineTransform2D(a: 1, b: 0, c: shear, d: 1, tx: 0, ty: 0)
        let shape = try #require(ShapeRecognizer().recognize(sample.drawing.strokes.map { $0.applying(slant) }).shape, "\(path)")
        #expect(shape.kind == .arrow && shape.endMarker == .arrow, "\(path): \(shape.kind)")
    }

    /// $1 writers s01 and s05 (train) draw checks whose long leg bows: its upper part is the
    /// longest straight shaft, and its lower part ran on to the bottom corner as a "barb" with the
    /// short leg as the other. The stroke going on past the shaft's end within 45° of straight
    /// ahead continues the shaft: no head there. (Held by the arrow's refitted logistic too.)
    @Test(.enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"))
    func checkWithABowedLongLegIsNoArrow() throws {
        let paths = ["dollar1-unistroke/s05/slow/check04.xml", "dollar1-unistroke/s05/slow/check05.xml",
                     "dollar1-unistroke/s01 (pilot)/medium/check03.xml"]
        for (path, recognition) in try Self.recognitions(paths, in: try #require(TestPaths.sharedDatasets)) {
            #expect(recognition.shape?.kind != .arrow, "\(path)")
            #expect(!recognition.candidates.contains { $0.kind == .arrow }, "\(path): an arrow fit")
        }
    }

    /// $1 writer s08 (validation) draws one-stroke arrows whose second barb ends in a foot: the
    /// pen turns forward, along the shaft, before it lifts. The barb's farthest point from the
    /// apex is the foot's end, and the segment to it ran off the barb's ink (coverage 0.14–0.6),
    /// or tilted the head past 0.6 rad. Where the farthest points fail, a barb may end at its
    /// rearmost point along the shaft, the hook beyond it (≤ 0.5 of the barb, running forward)
    /// explained as the head's ink. The arrow runs from the stroke's first point to the tip (the
    /// topmost ink, within 0.1 of the diagonal: the apex is the forward-most ink near the
    /// shaft's line), not to the foot (the stroke's last point).
    @Test(
        .enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"),
        arguments: ["medium/arrow04", "medium/arrow08", "medium/arrow09", "slow/arrow04"])
    func barbEndingInAForwardHookIsABarb(file: String) throws {
        let root = try #require(TestPaths.sharedDatasets)
        let url = root.appendingPathComponent("dollar1-unistroke/s08/\(file).xml")
        let sample = try #require(InkDataset.load(paths: [url]).samples.first)
        let ink = sample.drawing.strokes.flatMap(\.points).map(\.location)
        #expect(sample.drawing.strokes.count == 1 && ink.count > 2)
        let top = try #require(ink.min { $0.y < $1.y })  // y points down in the $1 logs
        let size = try #require(sample.drawing.bounds).diagonal

        let shape = try #require(ShapeRecognizer().recognize(sample.drawing.strokes).shape)
        #expect(shape.kind == .arrow && shape.endMarker == .arrow && shape.startMarker == .none)
        let end = try #require(shape.end)
        #expect(end.distance(to: top) <= 0.1 * size, "tip \(end.distance(to: top) / size) of the diagonal from the top")
        #expect(end.distance(to: ink[ink.count - 1]) >= 0.2 * size, "tip at the foot")
        #expect(try #require(shape.start).distance(to: ink[0]) <= 0.02 * size)
    }

    /// $1 writer s08 (validation) ends some carets with a small hook at the apex: measured from the
    /// apex, that hook is a second "barb" a fifth as long as the leg. A head's barbs must be within
    /// a factor of 1/0.3 of each other.
    @Test(.enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"))
    func caretWithAPenHookIsNoArrow() throws {
        let paths = ["dollar1-unistroke/s08/fast/caret06.xml", "dollar1-unistroke/s08/slow/caret07.xml",
                     "dollar1-unistroke/s08/slow/caret08.xml"]
        for (path, recognition) in try Self.recognitions(paths, in: try #require(TestPaths.sharedDatasets)) {
            #expect(recognition.shape == nil, "\(path): \(String(describing: recognition.shape?.kind))")
        }
    }
}
