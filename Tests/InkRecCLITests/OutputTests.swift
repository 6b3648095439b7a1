import Foundation
import Testing
@testable import InkRecCLI

@Suite struct OutputTests {
    @Test func tableAlignsColumns() {
        let table = TextTable(header: ["format", "drawings"], rows: [["UNIPEN", "3,498"], ["InkML", "12"]])
        #expect(table.rendered() == """
            format  drawings
            ------  --------
            UNIPEN     3,498
            InkML         12

            """)
    }

    @Test func numberFormats() {
        #expect(Formatting.grouped(3498) == "3,498")
        #expect(Formatting.grouped(1_234_567) == "1,234,567")
        #expect(Formatting.grouped(-1000) == "-1,000")
        #expect(Formatting.grouped(999) == "999")
        #expect(Formatting.percent(0.97126) == "97.13 %")
        #expect(Formatting.clock(seconds: 75) == "1:15")
        #expect(Formatting.clock(seconds: 3725) == "1:02:05")
        #expect(Formatting.clock(seconds: .nan) == "?")
    }

    @Test func jsonIsSortedAndPretty() throws {
        struct Report: Encodable {
            let task = "shapes"
            let accuracy = 0.5
            let latency_us = ["p99": 12.5, "p50": 3.0]
        }
        let (context, out, _) = CommandContext.captured()
        try context.printJSON(Report())
        #expect(out.text == """
            {
              "accuracy" : 0.5,
              "latency_us" : {
                "p50" : 3,
                "p99" : 12.5
              },
              "task" : "shapes"
            }

            """)
    }

    @Test func progressWritesPlainLinesOffTerminal() {
        let (context, out, err) = CommandContext.captured()
        let progress = ProgressBar(label: "train", total: 4, context: context)
        for step in 1...4 { progress.update(completed: step, message: "loss \(step)") }
        progress.note("epoch 4 done")
        progress.finish("done")
        let lines = err.text.split(separator: "\n").map(String.init)
        #expect(out.text.isEmpty)
        #expect(lines.count == 6)  // 4 updates (each crosses a 10 % step), the note, the finish line
        #expect(lines[0].hasPrefix("train  [######..................] 1/4  25%  loss 1  ETA "))
        #expect(lines[4] == "epoch 4 done")
        #expect(lines[5].hasPrefix("train  [########################] 4/4  100%  done  "))
        #expect(!err.text.contains("\r"))
    }

    @Test func progressThrottlesPlainLinesToTenPercentSteps() {
        let (context, _, err) = CommandContext.captured()
        let progress = ProgressBar(label: "eval", total: 1000, context: context)
        for step in 1...1000 { progress.update(completed: step) }
        #expect(err.text.split(separator: "\n").count == 10)
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

    @Test func relativePathsResolveAgainstTheContextFolder() {
        let (context, _, _) = CommandContext.captured(currentDirectory: URL(fileURLWithPath: "/data", isDirectory: true))
        #expect(context.url(forPath: "a/b.tes").path == "/data/a/b.tes")
        #expect(context.url(forPath: "/abs.tes").path == "/abs.tes")
    }
}

@Suite struct HTMLReportTests {
    @Test func selfContainedPageWithEscapedTextAndInlineSVG() throws {
        var report = HTMLReport(title: "eval <shapes>")
        report.addParagraph("a < b & c")
        report.addTable(TextTable(header: ["class", "recall"], rows: [["star", "97.00 %"]]))
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0L10 10"/></svg>"#
        report.addGallery(title: "Misrecognized", samples: [.init(svg: svg, caption: "truth star → none")])
        report.addGallery(title: "Empty", samples: [])
        let html = report.html()
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<title>eval &lt;shapes&gt;</title>"))
        #expect(html.contains("<p>a &lt; b &amp; c</p>"))
        #expect(html.contains("<tr><td>star</td><td class=\"n\">97.00 %</td></tr>"))
        #expect(html.contains("<figure>\(svg)<figcaption>truth star → none</figcaption></figure>"))
        #expect(html.contains("<h2>Misrecognized (1)</h2>"))
        #expect(html.contains("<h2>Empty (0)</h2>\n<p>none</p>"))
        #expect(!html.contains("<script"))
        #expect(!html.contains("<link"))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkrec-report-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("report.html")
        try report.write(to: file)
        #expect(try String(contentsOf: file, encoding: .utf8) == html)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.html"])
    }
}
