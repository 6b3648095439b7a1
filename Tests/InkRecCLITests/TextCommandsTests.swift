import Foundation
import InkRec
import InkRecCLI
import Testing
import TestSupport

/// `inkrec lexicon`, `inkrec recognize` and `inkrec eval text` end to end, in process. Output
/// structure is checked with an untrained tiny model (always available); readings with the
/// shipped models (`Models/latin.inkmodel`, `Models/words.inkmodel`) when present.
@Suite struct TextCommandsTests {
    static let page = TestPaths.datasets.appendingPathComponent("text/unipen-words-page.ndjson").path
    static let lexicon = TestPaths.models.appendingPathComponent("wamerican.lexicon").path

    /// An untrained Latin model with 8-point features: fast, deterministic, reads nonsense.
    /// An untrained Latin classifier whose header says it was trained on `datasets`.
    static func tinyModel(in folder: URL, trainedOn datasets: [String] = []) throws -> String {
        let features = InkFeatureExtractor(pointCount: 8)
        let labels = CharacterLabelSet.latin.labels
        let network = try Network(
            specification: CharacterNetworkArchitecture(channels: [4], kernel: 3, hidden: 8, dropout: 0)
                .layers(features: features, classes: labels.count), seed: 3)
        let url = folder.appendingPathComponent("tiny.inkmodel")
        try InkModel(
            network: network, labels: labels, preprocessing: features.preprocessingDescription,
            provenance: Provenance(datasets: datasets, split: datasets.isEmpty ? "none" : "train", seed: 3, epochs: 0, bestEpoch: 0)
        ).write(to: url)
        return url.path
    }

    /// An untrained CTC word model over 32-point sequences (16 frames): reads nonsense, but
    /// through the sequence engine.
    static func tinyWordModel(in folder: URL) throws -> String {
        let features = WordFeatureSequence(pointCount: 32)
        let alphabet = SequenceWordModel.defaultAlphabet.map { String($0) }
        let network = try Network(
            specification: SequenceWordArchitecture(channels: [4], pooledStages: 1, kernel: 3, dropout: 0)
                .layers(features: features, symbols: alphabet.count + 1), seed: 3)
        let url = folder.appendingPathComponent("tiny-words.inkmodel")
        try InkModel(
            network: network, labels: alphabet, output: .ctcSequence(frames: 16), preprocessing: features.preprocessingDescription,
            provenance: Provenance(datasets: [], split: "none", seed: 3, epochs: 0, bestEpoch: 0)
        ).write(to: url)
        return url.path
    }

    static func json(_ text: String) throws -> Any { try JSONSerialization.jsonObject(with: Data(text.utf8)) }

    /// `lexicon` run on a word list `named` holding `contents`, in `folder`; the output is
    /// `folder/out.lexicon`.
    static func compileLexicon(_ contents: String, named name: String, in folder: URL, options: [String] = []) throws
        -> (list: URL, out: URL, result: (code: ExitCode, stdout: String, stderr: String))
    {
        let list = folder.appendingPathComponent(name), out = folder.appendingPathComponent("out.lexicon")
        try Data(contents.utf8).write(to: list)
        let result = runTool(["lexicon", list.path, out.path] + options, commands: CommandRegistry.commands)
        return (list, out, result)
    }

    /// Trial 24: CRLF lists were one line ("\r\n" is one Character) or "more than one tab".
    @Test func lexiconCommandReadsCRLFWordLists() throws {
        try withTemporaryFolder { folder in
            let (_, tsvOut, tsv) = try Self.compileLexicon("cat\t4.78\r\ndog\t3.50\r\n\r\nemu\r\n", named: "words.tsv", in: folder)
            #expect(tsv.code == .success, "\(tsv.stderr)")
            #expect(tsv.stdout.hasPrefix("3 words of 3 lines"), "\(tsv.stdout)")
            let lexicon = try Lexicon(contentsOf: tsvOut)
            #expect(lexicon.words == ["cat", "dog", "emu"])
            #expect(lexicon.zipfFrequency(of: "dog") == 3.5)
            let (_, _, plain) = try Self.compileLexicon("cat\r\ndog\r\n", named: "plain.txt", in: folder, options: ["--replace"])
            #expect(plain.code == .success && plain.stdout.hasPrefix("2 words of 2 lines"), "\(plain.stdout)\(plain.stderr)")
        }
    }

