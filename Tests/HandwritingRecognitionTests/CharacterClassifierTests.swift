import Foundation
import HandwritingRecognition
import InkCore
import NeuralNetwork
import Testing
import TestSupport

@Suite struct CharacterClassifierTests {
    static func tinyModel(labels: [String] = ["a", "b", "c"]) throws -> InkModel {
        let features = InkFeatureExtractor(pointCount: 8)
        let network = try Network(
            specification: CharacterNetworkArchitecture(channels: [4], kernel: 3, hidden: 8, dropout: 0)
                .layers(features: features, classes: labels.count), seed: 2)
        return InkModel(
            network: network, labels: labels, preprocessing: features.preprocessingDescription,
            provenance: Provenance(datasets: [], split: "none", seed: 2, epochs: 0, bestEpoch: 0))
    }

    static let stroke = InkDrawing(strokes: [InkStroke(locations: [Vector2(0, 0), Vector2(5, 9), Vector2(9, 2)])])

    @Test func candidatesAreSortedTopKProbabilities() throws {
        let classifier = try CharacterClassifier(model: Self.tinyModel())
        let all = classifier.classify(Self.stroke, top: 10)
        #expect(all.count == 3)
        #expect(abs(all.reduce(0) { $0 + $1.probability } - 1) < 1e-5)
        #expect(zip(all, all.dropFirst()).allSatisfy { $0.probability >= $1.probability })
        #expect(classifier.classify(Self.stroke, top: 2) == Array(all.prefix(2)))
        // A batch runs other GEMM shapes: same ranking, probabilities equal to Float rounding.
        for batched in classifier.classify([Self.stroke, Self.stroke], top: 3) {
            #expect(batched.map(\.label) == all.map(\.label))
            for (b, a) in zip(batched, all) { #expect(abs(b.probability - a.probability) < 1e-6) }
        }
    }

    @Test func restrictingLabelsRenormalizesTheirProbabilities() throws {
        let classifier = try CharacterClassifier(model: Self.tinyModel())
        let all = classifier.classify(Self.stroke, top: 3)
        let pair = classifier.classify(Self.stroke, top: 3, among: ["a", "c", "z"])
        #expect(Set(pair.map(\.label)) == ["a", "c"])
        let p = { (label: String) in all.first { $0.label == label }!.probability }
        let expected = p("a") / (p("a") + p("c"))
        #expect(abs(pair.first { $0.label == "a" }!.probability - expected) < 1e-6)
        #expect(classifier.classify(Self.stroke, among: ["z"]).isEmpty)
    }

    @Test func emptyDrawingHasNoCandidates() throws {
        let classifier = try CharacterClassifier(model: Self.tinyModel())
        #expect(classifier.classify(InkDrawing(strokes: []), top: 3).isEmpty)
        #expect(classifier.classify(InkDrawing(strokes: [InkStroke(locations: [Vector2(.nan, 1)])])).isEmpty)
    }

    @Test func refusesUnknownPreprocessingAndMismatchedLabels() throws {
        var model = try Self.tinyModel()
        model.header.preprocessing.name = "image-v9"
        #expect(throws: CharacterClassifierError.unknownPreprocessing(name: "image-v9")) {
            try CharacterClassifier(model: model)
        }
        var wrongLabels = try Self.tinyModel()
        wrongLabels.header.labels = ["a"]
        #expect(throws: CharacterClassifierError.self) { try CharacterClassifier(model: wrongLabels) }
    }

    @Test func loadsFromAFileAndReportsDamage() throws {
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("cc.inkmodel")
            try Self.tinyModel().write(to: url)
            #expect(try CharacterClassifier(contentsOf: url).labels == ["a", "b", "c"])
            var bytes = try Data(contentsOf: url)
            bytes[bytes.count / 2] ^= 0xFF
            try bytes.write(to: url)
            #expect {
                try CharacterClassifier(contentsOf: url)
            } throws: { error in
                guard case .modelFile(.checksumMismatch) = error as? CharacterClassifierError else { return false }
                return true
            }
        }
    }

    @Test func labelSetsHaveTheExpectedClasses() {
        #expect(CharacterLabelSet.digits.labels == (0...9).map(String.init))
        #expect(CharacterLabelSet.latin.labels.count == 62)
        #expect(CharacterLabelSet.latin.labels[10] == "A" && CharacterLabelSet.latin.labels[36] == "a")
    }
}
