import Foundation
import InkRec
import InkRecCLI
import Testing
import TestSupport

/// README.md stays true: its library example compiles and runs, its CLI reference names every command.
@Suite struct ReadmeTests {
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

    @Test func cliReferenceNamesEveryCommand() throws {
        let readme = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        for command in InkRecTool().commands {
            #expect(readme.contains("`inkrec \(command.name) ") || readme.contains("`inkrec \(command.name)`"),
                    "README's CLI reference lacks inkrec \(command.name)")
        }
    }
}
