import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport
@testable import ShapeRecognition

/// A dot lying apart from the rest of the ink is a speck beside a closed outline (a mouse
/// click), which still snaps, but the dot of an "i" or "!" beside an open stroke, which does not.
@Suite struct ShapeRecognizerDotApartTests {
    /// Quick, Draw! train hexagon #20, closed in one stroke, with a click a hexagon's height below
    /// it: declined at 0 before (a dot apart made the group no shape).
    @Test func quickDrawHexagonWithAClickBelowSnaps() throws {
        let recognition = ShapeRecognizer().recognize(try quickDrawTrainSample("hexagon", 20).drawing.strokes)
        let shape = try #require(recognition.shape, "confidence \(recognition.confidence)")
        #expect(shape.sides == 6, "\(shape.kind) \(shape.sides ?? 0)")
    }

    /// MMG train six-point star 71-stylus-medium-02, two triangles and a dot apart: declined before.
    @Test(.enabled(if: TestPaths.sharedDatasets != nil, "needs INKREC_SHARED_DATASETS"))
    func mmgSixPointStarWithADotApartSnaps() throws {
        let file = try #require(TestPaths.sharedDatasets)
            .appendingPathComponent("ndollar-mmg/71-stylus-MEDIUM/71-stylus-medium-six_point_star-02.xml")
        let sample = try #require(try InkDataset.load(paths: [file]).samples.first)
        let shape = try #require(ShapeRecognizer().recognize(sample.drawing.strokes).shape)
        #expect(shape.kind == .star && shape.sides == 6, "\(shape.kind) \(shape.sides ?? 0)")
    }

    /// The box snaps as it does alone, whichever stroke comes first and whether the far dot is
    /// one point, a repeated point or a short dash; its size does not count.
    @Test func closedBoxWithAFarDotSnapsAsAlone() throws {
        var ink = SyntheticInk(seed: 21)
        let box = ink.stroke(SyntheticInk.rectangle(width: 160, height: 100), closed: true, style: .init(jitter: 1))
        let alone = try #require(ShapeRecognizer().recognize([box]).shape)
        let dots = [
            InkStroke(locations: [Vector2(600, 600)]),
            InkStroke(locations: [Vector2(600, 600), Vector2(600, 600), Vector2(600, 600)]),
            InkStroke(locations: [Vector2(600, 600), Vector2(604, 601)]),
        ]
        for dot in dots {
            for strokes in [[box, dot], [dot, box]] {
                let shape = try #require(ShapeRecognizer().recognize(strokes).shape)
                #expect(shape.kind == alone.kind)
                #expect(shape.center.distance(to: alone.center) <= 1e-9)
                #expect(abs(shape.frame.width - alone.frame.width) <= 1e-9)
            }
        }
    }

    /// An "i" or "!" (a stem and its dot apart) and an open "L" with a click beside it decline;
    /// dots alone, or a dot with only non-finite ink, give no shape either.
    @Test func openInkWithADotApartDeclines() throws {
        var ink = SyntheticInk(seed: 22)
        let stem = ink.stroke([Vector2(200, 100), Vector2(200, 260)], closed: false, style: .init(jitter: 0.5))
        let corner = ink.stroke([Vector2(100, 100), Vector2(100, 260), Vector2(220, 260)], closed: false, style: .init(jitter: 0.5))
        #expect(ShapeRecognizer().recognize([stem]).shape != nil)
        let dot = InkStroke(locations: [Vector2(200, 40)])
        #expect(ShapeRecognizer().recognize([stem, dot]).shape == nil)
        #expect(ShapeRecognizer().recognize([InkStroke(locations: [Vector2(200, 300)]), stem]).shape == nil)
        #expect(ShapeRecognizer().recognize([corner, InkStroke(locations: [Vector2(400, 400)])]).shape == nil)
        #expect(ShapeRecognizer().recognize([dot, InkStroke(locations: [Vector2(300, 300)])]).shape == nil)
        #expect(ShapeRecognizer().recognize([dot, InkStroke(locations: [Vector2(.nan, 3), Vector2(4, .infinity)])]).shape == nil)
    }
}
