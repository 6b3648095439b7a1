import Foundation
import InkCore
import NeuralNetwork

/// Classifies one handwritten character: `InkFeatureExtractor` features → a network from an
/// `.inkmodel` file → softmax probabilities.
///
/// Inference is a handful of small GEMMs (a few million multiply-adds for the shipped models),
/// fastest on one OpenBLAS thread since thread hand-off costs more than such products gain: the
/// classifier leaves that process-wide setting alone, so set `BLASSettings.threadCount = 1` once
/// where the app starts reading ink (the `inkrec` commands do).
///
/// Sendable: every property is a constant, and the network only ever runs forward for
/// inference, which writes nothing (`Network`: only a training pass caches activations), each
/// call in its own buffers. So one classifier may be read from many tasks or threads at once.
public final class CharacterClassifier: @unchecked Sendable {
    public let labels: [String]
    public let featureExtractor: InkFeatureExtractor
    /// The model's header: architecture, preprocessing and provenance.
    public let header: ModelHeader
    private let network: Network

    /// A classifier over a loaded model.
    /// - Throws: `CharacterClassifierError`: `.wordModel` for a CTC word model, else when the
    ///   preprocessing is unknown or its parameters out of range, or the network does not fit it
    ///   or the labels; `.modelFile` when the labels are not distinct non-empty names (a model built
    ///   in memory: a file's are checked on reading).
    public init(model: InkModel) throws(CharacterClassifierError) {
        if case .ctcSequence = model.header.output ?? .classes { throw .wordModel }
        do { try InkModel.checkLabels(model.header.labels, path: "<model>") } catch { throw .modelFile(error) }
        guard let extractor = InkFeatureExtractor(model.header.preprocessing) else {
            let preprocessing = model.header.preprocessing
            throw preprocessing.name == InkFeatureExtractor.name
                ? .invalidPreprocessingParameters(preprocessing.parameters) : .unknownPreprocessing(name: preprocessing.name)
        }
        let network: Network
        do { network = try model.makeNetwork() } catch { throw .inconsistentModel(error.description) }
        guard network.inputWidth == extractor.width else {
            throw .inconsistentModel("network takes \(network.inputWidth) inputs, features give \(extractor.width)")
        }
        guard network.classCount == model.header.labels.count else {
            throw .inconsistentModel("\(network.classCount) outputs for \(model.header.labels.count) labels")
        }
        self.network = network
        featureExtractor = extractor
        labels = model.header.labels
        header = model.header
    }

    /// Loads an `.inkmodel` file (validated before use, never modified).
    /// - Throws: `CharacterClassifierError.modelFile` with the file's error, or as `init(model:)`.
    public convenience init(contentsOf url: URL) throws(CharacterClassifierError) {
        let model: InkModel
        do { model = try InkModel(contentsOf: url) } catch { throw .modelFile(error) }
        try self.init(model: model)
    }

    /// The `top` most probable labels for `drawing`, most probable first (ties keep label order).
    /// An empty drawing (no point) gets an empty list: there is nothing to read. So does a
    /// drawing with any coordinate that is NaN, infinite or beyond `InkPoint.coordinateLimit`
    /// (±1e15 points, what the dataset readers refuse): its features would be made of the
    /// remaining points or of overflowed distances, and any label a guess. Check
    /// `InkDrawing.validationErrors()` to tell the two apart.
    /// - Parameter allowed: when given, only these labels are candidates and their probabilities
    ///   are renormalized to sum to 1 (a field that takes digits only; the UNIPEN 1a/1b/1c
    ///   protocol, where the category is known). Labels the model lacks are ignored.
    public func classify(_ drawing: InkDrawing, top: Int = 5, among allowed: Set<String>? = nil) -> [CharacterCandidate] {
        classify([drawing], top: top, among: allowed)[0]
    }

    /// `classify(_:top:)` for many drawings in one batched forward pass per 256 drawings.
    public func classify(_ drawings: [InkDrawing], top: Int = 5) -> [[CharacterCandidate]] {
        classify(drawings, top: top, among: nil)
    }

    /// `classify(_:top:among:)` for many drawings in one batched forward pass per 256 drawings.
    public func classify(_ drawings: [InkDrawing], top: Int, among allowed: Set<String>?) -> [[CharacterCandidate]] {
        let candidates = labels.indices.filter { allowed?.contains(labels[$0]) ?? true }
        var results = [[CharacterCandidate]]()
        results.reserveCapacity(drawings.count)
        for start in stride(from: 0, to: drawings.count, by: 256) {
            let batch = Array(drawings[start..<min(start + 256, drawings.count)])
            let probabilities = network.probabilities(featureExtractor.features(batch))
            for (row, drawing) in batch.enumerated() {
                guard drawing.hasClassifiableInk else {
                    results.append([])
                    continue
                }
                let scores = probabilities.row(row)
                let total = candidates.reduce(Float(0)) { $0 + scores[scores.startIndex + $1] }
                let ranked = candidates.map { (label: $0, probability: scores[scores.startIndex + $0] / max(total, .leastNormalMagnitude)) }
                    .sorted { $0.probability != $1.probability ? $0.probability > $1.probability : $0.label < $1.label }
                    .prefix(max(top, 0))
                results.append(ranked.map { CharacterCandidate(label: labels[$0.label], probability: Double($0.probability)) })
            }
        }
        return results
    }
}

extension InkDrawing {
    /// At least one point, and every coordinate finite and within `InkPoint.coordinateLimit`. O(points).
    var hasClassifiableInk: Bool {
        strokes.contains { !$0.points.isEmpty } && strokes.allSatisfy(\.hasSupportedLocations)
    }
}

extension InkStroke {
    /// Every coordinate finite and within `InkPoint.coordinateLimit` (true for no points): what
    /// the classifier and the text recognizer read. O(points).
    var hasSupportedLocations: Bool {
        points.allSatisfy(\.hasSupportedLocation)
    }
}
