import Foundation
import HandwritingRecognition
import InkFormats

/// Labelled character drawings read for `train`, `eval handwriting` and `bench handwriting`:
/// one writer-independent split of the given datasets, kept to the labels a model knows.
struct CharacterDataset {
    var samples: [CharacterSample]
    /// Samples whose label is outside the label set, by label (e.g. UNIPEN punctuation).
    var excludedLabels: [String: Int]

    /// Reads the command line's `paths` (files or folders of any readable format) as every command
    /// reads ink (``CommandContext/forEachSample(in:split:format:skipping:_:)``: malformed records
    /// and drawings that fail validation are told on stderr), keeps `split`, and keeps the samples
    /// whose label is in `labels`.
    /// - Throws: `InkFormatError` when a path cannot be read at all.
    init(paths: [String], split: DatasetSplit, labels: [String], context: CommandContext) throws {
        let known = Set(labels)
        var samples = [CharacterSample]()
        var excluded = [String: Int]()
        try context.forEachSample(in: paths, split: split) { sample in
            if known.contains(sample.label) {
                samples.append(CharacterSample(drawing: sample.drawing, label: sample.label))
            } else {
                excluded[sample.label, default: 0] += 1
            }
        }
        self.samples = samples
        excludedLabels = excluded
    }

    /// One line for stderr about what was left out, or `nil` when nothing was.
    func exclusionNote(split: DatasetSplit) -> String? {
        var parts = [String]()
        let unlabelled = excludedLabels[""] ?? 0
        let excluded = excludedLabels.values.reduce(0, +) - unlabelled
        if unlabelled > 0 { parts.append(Formatting.count(unlabelled, "unlabelled sample")) }
        if excluded > 0 { parts.append(Formatting.count(excluded, "sample") + " with labels outside the model's set") }
        return parts.isEmpty ? nil : "\(split) split: skipped " + parts.joined(separator: " and ")
    }
}
