import Foundation
import InkCore
import NeuralNetwork

/// A CTC word recognizer's network: the strokes of one word in, `FramePosteriors` out.
///
/// Loaded from an `.inkmodel` whose header says `output: .ctcSequence(frames:)`, whose labels are
/// the alphabet (one character each) and whose preprocessing is `WordFeatureSequence`. Inference
/// is one forward pass (≈ 20 M multiply-adds for the shipped model), fastest on one OpenBLAS
/// thread; like `CharacterClassifier`, the model leaves `BLASSettings.threadCount` to the app.
///
/// Sendable: every property is a constant, and the network only ever runs forward for
/// inference, which writes nothing (`Network`: only a training pass caches activations), each
/// call in its own buffers. So one model may be read from many tasks or threads at once.
public final class SequenceWordModel: @unchecked Sendable {
    /// The characters of symbols 1…; symbol 0 is the blank.
    public let alphabet: [Character]
    public let featurizer: WordFeatureSequence
    public let header: ModelHeader
    /// Output frames of the network (before cropping to the ink).
    public let frameCount: Int
    let network: Network

    /// Letters, digits and the punctuation of UNIPEN category 7 labels, in symbol order (1…).
    public static let defaultAlphabet: [Character] = Array(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'-.,!?\":;()&+=$%#*@{}")

    /// A model over a loaded file.
    /// - Throws: `SequenceWordModelError.notAWordModel` for a character classifier (or any model
    ///   without a CTC output), `.unknownPreprocessing`, `.invalidPreprocessingParameters`,
    ///   `.inconsistentModel` when labels are not
    ///   single characters or the network does not fit the featurizer.
    public convenience init(model: InkModel) throws(SequenceWordModelError) {
        guard case .ctcSequence(let frames) = model.header.output ?? .classes else {
            throw .notAWordModel(output: "\(model.header.output ?? .classes)")
        }
        guard let featurizer = WordFeatureSequence(model.header.preprocessing) else {
            let preprocessing = model.header.preprocessing
            throw preprocessing.name == WordFeatureSequence.name
                ? .invalidPreprocessingParameters(preprocessing.parameters) : .unknownPreprocessing(name: preprocessing.name)
        }
        guard model.header.labels.allSatisfy({ $0.count == 1 }) else {
            throw .inconsistentModel("every label must be one character")
        }
        let network: Network
        do { network = try model.makeNetwork() } catch { throw .inconsistentModel(error.description) }
        guard network.inputWidth == featurizer.width else {
            throw .inconsistentModel("network takes \(network.inputWidth) inputs, features give \(featurizer.width)")
        }
        guard network.classCount == ModelOutput.ctcSequence(frames: frames).logitCount(labels: model.header.labels.count),
            featurizer.pointCount % frames == 0
        else {
            throw .inconsistentModel("\(network.classCount) outputs for \(frames) frames of \(model.header.labels.count + 1) symbols")
        }
        self.init(network: network, header: model.header, featurizer: featurizer)
    }

    /// A model over a validated network and header (also used while training: the trainer reads
    /// it between its own training steps, never while `network` trains).
    init(network: Network, header: ModelHeader, featurizer: WordFeatureSequence) {
        alphabet = header.labels.map { $0.first! }
        self.featurizer = featurizer
        self.header = header
        frameCount = network.classCount / (header.labels.count + 1)
        self.network = network
    }

    /// Loads an `.inkmodel` file (validated before use, never modified).
    /// - Throws: `SequenceWordModelError.modelFile` with the file's error, or as `init(model:)`.
    public convenience init(contentsOf url: URL) throws(SequenceWordModelError) {
        let model: InkModel
        do { model = try InkModel(contentsOf: url) } catch { throw .modelFile(error) }
        try self.init(model: model)
    }

    /// Points of the input per output frame.
    public var frameStride: Int { featurizer.pointCount / frameCount }

    /// The posteriors of `drawing` read as one word, cropped to the frames that cover ink;
    /// no frames for a drawing without finite points. `strokeOfFrame` indexes `drawing.strokes`.
    public func posteriors(_ drawing: InkDrawing) -> FramePosteriors { posteriors([drawing])[0] }

    /// `posteriors(_:)` for many words, one batched forward pass per 64 words.
    public func posteriors(_ drawings: [InkDrawing]) -> [FramePosteriors] {
        var results: [FramePosteriors] = []
        results.reserveCapacity(drawings.count)
        let symbols = alphabet.count + 1
        for start in stride(from: 0, to: drawings.count, by: 64) {
            let batch = drawings[start..<min(start + 64, drawings.count)].map(featurizer.features)
            let logits = network.forward(
                Matrix(rows: batch.count, columns: featurizer.width, values: batch.flatMap(\.values)), mode: .inference)
            for (row, features) in batch.enumerated() {
                let points = features.strokeOfPoint.count
                let frames = min((points + frameStride - 1) / frameStride, frameCount)
                let slice = Array(logits.row(row).prefix(frames * symbols))
                let probabilities = SoftmaxCrossEntropy.probabilities(Matrix(rows: frames, columns: symbols, values: slice))
                let strokes = (0..<frames).map { features.strokeOfPoint[min($0 * frameStride + frameStride / 2, points - 1)] }
                results.append(
                    FramePosteriors(
                        alphabet: alphabet, frameCount: frames,
                        logProbabilities: probabilities.values.map { logf(max($0, .leastNormalMagnitude)) },
                        strokeOfFrame: strokes))
            }
        }
        return results
    }
}

/// Why a model cannot be used as a CTC word model.
public enum SequenceWordModelError: Error, CustomStringConvertible, Equatable {
    case modelFile(ModelFileError)
    /// The file is another kind of model (e.g. a character classifier, `output` "classes").
    case notAWordModel(output: String)
    case unknownPreprocessing(name: String)
    /// The model names `WordFeatureSequence` with parameters it cannot use.
    case invalidPreprocessingParameters([String: Double])
    case inconsistentModel(String)

    public var description: String {
        switch self {
        case .modelFile(let error): error.description
        case .notAWordModel(let output):
            "not a CTC word model: its output is \(output) (a character classifier?); word models are trained with inkrec train --words"
        case .unknownPreprocessing(let name):
            "the model uses preprocessing \"\(name)\", this inkrec's word models use \(WordFeatureSequence.name)"
        case .invalidPreprocessingParameters(let parameters):
            "the model's \(WordFeatureSequence.name) preprocessing has parameters this inkrec cannot use: "
                + "\(PreprocessingDescription.text(parameters)) (it needs \(WordFeatureSequence.parameterRule))"
        case .inconsistentModel(let reason): "inconsistent word model: \(reason)"
        }
    }
}
