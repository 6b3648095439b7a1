import Foundation
import InkRecCLI
import TestSupport
import Testing

/// Every command with missing files, a folder of junk, an unwritable output, a corrupt model and
/// nonsense option values: exit 1 (bad input) or 2 (usage) with a message on stderr naming the
/// problem, never a trap or a stack trace.
@Suite(.timeLimit(.minutes(10)))
struct CommandRobustnessTests {
    /// Files shared by the cases, made once per test in a temporary folder, `root`.
    struct Fixture {
        let root: URL
        var junk: String { root.appendingPathComponent("junk").path }
        var corruptModel: String { root.appendingPathComponent("corrupt.inkmodel").path }
        var emptyModel: String { root.appendingPathComponent("empty.inkmodel").path }
        var junkLexicon: String { root.appendingPathComponent("junk.lexicon").path }
        var missing: String { root.appendingPathComponent("missing/none.ndjson").path }
        var unwritable: String { root.appendingPathComponent("no-such-folder/out").path }
        /// An existing folder where an output file should go.
        var folderAsOutput: String { root.appendingPathComponent("junk").path }
        let samples = TestPaths.datasets.appendingPathComponent("shape-samples/shape-samples.ndjson").path
        let model = TestPaths.models.appendingPathComponent("digits.inkmodel").path
        /// The first 300 lines of the shipped pendigits test file: real digits, quick to evaluate.
        var digits: String { root.appendingPathComponent("digits.tes").path }

        init(in root: URL) throws {
            self.root = root
            let junkFolder = root.appendingPathComponent("junk")
            try FileManager.default.createDirectory(at: junkFolder.appendingPathComponent("nested"), withIntermediateDirectories: true)
            var generator = SeededGenerator(seed: 0xC11)
            for name in ["a.xml", "b.ndjson", "c.inkml", "d.tes", "e.json", "nested/f.dat", "g.jsonl", "h.unp"] {
                let bytes = (0..<300).map { _ in UInt8.random(in: 0...255, using: &generator) }
                let prefix: [UInt8] = name.hasSuffix("json") ? Array("{\"label\":".utf8) : name.hasSuffix("l") ? Array("<ink>".utf8) : []
                try Data(prefix + bytes).write(to: junkFolder.appendingPathComponent(name))
            }
            var model = try [UInt8](Data(contentsOf: TestPaths.models.appendingPathComponent("digits.inkmodel")))
            model[model.count / 3] ^= 0x40
            try Data(model).write(to: root.appendingPathComponent("corrupt.inkmodel"))
            try Data().write(to: root.appendingPathComponent("empty.inkmodel"))
            let pendigits = try String(
                contentsOf: TestPaths.datasets.appendingPathComponent("pendigits/pendigits-orig.tes"), encoding: .utf8)
            try pendigits.split(separator: "\n", omittingEmptySubsequences: false).prefix(300).joined(separator: "\n")
                .write(to: root.appendingPathComponent("digits.tes"), atomically: true, encoding: .utf8)
            try Data([0xFF, 0xFE, 0x00, 0x41, 0x0A, 0xC3]).write(to: root.appendingPathComponent("junk.lexicon"))
        }
    }

