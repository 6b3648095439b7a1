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

    @Test func tiltWithoutAngleUnitsOrBesideOAIsNamedNotConverted() throws {
        let noUnits = try inkML(
            #"<channel name="X"/><channel name="Y"/><channel name="OTx"/><channel name="OTy"/><channel name="W"/><channel name="T"/>"#,
            "0 0 10 20 3 0, 10 10 11 21 3 10")
        #expect(noUnits.strokes[0].points.allSatisfy { $0.azimuth == nil && $0.altitude == nil })
        #expect(noUnits.strokes[0].points.map(\.timeOffset) == [0, 0.01])
        #expect(noUnits.channelsNotKept == ["OTx", "OTy", "W"])
        let both = try inkML(
            #"<channel name="X"/><channel name="Y"/><channel name="OA" units="rad"/><channel name="OTx" units="deg"/><channel name="OTy" units="deg"/>"#,
            "0 0 1 10 10")
        #expect(both.strokes[0].points[0].azimuth == 1)
        #expect(both.channelsNotKept == ["OTx", "OTy"])
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

    @Test func tiltBeyondNinetyDegreesIsRefused() {
        #expect(throws: InkFormatError.self) {
            try inkML(#"<channel name="X"/><channel name="Y"/><channel name="OTx" units="deg"/><channel name="OTy" units="deg"/>"#, "0 0 100 0")
        }
    }

    @Test func unipenPressureBecomesForceAndOtherChannelsAreNamed() throws {
        let text = """
            .VERSION 1.0
            .COORD X Y P T Z
            .SEGMENT TEXT 0 ? "B"
            .PEN_DOWN
             0 0 10 0 7
             100 50 20 5 8
            .PEN_UP

            """
        let samples = try InkDataset.load(Data(text.utf8), format: .unipen, path: "p.unp", split: .all).samples
        let points = try #require(samples.first?.drawing.strokes.first?.points)
        #expect(points.map(\.force) == [10, 20])
        #expect(points.map(\.timeOffset) == [0, 0.005])
        #expect(samples[0].drawing.channelsNotKept == ["Z"])
    }

    @Test func unipenWithoutPressureHasNoForceAndNothingNamed() throws {
        let text = ".COORD X Y\n.SEGMENT TEXT 0 ? \"B\"\n.PEN_DOWN\n 0 0\n 1 1\n.PEN_UP\n"
        let sample = try #require(try InkDataset.load(Data(text.utf8), format: .unipen, path: "p.unp", split: .all).samples.first)
        #expect(sample.drawing.strokes[0].points.allSatisfy { $0.force == nil })
        #expect(sample.drawing.channelsNotKept.isEmpty)
        #expect(sample.drawing.annotations == ["dataset": "unipen"])
    }
}
