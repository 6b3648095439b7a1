import NeuralNetwork

extension PreprocessingDescription {
    /// The `train --words` options whose values these parameters hold.
    private static let wordTrainingOptions = ["pointCount": "--points", "pointsPerXHeight": "--density"]

    /// How a word model's preprocessing `model` differs from this one, in the training options'
    /// terms: "--points 64 differs from the model's 256" (parameters without an option keep their
    /// name; values with up to 6 significant digits). O(parameters log parameters).
    func wordTrainingMismatch(withModel model: PreprocessingDescription) -> String {
        guard name == model.name else { return "its preprocessing is \(model.name), not \(name)" }
        func value(_ number: Double?) -> String { number.map(Self.text(_:)) ?? "none" }
        return Set(parameters.keys).union(model.parameters.keys).sorted()
            .filter { parameters[$0] != model.parameters[$0] }
            .map { "\(Self.wordTrainingOptions[$0] ?? $0) \(value(parameters[$0])) differs from the model's \(value(model.parameters[$0]))" }
            .joined(separator: ", ")
    }
}
