import Foundation
import HandwritingRecognition
import InkCore
import InkFormats
import Testing
import TestSupport

@Suite struct WordFeatureSequenceTests {
    /// The category 7 words shipped in `Datasets/` (UNIPEN train_r01_v07, 187 words), with their
    /// "\@" letter marks removed.
    static func shippedWords(limit: Int = .max) throws -> [WordSample] {
        let folder = TestPaths.datasets.appendingPathComponent("unipen-train_r01_v07/data/7")
        return try InkDataset.load(paths: [folder]).samples.prefix(limit).map {
            WordSample(drawing: $0.drawing, text: $0.label.replacingOccurrences(of: "\\@", with: ""))
        }
    }

    let featurizer = WordFeatureSequence(pointCount: 256, pointsPerXHeight: 6)

    @Test func rowHasFixedWidthAndPaddingAfterTheInk() throws {
        let words = try Self.shippedWords(limit: 40)
        #expect(words.count == 40)
        for word in words {
            let features = featurizer.features(word.drawing)
            #expect(features.values.count == 256 * WordFeatureSequence.channels)
            let ink = features.strokeOfPoint.count
            #expect(ink >= word.drawing.strokes.filter { !$0.points.isEmpty }.count || ink == 256)
            #expect(ink <= 256)
            // The ink flag marks exactly the ink steps; padding is all zeros.
            for step in 0..<256 {
                let flag = features.values[step * WordFeatureSequence.channels + 9]
                #expect(flag == (step < ink ? 1 : 0))
            }
            #expect(features.values[(ink * WordFeatureSequence.channels)...].allSatisfy { $0 == 0 })
            #expect(features.strokeOfPoint.allSatisfy { word.drawing.strokes.indices.contains($0) })
        }
    }

    @Test func invariantUnderTranslationAndUniformScale() throws {
        for word in try Self.shippedWords(limit: 25) {
            let original = featurizer.features(word.drawing)
            for transform in [AffineTransform2D.translation(Vector2(-3_000, 712.5)), .scale(x: 0.37, y: 0.37), .scale(x: 4, y: 4)] {
                let moved = featurizer.features(word.drawing.applying(transform))
                #expect(moved.strokeOfPoint == original.strokeOfPoint, "\(word.text)")
                let worst = zip(moved.values, original.values).map { abs($0 - $1) }.max() ?? 0
                #expect(worst < 1e-3, "\(word.text): \(worst)")
            }
        }
    }

    /// `neededPointCount` is the ink `features` resamples before the cap: a word written six
    /// times along a line needs about six times the points, past `pointCount` (squeezed).
    @Test func neededPointCountIsTheInkBeforeTheCap() throws {
        for word in try Self.shippedWords(limit: 40) {
            let needed = featurizer.neededPointCount(word.drawing)
            #expect(needed >= Double(word.drawing.strokes.count) && needed.rounded() == needed, "\(word.text)")
            #expect(featurizer.features(word.drawing).strokeOfPoint.count == Int(min(needed, 256)), "\(word.text)")
        }
        let word = try Self.shippedWords(limit: 1)[0].drawing
        let width = word.bounds!.width * 1.2
        let six = InkDrawing(strokes: (0..<6).flatMap { k in word.translated(by: Vector2(Double(k) * width, 0)).strokes })
        let one = featurizer.neededPointCount(word), many = featurizer.neededPointCount(six)
        #expect(many > 256 && one < 256, "\(one) → \(many)")
        #expect(abs(many - 6 * one) <= 6 * 0.1 * one, "\(one) → \(many)")
        #expect(featurizer.features(six).strokeOfPoint.count == 256)
        #expect(featurizer.neededPointCount(InkDrawing(strokes: [])) == 0)
        #expect(featurizer.neededPointCount(InkDrawing(strokes: [InkStroke(locations: [Vector2(.nan, 0)])])) == 0)
    }

