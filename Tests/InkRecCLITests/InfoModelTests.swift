import Foundation
import InkRec
import Testing
import TestSupport

/// `inkrec info` on `.inkmodel` files: the header, read as a loader reads it.
@Suite struct InfoModelTests {
    @Test func describesTheShippedDigitClassifier() throws {
        let result = runInkrec(["info", "Models/digits.inkmodel", "--json"])
        #expect(result.code == .success, "\(result.stderr)")
        let models = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let digits = try #require(models.first)
        #expect(models.count == 1)
        #expect(digits["kind"] as? String == "character classifier")
        #expect(digits["labels"] as? [String] == (0...9).map(String.init))
        #expect(digits["frames"] == nil)
        let bytes = try #require(digits["bytes"] as? Int)
        let weights = try #require(digits["weights"] as? Int)
        // Float32 weights are most of the file; the header and checksum are the rest.
        #expect(weights * 4 < bytes && bytes < weights * 4 + 20_000)
        let provenance = try #require(digits["provenance"] as? [String: Any])
        #expect((provenance["best_epoch"] ?? provenance["bestEpoch"]) as? Int ?? 0 > 0)
    }

    @Test func namesTheWordModelsFramesInText() {
        let result = runInkrec(["info", "Models/words.inkmodel"])
        #expect(result.code == .success)
        #expect(result.stdout.contains("kind: CTC word model, 64 frames"))
        #expect(result.stdout.contains("preprocessing: word-trajectory-v1 pointCount=256 pointsPerXHeight=6"))
        #expect(result.stdout.contains("layers: conv1d k5 10→64 ×256 → relu → max pool 2"))
    }

    @Test func refusesADamagedModelWithoutTouchingIt() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var bytes = try Data(contentsOf: TestPaths.models.appendingPathComponent("digits.inkmodel"))
        bytes[bytes.count / 2] ^= 0xFF
        let damaged = folder.appendingPathComponent("damaged.inkmodel")
        try bytes.write(to: damaged)
        let result = runInkrec(["info", damaged.path])
        #expect(result.code == .badInput)
        #expect(result.stderr.contains("corrupted: CRC-32"))
        #expect(try Data(contentsOf: damaged) == bytes)
    }

    /// The trial's `labelsdup.inkmodel`: the shipped digits with every label "0" and the CRC
    /// recomputed. `info` showed it as valid and `eval handwriting` then trapped.
    @Test func refusesAModelWithDuplicateLabels() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var model = try InkModel(contentsOf: TestPaths.models.appendingPathComponent("digits.inkmodel"))
        model.header.labels = Array(repeating: "0", count: model.header.labels.count)
        let url = folder.appendingPathComponent("labelsdup.inkmodel")
        try model.encoded().write(to: url)
        let result = runInkrec(["info", url.path])
        #expect(result.code == .badInput)
        #expect(result.stderr.contains("labels 0 and 1 are both \"0\""), "\(result.stderr)")
        let evaluation = runInkrec(["eval", "handwriting", "Datasets/pendigits/pendigits-orig.tes", "--model", url.path])
        #expect(evaluation.code == .badInput)
    }

    @Test func refusesModelsMixedWithInk() {
        let result = runInkrec(["info", "Models/digits.inkmodel", "Datasets/fc-flowchart"])
        #expect(result.code == .usage)
        #expect(result.stderr.contains("not both"))
    }
}
