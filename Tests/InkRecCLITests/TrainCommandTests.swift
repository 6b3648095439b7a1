import Foundation
import InkRec
@testable import InkRecCLI
import TestSupport
import Testing

/// `train` refusing what it cannot do well: a diverged training never replaces a model, sizes
/// beyond the documented bounds are usage errors, and glued text that cannot be made fails.
@Suite(.timeLimit(.minutes(10)))
struct TrainCommandTests {
    static let digits = TestPaths.datasets.appendingPathComponent("pendigits/pendigits-orig-writers1-6.tra").path
    static let unipen = TestPaths.datasets.appendingPathComponent("unipen-train_r01_v07/data")
    static let words = unipen.appendingPathComponent("7").path
    static let shippedDigits = TestPaths.models.appendingPathComponent("digits.inkmodel")

    /// The two forms of `train` at their smallest: characters and words.
    static let smallForms = [
        ["--points", "16", "--channels", "4", "--hidden", "8"],
        ["--words", "--points", "64", "--channels", "4,4"],
    ]

    /// `--lr 1e9` turns every weight into NaN: the command fails and a good model at `--out` stays.
    @Test(arguments: smallForms)
    func divergedTrainingKeepsTheExistingModel(form: [String]) throws {
        try withTemporaryFolder { folder in
            let out = folder.appendingPathComponent("good.inkmodel")
            try FileManager.default.copyItem(at: Self.shippedDigits, to: out)
            let data = form.contains("--words") ? Self.words : Self.digits
            let result = runInkrec(
                ["train", data, "--out", out.path, "--replace", "--lr", "1e9", "--epochs", "1", "--threads", "1"] + form)
            #expect(result.code == .badInput, "\(result.stderr)")
            #expect(result.stderr.contains("training diverged"))
            #expect(result.stderr.contains("\(out.path) not saved"))
            #expect(result.stderr.contains("try a lower --lr than 1e9"))
            #expect(!result.stderr.contains("checkpoint not saved: :"), "a checkpoint message without its path")
            #expect(try Data(contentsOf: out) == Data(contentsOf: Self.shippedDigits))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["good.inkmodel"])
        }
    }

    /// Trial 15: `--lr 1e9` showed "loss -nan" from epoch 1 and ran every epoch before refusing
    /// to save. Training stops at the first non-finite epoch loss, and the refusal says so.
    @Test func trainingStopsAtTheFirstNonFiniteEpochLoss() throws {
        try withTemporaryFolder { folder in
            let out = folder.appendingPathComponent("m.inkmodel")
            let result = runInkrec(["train", Self.digits, "--out", out.path, "--lr", "1e9", "--epochs", "4", "--threads", "1"] + Self.smallForms[0])
            #expect(result.code == .badInput, "\(result.stderr)")
            #expect(result.stderr.contains("training diverged (epoch 1 of 4 has training loss "), "\(result.stderr)")
            #expect(result.stderr.contains("nan, training stopped there): \(out.path) not saved"), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out.path))
        }
    }

    /// Review of session 15: a run whose last epoch diverged saved nothing, although the trainers
    /// hand back the best earlier epoch's weights when validation picked one. Only the diverged
    /// epoch's own weights are refused.
    @Test func divergedLastEpochSavesAnEarlierBestEpoch() throws {
        let arguments = try ArgumentParser(signature: TrainCommand().signature).parse(["d", "--out", "m", "--lr", "3"])
        let url = URL(fileURLWithPath: "/m.inkmodel")
        func check(best: Int, loss: Float = .nan) throws -> String? {
            try TrainCommand.checkConverged(lastEpoch: 3, loss: loss, bestEpoch: best, of: 5, url: url, arguments: arguments)
        }
        #expect(try check(best: 2) == "epoch 3 diverged (loss nan), training stopped there; saved best epoch 2")
        #expect(try check(best: 1, loss: .infinity) == "epoch 3 diverged (loss inf), training stopped there; saved best epoch 1")
        #expect(try check(best: 2, loss: 0.5) == nil)
        // No validation (best = last epoch) or the diverged epoch itself scored best: refused.
        for best in [3, 4] {
            do {
                _ = try check(best: best)
                Issue.record("best epoch \(best) of a run diverged at epoch 3 was saved")
            } catch {
                #expect("\(error)".contains("training diverged (epoch 3 of 5 has training loss nan, training stopped there): /m.inkmodel not saved"), "\(error)")
            }
        }
    }

