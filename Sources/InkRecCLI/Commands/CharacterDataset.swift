import Foundation
import HandwritingRecognition
import InkFormats

/// Labelled character drawings read for `train`, `eval handwriting` and `bench handwriting`:
/// one writer-independent split of the given datasets, kept to the labels a model knows.
struct CharacterDataset {
    var samples: [CharacterSample]
    /// The sample each of `samples` was read as (same order), for its id, source and writer.
    var origins: [LabeledInk]
    /// Samples whose label is outside the label set, by label (e.g. UNIPEN punctuation).
    var excludedLabels: [String: Int]
    /// The samples of the split read under each path, before the label set is applied.
    var datasets: DatasetSampleCounts
    /// The warnings the reading printed on stderr (skipped records, files read once, the split's
    /// audit), for a `--json` report to list.
    var readingMessages = StderrMessages()

    /// Reads the command line's `paths` (files or folders of any readable format) as every command
    /// reads ink (``CommandContext/forEachSample(in:split:format:_:)``: malformed records
    /// and drawings that fail validation are told on stderr), keeps `split`, and keeps the samples
    /// whose label is in `labels`.
    /// - Throws: `InkFormatError` when a path cannot be read at all.
    init(paths: [String], split: DatasetSplit, labels: [String], context: CommandContext) throws {
        var read: [LabeledInk] = []
        let walked = try context.walk(paths)
        var datasets = DatasetSampleCounts(walked)
        let reading = try context.readSamples(in: walked, split: split) { sample, origin in
            read.append(sample)
            datasets.add(origin)
        }
        self.init(read, labels: labels, datasets: datasets)
        readingMessages.record(reading.warnings)
    }

    /// The samples of `read` (counted per path in `datasets`, when known) whose label is in `labels`.
    init(_ read: [LabeledInk], labels: [String], datasets: DatasetSampleCounts = DatasetSampleCounts([])) {
        let known = Set(labels)
        var samples = [CharacterSample]()
        var origins = [LabeledInk]()
        var excluded = [String: Int]()
        for sample in read {
            if known.contains(sample.label) {
                samples.append(CharacterSample(drawing: sample.drawing, label: sample.label))
                origins.append(sample)
            } else {
                excluded[sample.label, default: 0] += 1
            }
        }
        self.samples = samples
        self.origins = origins
        excludedLabels = excluded
        self.datasets = datasets
    }

    /// A warning naming the labels of `labels` with no sample here (a class a model trained on
    /// these samples never learns), or `nil` when every label has one. O(samples + labels).
    func missingLabelsNote(_ labels: [String]) -> String? {
        let present = Set(samples.map(\.label))
        let missing = labels.filter { !present.contains($0) }
        guard !missing.isEmpty else { return nil }
        return "warning: no training sample of \(Formatting.count(missing.count, "label")) of the model's \(labels.count):"
            + " \(missing.joined(separator: " ")) (never predicted well; add samples or choose another --labels)"
    }

    /// One line for stderr about what was left out, or `nil` when nothing was; it names the split
    /// unless it is the whole set (`.all`).
    /// - Parameter labelSet: what the kept labels are, as the note names it ("--labels digits").
    func exclusionNote(split: DatasetSplit, labelSet: String) -> String? {
        var parts = [String]()
        let unlabelled = excludedLabels[""] ?? 0
        let excluded = excludedLabels.values.reduce(0, +) - unlabelled
        if unlabelled > 0 { parts.append(Formatting.count(unlabelled, "unlabelled sample")) }
        if excluded > 0 { parts.append(Formatting.count(excluded, "sample") + " with labels outside \(labelSet)") }
        guard !parts.isEmpty else { return nil }
        return (split == .all ? "skipped " : "\(split) split: skipped ") + parts.joined(separator: " and ")
    }
}
