import Foundation
@testable import InkRecCLI
import TestSupport
import Testing

/// `train` refusing what it cannot do well: a diverged training never replaces a model, sizes
/// beyond the documented bounds are usage errors, and glued text that cannot be made fails.
@Suite(.timeLimit(.minutes(2)))
struct TrainCommandTests {
    static let digits = TestPaths.datasets.appendingPathComponent("pendigits/pendigits-orig-writers1-6.tra").path
    static let unipen = TestPaths.datasets.appendingPathComponent("unipen-train_r01_v07/data")
    static let words = unipen.appendingPathComponent("7").path
    static let shippedDigits = TestPaths.models.appendingPathComponent("digits.inkmodel")

    /// `--lr 1e9` turns every weight into NaN: the command fails and a good model at `--out` stays.
    @Test(arguments: [
        ["--points", "16", "--channels", "4", "--hidden", "8"],
        ["--words", "--points", "64", "--channels", "4,4"],
    ])
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

    /// `--init` with other preprocessing printed two `PreprocessingDescription(…)` dumps; the
    /// message now names the options that differ, with both values.
    @Test(arguments: [
        (["--points", "64"], "cannot start from this model: --points 64 differs from the model's 256\n"),
        (["--points", "64", "--density", "3"], "cannot start from this model: --points 64 differs from the model's 256, --density 3 differs from the model's 6\n"),
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
}
