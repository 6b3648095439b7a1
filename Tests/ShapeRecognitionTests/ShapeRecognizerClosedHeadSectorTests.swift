import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport
@testable import ShapeRecognition

/// Closed heads whose sector test does not depend on how the ink lies against fixed sector
/// edges (fifteenth pass): a sparse head's empty sectors are averaged over every turn of the
/// sectors (`meanEmptySectors(round:count:)`).
struct ShapeRecognizerClosedHeadSectorTests {
    /// FC validation writer 13 draws a connector right, down and back left, with a sparse closed
    /// head at its left end: declined (its best candidate a line at 0.00) as drawn, an arrow at
    /// 0.999 turned by 3° either way, before. An arrow at all three angles now.
    @Test(.enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"))
    func sparseClosedHeadIsAnArrowWhicheverWayTheConnectorIsTurned() throws {
        let group = try ShapeRecognizerArrowTests.sharedFlowchartGroup("writer13_4.inkml", "#35")
        _ = try ShapeRecognizerArrowTests.oneHeadedArrow(group, strokes: 2)
        let centre = try #require(group.drawing.bounds).center
        for degrees in [-3.0, 3.0] {
            let turned = group.drawing.rotated(by: degrees * .pi / 180, about: centre)
            let recognition = ShapeRecognizer().recognize(turned.strokes)
            #expect(recognition.shape?.kind == .arrow, "\(degrees)°: \(recognition.shape?.kind.rawValue ?? "none")")
        }
    }

    /// FC train writer 4 draws a one-stroke arrow whose head loops round the shaft's end (25
    /// points near the tip): its fixed sectors left two empty (declined, a line at 0.02) as
    /// drawn, one when turned by 3°. On average over the sectors' turns it leaves 1.5: an arrow,
    /// its tip at the bottom of the ink (y grows downwards).
    @Test(.enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"))
    func oneStrokeArrowWithALoopedHeadIsAnArrow() throws {
        let group = try ShapeRecognizerArrowTests.sharedFlowchartGroup("writer4_14.inkml", "#136")
        let shape = try ShapeRecognizerArrowTests.oneHeadedArrow(group, strokes: 1)
        let bounds = try #require(group.drawing.bounds)
        #expect(try #require(shape.end).y >= bounds.origin.y + 0.9 * bounds.height)
    }

    /// Evenly spread directions leave no sector empty; a half circle of points 30° apart leaves
    /// the other half: its 180° gap holds 180/30 − 1 = 5 empty sectors on average.
    @Test func emptySectorsOfEvenAndHalfCircles() {
        let centre = Vector2(3, -2)
        let circle = (0..<12).map { centre + Vector2(cos(Double($0) * .pi / 6), sin(Double($0) * .pi / 6)) * 4 }
        #expect(abs(circle.meanEmptySectors(round: centre, count: 12)) <= 1e-9)
        let half = (0...6).map { centre + Vector2(cos(Double($0) * .pi / 6), sin(Double($0) * .pi / 6)) * 4 }
        #expect(abs(half.meanEmptySectors(round: centre, count: 12) - 5) <= 1e-9)
        // The same half circle turned by any angle: no sector edge decides.
        let turned = half.map { centre + ($0 - centre).rotated(by: 0.05) }
        #expect(abs(turned.meanEmptySectors(round: centre, count: 12) - 5) <= 1e-9)
    }

    /// No direction (no points, points only at the centre, non-finite offsets) leaves every
    /// sector empty; one point's direction leaves all but one; duplicates add nothing.
    @Test func emptySectorsOfDegenerateInk() {
        let centre = Vector2(1, 1)
        #expect([Vector2]().meanEmptySectors(round: centre, count: 12) == 12)
        #expect([centre, centre].meanEmptySectors(round: centre, count: 12) == 12)
        #expect([Vector2(.nan, 0), Vector2(.infinity, 1)].meanEmptySectors(round: centre, count: 12) == 12)
        #expect(abs([Vector2(2, 1)].meanEmptySectors(round: centre, count: 12) - 11) <= 1e-9)
        #expect(abs([Vector2(2, 1), Vector2(2, 1), Vector2(.nan, 1)].meanEmptySectors(round: centre, count: 12) - 11) <= 1e-9)
        #expect([Vector2(2, 1)].meanEmptySectors(round: centre, count: 0) == 0)
    }
}
