import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport

@testable import HandwritingRecognition

/// The known limitation of `Models/digits.inkmodel` written up in `Models/digits.md`: a "0" drawn
/// clockwise reads as "8". Measured on the pendigits test writers (`.tes`, shipped in `Datasets/`):
/// how many zeros are written clockwise, and how the model reads the zeros when their direction
/// is turned (each stroke reversed, or the ink mirrored left–right). Fails when a retrained model
/// changes the figures, so `digits.md` is updated with it.
@Suite struct DigitZeroDirectionTests {
    static let model = TestPaths.models.appendingPathComponent("digits.inkmodel")

    /// Twice the signed area of the ink's points joined in writing order (shoelace), in the
    /// file's coordinates; for a closed loop it is positive when the loop turns clockwise on screen
    /// (y down, as the UNIPEN reader gives pendigits).
    static func signedArea(_ drawing: InkDrawing) -> Double {
        let points = drawing.strokes.flatMap(\.points).map(\.location)
        return zip(points, points.dropFirst() + points.prefix(1)).reduce(0) { $0 + $1.0.cross($1.1) }
    }

    /// The drawing written backwards: strokes in reverse order, each from its end, times mirrored.
    static func reversed(_ drawing: InkDrawing) -> InkDrawing {
        InkDrawing(strokes: drawing.strokes.reversed().map { stroke in
            let end = stroke.points.last?.timeOffset ?? 0
            return InkStroke(points: stroke.points.reversed().map { point in
                var point = point
                point.timeOffset = point.timeOffset.map { end - $0 }
                return point
            })
        })
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: model.path), "needs Models/digits.inkmodel"))
    func clockwiseZerosReadAsEight() throws {
        let classifier = try CharacterClassifier(contentsOf: Self.model)
        let file = TestPaths.datasets.appendingPathComponent("pendigits/pendigits-orig.tes")
        let zeros = try InkDataset.load(paths: [file]).samples.filter { $0.label == "0" }.map(\.drawing)
        let mirror = AffineTransform2D(a: -1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        func reads(_ drawings: [InkDrawing]) -> (zero: Int, eight: Int) {
            let labels = classifier.classify(drawings, top: 1).map { $0.first?.label }
            return (labels.filter { $0 == "0" }.count, labels.filter { $0 == "8" }.count)
        }
        let written = reads(zeros)
        let turned = reads(zeros.map(Self.reversed))
        let mirrored = reads(zeros.map { $0.applying(mirror) })
        let clockwise = zeros.filter { Self.signedArea($0) > 0 }.count
        print(
            "pendigits .tes zeros: \(zeros.count), clockwise \(clockwise); read as 0 / 8 — as written \(written.zero) / \(written.eight),",
            "reversed \(turned.zero) / \(turned.eight), mirrored \(mirrored.zero) / \(mirrored.eight)")
        // Measured 2026-11-30: 363 zeros, none clockwise; 359 / 4, reversed 3 / 317, mirrored 4 / 114 (239 read "5").
        #expect(zeros.count == 363 && clockwise == 0)
        #expect(written.zero >= 355)
        #expect(turned.zero <= 10 && turned.eight >= 300)
        #expect(mirrored.zero <= 10)
        if let shared = TestPaths.sharedDatasets {
            let training = try InkDataset.load(paths: [shared.appendingPathComponent("pendigits/pendigits-orig.tra")]).samples
            let trainingZeros = training.filter { $0.label == "0" }.map(\.drawing)
            let trainingClockwise = trainingZeros.filter { Self.signedArea($0) > 0 }.count
            print("pendigits .tra zeros: \(trainingZeros.count), clockwise \(trainingClockwise)")
            // Measured: 780 zeros, 2 clockwise by signed area.
            #expect(trainingClockwise * 100 <= trainingZeros.count)
        }
    }
}
