import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport
@testable import ShapeRecognition

/// Closed heads at the end of a connector's last leg are measured against that leg, which may be
/// short beside the head: up to `ArrowFit.legClosedHeadWidths` of it wide (twenty-third pass).
/// A head on a straight shaft keeps `ArrowFit.closedHeadWidths`.
@Suite(.enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"))
struct ShapeRecognizerLegClosedHeadTests {
    /// FC train writer 12 draws a connector left along the top and down a short leg, ending in a
    /// loop 0.66 of that leg wide: declined (no arrow candidate) at the 0.6 a closed head had
    /// before. A bent arrow now, from the top right to the loop at the bottom left.
    @Test func loopEndingAShortLegIsABentArrow() throws {
        let group = try ShapeRecognizerArrowTests.sharedFlowchartGroup("writer12_9b.inkml", "#56")
        let shape = try ShapeRecognizerArrowTests.oneHeadedArrow(group, strokes: 2)
        let bounds = try #require(group.drawing.bounds)
        #expect(shape.vertices.count >= 3)
        // y grows downwards: the tip is at the bottom left, the tail at the top right.
        let end = try #require(shape.end), start = try #require(shape.start)
        #expect(end.y >= bounds.origin.y + 0.85 * bounds.height)
        #expect(end.x <= bounds.origin.x + 0.15 * bounds.width)
        #expect(start.x >= bounds.origin.x + 0.85 * bounds.width)
        #expect(start.y <= bounds.origin.y + 0.15 * bounds.height)
    }

    /// A straight shaft 100 points long with a closed loop 70 points across round its end: wider
    /// than `closedHeadWidths` allows a straight shaft's head, so no arrow. The same loop ending
    /// the 100-point leg of an "L" whose other leg is 200 points long is within
    /// `legClosedHeadWidths`: a bent arrow with its tip at the loop.
    @Test func wideLoopIsAHeadOnlyAtTheEndOfALeg() throws {
        // A loop of radius 35 drawn round (0, 100), the shaft's end, starting and ending on it.
        let loop = (0...24).map { k in
            let angle = Double(k) / 24 * 2 * .pi
            return Vector2(35 * sin(angle), 100 + 35 * (1 - cos(angle)) - 35)
        }
        let shaft = (0...20).map { Vector2(0, Double($0) * 5) }
        let straight = ShapeRecognizer().recognize([InkStroke(locations: shaft), InkStroke(locations: loop)])
        #expect(straight.shape?.kind != .arrow)
        let leg = (0...40).map { Vector2(200 - Double($0) * 5, 0) }
        let bent = ShapeRecognizer().recognize([InkStroke(locations: leg + shaft.dropFirst()), InkStroke(locations: loop)])
        let arrow = try #require(bent.shape)
        #expect(arrow.kind == .arrow)
        #expect(try #require(arrow.end).y >= 100)
    }
}
