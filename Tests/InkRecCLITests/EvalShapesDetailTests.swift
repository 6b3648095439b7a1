import Foundation
import Testing
import TestSupport
import InkRecCLI

/// `eval shapes --json`'s `samples_detail` (what Notebooks/ plot) on the $1 test writer in `Datasets/`.
@Suite struct EvalShapesDetailTests {
    static let dollar = TestPaths.datasets.appendingPathComponent("dollar1-unistroke").path

    @Test func detailAgreesWithTheConfusionMatrix() throws {
        let result = runInkrec(["eval", "shapes", Self.dollar, "--split", "test", "--json"])
        #expect(result.code == .success, "\(result.stderr)")
        let summary = try jsonObject(result.stdout)
        let detail = try #require(summary["samples_detail"] as? [[String: Any]])
        let confusion = try #require(summary["confusion"] as? [String: [String: Int]])
        // One entry per judged sample: as many as the confusion matrix counts (s10: 160 gestures).
        #expect(detail.count == confusion.values.reduce(0) { $0 + $1.values.reduce(0, +) })
        #expect(detail.count == 160)
        let correct = detail.filter { $0["correct"] as? Bool == true }.count
        #expect(correct == confusion.reduce(0) { $0 + ($1.value[$1.key] ?? 0) })
        for entry in detail {
            let confidence = try #require(entry["confidence"] as? Double)
            #expect((0...1).contains(confidence))
            #expect(entry["latency_us"] as? Double ?? -1 > 0)
            #expect(entry["best"] is String && entry["best_correct"] is Bool)
            if entry["expected"] as? String == "none" { #expect(entry["best_correct"] as? Bool == false) }
            #expect(entry["strokes"] == nil && entry["shape"] == nil)
        }
    }

    @Test func detailsFlagAddsStrokesAndShapes() throws {
        let result = runInkrec(["eval", "shapes", Self.dollar, "--split", "test", "--json", "--details"])
        #expect(result.code == .success, "\(result.stderr)")
        let detail = try #require(try jsonObject(result.stdout)["samples_detail"] as? [[String: Any]])
        for entry in detail {
            let strokes = try #require(entry["strokes"] as? [[[Double]]])
            #expect(!strokes.isEmpty && strokes.allSatisfy { $0.allSatisfy { $0.count == 3 } })  // $1 logs carry time
            // A shape exactly when something snapped.
            #expect((entry["shape"] != nil) == (entry["predicted"] as? String != "none"))
        }
    }
}
