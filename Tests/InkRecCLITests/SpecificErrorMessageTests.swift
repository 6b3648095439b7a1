import Foundation
import InkRec
@testable import InkRecCLI
import TestSupport
import Testing

/// Trial 13: errors too generic to act on — invalid UTF-8 and 200k-deep nesting were both "The
/// given data was not valid JSON."; a UNIPEN file read as InkML "found nothing"; "inconsistent
/// model: …" named no file.
struct SpecificErrorMessageTests {
    @Test func jsonThatIsNoUTF8OrNestedTooDeepSaysSo() throws {
        try withTemporaryFolder { folder in
            let line = Array(#"{"id":"a","label":""#.utf8) + [0xFF] + Array(#"","strokes":[[[0,0],[5,5]]]}"#.utf8) + [10]
            try Data(line).write(to: folder.appendingPathComponent("bytes.ndjson"))
            let bytes = runInkrec(["info", "bytes.ndjson"], in: folder)
            #expect(bytes.stderr.contains("bytes.ndjson:1 (record 0): malformed JSON: not valid JSON: the text is not valid UTF-8"), "\(bytes.stderr)")
            try Data((String(repeating: "[", count: 600) + String(repeating: "]", count: 600)).utf8).write(to: folder.appendingPathComponent("deep.json"))
            let deep = runInkrec(["info", "deep.json"], in: folder)
            #expect(deep.stderr.contains("deep.json: malformed JSON: not valid JSON: arrays and objects nested 600 deep"), "\(deep.stderr)")
        }
    }

    @Test func textReadAsInkMLSaysItHasNoRootElement() throws {
        try withTemporaryFolder { folder in
            try Data(".VERSION 1.0\n.COORD X Y\n.PEN_DOWN\n0 0\n5 5\n.PEN_UP\n".utf8).write(to: folder.appendingPathComponent("a.unp"))
            let result = runInkrec(["info", "a.unp", "--from", "inkml"], in: folder)
            #expect(result.stderr.contains("found no root element (nothing, or text before any '<')"), "\(result.stderr)")
        }
    }

    @Test func anInconsistentModelIsNamed() throws {
        try withTemporaryFolder { folder in
            // A network over 8-point features whose header claims 16 points.
            let features = InkFeatureExtractor(pointCount: 8)
            let labels = CharacterLabelSet.digits.labels
            let network = try Network(
                specification: CharacterNetworkArchitecture(channels: [4], kernel: 3, hidden: 8, dropout: 0)
                    .layers(features: features, classes: labels.count), seed: 3)
            let claimed = InkFeatureExtractor(pointCount: 16).preprocessingDescription
            let model = folder.appendingPathComponent("odd.inkmodel")
            try InkModel(
                network: network, labels: labels, preprocessing: claimed,
                provenance: Provenance(datasets: [], split: "none", seed: 3, epochs: 0, bestEpoch: 0)
            ).write(to: model)
            let samples = TestPaths.datasets.appendingPathComponent("shape-samples/shape-samples.ndjson").path
            let result = runInkrec(["eval", "handwriting", samples, "--model", "odd.inkmodel"], in: folder)
            #expect(result.code == .badInput)
            #expect(result.stderr.contains("error: odd.inkmodel: inconsistent model: network takes"), "\(result.stderr)")
        }
    }

    /// Trial 14: errors printed the absolute path of a path typed relative
    /// ("/home/me/x/../p/a.inkml: cannot read file"); they now print it as typed, with the
    /// files under a typed folder, and leave absolute paths and other words alone.
    @Test func errorsNamePathsAsTyped() throws {
        try withTemporaryFolder { folder in
            let missing = runInkrec(["info", "../\(folder.lastPathComponent)/none.inkml"], in: folder)
            #expect(missing.stderr == "inkrec info: error: ../\(folder.lastPathComponent)/none.inkml: cannot read file: no such file or folder\n", "\(missing.stderr)")
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("pages"), withIntermediateDirectories: false)
            try Data("<ink><trace>1 x</trace></ink>".utf8).write(to: folder.appendingPathComponent("pages/a.inkml"))
            let bad = runInkrec(["convert", "pages", "out.json"], in: folder)
            #expect(bad.stderr.hasSuffix("inkrec convert: error: no ink in pages; first problem: pages/a.inkml:1:14: expected a number, T, F, ? or * in point 0, found \"x\"\n"), "\(bad.stderr)")
            try Data("<ink><trace>1 2, 3 4</trace></ink>".utf8).write(to: folder.appendingPathComponent("b.inkml"))
            let model = runInkrec(["recognize", "b.inkml", "--model", "none.inkmodel"], in: folder)
            #expect(model.stderr.contains(" none.inkmodel") && !model.stderr.contains(folder.path), "\(model.stderr)")
            let absolute = runInkrec(["info", folder.appendingPathComponent("none.inkml").path], in: folder)
            #expect(absolute.stderr.contains("error: \(folder.appendingPathComponent("none.inkml").path): cannot read file"), "\(absolute.stderr)")
        }
    }

    @Test func typedPathsRewriteOnlyWholePaths() {
        let context = CommandContext.captured(currentDirectory: URL(fileURLWithPath: "/w", isDirectory: true)).context
        let paths = TypedPaths(["d1", "--epochs", "3", "out/x.svg"], context: context)
        #expect(paths.rewrite("/w/d1/a.xml:3: bad; /w/d10 and /x/w/d1 stay; '/w/out/x.svg'") == "d1/a.xml:3: bad; /w/d10 and /x/w/d1 stay; 'out/x.svg'")
    }
}
