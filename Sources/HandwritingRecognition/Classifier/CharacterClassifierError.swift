import NeuralNetwork

/// Why a character model could not be used.
public enum CharacterClassifierError: Error, CustomStringConvertible, Equatable {
    /// The file could not be read or is damaged.
    case modelFile(ModelFileError)
    /// The model was made with preprocessing this build does not implement.
    case unknownPreprocessing(name: String)
    /// The network's input or output does not match the preprocessing or the labels.
    case inconsistentModel(String)

    public var description: String {
        switch self {
        case .modelFile(let error): error.description
        case .unknownPreprocessing(let name):
            "the model uses preprocessing \"\(name)\", which this inkrec does not implement (it has \(InkFeatureExtractor.name))"
        case .inconsistentModel(let reason): "inconsistent model: \(reason)"
        }
    }
}
