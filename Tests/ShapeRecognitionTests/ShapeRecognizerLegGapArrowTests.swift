import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport
import ShapeRecognition

/// Connectors drawn leg by leg whose pen stopped short of the corner (FC writer 5): the legs'
/// ends lie farther apart than the 5 % stroke join, yet their lines meet as an elbow just ahead
/// of both. And the letter that such a join must not make an arrow: a "P" whose bowl, drawn as
/// its own stroke, starts beside the stem's top.
@Suite(.enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"))
struct ShapeRecognizerLegGapArrowTests {
    /// FC writer 5 (train) draws the top leg left to right, then the right leg down from 0.18 of
    /// the diagonal below the top leg's end, ending in a "V" head. The arrow runs from the top
    /// leg's left end through the corner the legs' lines meet at (above the right leg's first
    /// point, beside the top leg's last) down to the head's apex.
    @Test func connectorWhoseLegsStopShortOfTheCornerIsAPolylineArrow() throws {
        let group = try ShapeRecognizerArrowTests.sharedFlowchartGroup("writer5_3.inkml", "#77")
        let shape = try ShapeRecognizerArrowTests.oneHeadedArrow(group, strokes: 2)
        let size = try #require(group.drawing.bounds).diagonal
        let legs = group.drawing.strokes.map { $0.points.map(\.location) }
        // The top leg is the one whose lowest point lies higher (y grows downwards).
        let (top, right) = try #require(legs[0].map(\.y).max()) < (try #require(legs[1].map(\.y).max()))
            ? (legs[0], legs[1]) : (legs[1], legs[0])
        let topEnd = try #require(top.max { $0.x < $1.x })
        let rightStart = try #require(right.min { $0.y < $1.y })
        #expect(topEnd.distance(to: rightStart) >= 0.15 * size, "the gap the join closes")
        #expect(try #require(shape.start).distance(to: try #require(top.min { $0.x < $1.x })) <= 0.05 * size)
        #expect(try #require(shape.end).distance(to: try #require(right.max { $0.y < $1.y })) <= 0.05 * size)
        #expect(shape.vertices.count == 3, "one elbow: \(shape.vertices)")
        let corner = shape.vertices[1]
        #expect(corner.distance(to: topEnd) <= 0.05 * size, "corner \(corner), top leg's end \(topEnd)")
        #expect(corner.y <= rightStart.y - 0.1 * size, "the corner closes the gap above the right leg")
    }

    /// FC writer 10 (train) draws the top leg left to right from the corner, then the left leg
    /// down from 0.054 of the diagonal below and right of the top leg's start, bending slightly
    /// in its stretch next to the gap
    /// before the gap (a run shorter than an elbow's leg), and a "V" head. The leg before the gap
    /// is the chain since its start, not that last run: the arrow turns at the corner above the
    /// left leg, on the top leg's line, and ends at the head's apex.
    @Test func legBendingJustBeforeItsGapStillMakesTheElbow() throws {
        let group = try ShapeRecognizerArrowTests.sharedFlowchartGroup("writer10_6b.inkml", "#139")
        let shape = try ShapeRecognizerArrowTests.oneHeadedArrow(group, strokes: 3)
        let size = try #require(group.drawing.bounds).diagonal
        let legs = group.drawing.strokes.map { $0.points.map(\.location) }
        let (top, left) = (legs[0], legs[1])
        let points = legs.flatMap { $0 }
        #expect(try #require(shape.start).distance(to: top[top.count - 1]) <= 0.03 * size)
        #expect(try #require(shape.end).distance(to: try #require(points.max { $0.y < $1.y })) <= 0.03 * size)
        let corner = Vector2(left[0].x, top[0].y)
        #expect(shape.vertices.count >= 3 && shape.vertices[1].distance(to: corner) <= 0.03 * size, "\(shape.vertices)")
    }

    /// MMG user 12 (train) draws a "P" as its stem, then its bowl from beside the stem's top
    /// (0.09 of the diagonal away) round to the stem's middle: the stem and the bowl's top meet
    /// like a connector's legs, and the bowl's lower half and the stem's foot hook passed for a
    /// head at the foot. A bowl coming back to its stem is no connector's leg: no shape.
    @Test func letterWhoseBowlReturnsToItsStemIsNoArrow() throws {
        let file = try #require(TestPaths.sharedDatasets)
            .appendingPathComponent("ndollar-mmg/12-stylus-MEDIUM/12-stylus-medium-P-01.xml")
        let sample = try #require(try InkDataset.load(paths: [file]).samples.first)
        let recognition = ShapeRecognizer().recognize(sample.drawing.strokes)
        #expect(recognition.shape == nil, "\(recognition.shape?.kind as Any) \(recognition.confidence)")
        #expect(!recognition.candidates.contains { $0.kind == .arrow }, "\(recognition.candidates.map(\.kind))")
    }

    /// pendigits train "9" #4052 draws its bowl, then its stem from 0.2 of the diagonal below the
    /// bowl's first point: the jump across that gap runs on along the stem, so stem and jump made
    /// one straight run ending in the bowl, which passed for a head. A leg gap is crossed only as
    /// an elbow between two legs: no arrow.
    @Test func digitWhoseStemStartsBelowItsBowlIsNoArrow() throws {
        let url = try #require(TestPaths.sharedDatasets).appendingPathComponent("pendigits/pendigits-orig.tra")
        let samples = try InkDataset.load(paths: [url], split: .train).samples
        let sample = try #require(samples.first { $0.id.hasSuffix("pendigits-orig.tra#4052") })
        #expect(sample.label == "9" && sample.drawing.strokes.count == 2)
        let recognition = ShapeRecognizer().recognize(sample.drawing.strokes)
        #expect(recognition.shape == nil, "\(recognition.shape?.kind as Any) \(recognition.confidence)")
    }
}
