import InkCore
import Testing
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
