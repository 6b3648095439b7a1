import InkRec
import Testing

/// README.md's library example, kept compiling and running.
@Suite struct ReadmeExampleTests {
    @Test func libraryExampleRuns() throws {
        let stroke = InkStroke(points: [
            InkPoint(Vector2(10, 10), timeOffset: 0),
            InkPoint(Vector2(110, 12), timeOffset: 0.1),
            InkPoint(Vector2(210, 11), timeOffset: 0.2),
        ])
        let drawing = InkDrawing(strokes: [stroke])
        try drawing.validate()

        let result = ShapeRecognizer().recognize(drawing.strokes)
        #expect((0...1).contains(result.confidence))
        if let shape = result.shape {
            // A near-horizontal three-point stroke is a line or nothing, never another kind.
            #expect(shape.kind == .line)
        }
    }
}
