import Foundation
import InkCore
import InkFormats
import TestSupport
import Testing

@testable import ShapeRecognition

/// Ink far from the canvas origin is recognized as it is near it: the fits work about the ink's
/// first point, so sums of squared coordinates keep the ink's own extent.
struct ShapeRecognizerFarInkTests {
    @Test(arguments: ["rectangle01.xml", "circle01.xml", "triangle01.xml", "star01.xml", "arrow01.xml"])
    func shippedDollarOneShapeKeepsKindAndGeometryFarAway(_ file: String) throws {
        let url = TestPaths.datasets.appendingPathComponent("dollar1-unistroke/s02/medium/\(file)")
        let drawing = try #require(try InkDataset.load(paths: [url]).samples.first).drawing
        let recognizer = ShapeRecognizer()
        let near = try #require(recognizer.recognize(drawing.strokes).shape, "\(file) snaps near the origin")
        for offset in [Vector2(1e10, 1e10), Vector2(-1e12, 3e12)] {
            let far = recognizer.recognize(drawing.translated(by: offset).strokes)
            let shape = try #require(far.shape, "\(file) at \(offset)")
            #expect(shape.kind == near.kind && shape.sides == near.sides)
            // 1e12 carries about 1e-4 points of rounding per coordinate.
            #expect(abs(shape.frame.center.x - offset.x - near.frame.center.x) < 0.01)
            #expect(abs(shape.frame.center.y - offset.y - near.frame.center.y) < 0.01)
            #expect(abs(shape.frame.width - near.frame.width) < 0.01 && abs(shape.frame.height - near.frame.height) < 0.01)
            #expect(abs(shape.rotation - near.rotation) < 1e-4)
        }
    }
}