    /// The `--log-json` of the model in place survives a training that saves no model (here
    /// diverged; an interrupted one alike): log and model stay a pair.
    @Test(arguments: smallForms)
    func unsavedTrainingKeepsTheExistingLog(form: [String]) throws {
        try withTemporaryFolder { folder in
            let out = folder.appendingPathComponent("good.inkmodel"), log = folder.appendingPathComponent("good.log.json")
            try FileManager.default.copyItem(at: Self.shippedDigits, to: out)
            try Data("[]".utf8).write(to: log)
            let data = form.contains("--words") ? Self.words : Self.digits
            let result = runInkrec(
                ["train", data, "--out", out.path, "--log-json", log.path, "--replace", "--lr", "1e9", "--epochs", "1", "--threads", "1"] + form)
            #expect(result.code == .badInput, "\(result.stderr)")
            #expect(try Data(contentsOf: log) == Data("[]".utf8))
        }
    }

    /// The word log used the camelCase keys of `SequenceEpochReport` (`trainingLoss`), which
    /// `Notebooks/training.ipynb` and the character log (`training_loss`) do not use.
    @Test func wordLogUsesTheCharacterLogsKeys() throws {
        try withTemporaryFolder { folder in
            let log = folder.appendingPathComponent("words.json")
            let result = runInkrec(
                ["train", Self.words, "--words", "--out", folder.appendingPathComponent("w.inkmodel").path, "--epochs", "2",
                 "--threads", "1", "--points", "64", "--channels", "4,4", "--log-json", log.path])
            #expect(result.code == .success, "\(result.stderr)")
            let entries = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: log)) as? [[String: Any]])
            #expect(entries.map { $0["epoch"] as? Int } == [1, 2])
            for entry in entries {
                #expect(Set(entry.keys).isSubset(of: ["epoch", "training_loss", "validation_cer", "learning_rate", "seconds", "best"]))
                #expect((entry["training_loss"] as? Double).map { $0.isFinite && $0 > 0 } == true)
                #expect(entry["learning_rate"] is Double)
            }
        }
    }

    /// Sizes that used to abort on allocation (`--points 100000`, `--channels 100000,1,1`) or
    /// overflow a count (`--epochs` near `Int.max`) are usage errors naming the accepted range.
    @Test(arguments: [
        (["--points", "100000"], "--points expects an integer from 8 to 512, got '100000'"),
        (["--channels", "100000,1,1"], "--channels expects 1 to 8 integers from 1 to 256"),
        (["--channels", "4,4,4,4,4,4,4,4,4"], "--channels expects 1 to 8 integers"),
        (["--hidden", "513"], "--hidden expects an integer from 1 to 512"),
        (["--batch", "1025"], "--batch expects an integer from 1 to 1024"),
        (["--threads", "\(4 * ProcessInfo.processInfo.activeProcessorCount + 1)"], "--threads expects an integer from 1 to"),
        (["--epochs", "9223372036854775807"], "--epochs expects an integer from 1 to 10000"),
        (["--words", "--points", "100000"], "--points expects an integer from 16 to 2048"),
        (["--words", "--lstm", "100000"], "--lstm expects an integer from 0 to 512"),
        (["--words", "--numbers", "20001"], "--numbers expects an integer from 0 to 20000"),
        (["--words", "--glued-words", "-1"], "--glued-words expects an integer from 0 to 20000"),
        (["--words", "--glued-validation", "5"], "--glued-validation needs --characters DATASET"),
        (["--seed", "-5"], "--seed expects a non-negative integer, got '-5'"),
        (["--words", "--density", "1e9"], "--density expects a number of points per x-height in (0, 100]"),
    ])
    func sizesBeyondTheDocumentedBoundsAreUsageErrors(option: [String], message: String) throws {
        try withTemporaryFolder { folder in
            let data = option.contains("--words") ? Self.words : Self.digits
            let result = runInkrec(["train", data, "--out", folder.appendingPathComponent("m.inkmodel").path] + option)
            #expect(result.code == .usage)
            #expect(result.stderr.hasPrefix("inkrec train: \(message)"), "\(result.stderr)")
        }
    }

    /// The largest accepted values are not refused by the bounds themselves.
    @Test func boundsAreInclusive() throws {
        let arguments = try ArgumentParser(signature: TrainCommand().signature).parse([
            "d", "--out", "m", "--points", "512", "--channels", "256,1,1,1,1,1,1,1", "--hidden", "512", "--batch", "1024",
            "--epochs", "10000", "--threads", "\(4 * ProcessInfo.processInfo.activeProcessorCount)",
        ])
        let limits = TrainCommand.Limits.self
        #expect(try arguments.integer("points", in: limits.characterPoints) == 512)
        #expect(try arguments.channelList(default: []) == [256, 1, 1, 1, 1, 1, 1, 1])
        #expect(try arguments.integer("hidden", in: limits.hidden) == 512)
        #expect(try arguments.integer("batch", in: limits.batch) == 1024)
        #expect(try arguments.integer("epochs", in: limits.epochs) == 10000)
        #expect(try arguments.integer("threads", in: limits.threads) == 4 * ProcessInfo.processInfo.activeProcessorCount)
    }

    /// Glued text asked for but impossible to make (no digits for numbers, no writer able to
    /// spell a vocabulary word) used to train on nothing glued and exit 0.
    @Test(arguments: [
        (["--glued-words", "20", "--characters", "1a", "--vocabulary", "wamerican.lexicon"],
         "--glued-words 20: no train writer of"),
        (["--numbers", "10", "--characters", "7"], "--numbers 10: no isolated digit (0–9) by a train writer of"),
        (["--glued-validation", "5", "--characters", "7", "--vocabulary", "wamerican.lexicon"], "no validation-split letters or digits in"),
    ])
    func gluedTextThatCannotBeMadeIsBadInput(option: [String], message: String) throws {
        try withTemporaryFolder { folder in
            let resolved = option.map { word in
                word == "1a" || word == "7" ? Self.unipen.appendingPathComponent(word).path
                    : word.hasSuffix(".lexicon") ? TestPaths.models.appendingPathComponent(word).path : word
            }
            let out = folder.appendingPathComponent("m.inkmodel")
            let result = runInkrec(["train", Self.words, "--words", "--out", out.path, "--epochs", "1"] + resolved)
            #expect(result.code == .badInput, "\(result.stderr)")
            #expect(result.stderr.contains(message), "\(result.stderr)")
            #expect(!result.stderr.contains("train words"), "trained before refusing")
            #expect(!FileManager.default.fileExists(atPath: out.path))
        }
    }

    /// `--init` with other preprocessing printed two `PreprocessingDescription(…)` dumps, with
    /// other layers a vague line; the message now names the options that differ, with both values.
    @Test(arguments: [
        (["--points", "64"], "cannot start from this model: --points 64 differs from the model's 256\n"),
        (["--points", "64", "--density", "3"], "cannot start from this model: --points 64 differs from the model's 256, --density 3 differs from the model's 6\n"),
        // Said only "its layers differ from --channels/--lstm/--points".
        (["--channels", "16,24"], "cannot start from this model: its layers differ: the model has --channels 64,96,128,128,128 --lstm 0 --points 256,"
            + " this training --channels 16,24 --lstm 0 --points 256 (14 layers, here 8; layer 1 is conv1d k5 10→64 ×256 in the model, conv1d k5 10→16 ×256 here)\n"),
    ])
    func initWithOtherPreprocessingNamesTheOptions(options: [String], message: String) throws {
        try withTemporaryFolder { folder in
            let out = folder.appendingPathComponent("m.inkmodel")
            let model = TestPaths.models.appendingPathComponent("words.inkmodel").path
            let page = TestPaths.datasets.appendingPathComponent("text").path
            let result = runInkrec(["train", page, "--words", "--init", model, "--out", out.path, "--epochs", "1"] + options)
            #expect(result.code == .badInput, "\(result.stderr)")
            #expect(result.stderr.hasSuffix(message), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out.path))
        }
    }

    /// Trial 24: `--init` with a model trained at `--points 128` failed blaming a `--points 256`
    /// nobody gave. The model's points, density, channels and LSTM are now the defaults.
    @Test func initInheritsTheModelsSettings() throws {
        try withTemporaryFolder { folder in
            let features = WordFeatureSequence(pointCount: 64, pointsPerXHeight: 5)
            let architecture = SequenceWordArchitecture(channels: [6, 8])
            let alphabet = SequenceWordModel.defaultAlphabet.map { String($0) }
            let network = try Network(specification: architecture.layers(features: features, symbols: alphabet.count + 1), seed: 3)
            let initial = folder.appendingPathComponent("small.inkmodel"), out = folder.appendingPathComponent("m.inkmodel")
            try InkModel(
                network: network, labels: alphabet, output: .ctcSequence(frames: 16), preprocessing: features.preprocessingDescription,
                provenance: Provenance(datasets: [], split: "none", seed: 3, epochs: 0, bestEpoch: 0)
            ).write(to: initial)
            let result = runInkrec(["train", Self.words, "--words", "--init", initial.path, "--out", out.path, "--epochs", "1"])
            #expect(result.code == .success, "\(result.stderr)")
            let trained = try InkModel(contentsOf: out)
            #expect(trained.header.preprocessing == features.preprocessingDescription)
            #expect(trained.header.architecture == network.specification)
            #expect(trained.header.provenance.command?.contains("--points 64 --density 5 --channels 6,8 --lstm 0") == true,
                    "\(trained.header.provenance.command ?? "")")
            // A setting given still wins, and is named when it differs.
            let given = runInkrec(["train", Self.words, "--words", "--init", initial.path, "--out", out.path, "--replace", "--epochs", "1", "--points", "128"])
            #expect(given.stderr.hasSuffix("cannot start from this model: --points 128 differs from the model's 64\n"), "\(given.stderr)")
        }
    }

    /// `help train` says how the kept epoch is chosen when validation accuracies tie (the lower
    /// validation loss, as `Trainer` compares) and when word CERs tie (the earlier epoch).
    @Test func helpSaysHowTiedEpochsAreBroken() {
        let result = runInkrec(["help", "train"])
        #expect(result.code == .success)
        let text = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("of epochs tied on that accuracy, the one with the lower validation loss (cross-entropy), and of those the earlier"), "\(result.stdout)")
        #expect(text.contains("CER on the validation words is kept (of tied epochs, the earlier)"), "\(result.stdout)")
    }
}

