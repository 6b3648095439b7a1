import Foundation
import HandwritingRecognition
import InkCore
import InkFormats
import NeuralNetwork
import Testing
import TestSupport

@Suite struct SyntheticTextTests {
    /// Writer "a" writes characters 17 units tall, writer "b" 34 (x-heights 10 and 20). Each
    /// character is one stroke somewhere on the page, as wide as it is tall; writer "b" has no "z".
    static let characters: [(writer: String, sample: CharacterSample)] = ["a", "b"].flatMap { writer in
        let height = writer == "a" ? 17.0 : 34.0
        return Array("0123456789abcdghyzA").compactMap { label -> (writer: String, sample: CharacterSample)? in
            guard writer == "a" || label != "z" else { return nil }
            let origin = Vector2(100 + 7 * Double(label.asciiValue!), 50 - 3 * Double(label.asciiValue!))
            let stroke = InkStroke(locations: [origin, origin + Vector2(height, height)])
            return (writer, CharacterSample(drawing: InkDrawing(strokes: [stroke]), label: String(label)))
        }
    } + [
        ("a", CharacterSample(drawing: InkDrawing(strokes: []), label: "7")),
        ("a", CharacterSample(drawing: InkDrawing(strokes: [InkStroke(locations: [Vector2(0, 0), Vector2(5, 0)])]), label: "1")),
        ("c", CharacterSample(drawing: InkDrawing(strokes: [InkStroke(locations: [Vector2(0, 0), Vector2(5, 5)])]), label: "%")),
    ]

    @Test func numbersAreDigitsOfOneWriterLeftToRightOnOneBaseline() throws {
        let generator = SyntheticText(characters: Self.characters)
        #expect(generator.writerCount == 2, "the '%' writer and the flat and empty drawings are passed over")
        let numbers = generator.numbers(count: 200, maxLength: 6, seed: 11)
        #expect(numbers.count == 200)
        #expect(Set(numbers.map(\.text.count)) == Set(1...6))
        for number in numbers {
            let strokes = number.drawing.strokes
            try #require(strokes.count == number.text.count, "\(number.text)")
            let boxes = strokes.map { $0.bounds! }
            let estimate = boxes[0].height / 1.7
            let unit = estimate < 15 ? 10.0 : 20.0
            #expect(abs(estimate - unit) < 0.11 * unit, "one of the two writers: x-height \(estimate)")
            for (box, digit) in zip(boxes, number.text) {
                #expect(abs(box.maxY) < 1e-9, "baseline y = 0")
                #expect(abs(box.height - 1.7 * unit) <= 0.1 * 1.7 * unit + 1e-9, "digit height 1.7 x-heights ± 10 %")
                if digit == "1" && box.width < 1e-9 {
                    #expect(box.height > 0, "a bare stroke")
                } else {
                    #expect(abs(box.width - box.height) < 1e-9, "aspect ratio kept")
                }
            }
            #expect(abs(boxes[0].minX) < 1e-9)
            for (left, right) in zip(boxes, boxes.dropFirst()) {
                let gap = right.minX - left.maxX
                #expect(gap >= 0.17 * unit - 1e-9 && gap <= 0.85 * unit + 1e-9, "gap \(gap) for x-height \(unit)")
            }
        }
        let ones = numbers.flatMap { number in zip(number.drawing.strokes, number.text).filter { $0.1 == "1" }.map { $0.0.bounds! } }
        let bare = ones.filter { $0.width < 1e-9 }.count
        #expect(Double(bare) / Double(ones.count) > 0.35 && Double(bare) / Double(ones.count) < 0.65, "half the 1s: \(bare) of \(ones.count)")
    }

    @Test func wordsAreSpelledByAWriterWithEveryLetterOnTheirZones() throws {
        let generator = SyntheticText(characters: Self.characters)
        let words = generator.words(count: 300, vocabulary: ["bag", "day", "gaz", "cow", ""], seed: 3)
        #expect(words.count == 300)
        // "cow" has letters nobody wrote; no writer has a capital B, D or G.
        #expect(Set(words.map(\.text)) == ["bag", "day", "gaz"])
        for word in words {
            let boxes = word.drawing.strokes.map { $0.bounds! }
            try #require(boxes.count == 3)
            // "a" (no capital but "A") sits on the baseline with its top one x-height up.
            let a = boxes[1]
            let unit = a.height
            #expect(abs(a.maxY) < 1e-9)
            #expect([10.0, 20.0].contains { abs(unit - $0) < 0.11 * $0 }, "x-height \(unit)")
            let last = boxes[2], lastLetter = word.text.last!
            if lastLetter == "g" || lastLetter == "y" {
                #expect(abs(last.maxY - 0.65 * unit) < 0.2 * unit, "descender below the baseline: \(last)")
            } else {
                #expect(abs(last.maxY) < 1e-9)
            }
            if word.text.hasSuffix("az") { #expect(unit < 11, "only writer a has a z") }
        }
    }

    @Test func aSeedGivesTheSameStrings() {
        let generator = SyntheticText(characters: Self.characters)
        #expect(generator.numbers(count: 30, seed: 5) == generator.numbers(count: 30, seed: 5))
        #expect(generator.numbers(count: 30, seed: 5).map(\.text) != generator.numbers(count: 30, seed: 6).map(\.text))
        #expect(generator.words(count: 30, vocabulary: ["bag", "cab", "dog"], seed: 5) == generator.words(count: 30, vocabulary: ["bag", "cab", "dog"], seed: 5))
        #expect(SyntheticText(characters: []).numbers(count: 3, seed: 1).isEmpty)
        #expect(generator.words(count: 3, vocabulary: ["xylophone", "%"], seed: 1).isEmpty, "nobody can spell them")
    }

    @Test func fineTuningStartsFromTheModelAndRefusesAnotherArchitecture() throws {
        let model = try SequenceWordModelTests.tinyWordModel(seed: 9)
        let configuration = TrainingConfiguration(epochs: 1, batchSize: 4, learningRate: 1e-12, seed: 1)
        var trainer = WordModelTrainer(
            featurizer: SequenceWordModelTests.featurizer, architecture: SequenceWordModelTests.architecture, augmentation: nil,
            training: configuration)
        try trainer.start(from: model)
        #expect(trainer.initialWeights == model.weights)
        let words = SyntheticText(characters: Self.characters).numbers(count: 4, maxLength: 3, seed: 2)
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
        #expect(throws: WordTrainingError.incompatibleModel("it is a character classifier (3 classes), not a CTC word model")) {
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
        let numbers = SyntheticText(characters: digits).numbers(count: 100, seed: 7)
        try #require(numbers.count == 100)
        let recognizer = try ShippedTextModel.words.recognizer()
        var right = 0, allDigits = 0
        for number in numbers {
            let text = recognizer.recognize(number.drawing).lines.map(\.text).joined(separator: " ")
            if text == number.text { right += 1 }
            if !text.isEmpty && text.allSatisfy(\.isNumber) { allDigits += 1 }
        }
        print("words.inkmodel on 100 validation-writer numbers: \(right) read exactly, \(allDigits) read as digits only")
        // Half their "1"s bare strokes (as `SyntheticText` glues them since 2026-11-30), the
        // shipped model reads 82 exactly and 83 as digits only; the model before it read 72 and 79
        // (Models/words.md).
        #expect(right >= 75, "\(right)/100 read exactly")
        #expect(allDigits >= 78, "\(allDigits)/100 read as digits only")
    }
}
