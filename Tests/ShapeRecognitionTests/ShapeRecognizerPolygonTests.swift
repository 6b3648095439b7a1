import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport
import ShapeRecognition

/// Many-sided polygons (hexagons, octagons) against ellipses: the fine Douglas–Peucker tolerance
/// and the Visvalingam–Whyatt elimination order in `PolygonFit`.
@Suite struct ShapeRecognizerPolygonTests {
    /// Quick, Draw! drawings of the train split that snapped to an ellipse (octagons #7, #11, #20)
    /// or a pentagon (hexagon #13) before the fine tolerance.
    @Test(arguments: [("octagon", 7, 8), ("octagon", 11, 8), ("octagon", 20, 8), ("hexagon", 13, 6)])
    func quickDrawPolygonKeepsItsSides(category: String, index: Int, sides: Int) throws {
        let file = TestPaths.datasets.appendingPathComponent("quickdraw-shapes/\(category).ndjson")
        let sample = try #require(try InkDataset.load(paths: [file]).samples.first { $0.source.hasSuffix("#\(index)") })
        #expect(sample.split == .train)
        let shape = try #require(ShapeRecognizer().recognize(sample.drawing.strokes).shape)
        #expect(shape.kind == .polygon || shape.kind == .regularPolygon, "\(shape.kind)")
        #expect(shape.sides == sides)
        #expect(shape.vertices.count == sides)
        // Every vertex lies on the ink: within 5 % of the diagonal of a drawn point.
        let bounds = try #require(sample.drawing.bounds)
        let points = sample.drawing.strokes.flatMap { $0.points.map(\.location) }
        for vertex in shape.vertices {
            let nearest = points.map { $0.distance(to: vertex) }.min() ?? .infinity
            #expect(nearest <= 0.05 * bounds.diagonal, "vertex \(vertex) is \(nearest) from the ink")
        }
    }

    /// Clean corners stay corners and a noisy circle gains none, at any rotation.
    @Test func regularPolygonsKeepTheirSidesAndCirclesStayEllipses() throws {
        var ink = SyntheticInk(seed: 21)
        let style = { (rotation: Double) in SyntheticInk.Style(rotation: rotation, jitter: 1, tremor: 1.5) }
        for rotation in [0.0, 0.2, 0.5] {
            for sides in [6, 7, 8] {
                let stroke = ink.stroke(SyntheticInk.regularPolygon(sides: sides, radius: 120), closed: true, style: style(rotation))
                let shape = try #require(ShapeRecognizer().recognize([stroke]).shape, "\(sides)-gon at \(rotation)")
                #expect(shape.kind == .regularPolygon && shape.sides == sides, "\(sides)-gon at \(rotation): \(shape.kind) \(shape.sides ?? 0)")
            }
            let circle = ink.stroke(SyntheticInk.ellipse(a: 120, b: 120), closed: true, style: style(rotation))
            let shape = try #require(ShapeRecognizer().recognize([circle]).shape)
            #expect(shape.kind == .ellipse, "circle at \(rotation): \(shape.kind) \(shape.sides ?? 0)")
        }
    }
}