/// A split made by sample (no writer ids) or broken by an explicit `split` field is warned once,
/// and a trained model's header never claims a writer-independent split that was not made.
@Suite(.timeLimit(.minutes(10)))
struct TrainSplitAuditTests {
    /// Pendigits samples written as ndjson without their writers: train warns and the header says
    /// "by sample"; with the writers, no warning and "writer-independent".
    @Test(arguments: [false, true])
    func modelHeaderStatesTheSplitMade(keepWriters: Bool) throws {
        try withTemporaryFolder { folder in
            let data = folder.appendingPathComponent(keepWriters ? "writers.ndjson" : "nowriter.ndjson")
            let converted = runInkrec(["convert", TrainCommandTests.digits, data.path])
            #expect(converted.code == .success, "\(converted.stderr)")
            if !keepWriters {
                let lines = try String(contentsOf: data, encoding: .utf8).split(separator: "\n").map { line in
                    var object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                    object["writer"] = nil
                    object["split"] = nil
                    return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
                }
                try lines.joined(separator: "\n").write(to: data, atomically: true, encoding: .utf8)
            }
            let out = folder.appendingPathComponent("m.inkmodel")
            let result = runInkrec(
                ["train", data.path, "--out", out.path, "--epochs", "1", "--threads", "1", "--points", "16", "--channels", "4", "--hidden", "8"])
            #expect(result.code == .success, "\(result.stderr)")
            let warning = "warning: split is not writer-independent: 1499 of 1499 samples have no writer id"
            let warnings = result.stderr.components(separatedBy: "split is not writer-independent").count - 1
            #expect(warnings == (keepWriters ? 0 : 1), "\(result.stderr)")
            #expect(keepWriters || result.stderr.contains(warning), "\(result.stderr)")
            let info = runInkrec(["info", out.path])
            #expect(info.code == .success, "\(info.stderr)")
            if keepWriters {
                #expect(info.stdout.contains("train writers; validation (epoch selection): their validation writers; writer-independent split"), "\(info.stdout)")
            } else {
                #expect(info.stdout.contains("train samples; validation (epoch selection): their validation samples; split by sample, not writer-independent: 1499 of 1499 samples have no writer id"), "\(info.stdout)")
                #expect(!info.stdout.contains("validation writers"))
            }
        }
    }

