import Foundation
import InkCore
import InkFormats
import NeuralNetwork
import Testing
import TestSupport

@testable import InkRecCLI

/// `TrainingOverlap`: which evaluated samples a model's header says it was trained on.
struct TrainingOverlapTests {
    private static func sample(_ source: String, split: DatasetSplit, writer: String? = nil) -> LabeledInk {
        LabeledInk(drawing: InkDrawing(strokes: [InkStroke(points: [InkPoint(x: 1, y: 1)])]), label: "1", writer: writer, source: source, split: split)
    }

    private static func provenance(_ datasets: [String], writers: [String]? = nil) -> Provenance {
        Provenance(datasets: datasets, split: "train", seed: 1, epochs: 1, bestEpoch: 1, writers: writers)
    }

    @Test("writer-less train and validation samples under a named file or folder count; test, sibling names, '#' names and no samples do not")
    func countsTrainSamplesUnderTheNamedDatasets() throws {
        let (context, _, _) = CommandContext.captured(currentDirectory: URL(fileURLWithPath: "/data/run"))
        let samples = [
            Self.sample("pen/digits.tra#0", split: .train), Self.sample("pen/digits.tra#0", split: .train),  // duplicate
            Self.sample("pen/digits.tra#1", split: .validation), Self.sample("/data/run/pen/digits.tes#2", split: .test),
            Self.sample("pen/digits.tra2#0", split: .train), Self.sample("pen/a#b", split: .train),
        ]
        let file = TrainingOverlap(samples, provenance: Self.provenance(["/data/run/pen/digits.tra"]), context: context)
        #expect(file.count == 3 && file.total == 6)
        #expect(file.warning(model: "m.inkmodel") == "warning: 3 of 6 samples are of writers m.inkmodel was trained on"
            + " or chose its epoch with (train and validation writers of its datasets): not held-out figures; evaluate --split test")
        let folder = TrainingOverlap(samples, provenance: Self.provenance(["pen/"]), context: context)
        #expect(folder.count == 5, "pen/a#b is the file 'a#b' in pen")
        #expect(TrainingOverlap([LabeledInk](), provenance: Self.provenance(["pen"]), context: context).warning(model: "m") == nil)
        #expect(TrainingOverlap(samples, provenance: Self.provenance([]), context: context).warning(model: "m") == nil)
    }

    /// Trial 13: a subset (`pendigits-orig-writers1-6.tra`) or a copy (`/tmp/c.tra`) of a model's
    /// training file was evaluated with no warning, as only paths were compared.
    @Test("samples of the header's writers count wherever they lie; other writers do not")
    func countsTheHeadersWritersAnywhere() throws {
        let (context, _, _) = CommandContext.captured(currentDirectory: URL(fileURLWithPath: "/data/run"))
        let samples = [
            Self.sample("/tmp/c.tra#0", split: .train, writer: "tra-1"), Self.sample("/tmp/c.tra#1", split: .validation, writer: "tra-5"),
            Self.sample("/tmp/c.tra#2", split: .train, writer: "tra-7"), Self.sample("/tmp/c.tes#0", split: .test, writer: "tes-1"),
        ]
        let overlap = TrainingOverlap(samples, provenance: Self.provenance(["/data/pen/digits.tra"], writers: ["tra-1", "tra-5"]), context: context)
        #expect(overlap.count == 2 && overlap.total == 4)
        #expect(TrainingOverlap(samples, provenance: Self.provenance([], writers: []), context: context).count == 0)
    }

    /// Trial 15: a model trained on a converted copy of pendigits' test file (`tes-1` … in its
    /// header) was evaluated on that test file with no warning, as test samples never counted.
    @Test("test-part samples of the header's writers count; test samples of other writers or only under its paths do not")
    func countsTheHeadersWritersInTheTestPart() throws {
        let (context, _, _) = CommandContext.captured(currentDirectory: URL(fileURLWithPath: "/data/run"))
        let samples = [
            Self.sample("/data/pen/digits.tes#0", split: .test, writer: "tes-1"), Self.sample("/data/pen/digits.tes#1", split: .test, writer: "tes-2"),
            Self.sample("/data/pen/digits.tes#2", split: .test),
        ]
        let leak = TrainingOverlap(samples, provenance: Self.provenance(["/data/pen/tes.unp"], writers: ["tes-1", "tra-1"]), context: context)
        #expect(leak.count == 1 && leak.total == 3)
        #expect(leak.warning(model: "m")?.hasSuffix("not held-out figures; 1 in the test part (a converted or re-split copy of training data, or a writer id they share)") == true)
        let underPath = TrainingOverlap(samples, provenance: Self.provenance(["/data/pen"], writers: ["tra-1"]), context: context)
        #expect(underPath.count == 0, "the split rule that trained on /data/pen kept its test part out")
    }

    /// A header older than `Provenance.writers` names only paths: the writers of the train and
    /// validation parts read there match a copy of them elsewhere, in any part; test writers do not.
    @Test func readsTheWritersOfAnOlderHeadersDatasets() throws {
        try withTemporaryFolder { folder in
            let stroke = #"[[[0,0],[10,20]]]"#
            let lines = [("w1", "train"), ("w2", "validation"), ("w3", "test")].map { writer, split in
                #"{"id":"\#(writer)","label":"1","writer":"\#(writer)","split":"\#(split)","strokes":\#(stroke)}"#
            }
            let data = folder.appendingPathComponent("d.ndjson")
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: data)
            #expect(TrainingOverlap.writers(in: [data, folder.appendingPathComponent("gone")]) == ["w1", "w2"])
            let (context, _, _) = CommandContext.captured(currentDirectory: URL(fileURLWithPath: "/elsewhere"))
            let copies = ["w1", "w2", "w3"].map { Self.sample("/elsewhere/c.ndjson", split: $0 == "w3" ? .test : .train, writer: $0) }
            #expect(TrainingOverlap(copies, provenance: Self.provenance([data.path]), context: context).count == 2)
            let resplit = ["w1", "w3"].map { Self.sample("/elsewhere/t.ndjson", split: .test, writer: $0) }
            #expect(TrainingOverlap(resplit, provenance: Self.provenance([data.path]), context: context).count == 1)
        }
    }
}
