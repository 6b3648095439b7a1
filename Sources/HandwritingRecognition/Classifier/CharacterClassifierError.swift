import NeuralNetwork

/// Why a character model could not be used.
public enum CharacterClassifierError: Error, CustomStringConvertible, Equatable {
    /// The file could not be read or is damaged.
    case modelFile(ModelFileError)
    /// The model was made with preprocessing this build does not implement.
    case unknownPreprocessing(name: String)
    /// The model names this build's preprocessing with parameters it cannot use (a point count of 0).
    case invalidPreprocessingParameters([String: Double])
    /// The network's input or output does not match the preprocessing or the labels.
    case inconsistentModel(String)
    /// The model reads whole words with CTC (`SequenceWordModel`), not single characters.
    case wordModel

    public var description: String {
        switch self {
        case .modelFile(let error): error.description
        case .unknownPreprocessing(let name):
            "the model uses preprocessing \"\(name)\", which this inkrec does not implement (it has \(InkFeatureExtractor.name))"
        case .invalidPreprocessingParameters(let parameters):
            "the model's \(InkFeatureExtractor.name) preprocessing has parameters this inkrec cannot use: "
                + "\(PreprocessingDescription.text(parameters)) (it needs \(InkFeatureExtractor.parameterRule))"
        case .inconsistentModel(let reason): "inconsistent model: \(reason)"
        case .wordModel: "this is a CTC word model, not a character classifier: read words with it in `recognize` or `eval text`"
        }
    }
}