    /// Trial 14: with no validation writers the model's provenance still said "validation (epoch
    /// selection): their validation writers" and train "best epoch"; both now say the last epoch
    /// was kept, and a run with validation writers reads as before.
    @Test(arguments: TrainCommandTests.smallForms)
    func withoutValidationWritersTheLastEpochIsNamed(form: [String]) throws {
        try withTemporaryFolder { folder in
            let source = form.contains("--words") ? TrainCommandTests.words : TrainCommandTests.digits
            let converted = runInkrec(["convert", source, "train.ndjson", "--split", "train"], in: folder)
            #expect(converted.code == .success, "\(converted.stderr)")
            let result = runInkrec(
                ["train", "train.ndjson", "--out", "m.inkmodel", "--epochs", "1", "--threads", "1"] + form, in: folder)
            #expect(result.code == .success, "\(result.stderr)")
            #expect(result.stderr.contains("no validation writers in these datasets: keeping the last epoch"), "\(result.stderr)")
            #expect(result.stdout.contains("saved m.inkmodel: "), "\(result.stdout)")
            #expect(result.stdout.contains("weights, the last epoch kept, 1 of 1 (no validation samples chose one)"), "\(result.stdout)")
            #expect(!result.stdout.contains("best epoch"), "\(result.stdout)")
            let info = runInkrec(["info", "m.inkmodel"], in: folder)
            #expect(info.stdout.contains("(train: the datasets' train writers; no validation writers: the last epoch kept; writer-independent split"),
                "\(info.stdout)")
            #expect(!info.stdout.contains("epoch selection"), "\(info.stdout)")
        }
    }

    /// A writer given two parts by explicit `split` fields is named by info (text and --json) and
    /// by eval's test split, with its counts.
    @Test func writerInTwoPartsIsNamed() throws {
        try withTemporaryFolder { folder in
            let data = folder.appendingPathComponent("shared.ndjson")
            let stroke = #""strokes":[[[0,0],[3,4],[6,0]]]"#
            try [
                #"{"id":"a","label":"1","writer":"w1","split":"train",\#(stroke)}"#,
                #"{"id":"b","label":"1","writer":"w1","split":"test",\#(stroke)}"#,
                #"{"id":"c","label":"2","writer":"w2","split":"test",\#(stroke)}"#,
            ].joined(separator: "\n").write(to: data, atomically: true, encoding: .utf8)
            let expected = "1 writer is in more than one part (an explicit per-sample split): w1 (train 1, test 1)"
            let info = runInkrec(["info", data.path])
            #expect(info.stderr.contains(expected), "\(info.stderr)")
            let json = try jsonObject(runInkrec(["info", data.path, "--json"]).stdout)
            #expect(json["writer_independent"] as? Bool == false)
            #expect((json["split_warnings"] as? [String])?.first?.hasSuffix(expected) == true)
            let eval = runInkrec(["eval", "handwriting", data.path, "--model", TrainCommandTests.shippedDigits.path, "--split", "test"])
            #expect(eval.stderr.contains(expected), "\(eval.stderr)")
        }
    }
}

