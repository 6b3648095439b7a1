import InkCore
import InkFormats
import Testing
import TestSupport
@testable import ShapeRecognition

/// `ArrowFit.isElbowLeg(_:of:size:)`: the leg after an elbow is at least `minimumElbowLeg` of
/// the diagonal, or `minimumLastElbowLeg` where no leg gap follows it (a stub ending a
/// connector, its head at the stub's end).
@Suite struct ArrowFitShortLastLegTests {
    /// A diagonal of 100 points: a top leg of 60 points, then a leg of `length` points down.
    static func runs(leg length: Double, then more: [ArrowFit.Run] = []) -> [ArrowFit.Run] {
        [
            ArrowFit.Run(segment: Segment(Vector2(0, 0), Vector2(60, 0)), ink: 0...10),
            ArrowFit.Run(segment: Segment(Vector2(60, 0), Vector2(60, length)), ink: 10...12),
        ] + more
    }

    @Test func stubOfSevenPercentEndingTheTraceIsALeg() {
        #expect(ArrowFit.isElbowLeg(1, of: Self.runs(leg: 7), size: 100))
        #expect(ArrowFit.elbowLeg(after: 0, of: Self.runs(leg: 7), size: 100) == 1)
    }

    /// A barb turning back from the stub's end (a one-stroke head) does not change that.
    @Test func stubFollowedByABarbIsALeg() {
        let barb = ArrowFit.Run(segment: Segment(Vector2(60, 7), Vector2(57, 4)), ink: 12...13)
        #expect(ArrowFit.isElbowLeg(1, of: Self.runs(leg: 7, then: [barb]), size: 100))
    }

    /// Under `minimumLastElbowLeg` (5 of 100 points) the stub is no leg; before a leg gap only
    /// a leg of `minimumElbowLeg` is one (12 points is, 7 is not).
    @Test func shorterStubsAndStubsBeforeALegGapAreNoLegs() {
        #expect(!ArrowFit.isElbowLeg(1, of: Self.runs(leg: 5), size: 100))
        let gap = ArrowFit.Run(segment: Segment(Vector2(60, 7), Vector2(90, 7)), ink: 12...13, isLegGap: true)
        #expect(!ArrowFit.isElbowLeg(1, of: Self.runs(leg: 7, then: [gap]), size: 100))
        #expect(ArrowFit.isElbowLeg(1, of: Self.runs(leg: 12, then: [gap]), size: 100))
    }

    /// A NaN leg, or a NaN diagonal, is no leg; a zero-length run is none either.
    @Test func nonFiniteAndEmptyLegsAreNoLegs() {
        let nan = [
            ArrowFit.Run(segment: Segment(Vector2(0, 0), Vector2(60, 0)), ink: 0...10),
            ArrowFit.Run(segment: Segment(Vector2(60, 0), Vector2(60, .nan)), ink: 10...12),
        ]
        #expect(!ArrowFit.isElbowLeg(1, of: nan, size: 100))
        #expect(!ArrowFit.isElbowLeg(1, of: Self.runs(leg: 7), size: .nan))
        #expect(!ArrowFit.isElbowLeg(1, of: Self.runs(leg: 0), size: 100))
    }
}

/// FC writer 12 (train) draws a connector in one stroke: down a short leg, left along the top
/// and down a stub shorter than an elbow's leg ending in a "V". Stopped at the left elbow it
/// fitted no arrow (a line at 0.12); with the stub as its last leg it is an arrow with two
/// elbows, its tip the V's apex, the lowest ink.
@Suite(.enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"))
struct ShapeRecognizerShortLastLegTests {
    @Test func headAtTheEndOfAStubIsAnArrow() throws {
        let group = try ShapeRecognizerArrowTests.sharedFlowchartGroup("writer12_11.inkml", "#79")
        let shape = try ShapeRecognizerArrowTests.oneHeadedArrow(group, strokes: 1)
        let ink = group.drawing.strokes[0].points.map(\.location)
        let size = try #require(group.drawing.bounds).diagonal
        #expect(shape.vertices.count == 4)
        #expect(try #require(shape.start).distance(to: ink[0]) <= 0.03 * size)
        #expect(try #require(shape.end).distance(to: try #require(ink.max { $0.y < $1.y })) <= 0.03 * size)
    }
}
