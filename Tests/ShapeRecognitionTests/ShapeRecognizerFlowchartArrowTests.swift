import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport
import ShapeRecognition

/// FC flowchart arrows of the train writers that no arrow fitted, one per cause fixed: a barb
/// drawn across the tip, a connector whose legs join with a hook, a shaft bowing farther than
/// its chord's band, a one-stroke head smaller than the Douglas–Peucker tolerance, and a closed
/// triangular head whose outline leaves a gap. Each arrow ends at its head's apex.
@Suite(.enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"))
struct ShapeRecognizerFlowchartArrowTests {
    /// The group's points, and its bounding-box diagonal in points.
    static func ink(_ group: LabeledInk) throws -> (points: [Vector2], size: Double) {
        (group.drawing.strokes.flatMap(\.points).map(\.location), try #require(group.drawing.bounds).diagonal)
    }

    /// FC writer 6 draws the shaft and one barb in one stroke, then the other barb as a stroke
    /// across the tip and on past it: that stroke's end was the forward-most ink, taken for the
    /// apex, and no barbs fitted it. The arrow ends at the tip, where the shaft stroke turns
    /// back (its lowest point), not at the crossing barb's end 0.15 of the diagonal past it.
    @Test func barbDrawnAcrossTheTipEndsTheArrowAtTheTip() throws {
        let group = try ShapeRecognizerArrowTests.sharedFlowchartGroup("writer6_12.inkml", "#123")
        let shape = try ShapeRecognizerArrowTests.oneHeadedArrow(group, strokes: 2)
        let (_, size) = try Self.ink(group)
        let strokes = group.drawing.strokes.sorted { $0.length > $1.length }.map { $0.points.map(\.location) }
        let tip = try #require(strokes[0].max { $0.y < $1.y })
        let crossingEnd = try #require(strokes[1].max { $0.y < $1.y })
        let end = try #require(shape.end)
        #expect(end.distance(to: tip) <= 0.05 * size, "end \(end), tip \(tip)")
        #expect(end.distance(to: crossingEnd) >= 0.1 * size)
        #expect(try #require(shape.start).distance(to: try #require(strokes[0].min { $0.y < $1.y })) <= 0.05 * size)
    }

    /// FC writer 9 draws a connector leg by leg from its corner, the second leg starting a little
    /// down the first: Douglas–Peucker keeps that step back as a short run between the legs,
    /// which broke the elbow. The arrow follows both legs from the foot of the vertical one to the
    /// apex of the ">" head at the right.
    @Test func connectorWhoseLegsJoinWithAHookIsAPolylineArrow() throws {
        let group = try ShapeRecognizerArrowTests.sharedFlowchartGroup("writer9_6_.inkml", "#128")
        let shape = try ShapeRecognizerArrowTests.oneHeadedArrow(group, strokes: 3)
        let (points, size) = try Self.ink(group)
        let apex = try #require(points.max { $0.x < $1.x })
        let foot = try #require(points.max { $0.y < $1.y })
        #expect(try #require(shape.end).distance(to: apex) <= 0.05 * size)
        #expect(try #require(shape.start).distance(to: foot) <= 0.05 * size)
        // Both legs: the polyline is far longer than its chord.
        let chord = try #require(shape.start).distance(to: try #require(shape.end))
        #expect(try ShapeRecognizerArrowTests.shaftLength(of: shape) >= 1.15 * chord)
    }

    /// FC writer 10 draws a long top leg that sags between its ends by more than the diagonal's
    /// 2.5 % band around the run's chord, with a "<" head of two strokes at its left end: the
    /// sag was unexplained ink. The arrow runs from the foot of the short leg to the leftmost ink.
    @Test func shaftBowingPastItsChordStillExplainsItsInk() throws {
        let group = try ShapeRecognizerArrowTests.sharedFlowchartGroup("writer10_5b.inkml", "#226")
        let shape = try ShapeRecognizerArrowTests.oneHeadedArrow(group, strokes: 3)
        let (points, size) = try Self.ink(group)
        #expect(try #require(shape.end).distance(to: try #require(points.min { $0.x < $1.x })) <= 0.05 * size)
        #expect(try #require(shape.start).distance(to: try #require(points.max { $0.y < $1.y })) <= 0.05 * size)
    }

    /// FC writer 4 ends a long one-stroke connector with a head 0.025 of the diagonal across
    /// (left barb, back to the apex, right barb): inside the Douglas–Peucker tolerance, so the
    /// shaft's end run swallowed it. The shaft is cut back to the corner where the head begins;
    /// the arrow ends at the apex (the lowest ink), nearer it than the stroke's last point.
    @Test func tinyOneStrokeHeadIsCutFromTheShaft() throws {
        let group = try ShapeRecognizerArrowTests.sharedFlowchartGroup("writer4_14.inkml", "#153")
        let shape = try ShapeRecognizerArrowTests.oneHeadedArrow(group, strokes: 1)
        let (points, size) = try Self.ink(group)
        let apex = try #require(points.max { $0.y < $1.y })
        let end = try #require(shape.end)
        #expect(end.distance(to: apex) <= 0.01 * size, "end \(end), apex \(apex)")
        #expect(end.distance(to: apex) < end.distance(to: points[points.count - 1]))
        #expect(try #require(shape.start).distance(to: points[0]) <= 0.01 * size)
        #expect(shape.vertices.count == 3, "the connector's elbow")
    }

    /// FC writer 4 draws a closed triangle past the shaft's end, its outline leaving 13–25 % of
    /// its hull without ink within the gap tolerance (its pen leaves the triangle down past its
    /// base). The arrow ends at the triangle's apex, the rightmost ink.
    @Test func closedTriangleHeadWithAGapEndsAtItsApex() throws {
        let group = try ShapeRecognizerArrowTests.sharedFlowchartGroup("writer4_11.inkml", "#74")
        let shape = try ShapeRecognizerArrowTests.oneHeadedArrow(group, strokes: 2)
        let (points, size) = try Self.ink(group)
        #expect(try #require(shape.end).distance(to: try #require(points.max { $0.x < $1.x })) <= 0.05 * size)
        #expect(try #require(shape.start).distance(to: try #require(points.min { $0.x < $1.x })) <= 0.05 * size)
    }
}
