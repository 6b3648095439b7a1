import Foundation
import InkFormats
import NeuralNetwork

/// The evaluated samples a model has already seen: train-split samples (its training writers, as
/// splits are writer-independent) read from a file at or under a dataset its header's provenance
/// names. Figures over them measure recall of the training data, not recognition.
///
/// Paths are compared after resolving symbolic links and `..`, relative ones against the command's
/// folder; a copy or conversion of the training data elsewhere is not recognised.
struct TrainingOverlap {
    /// Samples of the model's training writers.
    private(set) var count = 0
    /// Samples examined.
    private(set) var total = 0

    /// - Parameters:
    ///   - samples: what the command evaluates, each with its `source` (`path#index` or `path`).
    ///   - provenance: the model header's record of its training.
    /// O(samples × datasets).
    init(_ samples: some Sequence<LabeledInk>, provenance: Provenance, context: CommandContext) {
        let datasets = provenance.datasets.map { Self.resolved(context.url(forPath: $0)) }
        var files: [String: Bool] = [:]
        for sample in samples {
            total += 1
            guard sample.split == .train else { continue }
            let file = Self.file(of: sample.source)
            let seen = files[file] ?? {
                let path = Self.resolved(context.url(forPath: file))
                let seen = datasets.contains { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
                files[file] = seen
                return seen
            }()
            if seen { count += 1 }
        }
    }

    /// One line for stderr and `--json`'s `warnings`, or `nil` when no sample was seen in training.
    func warning(model: String) -> String? {
        guard count > 0 else { return nil }
        return "warning: \(Formatting.grouped(count)) of \(Formatting.count(total, "sample")) are of writers \(model) was trained on"
            + " (train split of a dataset its header names): not held-out figures; evaluate --split test"
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
