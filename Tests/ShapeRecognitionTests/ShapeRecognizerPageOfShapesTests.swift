import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport
import ShapeRecognition

/// On a page of a few separate shapes, the shapes are the page's scale, not characters of its
/// writing: each snaps in its page as it does alone (trial 16: a page of a box, an arrow, an
/// ellipse, a star and one word scored 0 %, every shape a "lone mark").
@Suite struct ShapeRecognizerPageOfShapesTests {
    /// $1 train gestures of writer s02 (shipped), drawn 400 points apart: four shapes and two
    /// gestures that are no shape (a pigtail, a question mark).
    static func page() throws -> [(label: String, strokes: [InkStroke])] {
        try ["rectangle01", "circle01", "star01", "triangle01", "pigtail01", "question_mark01"].enumerated().map { index, name in
            let url = TestPaths.datasets.appendingPathComponent("dollar1-unistroke/s02/medium/\(name).xml")
            let sample = try #require(InkDataset.load(paths: [url]).samples.first)
            #expect(sample.split == .train)
            let origin = try #require(sample.drawing.bounds).origin
            let place = AffineTransform2D.translation(Vector2(400 * Double(index), 0) - origin)
            return (sample.label, sample.drawing.strokes.map { $0.applying(place) })
        }
    }

    /// Each shape snaps with the rest of the page as context (before the nineteenth pass none
    /// did: the median stroke of the page was shape-sized), and the gestures still do not.
    @Test func eachShapeSnapsInAPageOfShapes() throws {
        let page = try Self.page()
        let recognizer = ShapeRecognizer()
        for (index, (label, strokes)) in page.enumerated() {
            let context = page.indices.filter { $0 != index }.flatMap { page[$0].strokes }
            let alone = recognizer.recognize(strokes).shape
            let inPage = recognizer.recognize(strokes, context: context).shape
            #expect(inPage?.kind == alone?.kind, "\(label): \(String(describing: inPage?.kind)) in its page")
            if ["pigtail", "question_mark"].contains(label) { #expect(inPage == nil, "\(label)") } else { #expect(inPage != nil, "\(label)") }
        }
    }

    /// Context strokes that give no box (empty, only non-finite points) are left out, and a
    /// dot is a stroke of no scale: the page's shapes still snap, and a group of no finite
    /// point is as `recognize(_:)` leaves it.
    @Test func brokenContextStrokesAreIgnoredOnAPageOfShapes() throws {
        let page = try Self.page()
        let broken = [
            InkStroke(locations: []), InkStroke(locations: [Vector2(.nan, 1), Vector2(.infinity, 2)]),
            InkStroke(locations: [Vector2(30, 30)]),
        ]
        let recognizer = ShapeRecognizer()
        for (index, (label, strokes)) in page.enumerated() where !["pigtail", "question_mark"].contains(label) {
            let context = page.indices.filter { $0 != index }.flatMap { page[$0].strokes } + broken
            #expect(recognizer.recognize(strokes, context: context).shape?.kind == recognizer.recognize(strokes).shape?.kind, "\(label)")
        }
        let nowhere = [InkStroke(locations: [Vector2(.nan, .nan)])]
        #expect(recognizer.recognize(nowhere, context: page.flatMap(\.strokes)).shape == nil)
    }
}
