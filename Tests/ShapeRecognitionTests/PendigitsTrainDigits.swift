import Foundation
import InkFormats
import Testing
import TestSupport
import ShapeRecognition

/// pendigits training digits from the shared data, for checks that a digit's ink does not snap.
enum PendigitsTrainDigits {
    /// Expects the digits of `pendigits-orig.tra` at `indices` (sample ids `#index`) to be labelled
    /// `label`, lie in the train split, and snap to no shape. Needs `TestPaths.sharedDatasets`.
    static func expectNoSnap(_ indices: [Int], label: String) throws {
        let file = try #require(TestPaths.sharedDatasets).appendingPathComponent("pendigits/pendigits-orig.tra")
        let samples = try InkDataset.load(paths: [file]).samples
        for index in indices {
            let sample = try #require(samples.first { $0.source.hasSuffix("#\(index)") })
            #expect(sample.label == label && sample.split == .train)
            let recognition = ShapeRecognizer().recognize(sample.drawing.strokes)
            #expect(recognition.shape == nil, "#\(index): \(recognition.shape?.kind.rawValue ?? "none") at \(recognition.confidence)")
        }
    }
}