    /// Command lines that must fail; `nil` code means 1 or 2 are both acceptable.
    static func failingLines(_ f: Fixture) -> [[String]] {
        [
            ["info", f.missing], ["info", f.junk], ["info", f.samples, "--split", "bogus"], ["info", f.samples, "--from", "bogus"],
            ["convert", f.missing, f.root.appendingPathComponent("o.ndjson").path],
            ["convert", f.junk, f.root.appendingPathComponent("o.ndjson").path],
            ["convert", f.samples, f.unwritable + ".ndjson"], ["convert", f.samples, f.folderAsOutput],
            ["convert", f.samples, f.root.appendingPathComponent("o.bogus").path],
            ["convert", f.samples, f.root.appendingPathComponent("o.ndjson").path, "--to", "bogus"],
            ["render", f.missing, f.root.appendingPathComponent("o.svg").path],
            ["render", f.junk, f.root.appendingPathComponent("o.svg").path],
            ["render", f.samples, f.unwritable + ".svg"],
            ["render", f.samples, f.root.appendingPathComponent("o.svg").path, "--columns", "-3"],
            ["render", f.samples, f.root.appendingPathComponent("o.svg").path, "--limit", "-1"],
            ["eval", "shapes", f.missing], ["eval", "shapes", f.junk],
            ["eval", "shapes", f.samples, "--threshold", "nan"], ["eval", "shapes", f.samples, "--threshold", "7"],
            ["eval", "shapes", f.samples, "--report", f.unwritable + ".html"],
            ["snap", f.missing], ["snap", f.junk + "/b.ndjson"], ["snap", f.samples, "--hold", "-1"],
            ["snap", f.samples, "--hold", "inf"], ["snap", f.samples, "--radius", "nan"], ["snap", f.samples, "--grid", "-5"],
            ["train", f.missing, "--out", f.root.appendingPathComponent("m.inkmodel").path],
            ["train", f.junk, "--out", f.root.appendingPathComponent("m.inkmodel").path],
            ["train", f.digits, "--out", f.root.appendingPathComponent("m.inkmodel").path, "--epochs", "-1"],
            ["train", f.digits, "--out", f.root.appendingPathComponent("m.inkmodel").path, "--lr", "nan"],
            ["train", f.digits, "--out", f.root.appendingPathComponent("m.inkmodel").path, "--points", "1"],
            ["train", f.digits, "--out", f.root.appendingPathComponent("m.inkmodel").path, "--batch", "0"],
            ["train", f.digits, "--out", f.root.appendingPathComponent("m.inkmodel").path, "--threads", "0"],
            ["train", f.digits, "--out", f.root.appendingPathComponent("m.inkmodel").path, "--labels", "bogus"],
            ["eval", "handwriting", f.digits, "--model", f.corruptModel],
            ["eval", "handwriting", f.digits, "--model", f.emptyModel],
            ["eval", "handwriting", f.digits, "--model", f.junk],
            ["eval", "handwriting", f.digits, "--model", f.missing],
            ["eval", "handwriting", f.junk, "--model", f.model],
            ["eval", "handwriting", f.digits, "--model", f.model, "--report", f.unwritable + ".html"],
            ["recognize", f.samples, "--model", f.corruptModel], ["recognize", f.missing, "--model", f.model],
            ["recognize", f.junk, "--model", f.model], ["recognize", f.samples, "--model", f.model, "--lexicon", f.junkLexicon],
            ["recognize", f.samples, "--model", f.model, "--lexicon", f.missing],
            ["eval", "text", f.samples, "--model", f.corruptModel], ["eval", "text", f.junk, "--model", f.model],
            ["eval", "text", f.samples, "--model", f.model, "--lexicon", f.junkLexicon],
            ["lexicon", f.missing, f.root.appendingPathComponent("l.lexicon").path],
            ["lexicon", f.junkLexicon, f.unwritable + ".lexicon"], ["lexicon", f.junk, f.root.appendingPathComponent("l.lexicon").path],
            ["bench", "handwriting", f.missing], ["bench", "handwriting", f.junk],
            ["bench", "handwriting", f.digits, "--model", f.corruptModel, "--epochs", "1"],
            ["bench", "snap", "--repeat", "-1"],
            ["bench", "shapes", f.missing], ["bench", "shapes", f.junk], ["bench", "shapes", f.samples, "--limit", "0"],
            ["bench", "shapes", f.samples, "--repeat", "nan"],
            ["info"], ["convert", f.samples], ["render"], ["train", f.digits], ["eval", "handwriting", f.digits],
            ["recognize", f.samples], ["snap"], ["lexicon"], ["info", f.samples, "--bogus"], ["eval"], ["bogus"],
            ["model", "record-writers", f.corruptModel, "--out", f.root.appendingPathComponent("copy.inkmodel").path],
            ["model", "record-writers", f.missing, "--out", f.root.appendingPathComponent("copy.inkmodel").path],
            ["model", "record-writers", f.model, "--out", f.model, "--replace"], ["model", "record-writers", f.model],
        ]
    }

    /// Trial 15: `bench shapes --repeat 999999999999 --limit 1` was accepted and ran until killed;
    /// the bench commands' counts are bounded as train's are.
    @Test func benchCountsAreBounded() {
        let refused: [([String], String)] = [
            (["bench", "shapes", "--repeat", "999999999999", "--limit", "1"], "--repeat expects an integer from 1 to 1000, got '999999999999'"),
            (["bench", "shapes", "--limit", "100001"], "--limit expects an integer from 1 to 100000, got '100001'"),
            (["bench", "snap", "--repeat", "1001"], "--repeat expects an integer from 1 to 1000, got '1001'"),
            (["bench", "handwriting", "d.tes", "--epochs", "10001"], "--epochs expects an integer from 1 to 10000, got '10001'"),
            (["bench", "handwriting", "d.tes", "--inference", "1000001"], "--inference expects an integer from 1 to 1000000, got '1000001'"),
        ]
        for (line, message) in refused {
            let run = runInkrec(line)
            #expect(run.code == .usage && run.stderr.contains(message), "\(line): \(run.stderr)")
        }
    }

