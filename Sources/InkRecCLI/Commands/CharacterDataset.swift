import Foundation
import HandwritingRecognition
import InkFormats

/// Labelled character drawings read for `train`, `eval handwriting` and `bench handwriting`:
/// one writer-independent split of the given datasets, kept to the labels a model knows.
struct CharacterDataset {
    var samples: [CharacterSample]
    /// Samples whose label is outside the label set, by label (e.g. UNIPEN punctuation).
    var excludedLabels: [String: Int]
    /// Malformed records skipped while reading.
    var skippedRecords: Int

    /// Reads `paths` (files or folders of any readable format), keeps `split`, and keeps the
    /// samples whose label is in `labels`. Malformed records are skipped and counted, never silently.
    /// - Throws: `InkFormatError` when a path cannot be read at all.
    init(paths: [URL], split: DatasetSplit, labels: [String]) throws {
        let known = Set(labels)
        var samples = [CharacterSample]()
        var excluded = [String: Int]()
        let skipped = try InkDataset.forEachSample(paths: paths, split: split, skipMalformed: true) { sample in
            if known.contains(sample.label) {
                samples.append(CharacterSample(drawing: sample.drawing, label: sample.label))
            } else {
                excluded[sample.label, default: 0] += 1
            }
        }
        self.samples = samples
        excludedLabels = excluded
        skippedRecords = skipped.count
    }

    /// One line for stderr about what was left out, or `nil` when nothing was.
    func exclusionNote(split: DatasetSplit) -> String? {
        var parts = [String]()
        let unlabelled = excludedLabels[""] ?? 0
        let excluded = excludedLabels.values.reduce(0, +) - unlabelled
        if unlabelled > 0 { parts.append(Formatting.count(unlabelled, "unlabelled sample")) }
        if excluded > 0 { parts.append(Formatting.count(excluded, "sample") + " with labels outside the model's set") }
        if skippedRecords > 0 { parts.append(Formatting.count(skippedRecords, "malformed record")) }
        return parts.isEmpty ? nil : "\(split) split: skipped " + parts.joined(separator: " and ")
    }
}
