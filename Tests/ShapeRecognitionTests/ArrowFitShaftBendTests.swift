import Testing
@testable import ShapeRecognition

/// `ArrowFit.ShaftBend`: a tremor's turns each way cancel within each leg, a bow's add up, and
/// the legs' bends between elbows are summed.
@Suite struct ArrowFitShaftBendTests {
    /// Eight turns of 0.3 rad alternating in sign: summed 2.4 rad, but the shaft heads at most
    /// 0.3 rad off its first direction.
    @Test func tremorTurnsCancel() {
        var bend = ArrowFit.ShaftBend()
        for k in 0..<8 { bend.add(k.isMultiple(of: 2) ? 0.3 : -0.3) }
        #expect(abs(bend.bend(turning: 0) - 0.3) < 1e-12)
        #expect(bend.bend(turning: 0) < ArrowFit.shaftBend)
    }

    /// A bow's turns all one way add up: four of 0.3 rad pass `shaftBend`.
    @Test func bowTurnsAddUp() {
        var bend = ArrowFit.ShaftBend()
        for _ in 0..<3 { bend.add(0.3) }
        #expect(abs(bend.bend(turning: 0.3) - 1.2) < 1e-12)
        #expect(abs(bend.bend(turning: -0.3) - 0.9) < 1e-12)
    }

    /// Past an elbow a new leg starts: the bend is the legs' ranges summed (0.3 before the
    /// elbow, 0.2 after it), the elbow's own turn not counted.
    @Test func legRangesAreSummedPastAnElbow() {
        var bend = ArrowFit.ShaftBend()
        bend.add(0.3)
        bend.add(-0.3)
        bend.turnElbow()
        bend.add(0.2)
        #expect(abs(bend.bend(turning: -0.1) - 0.5) < 1e-12)
        #expect(abs(bend.bend(turning: 0.2) - 0.7) < 1e-12)
    }

    /// A tremor on a leg past an elbow cancels as on the first: eight turns of 0.3 rad
    /// alternating in sign after an elbow bend the chain by 0.3 rad, not the 2.4 summed.
    @Test func tremorTurnsCancelPastAnElbow() {
        var bend = ArrowFit.ShaftBend()
        bend.turnElbow()
        for k in 0..<8 { bend.add(k.isMultiple(of: 2) ? 0.3 : -0.3) }
        #expect(abs(bend.bend(turning: 0) - 0.3) < 1e-12)
        #expect(bend.bend(turning: 0) < ArrowFit.shaftBend)
    }
}
