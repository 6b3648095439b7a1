import Foundation
import InkCore
import InkFormats
import NeuralNetwork
import Testing
import TestSupport

@testable import InkRecCLI

/// `TrainingOverlap`: which evaluated samples a model's header says it was trained on.
struct TrainingOverlapTests {
    private static func sample(_ source: String, split: DatasetSplit) -> LabeledInk {
        LabeledInk(drawing: InkDrawing(strokes: [InkStroke(points: [InkPoint(x: 1, y: 1)])]), label: "1", writer: nil, source: source, split: split)
    }

    private static func provenance(_ datasets: [String]) -> Provenance {
        Provenance(datasets: datasets, split: "train", seed: 1, epochs: 1, bestEpoch: 1)
    }

    @Test("train samples under a named file or folder count; other splits, sibling names, '#' names and no samples do not")
    func countsTrainSamplesUnderTheNamedDatasets() throws {
        let (context, _, _) = CommandContext.captured(currentDirectory: URL(fileURLWithPath: "/data/run"))
        let samples = [
            Self.sample("pen/digits.tra#0", split: .train), Self.sample("pen/digits.tra#0", split: .train),  // duplicate
            Self.sample("pen/digits.tra#1", split: .validation), Self.sample("/data/run/pen/digits.tes#2", split: .test),
            Self.sample("pen/digits.tra2#0", split: .train), Self.sample("pen/a#b", split: .train),
        ]
        let file = TrainingOverlap(samples, provenance: Self.provenance(["/data/run/pen/digits.tra"]), context: context)
        #expect(file.count == 2 && file.total == 6)
        #expect(file.warning(model: "m.inkmodel") == "warning: 2 of 6 samples are of writers m.inkmodel was trained on"
            + " (train split of a dataset its header names): not held-out figures; evaluate --split test")
        let folder = TrainingOverlap(samples, provenance: Self.provenance(["pen/"]), context: context)
        #expect(folder.count == 4, "pen/a#b is the file 'a#b' in pen")
        #expect(TrainingOverlap([LabeledInk](), provenance: Self.provenance(["pen"]), context: context).warning(model: "m") == nil)
        #expect(TrainingOverlap(samples, provenance: Self.provenance([]), context: context).warning(model: "m") == nil)
    }
}
