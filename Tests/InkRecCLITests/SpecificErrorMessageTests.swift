import Foundation
import InkRec
import InkRecCLI
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
}
