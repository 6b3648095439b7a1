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

    /// Trial 16: README said `latency_us` was measured on the monotonic clock, `help eval shapes`
    /// the thread's CPU time (which `ShapeEvaluation` uses, through `ThreadClock`). Both say CPU time.
    @Test func latencyClockAgreesWithTheHelp() throws {
        let readme = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
            .replacingOccurrences(of: "\n", with: " ")
        #expect(readme.contains("`latency_us` (`eval shapes`, `eval handwriting`) is the thread's CPU time of each recognition"))
        #expect(!readme.contains("over the measured durations (monotonic clock)"))
        let help = runInkrec(["help", "eval", "shapes"]).stdout.replacingOccurrences(of: "\n", with: " ")
        #expect(help.contains("latency_us (the thread CPU time of the recognition, as the latency_us percentiles"), "\(help)")
    }

    @Test func cliReferenceNamesEveryCommand() throws {
        let readme = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        for command in InkRecTool().commands {
            #expect(readme.contains("`inkrec \(command.name) ") || readme.contains("`inkrec \(command.name)`"),
                    "README's CLI reference lacks inkrec \(command.name)")
        }
    }
}
