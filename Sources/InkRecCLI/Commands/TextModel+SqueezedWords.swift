import Foundation
import HandwritingRecognition
import InkCore
import NeuralNetwork

extension TextModel {
    /// The words of `recognition` (read from `drawing`) whose ink a CTC word model squeezes: more
    /// points at its header's `pointsPerXHeight` than its `pointCount`
    /// (`WordFeatureSequence.neededPointCount`), so they are read at a density it was not trained
    /// at; each with the share of that density it gets. Empty for a character model.
    func squeezedWords(_ recognition: TextRecognition, drawing: InkDrawing) -> [(line: Int, text: String, density: Double)] {
        guard case .words(let model) = self else { return [] }
        let featurizer = model.featurizer
        var result: [(line: Int, text: String, density: Double)] = []
        for (number, line) in recognition.lines.enumerated() {
            for word in line.words {
                let strokes = word.strokeIndices.filter(drawing.strokes.indices.contains).map { drawing.strokes[$0] }
                let needed = featurizer.neededPointCount(InkDrawing(strokes: strokes))
                if needed > Double(featurizer.pointCount) {
                    result.append((number + 1, word.text, Double(featurizer.pointCount) / needed))
                }
            }
        }
        return result
    }

    /// Why a squeezed word reads poorly, for the warnings: the model's own limit.
    var squeezeReason: String {
        guard case .words(let model) = self else { return "" }
        let featurizer = model.featurizer
        return "its ink needs more than the \(featurizer.pointCount) points the model reads at "
            + "\(PreprocessingDescription.text(featurizer.pointsPerXHeight)) per x-height (its header): it is read squeezed, "
            + "and long words and numbers then read poorly (see the model's notes)"
    }
}
