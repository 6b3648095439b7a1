import Foundation
import HandwritingRecognition
import InkCore
import NeuralNetwork
import TestSupport
import Testing

/// The shipped digit classifier and the text recognizer on degenerate drawings: the documented
/// result (no candidates / no lines for ink without a finite point; no candidates for a NaN,
/// infinite or out-of-range coordinate), otherwise finite
/// probabilities; a model whose preprocessing lies is refused with a typed error.
// The limit catches a hang; each case takes well under a second alone, but a full parallel run on
// a loaded 2-core machine (load 9–12) took past one minute for trivial cases.
@Suite(.timeLimit(.minutes(10)))
struct DegenerateHandwritingInputTests {
    /// A fresh classifier per test: it is not thread-safe and tests run in parallel.
    private func loadClassifier() throws -> CharacterClassifier {
        try CharacterClassifier(contentsOf: TestPaths.models.appendingPathComponent("digits.inkmodel"))
    }

    static let empty: [(String, InkDrawing)] = [
        ("no strokes", InkDrawing(strokes: [])),
        ("empty strokes", InkDrawing(strokes: [InkStroke(points: []), InkStroke(points: [])])),
        ("all NaN", InkDrawing(strokes: [InkStroke(locations: [Vector2(.nan, 1), Vector2(2, .nan)])])),
        ("all infinite", InkDrawing(strokes: [InkStroke(locations: [Vector2(.infinity, 1), Vector2(-.infinity, 2)])])),
    ]

    /// One bad point, or coordinates beyond `InkPoint.coordinateLimit`: the classifier made up a
    /// label ("4", p = 0.298).
    static let unusable: [(String, InkDrawing)] = [
        ("NaN among points", InkDrawing(strokes: [InkStroke(locations: [Vector2(0, 0), Vector2(.nan, 3), Vector2(0, 50)])])),
        ("huge 1e300", InkDrawing(strokes: [InkStroke(locations: [Vector2(-1e300, 0), Vector2(1e300, 1e300), Vector2(0, -1e300)])])),
        ("beyond the limit", InkDrawing(strokes: [InkStroke(locations: [Vector2(0, 0), Vector2(2e15, 3)])])),
    ]

    static let awkward: [(String, InkDrawing)] = [
        ("one point", InkDrawing(strokes: [InkStroke(locations: [Vector2(5, 5)])])),
        ("identical points", InkDrawing(strokes: [InkStroke(locations: Array(repeating: Vector2(5, 5), count: 40))])),
        ("two points", InkDrawing(strokes: [InkStroke(locations: [Vector2(0, 0), Vector2(0, 50)])])),
        ("at the limit", InkDrawing(strokes: [InkStroke(locations: [Vector2(-1e15, 0), Vector2(1e15, 1e15), Vector2(0, -1e15)])])),
        ("tiny 1e-300", InkDrawing(strokes: [InkStroke(locations: [Vector2(0, 0), Vector2(1e-300, 2e-300), Vector2(0, 3e-300)])])),
        ("100k points", InkDrawing(strokes: [InkStroke(locations: (0..<100_000).map { Vector2(sin(Double($0) * 1e-4) * 30, Double($0) * 1e-3) })])),
        ("many dots", InkDrawing(strokes: (0..<300).map { InkStroke(locations: [Vector2(Double($0 % 30) * 20, Double($0 / 30) * 40)]) })),
    ]

    @Test(arguments: empty.map(\.0))
    func inkWithoutUsablePointsHasNoReading(name: String) throws {
        let classifier = try loadClassifier()
        let drawing = Self.empty.first { $0.0 == name }!.1
        #expect(classifier.classify(drawing).isEmpty, "\(name)")
        #expect(TextRecognizer(classifier: classifier).recognize(drawing).lines.isEmpty, "\(name)")
    }

    @Test(arguments: unusable.map(\.0))
    func inkWithAnUnusablePointHasNoCharacterReading(name: String) throws {
        let classifier = try loadClassifier()
        let drawing = Self.unusable.first { $0.0 == name }!.1
        #expect(classifier.classify(drawing).isEmpty, "\(name)")
        #expect(classifier.classify([InkDrawing(strokes: [InkStroke(locations: [Vector2(0, 0), Vector2(0, 50)])]), drawing], top: 3).map(\.count) == [3, 0])
        _ = TextRecognizer(classifier: classifier).recognize(drawing)  // does not trap
    }

    @Test(arguments: awkward.map(\.0))
    func awkwardInkGetsFiniteProbabilities(name: String) throws {
        let classifier = try loadClassifier()
        let drawing = Self.awkward.first { $0.0 == name }!.1
        let candidates = classifier.classify(drawing, top: 3)
        #expect(candidates.count == 3, "\(name)")
        let finite = candidates.allSatisfy { $0.probability.isFinite && (0...1).contains($0.probability) }
        #expect(finite, "\(name): \(candidates)")
        #expect(classifier.classify(drawing, top: -1).isEmpty)
        let text = TextRecognizer(classifier: classifier).recognize(drawing)
        let scores = text.lines.flatMap(\.candidates).allSatisfy { $0.score.isFinite }
        #expect(scores, "\(name)")
        _ = TextRecognizer(classifier: classifier).recognize(drawing, strokes: [-1, 7, Int.max])
    }

    /// A model whose header asks for an absurd number of resampled points is refused, not trapped on.
    @Test(arguments: [4.0e18, 1.2e18, -5, 0.5, .infinity])
    func modelWithAbsurdPreprocessingIsRefused(pointCount: Double) throws {
        let model = try InkModel(contentsOf: TestPaths.models.appendingPathComponent("digits.inkmodel"))
        var lying = model
        lying.header.preprocessing.parameters["pointCount"] = pointCount
        #expect(throws: CharacterClassifierError.self) { try CharacterClassifier(model: lying) }
    }
}
