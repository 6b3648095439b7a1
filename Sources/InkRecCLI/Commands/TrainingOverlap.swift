import Foundation
import InkFormats
import NeuralNetwork

/// The evaluated samples a model has already seen: samples of the writers it was trained on or
/// whose validation figures chose its epoch. Figures over them measure recall of the training
/// data, not recognition.
///
/// Writers are matched by id in every part, test included, so a copy, a subset, a conversion or a
/// re-split copy of the training data (a model trained on a converted test file) is recognised
/// wherever it lies. The shipped readers' ids cannot match across a proper split: every rule in
/// `DatasetSplit` gives one writer id one part, and ids that would repeat across files are scoped
/// (pendigits `tra-3`/`tes-3`, UNIPEN `site/name`). The model's writers are its header's
/// ``Provenance/writers``; a model written before that field (the shipped word model among them)
/// names only its datasets' paths, so their train and validation writers are read from those
/// paths when they exist and some evaluated sample has a writer. Where they do not exist (another
/// machine), such a model cannot tell its writers and only the path rule below applies.
///
/// Samples without a writer id match by path: a train or validation sample read from a file at
/// or under a dataset the header names (after resolving symbolic links and `..`, relative paths
/// against the command's folder). A test sample never matches by path: the split rule that
/// trained the model kept it out.
struct TrainingOverlap {
    /// Samples of the model's training or validation writers.
    private(set) var count = 0
    /// Samples examined.
    private(set) var total = 0
    /// Of ``count``, those in the test part: a copy of training data converted or re-split.
    private(set) var testCount = 0

    /// - Parameters:
    ///   - samples: what the command evaluates, each with its `source` (`path#index` or `path`).
    ///   - provenance: the model header's record of its training.
    /// O(samples × datasets), plus reading the datasets for an older header.
    init(_ samples: some Collection<LabeledInk>, provenance: Provenance, context: CommandContext) {
        let datasets = provenance.datasets.map { context.url(forPath: $0) }
        let canMatchWriter = samples.contains { $0.writer != nil }
        let writers = canMatchWriter ? provenance.writers.map(Set.init) ?? Self.writers(in: datasets) : []
        let roots = datasets.map(Self.resolved)
        var files: [String: Bool] = [:]
        for sample in samples {
            total += 1
            if let writer = sample.writer, writers.contains(writer) {
                count += 1
                if sample.split == .test { testCount += 1 }
                continue
            }
            guard sample.split != .test else { continue }
            let file = Self.file(of: sample.source)
            let seen = files[file] ?? {
                let path = Self.resolved(context.url(forPath: file))
                let seen = roots.contains { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
                files[file] = seen
                return seen
            }()
            if seen { count += 1 }
        }
    }

    /// One line for stderr and `--json`'s `warnings`, or `nil` when no sample was seen in training.
    func warning(model: String) -> String? {
        guard count > 0 else { return nil }
        return "warning: \(Formatting.grouped(count)) of \(Formatting.count(total, "sample")) \(count == 1 ? "is" : "are") of writers \(model) was trained on"
            + " or chose its epoch with (train and validation writers of its datasets): not held-out figures; "
            // `--split test` is no remedy when the copy itself lies in the test part.
            + (testCount == 0 ? "evaluate --split test" : "\(Formatting.grouped(testCount)) in the test part (a converted or re-split copy of training data, or a writer id they share)")
    }

    /// Whether the model was also trained on text glued from `--characters` writers: the header
    /// names that dataset only in its command, so its writers are neither listed nor read here.
    static func gluesCharacters(_ provenance: Provenance) -> Bool {
        charactersDataset(provenance) != nil
    }

    /// One line for stderr and `--json`'s `warnings` saying whose samples the count above cannot
    /// catch, or `nil` for a model that does not ``gluesCharacters(_:)``.
    static func gluedCharactersNote(_ provenance: Provenance, model: String) -> String? {
        guard let dataset = charactersDataset(provenance) else { return nil }
        return "note: \(model) was also trained on text glued from the characters of --characters \(dataset),"
            + " whose writers its header does not list: their samples are not warned of"
    }

    /// The path after `--characters` in the header's command (as written, up to the next space).
    private static func charactersDataset(_ provenance: Provenance) -> Substring? {
        guard let command = provenance.command, let flag = command.range(of: " --characters ") else { return nil }
        return command[flag.upperBound...].prefix { $0 != " " }
    }

    /// The writers of the train and validation parts of `datasets`, for a header without
    /// ``Provenance/writers``; paths that no longer exist or cannot be read add none. Reads
    /// quietly: the command's own input is what its warnings are about.
    static func writers(in datasets: [URL]) -> Set<String> {
        var writers = Set<String>()
        for dataset in datasets where FileManager.default.fileExists(atPath: dataset.path) {
            _ = try? collectWriters(in: [dataset], skipMalformed: true, into: &writers)
        }
        return writers
    }

    /// The same writers, for a list that is kept: every record of `datasets` must read.
    /// - Throws: `InkFormatError` for the first path or record that does not read.
    static func allWriters(in datasets: [URL]) throws -> Set<String> {
        var writers = Set<String>()
        try collectWriters(in: datasets, skipMalformed: false, into: &writers)
        return writers
    }

    private static func collectWriters(in datasets: [URL], skipMalformed: Bool, into writers: inout Set<String>) throws {
        try InkDataset.forEachSample(paths: datasets, skipMalformed: skipMalformed) { sample in
            if let writer = sample.writer, sample.split != .test { writers.insert(writer) }
        }
    }

    /// The file part of a sample's source: `path#12` → `path`.
    private static func file(of source: String) -> String {
        guard let hash = source.lastIndex(of: "#"), source[source.index(after: hash)...].allSatisfy(\.isNumber) else { return source }
        return String(source[..<hash])
    }

    private static func resolved(_ url: URL) -> String {
        url.standardizedFileURL.resolvingSymlinksInPath().path
    }
}
