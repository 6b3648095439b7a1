import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport
import ShapeRecognition

/// A small head's barb may end in a foot as long as the barb (`ArrowFit.hookShareLimit`); a
/// one-stroke "x", whose other diagonal passes for a barb with a long foot, stays unsnapped.
@Suite struct ShapeRecognizerLongHookArrowTests {
    static let sharedData = TestPaths.sharedDatasets != nil

    /// $1 validation writer s08's one-stroke arrows whose second barb ends in a foot 0.55–0.94 of
    /// the barb long (its head a fifth to 0.29 of the shaft) declined; they are arrows.
    @Test(
        .enabled(if: sharedData, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"),
        arguments: ["medium/arrow03.xml", "medium/arrow05.xml", "medium/arrow06.xml", "slow/arrow06.xml"])
    func dollarOneArrowWithALongFootIsAnArrow(file: String) throws {
        let sample = try ShapeRecognizerClosingCornerTests.sample("dollar1-unistroke/s08/\(file)")
        #expect(sample.split == .validation)
        let shape = try #require(ShapeRecognizer().recognize(sample.drawing.strokes).shape)
        #expect(shape.kind == .arrow && shape.endMarker == .arrow, "\(file): \(shape.kind)")
    }

    /// $1 train "x"s drawn in one stroke, turned 15° or narrowed to 0.8 as another writer might
    /// draw them: the diagonal read as a barb is 0.39–0.40 of the shaft, its foot 0.77 of it,
    /// and they stay unsnapped (with the long foot allowed on heads up to 0.4 of the shaft they
    /// snapped to arrows).
    @Test(
        .enabled(if: sharedData, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"),
        arguments: [("s04/medium/x04.xml", 15.0, 1.0), ("s07/medium/x04.xml", 0.0, 0.8)])
    func perturbedOneStrokeXIsNoArrow(file: String, degrees: Double, widthScale: Double) throws {
        let sample = try ShapeRecognizerClosingCornerTests.sample("dollar1-unistroke/\(file)")
        #expect(sample.split == .train)
        let angle = degrees * .pi / 180
        let transform = AffineTransform2D(
            a: widthScale * cos(angle), b: widthScale * sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
        let recognition = ShapeRecognizer().recognize(sample.drawing.strokes.map { $0.applying(transform) })
        #expect(recognition.shape == nil, "\(file): \(String(describing: recognition.shape?.kind))")
    }
}
