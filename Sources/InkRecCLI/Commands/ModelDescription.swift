import Foundation
import NeuralNetwork

/// What `inkrec info` prints about an `.inkmodel` file: its header, read and validated like any
/// loader does (the file is never modified), and whether the recognizers can use it.
struct ModelDescription: Encodable {
    let path: String
    let bytes: Int
    /// "character classifier" or "CTC word model".
    let kind: String
    let labels: [String]
    let frames: Int?
    let preprocessing: PreprocessingDescription
    /// One short line per layer, e.g. "conv1d k5 10→64 ×256".
    let layers: [String]
    let weights: Int
    let provenance: Provenance
    /// Why eval and recognize refuse the model (their own error), `nil` when they accept it.
    let unusable: String?

    /// - Parameter shownPath: the file as the user named it (a path under a folder they typed).
    /// - Throws: `ModelFileError` when the file is missing, damaged or not a model.
    init(contentsOf url: URL, shownAs shownPath: String) throws(ModelFileError) {
        let model = try InkModel(contentsOf: url)
        path = shownPath
        bytes = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        let header = model.header
        if case .ctcSequence(let count) = header.output ?? .classes {
            kind = "CTC word model"
            frames = count
        } else {
            kind = "character classifier"
            frames = nil
        }
        labels = header.labels
        preprocessing = header.preprocessing
        layers = header.architecture.map(\.summary)
        weights = model.weights.count
        provenance = header.provenance
        do {
            _ = try TextModel(model)
            unusable = nil
        } catch {
            unusable = "\(error)"
        }
    }

    /// Up to 6 significant digits, no trailing zeros ("256", "0.146").
    private static func short(_ value: Double) -> String { String(format: "%g", value) }

    /// Key–value lines for the terminal.
    var text: String {
        var lines = [
            "model: \(path) (\(Formatting.grouped(bytes)) bytes)",
            "kind: \(kind)\(frames.map { ", \(Formatting.count($0, "frame"))" } ?? "")",
            "labels: \(labels.count) (\(labels.prefix(12).map { Formatting.label($0) }.joined(separator: " "))\(labels.count > 12 ? " …" : ""))",
            "preprocessing: \(preprocessing.name) \(PreprocessingDescription.text(preprocessing.parameters))",
            "layers: \(layers.joined(separator: " → "))",
            "weights: \(Formatting.grouped(weights))",
            "trained on: \(provenance.datasets.joined(separator: ", ")) (\(provenance.split)); seed \(provenance.seed); best epoch \(provenance.bestEpoch) of \(provenance.epochs)",
        ]
        // What `eval` tells training writers by (`TrainingOverlap`); older headers lack the list.
        lines.append(provenance.writers.map { "writers: \($0.count) recorded (train and validation)" }
            ?? "writers: not recorded (an older model: evaluation reads them from the datasets above, where they exist)")
        if !provenance.metrics.isEmpty {
            lines.append("metrics: " + provenance.metrics.sorted { $0.key < $1.key }.map { "\($0.key) \(Self.short($0.value))" }.joined(separator: ", "))
        }
        if let command = provenance.command { lines.append("command: \(command)") }
        if let created = provenance.created { lines.append("created: \(created)") }
        if let unusable { lines.append("unusable: \(unusable)") }
        return lines.joined(separator: "\n") + "\n"
    }
}
