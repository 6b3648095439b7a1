import Foundation
import InkCore
import InkFormats
import Testing

/// Readers keep what `InkPoint` can hold and name the rest (trial 24: OTx, OTy, W and UNIPEN's P
/// went silently).
@Suite struct ChannelsNotKeptTests {
    private func inkML(_ channels: String, _ trace: String) throws -> InkDrawing {
        try InkDrawing(inkML: Data("<ink><traceFormat>\(channels)</traceFormat><trace>\(trace)</trace></ink>".utf8))
    }

    @Test func tiltInDegreesBecomesAzimuthAndAltitudeAndWidthIsNamed() throws {
        let drawing = try inkML(
            #"<channel name="X"/><channel name="Y"/><channel name="F"/><channel name="OTx" units="deg"/><channel name="OTy" units="deg"/><channel name="W"/>"#,
            "0 0 0.5 30 0 3, 10 10 0.6 0 45 3")
        let points = drawing.strokes[0].points
        #expect(points.map(\.force) == [0.5, 0.6])
        #expect(abs(points[0].azimuth! - 0) < 1e-12 && abs(points[0].altitude! - .pi / 3) < 1e-12)
        #expect(abs(points[1].azimuth! - .pi / 2) < 1e-12 && abs(points[1].altitude! - .pi / 4) < 1e-12)
        #expect(drawing.channelsNotKept == ["W"])
        #expect(drawing.annotations[InkDrawing.channelsNotKeptAnnotation] == "W")
    }

    @Test func tiltWithoutAngleUnitsOrBesideOAAndOEIsNamedNotConverted() throws {
        let noUnits = try inkML(
            #"<channel name="X"/><channel name="Y"/><channel name="OTx"/><channel name="OTy"/><channel name="W"/><channel name="T"/>"#,
            "0 0 10 20 3 0, 10 10 11 21 3 10")
        #expect(noUnits.strokes[0].points.allSatisfy { $0.azimuth == nil && $0.altitude == nil })
        #expect(noUnits.strokes[0].points.map(\.timeOffset) == [0, 0.01])
        #expect(noUnits.channelsNotKept == ["OTx", "OTy", "W"])
        let both = try inkML(
            #"<channel name="X"/><channel name="Y"/><channel name="OA" units="rad"/><channel name="OE" units="rad"/><channel name="OTx" units="deg"/><channel name="OTy" units="deg"/>"#,
            "0 0 1 0.5 10 10")
        #expect(both.strokes[0].points[0].azimuth == 1 && both.strokes[0].points[0].altitude == 0.5)
        #expect(both.channelsNotKept == ["OTx", "OTy"])
        // trial 24: with OA alone the altitude was lost; the tilts give it.
        let oaOnly = try inkML(
            #"<channel name="X"/><channel name="Y"/><channel name="OA" units="rad"/><channel name="OTx" units="deg"/><channel name="OTy" units="deg"/>"#,
            "0 0 1 0 30")
        #expect(oaOnly.strokes[0].points[0].azimuth == 1)
        #expect(abs(oaOnly.strokes[0].points[0].altitude! - .pi / 3) < 1e-12)
        #expect(oaOnly.channelsNotKept.isEmpty)
    }

