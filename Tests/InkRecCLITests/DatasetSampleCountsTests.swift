import Foundation
import InkFormats
import Testing
import TestSupport

@testable import InkRecCLI

/// The per-dataset sample counts a report header names: each path once, in command-line order,
/// with 0 for a path that gave nothing.
struct DatasetSampleCountsTests {
    /// A path as `CommandContext.walk` gives it: under /data, with `files` (names under it).
    private func walked(_ path: String, files: [String] = []) -> WalkedPath {
        let url = URL(fileURLWithPath: "/data").appendingPathComponent(path)
        return WalkedPath(path: path, url: url, files: files.map { url.appendingPathComponent($0) })
    }

    @Test func pathsOnceInOrderWithZeroForEmptyOnes() {
        #expect(DatasetSampleCounts([]).entries.isEmpty)
        var counts = DatasetSampleCounts([walked("b"), walked("a"), walked("b")])
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
        var counts = DatasetSampleCounts([walked("fc")])
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

    /// Trial 20 (not fixed then): the same dataset named otherwise (`./x`, or a file inside a
    /// folder given before) was read once but listed again as "(0 samples)". Paths are
    /// deduplicated as the files are, with the same warning, in every command with a report.
    @Test func aDatasetNamedTwiceOtherwiseIsListedOnce() throws {
        try withTemporaryFolder { folder in
            let data = folder.appendingPathComponent("d")
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: TestPaths.packageRoot.appendingPathComponent("Datasets/shape-samples/shape-samples.ndjson"),
                to: data.appendingPathComponent("s.ndjson"))
            for paths in [["d/s.ndjson", "./d/s.ndjson"], ["d", "d/s.ndjson"], ["d", "./d/"]] {
                let run = runInkrec(["eval", "shapes"] + paths + ["--report", "r.html", "--replace"], in: folder)
                #expect(run.code == .success, "\(run.stderr)")
                if paths[1].hasSuffix(".ndjson") {
                    #expect(run.stderr.contains("warning: \(paths[1]) given more than once: read once"), "\(run.stderr)")
                }
                let html = try String(contentsOf: folder.appendingPathComponent("r.html"), encoding: .utf8)
                #expect(html.contains("<p>datasets (split all): \(paths[0]) (180 samples)</p>"), "\(paths): \(html.prefix(1500))")
            }
            // The handwriting report lists its datasets alike.
            let digits = TestPaths.datasets.appendingPathComponent("pendigits/pendigits-orig-writers1-6.tra").path
            try FileManager.default.copyItem(atPath: digits, toPath: folder.appendingPathComponent("w.tra").path)
            let handwriting = runInkrec(
                ["eval", "handwriting", "w.tra", "./w.tra", "--model", TestPaths.models.appendingPathComponent("digits.inkmodel").path,
                 "--split", "validation", "--report", "h.html"], in: folder)
            #expect(handwriting.code == .success, "\(handwriting.stderr)")
            let html = try String(contentsOf: folder.appendingPathComponent("h.html"), encoding: .utf8)
            #expect(html.contains("<p>datasets (split validation): w.tra (250 samples)</p>"), "\(html.prefix(1500))")
        }
    }
}
