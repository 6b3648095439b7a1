import Testing
import InkRecCLI

@Suite struct ClassificationReportTests {
    var report: ClassificationReport {
        var matrix = ConfusionMatrix(labels: ["line", "none"])
        matrix.record(truth: "line", predicted: "line")
        matrix.record(truth: "line", predicted: "line")
        matrix.record(truth: "none", predicted: "line")
        matrix.record(truth: "none", predicted: "none")
        let latency = LatencyPercentiles([.microseconds(10), .microseconds(20), .microseconds(30), .microseconds(40)], unit: .microseconds)
        return ClassificationReport(
            title: "eval shapes", matrix: matrix, latency: latency, latencySubject: "per recognition",
            extraLines: ["false snaps: 50.00 % of 2 none samples"])
    }

    @Test func textHasFiguresThenTables() {
        #expect(report.text() == """
            eval shapes

            samples: 4
            accuracy: 75.00 %
            false snaps: 50.00 % of 2 none samples
            latency per recognition: p50 20.0 µs, p95 40.0 µs, p99 40.0 µs

            per class:
            class  precision    recall  support
            -----  ---------  --------  -------
            line     66.67 %  100.00 %        2
            none    100.00 %   50.00 %        2

            confusion (rows: truth, columns: prediction):
            truth \\ predicted  line  none
            -----------------  ----  ----
            line                  2     .
            none                  1     1

            """)
    }

    @Test func htmlHasTheSameSections() {
        var html = HTMLReport(title: "shapes")
        report.add(to: &html)
        let page = html.html()
        #expect(page.contains("<h2>eval shapes</h2>"))
        #expect(page.contains("<p>accuracy: 75.00 %</p>"))
        #expect(page.contains("<p>latency per recognition: p50 20.0 µs, p95 40.0 µs, p99 40.0 µs</p>"))
        #expect(page.contains("<tr><td>none</td><td class=\"n\">100.00 %</td><td class=\"n\">50.00 %</td><td class=\"n\">2</td></tr>"))
    }
}