    /// Trial 24: OA/OE without units were read as radians, though InkML 2011 (§3.1.2) defaults
    /// them to degrees, while tilts without units were not kept. Both now need angle units.
    @Test func azimuthAndElevationWithoutAngleUnitsAreNamedNotKept() throws {
        let noUnits = try inkML(
            #"<channel name="X"/><channel name="Y"/><channel name="OA" max="360"/><channel name="OE" units="cm"/>"#, "0 0 90 45, 10 10 180 30")
        #expect(noUnits.strokes[0].points.allSatisfy { $0.azimuth == nil && $0.altitude == nil })
        #expect(noUnits.channelsNotKept == ["OA", "OE"])
        #expect(noUnits.annotations["inkrec:channelRanges"] == nil)
        let degrees = try inkML(
            #"<channel name="X"/><channel name="Y"/><channel name="OA" units="deg"/><channel name="OE" units="rad"/>"#, "0 0 90 0.5")
        #expect(abs(degrees.strokes[0].points[0].azimuth! - .pi / 2) < 1e-12)
        #expect(degrees.strokes[0].points[0].altitude == 0.5)
        #expect(degrees.channelsNotKept.isEmpty)
        // An OA without units no longer hides tilts that have them: they give the angles.
        let tilts = try inkML(
            #"<channel name="X"/><channel name="Y"/><channel name="OA"/><channel name="OTx" units="deg"/><channel name="OTy" units="deg"/>"#,
            "0 0 7 0 0")
        #expect(tilts.strokes[0].points[0].azimuth == 0 && abs(tilts.strokes[0].points[0].altitude! - .pi / 2) < 1e-12)
        #expect(tilts.channelsNotKept == ["OA"])
    }

    @Test func channelsDeclaredButNeverGivenAreNotNamed() throws {
        let drawing = try inkML(#"<channel name="X"/><channel name="Y"/><channel name="W"/>"#, "0 0, 10 10 ?")
        #expect(drawing.channelsNotKept.isEmpty)
        #expect(drawing.annotations[InkDrawing.channelsNotKeptAnnotation] == nil)
    }

    private let tilts = #"<channel name="X"/><channel name="Y"/><channel name="OTx" units="deg"/><channel name="OTy" units="deg"/>"#

    /// trial 24: one tilt of 90.0001° made the whole file unreadable; now the trace keeps its ink
    /// and drops its tilt, named with why.
    @Test func tiltBeyondNinetyDegreesDropsTheTraceTiltAndKeepsTheInk() throws {
        let drawing = try inkML(tilts, "0 0 10 0, 5 6 90.0001 0")
        #expect(drawing.strokes[0].points.map(\.x) == [0, 5])
        #expect(drawing.strokes[0].points.allSatisfy { $0.azimuth == nil && $0.altitude == nil })
        #expect(drawing.channelsNotKept == ["OTx", "OTy (beyond ±90° in point 1: 90.0001, 0.0)"])
    }

    /// Break 24: OA/OE were kept whatever their value (altitude 12.2 rad, −0.52) and their
    /// resolution ignored (hundredths of a degree read as degrees).
    @Test func altitudeOutsideNinetyDegreesIsDroppedAndAzimuthTurnedIntoOneTurn() throws {
        let angles = #"<channel name="X"/><channel name="Y"/><channel name="OA" units="deg"/><channel name="OE" units="deg"/>"#
        let drawing = try inkML(angles, "0 0 400 30, 5 6 -90 700")
        #expect(drawing.strokes[0].points.map(\.x) == [0, 5])
        #expect(drawing.strokes[0].points.allSatisfy { $0.altitude == nil })
        let azimuths = drawing.strokes[0].points.map { $0.azimuth! }
        #expect(abs(azimuths[0] - 40 * .pi / 180) < 1e-12 && abs(azimuths[1] - 270 * .pi / 180) < 1e-12)
        #expect(drawing.channelsNotKept == ["OE (altitude outside 0…90° in point 1: 700.0)"])
        let text = """
            <ink><definitions><context xml:id="c"><inkSource><traceFormat><channel name="X"/><channel name="Y"/>
            <channel name="OA" type="integer" units="deg"/><channel name="OE" type="integer" units="deg"/></traceFormat>
            <channelProperties><channelProperty channel="OA" name="resolution" value="100" units="1/deg"/>
            <channelProperty channel="OE" name="resolution" value="100" units="1/deg"/></channelProperties></inkSource></context>
            </definitions><trace contextRef="#c">0 0 4500 6000</trace></ink>
            """
        let point = try InkDrawing(inkML: Data(text.utf8)).strokes[0].points[0]
        #expect(abs(point.azimuth! - .pi / 4) < 1e-12 && abs(point.altitude! - .pi / 3) < 1e-12)
    }

    @Test func oneTiltWithoutTheOtherDropsTheTraceTilt() throws {
        let drawing = try inkML(tilts, "0 0 10 0, 5 6 20 ?")
        #expect(drawing.strokes[0].points.allSatisfy { $0.azimuth == nil })
        #expect(drawing.channelsNotKept == ["OTx", "OTy (one of the pair missing in point 1)"])
    }

    @Test func tiltBadInOneTraceIsKeptInTheOther() throws {
        let text = "<ink><traceFormat>\(tilts)</traceFormat><trace>0 0 100 0</trace><trace>0 0 0 0</trace></ink>"
        let drawing = try InkDrawing(inkML: Data(text.utf8))
        #expect(drawing.strokes[0].points[0].altitude == nil)
        #expect(abs(drawing.strokes[1].points[0].altitude! - .pi / 2) < 1e-12)
        #expect(drawing.channelsNotKept.count == 2)
    }

    /// trial 24: tilt in hundredths of a degree, declared with a resolution, read as degrees.
    @Test func integerTiltResolutionIsApplied() throws {
        let text = """
            <ink><definitions><context xml:id="c"><inkSource xml:id="s"><traceFormat>
            <channel name="X" type="integer"/><channel name="Y" type="integer"/>
            <channel name="OTx" type="integer" units="deg"/><channel name="OTy" type="integer" units="deg"/>
            </traceFormat><channelProperties>
            <channelProperty channel="OTx" name="resolution" value="100" units="1/deg"/>
            <channelProperty channel="OTy" name="resolution" value="100" units="1/deg"/>
            </channelProperties></inkSource></context></definitions>
            <trace contextRef="#c">0 0 3000 0, 1 1 0 -4500</trace></ink>
            """
        let drawing = try InkDrawing(inkML: Data(text.utf8))
        let points = drawing.strokes[0].points
        #expect(abs(points[0].azimuth! - 0) < 1e-12 && abs(points[0].altitude! - .pi / 3) < 1e-12)
        #expect(abs(points[1].azimuth! - 3 * .pi / 2) < 1e-12 && abs(points[1].altitude! - .pi / 4) < 1e-12)
        #expect(drawing.channelsNotKept.isEmpty)
    }

    /// The readers of inkrec's own formats ignore a listing an earlier read wrote into the file
    /// (trial 24: every later read of a converted file warned again of a channel it never had).
    @Test func inkrecFormatsIgnoreAnEarlierReadsListing() throws {
        let drawing = try inkML(#"<channel name="X"/><channel name="Y"/><channel name="W"/>"#, "0 0 3, 1 1 3")
        #expect(drawing.channelsNotKept == ["W"])
        let sample = LabeledInk(drawing: drawing, label: "a", writer: nil, source: "a")
        let json = try InkJSON.decode(try InkJSON.encode([sample]))
        #expect(json.map(\.drawing.channelsNotKept) == [[]])
        #expect(json.first?.drawing.annotations[InkDrawing.channelsNotKeptAnnotation] == nil)
        let ndjson = try LabeledNDJSON.decode(try LabeledNDJSON.encode([sample])).samples
        #expect(ndjson.map(\.drawing.channelsNotKept) == [[]])
        let written = try drawing.inkMLData()
        #expect(String(decoding: written, as: UTF8.self).contains(InkDrawing.channelsNotKeptAnnotation))
        #expect(try InkDrawing(inkML: written).channelsNotKept.isEmpty)
    }

    private func unipen(_ points: String) throws -> InkDrawing {
        let text = ".COORD X Y P\n.SEGMENT TEXT 0 ? \"B\"\n.PEN_DOWN\n\(points).PEN_UP\n"
        return try #require(try InkDataset.load(Data(text.utf8), format: .unipen, path: "p.unp", split: .all).samples.first).drawing
    }

    /// trial 24: P missing from a point, or not a number, made the whole file unreadable.
    @Test func unipenPressureMissingOrNotANumberIsDroppedAndTheInkKept() throws {
        let partial = try unipen(" 0 0 5\n 100 50\n 120 60 7\n")
        #expect(partial.strokes[0].points.map(\.x) == [0, 100, 120])
        #expect(partial.strokes[0].points.allSatisfy { $0.force == nil })
        #expect(partial.channelsNotKept == ["P (missing in some points)"])
        let none = try unipen(" 0 0\n 100 50\n")
        #expect(none.strokes[0].points.map(\.x) == [0, 100])
        #expect(none.channelsNotKept == ["P (missing in some points)"])
        let nan = try unipen(" 0 0 nan\n 100 50 inf\n")
        #expect(nan.strokes[0].points.map(\.x) == [0, 100])
        #expect(nan.strokes[0].points.allSatisfy { $0.force == nil })
        #expect(nan.channelsNotKept == ["P (not a number in some points)"])
    }

    /// trial 24: a second P went unnamed, and a Z no point gave was named.
    @Test func unipenNamesRepeatedColumnsAndOnlyChannelsWithValues() throws {
        func drawing(_ coord: String, _ points: String) throws -> InkDrawing {
            let text = ".COORD \(coord)\n.SEGMENT TEXT 0 ? \"B\"\n.PEN_DOWN\n\(points).PEN_UP\n"
            return try #require(try InkDataset.load(Data(text.utf8), format: .unipen, path: "p.unp", split: .all).samples.first).drawing
        }
        let twoP = try drawing("X Y P P", " 0 0 5 6\n 1 1 7 8\n")
        #expect(twoP.strokes[0].points.map(\.force) == [5, 7])
        #expect(twoP.channelsNotKept == ["P (a second P column)"])
        let noZ = try drawing("X Y Z", " 0 0\n 1 1\n")
        #expect(noZ.channelsNotKept.isEmpty)
        let someZ = try drawing("X Y Z W", " 0 0\n 1 1 3\n")
        #expect(someZ.channelsNotKept == ["Z"])
    }

    @Test func unipenWithoutPressureHasNoForceAndNothingNamed() throws {
        let text = ".COORD X Y\n.SEGMENT TEXT 0 ? \"B\"\n.PEN_DOWN\n 0 0\n 1 1\n.PEN_UP\n"
        let sample = try #require(try InkDataset.load(Data(text.utf8), format: .unipen, path: "p.unp", split: .all).samples.first)
        #expect(sample.drawing.strokes[0].points.allSatisfy { $0.force == nil })
        #expect(sample.drawing.channelsNotKept.isEmpty)
        #expect(sample.drawing.annotations == ["dataset": "unipen"])
    }
}
