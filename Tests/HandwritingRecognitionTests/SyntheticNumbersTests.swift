import Foundation
import HandwritingRecognition
import InkCore
import InkFormats
import NeuralNetwork
import Testing
import TestSupport

@Suite struct SyntheticNumbersTests {
    /// Writer "a" writes digits 10 units tall, writer "b" 30: a number's height names its writer.
    /// Each digit is one stroke somewhere on the page, `width` = digit value + 1.
    static let digits: [(writer: String, sample: CharacterSample)] = ["a", "b"].flatMap { writer in
        let height = writer == "a" ? 10.0 : 30.0
        return (0...9).map { value -> (writer: String, sample: CharacterSample) in
            let origin = Vector2(100 + 7 * Double(value), 50 - 3 * Double(value))
            let stroke = InkStroke(locations: [origin, origin + Vector2(Double(value + 1), height)])
            return (writer, CharacterSample(drawing: InkDrawing(strokes: [stroke]), label: "\(value)"))
        }
    } + [("a", CharacterSample(drawing: InkDrawing(strokes: []), label: "7")), ("a", CharacterSample(drawing: InkDrawing(strokes: [InkStroke(locations: [Vector2(0, 0)])]), label: "x"))]

    @Test func numbersAreDigitsOfOneWriterLeftToRightOnOneBaseline() throws {
        let generator = SyntheticNumbers(digits: Self.digits, maxLength: 6)
        #expect(generator.writerCount == 2)
        let numbers = generator.numbers(count: 200, seed: 11)
        #expect(numbers.count == 200)
        #expect(Set(numbers.map(\.text.count)) == Set(1...6))
        for number in numbers {
            let strokes = number.drawing.strokes
            // One stroke per digit (the empty and non-digit samples were passed over).
            try #require(strokes.count == number.text.count, "\(number.text)")
            let boxes = strokes.map { $0.bounds! }
            #expect(Set(boxes.map(\.height)).count == 1, "one writer: \(boxes.map(\.height))")
            let unit = boxes[0].height
            for (box, digit) in zip(boxes, number.text) {
                #expect(abs(box.maxY) < 1e-9, "baseline y = 0")
                #expect(abs(box.width - Double(digit.wholeNumberValue! + 1)) < 1e-9, "label follows the ink")
            }
            #expect(abs(boxes[0].minX) < 1e-9)
            for (left, right) in zip(boxes, boxes.dropFirst()) {
                let gap = right.minX - left.maxX
                #expect(gap >= 0.1 * unit - 1e-9 && gap <= 0.5 * unit + 1e-9, "gap \(gap) for height \(unit)")
            }
        }
    }

    @Test func aSeedGivesTheSameNumbers() {
        let generator = SyntheticNumbers(digits: Self.digits)
        #expect(generator.numbers(count: 30, seed: 5) == generator.numbers(count: 30, seed: 5))
        #expect(generator.numbers(count: 30, seed: 5).map(\.text) != generator.numbers(count: 30, seed: 6).map(\.text))
        #expect(SyntheticNumbers(digits: []).numbers(count: 3, seed: 1).isEmpty)
    }

    @Test func fineTuningStartsFromTheModelAndRefusesAnotherArchitecture() throws {
        let model = try SequenceWordModelTests.tinyWordModel(seed: 9)
        let configuration = TrainingConfiguration(epochs: 1, batchSize: 4, learningRate: 1e-12, seed: 1)
        var trainer = WordModelTrainer(
            featurizer: SequenceWordModelTests.featurizer, architecture: SequenceWordModelTests.architecture, augmentation: nil,
            training: configuration)
        try trainer.start(from: model)
        #expect(trainer.initialWeights == model.weights)
        let words = SyntheticNumbers(digits: Self.digits, maxLength: 3).numbers(count: 4, seed: 2)
        let (trained, _) = try trainer.train(
            words, validation: [], errorRate: { _, _ in 0 },
            provenance: Provenance(datasets: [], split: "none", seed: 1, epochs: 0, bestEpoch: 0))
        // A learning rate of 1e-12: the weights stay the model's (a fresh seeded network would differ everywhere).
        let drift = zip(trained.weights, model.weights).map { abs($0 - $1) }.max()!
        #expect(drift < 1e-6, "largest weight change \(drift)")

        var wider = WordModelTrainer(
            featurizer: SequenceWordModelTests.featurizer, architecture: SequenceWordArchitecture(channels: [16, 24, 32], dropout: 0),
            training: configuration)
        #expect(throws: WordTrainingError.self) { try wider.start(from: model) }
        var otherFeatures = WordModelTrainer(
            featurizer: WordFeatureSequence(pointCount: 64, pointsPerXHeight: 5), architecture: SequenceWordModelTests.architecture,
            training: configuration)
        #expect(throws: WordTrainingError.self) { try otherFeatures.start(from: model) }
        var digitsOnly = WordModelTrainer(
            alphabet: Array("0123456789"), featurizer: SequenceWordModelTests.featurizer,
            architecture: SequenceWordModelTests.architecture, training: configuration)
        #expect(throws: WordTrainingError.self) { try digitsOnly.start(from: model) }
        #expect(digitsOnly.initialWeights == nil)
        #expect(throws: WordTrainingError.incompatibleModel("it is a character classifier, not a CTC word model")) {
            try trainer.start(from: CharacterClassifierTests.tinyModel())
        }
    }

    /// Numbers glued from UNIPEN 1a digits of validation writers (never trained on), read by
    /// the shipped word model without a lexicon.
    @Test(.enabled(if: TestPaths.sharedDatasets != nil && ShippedTextModel.words.isPresent, "needs shared datasets and Models/words.inkmodel"))
    func shippedWordModelReadsNumbersOfValidationWriters() throws {
        let folder = TestPaths.sharedDatasets!.appendingPathComponent("unipen-train_r01_v07/data/1a")
        var digits: [(writer: String, sample: CharacterSample)] = []
        try InkDataset.forEachSample(paths: [folder], split: .validation, skipMalformed: true) {
            digits.append(($0.writer ?? $0.source, CharacterSample(drawing: $0.drawing, label: $0.label)))
        }
        let numbers = SyntheticNumbers(digits: digits).numbers(count: 100, seed: 7)
        try #require(numbers.count == 100)
        let recognizer = try ShippedTextModel.words.recognizer()
        var right = 0, allDigits = 0
        for number in numbers {
            let text = recognizer.recognize(number.drawing).lines.map(\.text).joined(separator: " ")
            if text == number.text { right += 1 }
            if !text.isEmpty && text.allSatisfy(\.isNumber) { allDigits += 1 }
        }
        print("words.inkmodel on 100 validation-writer numbers: \(right) read exactly, \(allDigits) read as digits only")
        // Known failure of the shipped model (2 of 100 read, see Models/words.md): trained on
        // UNIPEN 7 words only. Fine-tuned with synthetic numbers it reads 41–55, but those models
        // lost train-split word accuracy and were not shipped.
        withKnownIssue("words.inkmodel has seen few digit strings") {
            #expect(right >= 50, "\(right)/100 read exactly, \(allDigits) as digits only")
        }
    }
}