    @Test func lexiconCommandCompilesAWordList() throws {
        try withTemporaryFolder { folder in
            let (_, out, result) = try Self.compileLexicon("cat\ndog's\nDog\ncat\n", named: "words.txt", in: folder, options: ["--note", "test"])
            #expect(result.code == .success, "\(result.stderr)")
            #expect(result.stdout.hasPrefix("2 words of 4 lines"))
            // "dog's" used to vanish without a word.
            #expect(result.stdout.contains("\nskipped: 1 word with a character other than A–Z, a–z"), "\(result.stdout)")
            #expect(try Lexicon(contentsOf: out).words == ["Dog", "cat"])
        }
    }

    /// The trial's "Dog" and "dog": two entries in the file, one word to the case-folded lookup
    /// (at the higher frequency), and the command says so.
    @Test func lexiconCommandCountsCaseForms() throws {
        try withTemporaryFolder { folder in
            let (list, out, result) = try Self.compileLexicon("Dog\t3.50\ndog\t5.10\nDOG\ncat\t4.78\nAm\nam\t5.78\n", named: "words.tsv", in: folder)
            #expect(result.code == .success, "\(result.stderr)")
            #expect(result.stdout.hasSuffix("\ncase: 5 words are case forms of 2 (e.g. Am, am), each read as one word: 3 words ignoring case\n"), "\(result.stdout)")
            let lexicon = try Lexicon(contentsOf: out)
            #expect(lexicon.words == ["Am", "DOG", "Dog", "am", "cat", "dog"])
            #expect(lexicon.zipfFrequency(of: "DoG") == 5.1)
            #expect(lexicon.zipfFrequency(of: "AM") == 5.78)
            let json = try Self.json(runTool(["lexicon", list.path, out.path, "--replace", "--json"], commands: CommandRegistry.commands).stdout)
            #expect((json as? [String: Int])?["words_ignoring_case"] == 3)
        }
    }

    @Test func lexiconCommandReadsAFrequencyColumn() throws {
        try withTemporaryFolder { folder in
            let (list, out, result) = try Self.compileLexicon(
                "the\t7.73\ncat\t4.78\ndog's\t4.2\nzyzzyva\t0.00\nDog\n", named: "words.tsv", in: folder, options: ["--floor", "1.5"])
            #expect(result.code == .success, "\(result.stderr)")
            #expect(result.stdout.hasPrefix("4 words of 5 lines (2 above the floor frequency)"), "\(result.stdout)")
            let lexicon = try Lexicon(contentsOf: out)
            #expect(lexicon.words == ["Dog", "cat", "the", "zyzzyva"])
            #expect(lexicon.zipfFrequencies == [1.5, 4.78, 7.73, 1.5])

            try Data("cat\t4.78\ndog\tmany\n".utf8).write(to: list)
            let bad = runTool(["lexicon", list.path, out.path, "--replace"], commands: CommandRegistry.commands)
            #expect(bad.code != .success)
            #expect(bad.stderr.contains("words.tsv:2: the frequency is no Zipf value from 0 to 9.0"), "\(bad.stderr)")
            #expect(try Lexicon(contentsOf: out).words == ["Dog", "cat", "the", "zyzzyva"])  // the old file stands
            let badFloor = runTool(["lexicon", list.path, out.path, "--floor", "12", "--replace"], commands: CommandRegistry.commands)
            #expect(badFloor.code != .success && badFloor.stderr.contains("--floor"), "\(badFloor.stderr)")
        }
    }

