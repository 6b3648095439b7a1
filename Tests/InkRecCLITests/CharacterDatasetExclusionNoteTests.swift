import InkCore
import InkFormats
import Testing

@testable import InkRecCLI

/// The line naming the samples a label set left out (trial 24: "all split: skipped …", and
/// `train` and `bench handwriting`, which have no model, said "outside the model's set").
@Suite struct CharacterDatasetExclusionNoteTests {
    private static let data = CharacterDataset(
        ["7", "%", "", "%"].map { LabeledInk(drawing: InkDrawing(strokes: []), label: $0, writer: "w", source: "s") },
        labels: ["7"])

    @Test func namesTheSplitAndTheLabelSet() {
        #expect(Self.data.exclusionNote(split: .train, labelSet: "--labels digits")
            == "train split: skipped 1 unlabelled sample and 2 samples with labels outside --labels digits")
    }

    @Test func theWholeSetIsNotCalledASplit() {
        #expect(Self.data.exclusionNote(split: .all, labelSet: "the model's set")
            == "skipped 1 unlabelled sample and 2 samples with labels outside the model's set")
    }

    @Test func nothingLeftOutSaysNothing() {
        #expect(CharacterDataset([], labels: ["7"]).exclusionNote(split: .all, labelSet: "--labels digits") == nil)
    }
}