    @Test func trainRefusesOptionsOfTheOtherFormInsteadOfIgnoringThem() throws {
        try withTemporaryFolder { root in
            let fixture = try Fixture(in: root)
            let out = fixture.root.appendingPathComponent("m.inkmodel").path
            let fineTune = runInkrec(["train", fixture.digits, "--out", out, "--init", fixture.model])
            #expect(fineTune.code == .usage)
            #expect(fineTune.stderr.hasPrefix("inkrec train: --init applies to --words only\n"))
            let hidden = runInkrec(["train", fixture.digits, "--words", "--out", out, "--hidden", "64"])
            #expect(hidden.code == .usage)
            #expect(hidden.stderr.hasPrefix("inkrec train: --hidden does not apply to --words\n"))
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }

    @Test func snapNamesTheOptionNotTheAPIField() throws {
        try withTemporaryFolder { root in
            let fixture = try Fixture(in: root)
            let result = runInkrec(["snap", fixture.samples, "--hold", "0"])
            #expect(result.code == .usage)
            #expect(result.stderr.hasPrefix("inkrec snap: --hold must be a finite, positive number of seconds\n"))
        }
    }

    @Test func everyCommandFailsCleanly() throws {
        try withTemporaryFolder { root in
            let fixture = try Fixture(in: root)
            var covered = Set<String>()
            for line in Self.failingLines(fixture) {
                let result = runInkrec(line)
                let shown = line.joined(separator: " ")
                #expect(result.code == .badInput || result.code == .usage, "\(shown) exited \(result.code)")
                #expect(!result.stderr.isEmpty, "\(shown): no message on stderr")
                #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("Backtrac"), "\(shown)")
                covered.insert(line.prefix { !$0.hasPrefix("/") && !$0.hasPrefix("-") }.joined(separator: " "))
            }
            // Every registered command is exercised.
            for command in CommandRegistry.commands {
                #expect(covered.contains(command.name), "\(command.name) has no failing case")
            }
            // Nothing half-written is left where the outputs were refused.
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixture.root.path).filter { $0.hasSuffix(".tmp") }
            #expect(leftovers.isEmpty)
        }
    }

    /// A bad input file names itself and where it went wrong, and a usage error says how to ask for help.
    @Test func messagesNameTheProblem() throws {
        try withTemporaryFolder { root in
            let fixture = try Fixture(in: root)
            let missing = runInkrec(["info", fixture.missing])
            #expect(missing.code == .badInput)
            #expect(missing.stderr.contains(fixture.missing))
            let corrupt = runInkrec(["recognize", fixture.samples, "--model", fixture.corruptModel])
            #expect(corrupt.code == .badInput)
            #expect(corrupt.stderr.contains("corrupt.inkmodel") && corrupt.stderr.contains("CRC-32"), "\(corrupt.stderr)")
            let folderModel = runInkrec(["recognize", fixture.samples, "--model", fixture.junk])
            #expect(folderModel.stderr.contains("a folder, not a model file"), "\(folderModel.stderr)")
            let folderLexicon = runInkrec(["recognize", fixture.samples, "--model", fixture.model, "--lexicon", fixture.junk])
            #expect(folderLexicon.stderr.contains("cannot read lexicon: a folder, not a lexicon file"), "\(folderLexicon.stderr)")
            let missingLexicon = runInkrec(["recognize", fixture.samples, "--model", fixture.model, "--lexicon", fixture.missing])
            #expect(missingLexicon.stderr.contains("cannot read lexicon: no such file"), "\(missingLexicon.stderr)")
            // Outputs are checked before the work: nothing is trained or evaluated for a path that cannot be written.
            for line in [
                ["train", fixture.digits, "--out", fixture.unwritable + ".inkmodel", "--epochs", "1"],
                ["train", fixture.digits, "--out", fixture.root.appendingPathComponent("m.inkmodel").path,
                 "--log-json", fixture.unwritable + ".json", "--epochs", "1"],
                ["eval", "handwriting", fixture.digits, "--model", fixture.model, "--report", fixture.folderAsOutput],
            ] {
                let refused = runInkrec(line)
                #expect(refused.code == .badInput && refused.stderr.contains("cannot write"), "\(refused.stderr)")
                #expect(!refused.stderr.contains("train  [") && !refused.stderr.contains("eval  ["), "work was done first")
            }
            let usage = runInkrec(["snap", fixture.samples, "--hold", "-1"])
            #expect(usage.code == .usage, "\(usage.stderr)")
        }
    }
}
