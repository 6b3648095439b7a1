import Foundation
import Testing
import TestSupport
import InkRecCLI
import InkRec

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
        // Trial 8: "arrow → none (showing 8 of 8) (8)", "Misclassified (first 200) (200)".
        var counted = HTMLReport(title: "counts")
        let sample = HTMLReport.Sample(svg: svg, caption: "c")
        counted.addGallery(title: "arrow → none", samples: Array(repeating: sample, count: 8), total: 8)
        counted.addGallery(title: "Misclassified", samples: Array(repeating: sample, count: 200), total: 2_157)
        #expect(counted.html().contains("<h2>arrow → none (8)</h2>"))
        #expect(counted.html().contains("<h2>Misclassified (first 200 of 2,157)</h2>"))
        #expect(!html.contains("<link"))

        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("report.html")
            try report.write(to: file)
            #expect(try String(contentsOf: file, encoding: .utf8) == html)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.html"])
        }
    }
}

/// A report that cannot be written fails as the CLI's other outputs do: a typed error naming the
/// file (exit 1), not Foundation's raw `NSCocoaErrorDomain` text.
@Suite struct HTMLReportWriteFailureTests {
    @Test func missingFolderIsATypedErrorNamingTheFileAndFolder() throws {
        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("gone/report.html")
            #expect(throws: InkFormatError(path: file.path, reason: .unwritable("the folder \(folder.path)/gone does not exist"))) {
                try HTMLReport(title: "t").write(to: file)
            }
            let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(left.isEmpty)
        }
    }

    /// `/proc` passes the folder check made before the work (root may write it, it exists) but
    /// refuses the file: the write at the end of the run fails.
    @Test(.enabled(if: FileManager.default.isWritableFile(atPath: "/proc"), "needs a writable-looking /proc (Linux, root)"))
    func evalReportIntoAnUnwritableFolderSaysSoAndExitsOne() {
        let samples = TestPaths.datasets.appendingPathComponent("shape-samples/shape-samples.ndjson").path
        let run = runInkrec(["eval", "shapes", samples, "--report", "/proc/noticed-report.html"])
        #expect(run.code == .badInput)
        #expect(run.stderr.contains("inkrec eval shapes: error: /proc/noticed-report.html: cannot write file: "), "\(run.stderr)")
        #expect(!run.stderr.contains("Domain="), "\(run.stderr)")
    }
}
