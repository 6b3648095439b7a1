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

    /// Trial 16: `--details` lacked the runner-up candidates, and gave traits only as the shape's
    /// bitmask. On the $1 train writer s02: every candidate, best first, and traits by name.
    @Test func detailsListCandidatesAndTraitsByName() throws {
        let result = runInkrec(["eval", "shapes", "Datasets/dollar1-unistroke/s02", "--split", "train", "--json", "--details"])
        #expect(result.code == .success, "\(result.stderr)")
        let detail = try #require(try jsonObject(result.stdout)["samples_detail"] as? [[String: Any]])
        #expect(detail.count == 160)
        var runnerUps = 0, circles = 0
        for entry in detail {
            let candidates = try #require(entry["candidates"] as? [[String: Any]], "\(entry["id"] ?? "")")
            #expect((candidates.first?["class"] as? String ?? "none") == entry["best"] as? String)
            let confidences = candidates.compactMap { $0["confidence"] as? Double }
            #expect(confidences.count == candidates.count && confidences == confidences.sorted(by: >))
            #expect(candidates.allSatisfy { $0["kind"] is String })
            runnerUps += max(candidates.count - 1, 0)
            let shape = entry["shape"] as? [String: Any]
            #expect((entry["traits"] != nil) == (shape != nil))
            guard let shape, let traits = entry["traits"] as? [String] else { continue }
            // The names say what the shape's own bitmask (its Codable form, unchanged) says.
            let bits = try #require(shape["traits"] as? Int)
            #expect(traits == ["square", "circle", "diamond", "parallelogram"].enumerated().filter { bits & (1 << $0.offset) != 0 }.map(\.element))
            if traits == ["circle"] { circles += 1 }
        }
        #expect(runnerUps >= 80, "runner-ups listed: \(runnerUps)")  // 89 at fix16b
        #expect(circles > 0, "some $1 circles are circles")
    }

    /// Trial 6: ids in the JSON and the HTML report were absolute paths of this machine. Those
    /// that name their file start with the dataset path as given on the command line, and stay unique.
    @Test func idsAreRelativeToTheGivenPath() throws {
        try withTemporaryFolder { folder in
            let report = folder.appendingPathComponent("report.html")
            let given = "Datasets/dollar1-unistroke/s10"
            let result = runInkrec(["eval", "shapes", given, "--json", "--report", report.path])
            #expect(result.code == .success, "\(result.stderr)")
            let detail = try #require(try jsonObject(result.stdout)["samples_detail"] as? [[String: Any]])
            let ids = detail.compactMap { $0["id"] as? String }
            #expect(ids.count == 160 && Set(ids).count == 160)
            #expect(ids.allSatisfy { $0.hasPrefix(given + "/") }, "\(ids.prefix(3))")
            #expect(detail.allSatisfy { ($0["source"] as? String)?.hasPrefix(given + "/") == true })
            let html = try String(contentsOf: report, encoding: .utf8)
            #expect(html.contains(": \(given)/"))
            #expect(!html.contains(TestPaths.packageRoot.path))
            #expect(!result.stdout.contains(TestPaths.packageRoot.path))
        }
    }
}
