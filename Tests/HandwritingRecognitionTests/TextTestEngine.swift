import Foundation
import InkCore

@testable import HandwritingRecognition

/// The two ways `TextRecognizer` reads a word, for tests that must hold for both: the
/// segmentation engine over `TextTestInk.SlotClassifier`, and the sequence engine over
/// `SlotSequenceModel`, a stub CTC model built on the same slots.
enum TextTestEngine: String, CaseIterable, CustomStringConvertible {
    case segmentation, sequence

    var description: String { rawValue }

    func recognizer(
        _ classifier: TextTestInk.SlotClassifier, lexicon: Lexicon? = nil,
        configuration: TextRecognizerConfiguration = TextRecognizerConfiguration()
    ) -> TextRecognizer {
        switch self {
        case .segmentation:
            TextRecognizer(classifying: classifier, lexicon: lexicon, configuration: configuration)
        case .sequence:
            TextRecognizer(engine: .sequence(SlotSequenceModel(classifier)), lexicon: lexicon, configuration: configuration)
        }
    }

    /// A stub CTC word model: strokes whose horizontal extents overlap are one character, read by
    /// the slot classifier; each character gives one frame on its largest stroke with the
    /// classifier's probabilities (a hair left for the blank), then a blank frame on each of its
    /// other strokes (dots, crosses), then a blank frame. Characters go left to right. Unchecked
    /// Sendable as its classifier.
    final class SlotSequenceModel: WordPosteriorModeling, @unchecked Sendable {
        let classifier: TextTestInk.SlotClassifier

        init(_ classifier: TextTestInk.SlotClassifier) { self.classifier = classifier }

        func posteriors(_ drawing: InkDrawing) -> FramePosteriors {
            let strokes = drawing.strokes
            let boxes = strokes.map(\.bounds)
            guard !boxes.contains(where: { $0 == nil }) else {
                return FramePosteriors(alphabet: [], frameCount: 0, logProbabilities: [], strokeOfFrame: [])
            }
            var groups: [(strokes: [Int], minX: Double, maxX: Double)] = []
            for s in strokes.indices.sorted(by: { boxes[$0]!.minX < boxes[$1]!.minX }) {
                if let last = groups.last, boxes[s]!.minX <= last.maxX {
                    groups[groups.count - 1].strokes.append(s)
                    groups[groups.count - 1].maxX = max(last.maxX, boxes[s]!.maxX)
                } else {
                    groups.append(([s], boxes[s]!.minX, boxes[s]!.maxX))
                }
            }
            let labels = classifier.labels
            let symbolCount = labels.count + 1
            let blankRow = [Float(log(0.999))] + [Float](repeating: Float(log(0.001 / Double(labels.count))), count: labels.count)
            var rows: [Float] = []
            var strokeOfFrame: [Int] = []
            for group in groups {
                let drawing = InkDrawing(strokes: group.strokes.map { strokes[$0] })
                let readings = classifier.classify([drawing], top: labels.count)[0]
                var row = [Float](repeating: Float(log(1e-6)), count: symbolCount)
                for candidate in readings {
                    row[labels.firstIndex(of: candidate.label)! + 1] = Float(log(candidate.probability * (1 - 1e-6)))
                }
                let main = group.strokes.max { boxes[$0]!.diagonal < boxes[$1]!.diagonal }!
                rows += row
                strokeOfFrame.append(main)
                for other in group.strokes where other != main {
                    rows += blankRow
                    strokeOfFrame.append(other)
                }
                rows += blankRow
                strokeOfFrame.append(main)
            }
            return FramePosteriors(
                alphabet: labels.map { Character($0) }, frameCount: strokeOfFrame.count, logProbabilities: rows,
                strokeOfFrame: strokeOfFrame)
        }
    }
}
