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
        #expect(result.stdout.contains("\nwriters: not recorded (an older model: "), "shipped before Provenance.writers")
        #expect(result.stdout.contains("preprocessing: word-trajectory-v1 pointCount=256 pointsPerXHeight=6"))
        #expect(result.stdout.contains("layers: conv1d k5 10→64 ×256 → relu → max pool 2"))
    }

    @Test func refusesADamagedModelWithoutTouchingIt() throws {
        try withTemporaryFolder { folder in
            var bytes = try Data(contentsOf: TestPaths.models.appendingPathComponent("digits.inkmodel"))
            bytes[bytes.count / 2] ^= 0xFF
            let damaged = folder.appendingPathComponent("damaged.inkmodel")
            try bytes.write(to: damaged)
            let result = runInkrec(["info", damaged.path])
            #expect(result.code == .badInput)
            #expect(result.stderr.contains("corrupted: CRC-32"))
            #expect(try Data(contentsOf: damaged) == bytes)
        }
    }

    /// The trial's `labelsdup.inkmodel`: the shipped digits with every label "0" and the CRC
    /// recomputed. `info` showed it as valid and `eval handwriting` then trapped.
    @Test func refusesAModelWithDuplicateLabels() throws {
        try withTemporaryFolder { folder in
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
    }

    /// Trial 24: a label with a newline (written through the API) was printed raw, breaking the
    /// labels line; it is escaped as eval's tables escape it.
    @Test func labelsWithControlCharactersAreEscaped() throws {
        try withTemporaryFolder { folder in
            var model = try InkModel(contentsOf: TestPaths.models.appendingPathComponent("digits.inkmodel"))
            model.header.labels[1] = "0\n1x"
            let url = folder.appendingPathComponent("newline.inkmodel")
            try model.encoded().write(to: url)
            let result = runInkrec(["info", url.path])
            #expect(result.code == .success, "\(result.stderr)")
            #expect(result.stdout.contains("labels: 10 (0 \"0\\n1x\" 2 3 4 5 6 7 8 9)\n"), "\(result.stdout)")
        }
    }

    /// The trial's `inkrec info Models` said "no ink in Models"; trial 18: the models were named by
    /// absolute path, though messages name paths as typed.
    @Test func describesEveryModelInAFolder() throws {
        let text = runInkrec(["info", "Models"])
        #expect(text.code == .success, "\(text.stderr)")
        for name in ["digits", "latin", "words"] {
            #expect(text.stdout.contains("model: Models/\(name).inkmodel ("), "\(text.stdout)")
        }
        #expect(!text.stdout.contains("unusable"))
        let json = runInkrec(["info", "Models", "--json"])
        let models = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(models.map { $0["kind"] as? String } == ["character classifier", "character classifier", "CTC word model"])
    }

    /// Trial 6: a folder of models that also held a `train --log-json` log (read as ink, malformed)
    /// said "no ink in …" and described no model.
    @Test func aTrainingLogBesideAModelIsNoError() throws {
        try withTemporaryFolder { folder in
            try Data(contentsOf: TestPaths.models.appendingPathComponent("digits.inkmodel")).write(to: folder.appendingPathComponent("digits.inkmodel"))
            try Data(#"[{"epoch": 1, "trainingLoss": 2.5}]"#.utf8).write(to: folder.appendingPathComponent("digits.log.json"))
            let result = runInkrec(["info", folder.path])
            #expect(result.code == .success, "\(result.stderr)")
            #expect(result.stdout.hasPrefix("model: \(folder.path)/digits.inkmodel ("), "\(result.stdout)")
            #expect(result.stderr.contains("digits.log.json"), "\(result.stderr)")
        }
    }

    /// Trial 6: one truncated model in a folder was the only thing `info` printed.
    @Test func aDamagedModelInAFolderDoesNotHideTheOthers() throws {
        try withTemporaryFolder { folder in
            let digits = try Data(contentsOf: TestPaths.models.appendingPathComponent("digits.inkmodel"))
            try digits.write(to: folder.appendingPathComponent("digits.inkmodel"))
            try digits.prefix(1000).write(to: folder.appendingPathComponent("cut.inkmodel"))
            let result = runInkrec(["info", folder.path])
            #expect(result.code == .badInput)
            #expect(result.stdout.hasPrefix("model: \(folder.path)/digits.inkmodel ("), "\(result.stdout)")
            #expect(result.stderr.contains("cut.inkmodel"), "\(result.stderr)")
        }
    }

    /// Review: of two damaged models, the one thrown was named as typed and the other absolute.
    @Test func everyDamagedModelIsNamedAsTyped() throws {
        try withTemporaryFolder { folder in
            let digits = try Data(contentsOf: TestPaths.models.appendingPathComponent("digits.inkmodel"))
            try digits.prefix(1000).write(to: folder.appendingPathComponent("m1.inkmodel"))
            try digits.prefix(2000).write(to: folder.appendingPathComponent("m2.inkmodel"))
            let result = runInkrec(["info", "m1.inkmodel", "m2.inkmodel"], in: folder)
            #expect(result.code == .badInput)
            #expect(result.stderr.contains("m1.inkmodel") && result.stderr.contains("m2.inkmodel"), "\(result.stderr)")
            #expect(!result.stderr.contains(folder.path), "\(result.stderr)")
        }
    }

    @Test func aFolderWithNeitherModelsNorInkIsStillBadInput() throws {
        try withTemporaryFolder { folder in
            try Data("notes".utf8).write(to: folder.appendingPathComponent("README.md"))
            let result = runInkrec(["info", folder.path])
            #expect(result.code == .badInput)
            #expect(result.stderr.contains("no ink in \(folder.path)"), "\(result.stderr)")
        }
    }

    @Test func describesModelsAndInkTogether() throws {
        let text = runInkrec(["info", "Models/digits.inkmodel", "Datasets/fc-flowchart"])
        #expect(text.code == .success, "\(text.stderr)")
        #expect(text.stdout.hasPrefix("model: "))
        #expect(text.stdout.contains("\n\nformat "), "\(text.stdout)")
        let json = try jsonObject(runInkrec(["info", "Models/digits.inkmodel", "Datasets/fc-flowchart", "--json"]).stdout)
        #expect((json["models"] as? [Any])?.count == 1)
        #expect(((json["ink"] as? [String: Any])?["total"] as? [String: Any])?["drawings"] as? Int == 3)
    }

    /// The trial's digits model with `pointCount` 0: `info` described it as valid, and `eval` then
    /// said it "uses preprocessing ink-trajectory-v1, which this inkrec does not implement (it has
    /// ink-trajectory-v1)". Both now give the loader's one reason.
    @Test func aModelTheRecognizersRefuseIsUnusableForTheSameReasonEverywhere() throws {
        try withTemporaryFolder { folder in
            var model = try InkModel(contentsOf: TestPaths.models.appendingPathComponent("digits.inkmodel"))
            model.header.preprocessing.parameters["pointCount"] = 0
            let url = folder.appendingPathComponent("points0.inkmodel")
            try model.encoded().write(to: url)
            let reason = "the model's ink-trajectory-v1 preprocessing has parameters this inkrec cannot use: pointCount=0 "
                + "(it needs pointCount a whole number from 2 to 100000)"

            let info = runInkrec(["info", url.path])
            #expect(info.code == .badInput)
            #expect(info.stdout.contains("\nunusable: \(reason)\n"), "\(info.stdout)")
            #expect(info.stderr == "inkrec info: error: \(url.path): \(reason)\n")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(runInkrec(["info", url.path, "--json"]).stdout.utf8)) as? [[String: Any]])
            #expect(json.first?["unusable"] as? String == reason)

            let evaluation = runInkrec(["eval", "handwriting", "Datasets/pendigits/pendigits-orig.tes", "--model", url.path])
            #expect(evaluation.code == .badInput)
            // Named as `info` names it (trial 13: "inconsistent model: …" named no file).
            #expect(evaluation.stderr == "inkrec eval handwriting: error: \(url.path): \(reason)\n")
            let recognition = runInkrec(["recognize", "Datasets/fc-flowchart/writer1_1.inkml", "--model", url.path])
            #expect(recognition.stderr.hasSuffix("error: \(url.path): \(reason)\n"), "\(recognition.stderr)")
        }
    }
}