    @Test func strokesAreReadLeftToRightAndMapBackToTheirIndices() {
        // Written right stroke first: the left stroke's points come first, with their own index.
        let right = InkStroke(locations: (0...10).map { Vector2(20 + Double($0), 10 * sin(Double($0))) })
        let left = InkStroke(locations: (0...10).map { Vector2(Double($0), 10 * cos(Double($0))) })
        let features = featurizer.features(InkDrawing(strokes: [right, left]))
        #expect(features.strokeOfPoint.first == 1)
        #expect(features.strokeOfPoint.last == 0)
        #expect(features.strokeOfPoint == features.strokeOfPoint.sorted(by: >))
    }

    /// `WordFeatureSequence(pointCount: 1)` and a NaN density stopped on a precondition: both are
    /// clamped into their ranges (NaN density: the default 6), like `InkFeatureExtractor`'s count.
    @Test func settingsOutOfRangeAreClamped() {
        for (asked, kept) in [(1, 2), (0, 2), (-7, 2), (Int.min, 2), (100_001, 100_000), (Int.max, 100_000), (3, 3)] {
            let sequence = WordFeatureSequence(pointCount: asked)
            #expect(sequence.pointCount == kept, "asked \(asked)")
            #expect(sequence.width == kept * WordFeatureSequence.channels)
        }
        let tiny = Double.leastNonzeroMagnitude
        let densities: [(asked: Double, kept: Double)] = [
            (.nan, 6), (0, tiny), (-1, tiny), (-.infinity, tiny), (.infinity, 1000), (2000, 1000), (5, 5),
        ]
        for (asked, kept) in densities {
            #expect(WordFeatureSequence(pointsPerXHeight: asked).pointsPerXHeight == kept, "asked \(asked)")
        }
        // The clamped settings are ones a model file may give: they read back.
        let smallest = WordFeatureSequence(pointCount: 1, pointsPerXHeight: 0)
        #expect(WordFeatureSequence(smallest.preprocessingDescription) == smallest)
        // Two strokes at density ~0: one point each, right to left as written, the second a pen-down.
        let right = InkStroke(locations: (0...10).map { Vector2(20 + Double($0), 10 * sin(Double($0))) })
        let left = InkStroke(locations: (0...10).map { Vector2(Double($0), 10 * cos(Double($0))) })
        let features = smallest.features(InkDrawing(strokes: [right, left]))
        #expect(features.strokeOfPoint == [1, 0])
        #expect(features.values.count == 20)
        #expect(features.values[9] == 1 && features.values[19] == 1 && features.values[16] == 1)
    }

    @Test func degenerateInkGivesPaddingOrFiniteValues() {
        let empty = featurizer.features(InkDrawing(strokes: []))
        #expect(empty.strokeOfPoint.isEmpty && empty.values.allSatisfy { $0 == 0 })
        let nan = featurizer.features(InkDrawing(strokes: [InkStroke(locations: [Vector2(.nan, 1), Vector2(.infinity, 2)])]))
        #expect(nan.strokeOfPoint.isEmpty)
        let dot = featurizer.features(InkDrawing(strokes: [InkStroke(locations: [Vector2(4, 4)])]))
        #expect(dot.strokeOfPoint == [0] && dot.values.allSatisfy { $0.isFinite })
        // Extreme but finite coordinates: lengths overflow to infinity, the row must stay finite.
        let extreme = featurizer.features(
            InkDrawing(strokes: [InkStroke(locations: [Vector2(-1e308, 0), Vector2(1e308, 1e308), Vector2(0, -1e308)])]))
        #expect(extreme.values.allSatisfy { $0.isFinite })
        // A huge word is resampled to exactly pointCount points.
        let long = InkStroke(locations: (0..<5_000).map { Vector2(Double($0), Double($0 % 7) * 3) })
        #expect(featurizer.features(InkDrawing(strokes: [long, InkStroke(locations: [Vector2(1, 1)])])).strokeOfPoint.count == 256)
    }
}
