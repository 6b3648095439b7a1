import Foundation
import Testing
import InkRecCLI

@Suite struct ProgressBarTests {
    @Test func progressWritesPlainLinesOffTerminal() {
        let (context, out, err) = CommandContext.captured()
        let progress = ProgressBar(label: "train", total: 4, context: context)
        for step in 1...4 { progress.update(completed: step, message: "loss \(step)") }
        progress.note("epoch 4 done")
        progress.finish("done")
        let lines = err.text.split(separator: "\n").map(String.init)
        #expect(out.text.isEmpty)
        // 3 updates below 100 % (each crosses a 10 % step), the note, and the complete line once:
        // the trial saw "4/4 100%" twice, from the last update and from finish.
        #expect(lines.count == 5)
        #expect(lines[0].hasPrefix("train  [######..................] 1/4  25%  loss 1  ETA "))
        #expect(lines[2].hasPrefix("train  [##################......] 3/4  75%  loss 3  ETA "))
        #expect(lines[3] == "epoch 4 done")
        #expect(lines[4].hasPrefix("train  [########################] 4/4  100%  done  "))
        #expect(lines.filter { $0.contains("4/4") }.count == 1)
        #expect(!err.text.contains("\r"))
    }

    @Test func progressThrottlesPlainLinesToTenPercentSteps() {
        let (context, _, err) = CommandContext.captured()
        let progress = ProgressBar(label: "eval", total: 1000, context: context)
        for step in 1...1000 { progress.update(completed: step) }
        #expect(err.text.split(separator: "\n").count == 9)  // 10 % … 90 %
        progress.finish()
        let lines = err.text.split(separator: "\n")
        #expect(lines.count == 10)
        #expect(lines.filter { $0.contains("1000/1000") }.count == 1)
    }

    @Test func progressRedrawsInPlaceOnATerminal() {
        let err = CapturedOutput()
        let context = CommandContext(
            standardOutput: CapturedOutput(), standardError: err, isErrorTerminal: true,
            currentDirectory: URL(fileURLWithPath: "/"))
        let progress = ProgressBar(label: "train", total: 2, context: context)
        progress.update(completed: 1, message: "epoch 1")
        progress.note("epoch 1: loss 0.5")
        progress.update(completed: 2)  // completing always redraws, however soon
        progress.finish("done")
        let text = err.text
        #expect(text.hasPrefix("\rtrain  [############............] 1/2  50%  epoch 1  ETA "))
        #expect(text.contains("\u{1B}[K\r\u{1B}[Kepoch 1: loss 0.5\n\rtrain  [########################] 2/2  100%  "))
        #expect(text.hasSuffix("\u{1B}[K\n"))
        #expect(text.components(separatedBy: "\n").count == 3)  // the note, the finish line, and after it nothing
    }
}