    /// Trial 23: duplicate words and frequencies of 0 were taken silently (kept once at the higher
    /// frequency, read at the floor); both are now warned of with an example and counted in --json,
    /// and a negative frequency stays an error naming its line.
    @Test func lexiconCommandWarnsOfDuplicatesAndFrequenciesBelowTheFloor() throws {
        try withTemporaryFolder { folder in
            let (list, out, result) = try Self.compileLexicon(
                "cat\t4.50\ncat\t3.00\ndog\t0\nbird\t0.00\nfish\nemu\t0.5\nemu\t2.5\n", named: "words.tsv", in: folder)
            #expect(result.code == .success, "\(result.stderr)")
            #expect(result.stderr == "warning: 2 words listed more than once (e.g. cat), each kept once at its highest frequency\n"
                + "warning: 2 words with a frequency below the floor 1.0 (e.g. bird), read at the floor\n")
            let lexicon = try Lexicon(contentsOf: out)
            #expect(lexicon.words == ["bird", "cat", "dog", "emu", "fish"])
            #expect(lexicon.zipfFrequencies == [1, 4.5, 1, 2.5, 1])
            let json = try #require(try Self.json(runTool(["lexicon", list.path, out.path, "--replace", "--json"], commands: CommandRegistry.commands).stdout) as? [String: Int])
            #expect(json["duplicates"] == 2 && json["below_floor"] == 2, "\(json)")
            try Data("cat\t-0.5\n".utf8).write(to: list)
            let negative = runTool(["lexicon", list.path, out.path, "--replace"], commands: CommandRegistry.commands)
            #expect(negative.code == .badInput)
            #expect(negative.stderr.contains("words.tsv:1: the frequency is no Zipf value from 0 to 9.0"), "\(negative.stderr)")
        }
    }

    /// Both kinds of text model `--model` takes: a character classifier and a CTC word model.
    @Test(arguments: [false, true]) func recognizeAndEvalTextPrintTheDocumentedJSON(wordModel: Bool) throws {
        try withTemporaryFolder { folder in
            let model = try wordModel ? Self.tinyWordModel(in: folder) : Self.tinyModel(in: folder)
            let recognized = runTool(
                ["recognize", Self.page, "--model", model, "--lexicon", Self.lexicon, "--json"], commands: CommandRegistry.commands)
            #expect(recognized.code == .success, "\(recognized.stderr)")
            let pages = try #require(try Self.json(recognized.stdout) as? [[String: Any]])
            #expect(pages.count == 1)
            #expect(pages.first?["id"] as? String == "unipen-ije11-page")
            let lines = try #require(pages.first?["lines"] as? [[String: Any]])
            #expect(!lines.isEmpty)
            #expect(lines.allSatisfy { ($0["candidates"] as? [[String: Any]])?.first?["score"] is Double })
            #expect(pages.first?["shapes"] is [Any])

            let evaluated = runTool(
                ["eval", "text", Self.page, "--model", model, "--lexicon", Self.lexicon, "--json"], commands: CommandRegistry.commands)
            #expect(evaluated.code == .success, "\(evaluated.stderr)")
            let report = try #require(try Self.json(evaluated.stdout) as? [String: Any])
            #expect(report["task"] as? String == "text")
            #expect(report["samples"] as? Int == 1)
            for key in ["word_accuracy", "top5_word_accuracy", "cer"] {
                let pair = try #require(report[key] as? [String: Any], "\(key)")
                #expect(pair["lexicon"] is Double && pair["no_lexicon"] is Double, "\(key)")
            }
            #expect((report["latency_ms"] as? [String: Any])?["p50"] is Double)
            #expect((report["cpu_ms"] as? [String: Any])?["mean"] is Double)
        }
    }

    /// The shipped FC page: the arrow from "Print F" to "End" (strokes 94 and 95), 2.4 times the
    /// page's median text stroke, connects two boxes and stays a shape (see `MixedInkSeparation`).
    @Test func recognizeTakesAFlowchartArrowBesideTheWritingAsAShape() throws {
        try withTemporaryFolder { folder in
            let page = TestPaths.datasets.appendingPathComponent("fc-flowchart/writer1_1.inkml").path
            let run = runTool(["recognize", page, "--model", try Self.tinyModel(in: folder), "--json"], commands: CommandRegistry.commands)
            #expect(run.code == .success, "\(run.stderr)")
            let result = try #require(try Self.json(run.stdout) as? [[String: Any]]).first
            let shapes = try #require(result?["shapes"] as? [[String: Any]])
            #expect(shapes.contains { $0["kind"] as? String == "rectangle" }, "the page's boxes are shapes")
            #expect(shapes.contains { $0["kind"] as? String == "arrow" && $0["strokes"] as? [Int] == [94, 95] })
            let words = try #require(result?["lines"] as? [[String: Any]]).flatMap { $0["words"] as? [[String: Any]] ?? [] }
            #expect(!words.contains { ($0["strokes"] as? [Int] ?? []).contains(94) }, "no word reads the arrow")
            // Trial 13: "strokes 94,95" read as a count; the text names them as stroke numbers.
            let text = runTool(["recognize", page, "--model", try Self.tinyModel(in: folder)], commands: CommandRegistry.commands)
            #expect(text.stdout.contains("  shape: arrow (confidence ") && text.stdout.contains(", strokes #94, #95)\n"), "\(text.stdout)")
        }
    }

    /// An earlier trial: a clean "1" alone on its drawing (pendigits writer 1, a train writer)
    /// is a line by default and reads "(no text)"; `--no-shapes` reads it with the digits model.
    @Test func noShapesReadsALoneDigitStrokeAsText() throws {
        try withTemporaryFolder { folder in
            let tra = TestPaths.datasets.appendingPathComponent("pendigits/pendigits-orig-writers1-6.tra")
            let one = try #require(try InkDataset.load(paths: [tra]).samples.first { $0.id.hasSuffix(".tra#34") })
            #expect(one.label == "1" && one.split == .train && one.drawing.strokes.count == 1)
            let file = folder.appendingPathComponent("one.ndjson")
            try LabeledNDJSON.write([one], to: file)
            let digits = TestPaths.models.appendingPathComponent("digits.inkmodel").path
            let shapes = runTool(["recognize", file.path, "--model", digits], commands: CommandRegistry.commands)
            #expect(shapes.code == .success, "\(shapes.stderr)")
            #expect(shapes.stdout.contains("  (no text)\n  shape: line (confidence "), "the default is kept: \(shapes.stdout)")
            let text = runTool(["recognize", file.path, "--model", digits, "--no-shapes"], commands: CommandRegistry.commands)
            #expect(text.code == .success, "\(text.stderr)")
            #expect(text.stdout.contains("  line 1: 1\n") && !text.stdout.contains("shape:"), "\(text.stdout)")
            let json = runTool(["recognize", file.path, "--model", digits, "--no-shapes", "--json"], commands: CommandRegistry.commands)
            let page = try #require(try Self.json(json.stdout) as? [[String: Any]]).first
            #expect((page?["shapes"] as? [Any])?.isEmpty == true)
            #expect((page?["lines"] as? [[String: Any]])?.first?["text"] as? String == "1")
        }
    }

    /// `--no-shapes` on bad input: an empty drawing and a dot read no text; a NaN coordinate
    /// (not JSON) and a record cut off are skipped with their reasons, the rest still read.
    @Test func noShapesOnBadInput() throws {
        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("bad.ndjson")
            try [#"{"id":"empty","strokes":[]}"#, #"{"id":"dot","strokes":[[[5,5]]]}"#,
                 #"{"id":"nan","strokes":[[[0,0],["NaN",1],[3,4]]]}"#, #"{"id":"cut","strokes":[[[0,0],[1"#]
                .joined(separator: "\n").appending("\n").write(to: file, atomically: true, encoding: .utf8)
            let digits = TestPaths.models.appendingPathComponent("digits.inkmodel").path
            let result = runTool(["recognize", file.path, "--model", digits, "--no-shapes"], commands: CommandRegistry.commands)
            #expect(result.code == .success, "\(result.stderr)")
            #expect(result.stdout == "empty:\n  (no text)\ndot:\n  (no text)\n", "\(result.stdout)")
            #expect(result.stderr.contains("warning: skipped 2 malformed records or files:\n"), "\(result.stderr)")
            #expect(result.stderr.contains(":3 (record 2): malformed JSON: expected Double at 'strokes.0.1.0'"), "\(result.stderr)")
            #expect(result.stderr.contains(":4 (record 3): malformed JSON: not valid JSON: the text ends at column 33 inside 4 nested arrays or objects (cut off?)"), "\(result.stderr)")
        }
    }

    /// Ink to recognize has no label: the shipped page without its "label" key reads the same.
    @Test func recognizeReadsUnlabelledInk() throws {
        try withTemporaryFolder { folder in
            var record = try #require(try Self.json(String(decoding: Data(contentsOf: URL(fileURLWithPath: Self.page)), as: UTF8.self)) as? [String: Any])
            record["label"] = nil
            let unlabelled = folder.appendingPathComponent("page.ndjson")
            try JSONSerialization.data(withJSONObject: record).write(to: unlabelled)
            let words = TestPaths.models.appendingPathComponent("words.inkmodel").path
            let labelled = runTool(["recognize", Self.page, "--model", words, "--lexicon", Self.lexicon], commands: CommandRegistry.commands)
            let run = runTool(["recognize", unlabelled.path, "--model", words, "--lexicon", Self.lexicon], commands: CommandRegistry.commands)
            #expect(run.code == .success, "\(run.stderr)")
            #expect(run.stdout.lowercased().contains("line 1: the nation survey reveals"), "\(run.stdout)")
            #expect(run.stdout.split(separator: "\n").dropFirst() == labelled.stdout.split(separator: "\n").dropFirst())
        }
    }

    /// The shipped page's label holds its two lines with "\n"; the recognized lines are joined by a
    /// space, so the trial saw 0 % word accuracy and CER 2.00 % for a right reading. Any whitespace
    /// run in the label now counts as one space: the report is that of the one-line label.
    @Test func evalTextComparesMultiLineLabelsAsOneLine() throws {
        try withTemporaryFolder { folder in
            var record = try #require(try Self.json(String(decoding: Data(contentsOf: URL(fileURLWithPath: Self.page)), as: UTF8.self)) as? [String: Any])
            #expect(record["label"] as? String == "the nation survey reveals\nchildren in this country")
            var reports: [[String: Any]] = []
            for label in [" the nation  survey reveals\n children in this country\n", "the nation survey reveals children in this country"] {
                record["label"] = label
                let page = folder.appendingPathComponent("page.ndjson")
                try JSONSerialization.data(withJSONObject: record).write(to: page)
                let words = TestPaths.models.appendingPathComponent("words.inkmodel").path
                let run = runTool(["eval", "text", page.path, "--model", words, "--json"], commands: CommandRegistry.commands)
                #expect(run.code == .success, "\(run.stderr)")
                reports.append(try #require(try Self.json(run.stdout) as? [String: Any]))
            }
            for key in ["word_accuracy", "top5_word_accuracy", "cer", "case_sensitive_word_accuracy"] {
                let figures = reports.map { ($0[key] as? [String: Any])?["no_lexicon"] as? Double }
                #expect(figures[0] != nil && figures[0] == figures[1], "\(key): \(figures)")
            }
        }
    }

    /// Trial 15: the one CER was case-folded and unlabelled, so it could not be set beside published
    /// (case-sensitive) CERs; and the word model's glued --characters writers went unmentioned.
    @Test func evalTextReportsACaseSensitiveCERAndTheGluedWritersNote() throws {
        try withTemporaryFolder { folder in
            var record = try #require(try Self.json(String(decoding: Data(contentsOf: URL(fileURLWithPath: Self.page)), as: UTF8.self)) as? [String: Any])
            let words = TestPaths.models.appendingPathComponent("words.inkmodel").path
            var figures: [(cer: Double, caseSensitive: Double)] = []
            for label in ["the nation survey reveals children in this country", "THE NATION SURVEY REVEALS CHILDREN IN THIS COUNTRY"] {
                record["label"] = label
                let page = folder.appendingPathComponent("page.ndjson")
                try JSONSerialization.data(withJSONObject: record).write(to: page)
                let run = runTool(["eval", "text", page.path, "--model", words, "--json"], commands: CommandRegistry.commands)
                #expect(run.code == .success, "\(run.stderr)")
                let report = try #require(try Self.json(run.stdout) as? [String: Any])
                let cer = try #require((report["cer"] as? [String: Any])?["no_lexicon"] as? Double)
                let caseSensitive = try #require((report["case_sensitive_cer"] as? [String: Any])?["no_lexicon"] as? Double)
                figures.append((cer, caseSensitive))
                let note = "note: \(words) was also trained on text glued from the characters of --characters /work/shared/datasets/unipen-train_r01_v07/data,"
                #expect((report["notes"] as? [String])?.last?.hasPrefix(note) == true, "\(report["notes"] ?? "")")
                #expect(run.stderr.contains(note))
            }
            #expect(abs(figures[0].cer - figures[1].cer) < 1e-12, "case-insensitive: the same")
            #expect(figures[1].caseSensitive > figures[0].caseSensitive + 0.5, "\(figures): 42 of 51 letters differ in case")
            let text = runTool(["eval", "text", Self.page, "--model", words], commands: CommandRegistry.commands)
            #expect(text.stdout.contains("CER (case-insensitive)") && text.stdout.contains("CER (case-sensitive)"), "\(text.stdout)")
        }
    }

    /// Labels are optional in ndjson: the trial's unlabelled page was evaluated ("1 samples", CER
    /// 0.00 %, exit 0). Unlabelled samples are now skipped and counted, and none labelled is exit 1.
    /// Researcher report: an evaluation over a model's own training writers printed its figures silently.
    @Test func evalTextWarnsOfTheModelsTrainingWriters() throws {
        try withTemporaryFolder { folder in
            let stroke = #"[[[0,0],[10,20],[20,0]]]"#
            let lines = [("w1", "train"), ("w2", "train"), ("w3", "test")].map { writer, split in
                #"{"id":"\#(writer)","label":"a","writer":"\#(writer)","split":"\#(split)","strokes":\#(stroke)}"#
            }
            let data = folder.appendingPathComponent("words.ndjson")
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: false)
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: data)
            // The header names the folder; the samples are read through a relative path and `..`.
            let model = try Self.tinyModel(in: folder, trainedOn: [folder.path])
            let run = runInkrec(["eval", "text", "sub/../words.ndjson", "--model", model, "--json"], in: folder)
            #expect(run.code == .success, "\(run.stderr)")
            let warning = "warning: 2 of 3 samples are of writers \(model) was trained on"
            #expect(run.stderr.contains(warning), "\(run.stderr)")
            let report = try jsonObject(run.stdout)
            #expect((report["warnings"] as? [String])?.first?.hasPrefix(warning) == true)
            let heldOut = runInkrec(["eval", "text", data.path, "--model", model, "--split", "test", "--json"], in: folder)
            #expect(heldOut.code == .success, "\(heldOut.stderr)")
            #expect(!heldOut.stderr.contains("trained on"))
            #expect(try jsonObject(heldOut.stdout)["warnings"] as? [String] == [])
            let other = try Self.tinyModel(in: folder.appendingPathComponent("sub"), trainedOn: ["elsewhere/words.ndjson"])
            #expect(!runInkrec(["eval", "text", data.path, "--model", other], in: folder).stderr.contains("trained on"))
        }
    }

    @Test func evalTextSkipsUnlabelledSamples() throws {
        try withTemporaryFolder { folder in
            let labelled = try String(decoding: Data(contentsOf: URL(fileURLWithPath: Self.page)), as: UTF8.self)
            var record = try #require(try Self.json(labelled) as? [String: Any])
            record["label"] = nil
            record["id"] = "unlabelled"
            let unlabelled = String(decoding: try JSONSerialization.data(withJSONObject: record), as: UTF8.self) + "\n"
            let words = TestPaths.models.appendingPathComponent("words.inkmodel").path
            let alone = folder.appendingPathComponent("alone.ndjson"), mixed = folder.appendingPathComponent("mixed.ndjson")
            try Data(unlabelled.utf8).write(to: alone)
            try Data((unlabelled + labelled.trimmingCharacters(in: .newlines) + "\n").utf8).write(to: mixed)

            let refused = runTool(["eval", "text", alone.path, "--model", words], commands: CommandRegistry.commands)
            #expect(refused.code == .badInput)
            #expect(refused.stderr.contains("no labelled words in \(alone.path) (split all): 1 unlabelled sample"), "\(refused.stderr)")
            #expect(refused.stdout.isEmpty)

            let text = runTool(["eval", "text", mixed.path, "--model", words], commands: CommandRegistry.commands)
            #expect(text.code == .success, "\(text.stderr)")
            #expect(text.stdout.hasPrefix("1 sample (1 unlabelled skipped), model "), "\(text.stdout)")
            let json = runTool(["eval", "text", mixed.path, "--model", words, "--json"], commands: CommandRegistry.commands)
            let report = try #require(try Self.json(json.stdout) as? [String: Any])
            #expect(report["samples"] as? Int == 1)
            #expect(report["unlabelled"] as? Int == 1)
        }
    }

    @Test func missingLexiconIsABadInputError() throws {
        let result = runTool(
            ["eval", "text", Self.page, "--model", "no-such.inkmodel"], commands: CommandRegistry.commands)
        #expect(result.code != .success)
        #expect(result.stderr.contains("no-such.inkmodel"))
    }

    /// The shipped text models present: the character classifier and the CTC word model.
    static let shippedTextModels = ["latin.inkmodel", "words.inkmodel"].map { TestPaths.models.appendingPathComponent($0).path }
        .filter { FileManager.default.fileExists(atPath: $0) }

    @Test(arguments: shippedTextModels)
    func shippedModelReadsTheShippedPage(model: String) throws {
        let result = runTool(
            ["recognize", Self.page, "--model", model, "--lexicon", Self.lexicon, "--json"],
            commands: CommandRegistry.commands)
        let pages = try #require(try Self.json(result.stdout) as? [[String: Any]])
        let lines = try #require(pages.first?["lines"] as? [[String: Any]])
        let texts = lines.compactMap { $0["text"] as? String }
        #expect(texts.count == 2)
        // Words read right, of the 8 on the page ("the nation survey reveals / children in this country").
        let truth = ["the nation survey reveals", "children in this country"]
        let right = zip(texts, truth).map { zip($0.split(separator: " "), $1.split(separator: " ")).filter { $0 == $1 }.count }
        #expect(right.reduce(0, +) >= 6, "read \(texts)")
    }
}
