import Foundation
import InkRecCLI
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
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("good.inkmodel")
        try FileManager.default.copyItem(at: Self.shippedDigits, to: out)
        let data = form.contains("--words") ? Self.words : Self.digits
        let result = runInkrec(
            ["train", data, "--out", out.path, "--lr", "1e9", "--epochs", "1", "--threads", "1"] + form)
        #expect(result.code == .badInput, "\(result.stderr)")
        #expect(result.stderr.contains("training diverged"))
        #expect(result.stderr.contains("\(out.path) not saved"))
        #expect(result.stderr.contains("try a lower --lr than 1e9"))
        #expect(!result.stderr.contains("checkpoint not saved: :"), "a checkpoint message without its path")
        #expect(try Data(contentsOf: out) == Data(contentsOf: Self.shippedDigits))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["good.inkmodel"])
    }
}
