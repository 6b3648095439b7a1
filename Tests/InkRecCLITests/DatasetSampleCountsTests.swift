import Foundation
import InkFormats
import Testing
import TestSupport

@testable import InkRecCLI

/// The per-dataset sample counts a report header names: each path once, in command-line order,
/// with 0 for a path that gave nothing.
struct DatasetSampleCountsTests {
    @Test func pathsOnceInOrderWithZeroForEmptyOnes() {
        #expect(DatasetSampleCounts(paths: []).entries.isEmpty)
        var counts = DatasetSampleCounts(paths: ["b", "a", "b"])
        let origin = SampleOrigin(file: URL(fileURLWithPath: "/data/b/x.ndjson"), format: .labeledNDJSON, path: "b")
        counts.add(origin)
        counts.add(origin)
        #expect(counts.entries.map(\.path) == ["b", "a"])
        #expect(counts.entries.map(\.samples) == [2, 0])
        #expect(counts.entries.map(\.drawings) == [2, 0])
    }

    /// Trial 20 F5: an FC page's header said "(31 samples)" of the drawings beside "samples 672"
    /// of the stroke groups judged. Both are named when they differ.
    @Test func drawingsAndSamplesAreNamedApartWhenTheyDiffer() {
        var counts = DatasetSampleCounts(paths: ["fc"])
        counts.add(SampleOrigin(file: URL(fileURLWithPath: "/data/fc/p.inkml"), format: .inkml, path: "fc"), samples: 26)
        #expect(counts.entries.map { DatasetSampleCounts.counted(drawings: $0.drawings, samples: $0.samples) } == ["1 drawing, 26 samples"])
        #expect(DatasetSampleCounts.counted(drawings: 180, samples: 180) == "180 samples")
    }

    /// A dataset named twice is read once (with a warning) and listed once with its samples.
    @Test func aDatasetNamedTwiceIsCountedOnce() throws {
        try withTemporaryFolder { folder in
            let page = folder.appendingPathComponent("r.html")
            let samples = "Datasets/shape-samples/shape-samples.ndjson"
            let run = runInkrec(["eval", "shapes", samples, samples, "--report", page.path])
            #expect(run.code == .success, "\(run.stderr)")
            #expect(run.stderr.contains("given more than once: read once"), "\(run.stderr)")
            let html = try String(contentsOf: page, encoding: .utf8)
            #expect(html.contains("<p>datasets (split all): \(samples) (180 samples)</p>"), "\(html.prefix(1500))")
        }
    }
}