/// A training set with repeated ids (different labels) and no "9" trained without a word.
@Suite(.timeLimit(.minutes(10)))
struct TrainDatasetWarningTests {
    @Test func repeatedIDsAndMissingLabelsAreWarnedOnce() throws {
        try withTemporaryFolder { folder in
            let data = folder.appendingPathComponent("no9.ndjson")
            #expect(runInkrec(["convert", TrainCommandTests.digits, data.path]).code == .success)
            var lines: [String] = []
            for (index, line) in try String(contentsOf: data, encoding: .utf8).split(separator: "\n").enumerated() {
                var object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                guard object["label"] as? String != "9" else { continue }
                if index < 2 { object["id"] = "twin" }  // two samples share an id
                lines.append(String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self))
            }
            try lines.joined(separator: "\n").write(to: data, atomically: true, encoding: .utf8)
            let result = runInkrec(
                ["train", data.path, "--out", folder.appendingPathComponent("m.inkmodel").path, "--epochs", "1", "--threads", "1",
                 "--points", "16", "--channels", "4", "--hidden", "8"])
            #expect(result.code == .success, "\(result.stderr)")
            #expect(result.stderr.components(separatedBy: "warning: 1 sample id occurs more than once").count == 2, "\(result.stderr)")
            #expect(result.stderr.contains("more than once (1 with different labels), all samples used: twin"), "\(result.stderr)")
            #expect(result.stderr.contains("warning: no training sample of 1 label of the model's 10: 9 "), "\(result.stderr)")
        }
    }

    /// Trial 20 asked whether the repeated-id check of `train` looks across its parts: an id
    /// shared by a train and a validation sample, and one by a train and a test sample (read
    /// for the audit), are both warned, not only repeats within one part.
    @Test func repeatedIDsAreFoundAcrossTheParts() throws {
        try withTemporaryFolder { folder in
            let data = folder.appendingPathComponent("parts.ndjson")
            #expect(runInkrec(["convert", TrainCommandTests.digits, data.path]).code == .success)
            var objects = try String(contentsOf: data, encoding: .utf8).split(separator: "\n").map {
                try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
            }
            let train = try #require(objects.firstIndex { $0["split"] as? String == "train" })
            let validation = try #require(objects.firstIndex { $0["split"] as? String == "validation" })
            objects = [objects[train], objects[train + 1], objects[validation]] + objects.enumerated().filter { $0.offset % 25 == 2 }.map(\.element)
            objects[0]["id"] = "across"
            objects[2]["id"] = "across"  // train and validation
            var test = objects[1]
            test["split"] = "test"
            test["writer"] = "tes-99"
            objects.append(test)  // the same id as objects[1], a train sample
            let lines = try objects.map { String(decoding: try JSONSerialization.data(withJSONObject: $0), as: UTF8.self) }
            try lines.joined(separator: "\n").write(to: data, atomically: true, encoding: .utf8)
            let result = runInkrec(
                ["train", data.path, "--out", folder.appendingPathComponent("m.inkmodel").path, "--epochs", "1", "--threads", "1",
                 "--points", "16", "--channels", "4", "--hidden", "8"])
            #expect(result.code == .success, "\(result.stderr)")
            let id = try #require(objects[1]["id"] as? String)
            #expect(result.stderr.contains("warning: 2 sample ids occur more than once"), "\(result.stderr)")
            #expect(result.stderr.contains("all samples used: across, \(id)") || result.stderr.contains("all samples used: \(id), across"), "\(result.stderr)")
        }
    }
}
