import Foundation
import InkCore
import InkFormats
import TestSupport
import Testing

@testable import ShapeRecognition

/// Real recordings through a session with the real `ShapeRecognizer`: what a note-app user sees
/// when pausing (or not) at the end of a stroke. Figures are counts on whole folders, so a change
/// of a single sample shows.
struct SnapRecognizerReplayTests {
    static func replay(_ sample: LabeledInk, hold: Double, lastStrokeOnly: Bool = false) -> SnapReplay.Outcome {
        var session = SnapSession()
        return SnapReplay(simulatedHold: hold, holdsLastStrokeOnly: lastStrokeOnly).replay(sample.drawing, in: &session)
    }

    static func snapped(_ outcome: SnapReplay.Outcome) -> [Shape] {
        outcome.events.compactMap { if case .pathComplete(let shape, _, _, _) = $0 { shape } else { nil } }
    }

    /// $1 writer s10 (160 gestures): shapes held at the end snap once, almost always to their kind;
    /// the ten non-shape gestures do not snap even when held; nothing snaps without a hold.
    @Test func dollarOneShapesSnapOnceWhenHeld() throws {
        let expected: [String: ShapeKind] = [
            "rectangle": .rectangle, "circle": .ellipse, "triangle": .polygon, "star": .star, "arrow": .arrow,
        ]
        let gestures = try SnapReplayTests.samples("dollar1-unistroke/s10/medium")
        var shapes = 0, snapped = 0, rightKind = 0, others = 0, falseSnaps = 0
        for gesture in gestures {
            let held = Self.snapped(Self.replay(gesture, hold: 0.6))
            #expect(held.count <= 1, "\(gesture.id)")
            #expect(Self.snapped(Self.replay(gesture, hold: 0)).isEmpty, "\(gesture.id)")
            if let kind = expected[gesture.label] {
                shapes += 1
                snapped += held.count
                rightKind += held.filter { $0.kind == kind }.count
            } else {
                others += 1
                falseSnaps += held.count
            }
        }
        // Measured when written: 48 of 50 snapped, 43 to their kind, 0 of 110 false snaps.
        #expect(shapes == 50 && others == 110)
        #expect(snapped >= 45, "\(snapped) of 50 held shapes snapped")
        #expect(rightKind >= 40, "\(rightKind) of 50 held shapes snapped to their kind")
        #expect(falseSnaps <= 3, "\(falseSnaps) of 110 held non-shapes snapped")
    }

    /// MMG writers 10 and 95 (320 gestures), multi-stroke: earlier strokes stay ink and group with
    /// the last one, which is held. Other classes (letters, symbols) are not scored: holding on their
    /// last stroke, often straight, snaps it to a line, as a note app would.
    @Test func mmgMultiStrokeShapesSnapWhenTheLastStrokeIsHeld() throws {
        let gestures = try SnapReplayTests.samples("ndollar-mmg/10-stylus-MEDIUM") + SnapReplayTests.samples("ndollar-mmg/95-stylus-MEDIUM")
        let expected: [String: ShapeKind] = ["line": .line, "five_point_star": .star, "six_point_star": .star, "arrowhead": .arrow]
        var snapped: [String: Int] = [:], rightKind: [String: Int] = [:]
        var snappedWithoutHold: [String] = []
        for gesture in gestures {
            if !Self.snapped(Self.replay(gesture, hold: 0)).isEmpty { snappedWithoutHold.append(gesture.id) }
            guard let kind = expected[gesture.label] else { continue }
            let held = Self.snapped(Self.replay(gesture, hold: 0.6, lastStrokeOnly: true))
            #expect(held.count <= 1, "\(gesture.id)")
            snapped[gesture.label, default: 0] += held.count
            rightKind[gesture.label, default: 0] += held.filter { $0.kind == kind }.count
        }
        // Writer 95 rests exactly 0.5 s at the end of the diagonal of "N" 06 before lifting: a real
        // hold, and the diagonal snaps to a line. No other gesture snaps without a hold.
        #expect(snappedWithoutHold.allSatisfy { $0.hasSuffix("95-stylus-medium-N-06.xml") }, "\(snappedWithoutHold)")
        // Measured when written (of 20 each): lines 20 as lines, five-point stars 18 (17 as stars),
        // six-point stars 19 (10 as stars), arrowheads 11 (11 as arrows).
        #expect(rightKind["line", default: 0] >= 19)
        #expect(snapped["five_point_star", default: 0] + snapped["six_point_star", default: 0] >= 34)
        #expect(rightKind["five_point_star", default: 0] >= 15)
        #expect(rightKind["arrowhead", default: 0] >= 9)
    }

    /// UNIPEN digits (see `SnapReplayTests.digits`) replayed without any added hold do not snap,
    /// except where the writer really held: the "4" `val/gresai34.dat#37` rests 0.76 s on one spot
    /// (within 1 tablet unit) before lifting its second stroke.
    @Test func handwrittenDigitsWithoutAHoldDoNotSnap() throws {
        let digits = try SnapReplayTests.digits()
        let snapped = digits.filter { !Self.snapped(Self.replay($0, hold: 0)).isEmpty }
        #expect(digits.count == 90)
        #expect(snapped.allSatisfy { $0.id.hasSuffix("val/gresai34.dat#37") }, "\(snapped.map(\.id))")
    }

    /// The same on contributor `ibm`'s 1,568 digits in the full set. Known failure: a writer who
    /// rests the pen 0.5 s before lifting has held, and a partial digit can then snap (3 when
    /// written: a "4" and an "8" as polygons, a "1" as a line; the "4" rests 37 samples, 0.53 s,
    /// on one spot).
    @Test(.enabled(if: TestPaths.sharedDatasets != nil, "INKREC_SHARED_DATASETS not set: full UNIPEN skipped"))
    func manyHandwrittenDigitsWithoutAHoldAlmostNeverSnap() throws {
        let digits = try SnapReplayTests.digits(in: try #require(TestPaths.sharedDatasets), contributors: ["ibm"])
        let snapped = digits.filter { !Self.snapped(Self.replay($0, hold: 0)).isEmpty }
        #expect(digits.count == 1568)
        #expect(snapped.count <= 4, "\(snapped.map(\.id))")
    }
}
