import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport
@testable import ShapeRecognition

/// A box turned any angle is a rotated rectangle; a diamond is a rhombus standing on a corner, a
/// square only within 10° of 45° (trial 16: squares and 200 × 180 boxes turned 25°–65°, and a
/// 200 × 120 box at 45°, came back as diamond polygons with rotation 0).
@Suite struct ShapeRecognizerRotatedBoxTests {
    /// $1 validation rectangles of s08 (shipped), turned about their centre: diamond polygons
    /// before the nineteenth pass. #04 (sides 0.83 of each other, a rhombus within 0.3 rad) is
    /// a diamond at 45° still; #03 (0.70) is none at any angle.
    @Test(arguments: [("rectangle04", 30.0), ("rectangle04", 60), ("rectangle03", 45)])
    func dollarRectangleTurnedIsARotatedRectangle(file: String, degrees: Double) throws {
        let url = TestPaths.datasets.appendingPathComponent("dollar1-unistroke/s08/medium/\(file).xml")
        let sample = try #require(InkDataset.load(paths: [url]).samples.first)
        #expect(sample.label == "rectangle" && sample.split == .validation)
        let centre = try #require(sample.drawing.bounds).center
        let turn = AffineTransform2D.rotation(degrees * .pi / 180, about: centre)
        let shape = try #require(ShapeRecognizer().recognize(sample.drawing.strokes.map { $0.applying(turn) }).shape)
        #expect(shape.kind == .rectangle && shape.rotation != 0, "\(degrees)°: \(shape.kind)")
    }

    /// A 200 × 120 box at exactly 45° (its diagonals 14° off the axes, crossing at 62°) is a
    /// rectangle turned 45°; a square at 45° is a diamond with its square just below it.
    @Test func boxAtAnEighthTurnIsARectangleAndSquareADiamondWithItsSquare() throws {
        var ink = SyntheticInk(seed: 19)
        let turn = Double.pi / 4
        let box = [Vector2(-100, -60), Vector2(100, -60), Vector2(100, 60), Vector2(-100, 60)]
        let turnedBox = ink.stroke(box.map { $0.rotated(by: turn) + Vector2(300, 300) }, closed: true, style: .init(jitter: 0.4))
        let rectangle = try #require(ShapeRecognizer().recognize([turnedBox]).shape)
        #expect(rectangle.kind == .rectangle && abs(abs(rectangle.rotation) - turn) < 0.03, "\(rectangle.kind) \(rectangle.rotation)")
        #expect(abs(max(rectangle.frame.width, rectangle.frame.height) - 200) < 6)

        let square = [Vector2(-80, -80), Vector2(80, -80), Vector2(80, 80), Vector2(-80, 80)]
        let turnedSquare = ink.stroke(square.map { $0.rotated(by: turn) + Vector2(300, 300) }, closed: true, style: .init(jitter: 0.4))
        let recognition = ShapeRecognizer().recognize([turnedSquare])
        let diamond = try #require(recognition.shape)
        #expect(diamond.kind == .polygon && diamond.traits.contains(.diamond), "\(diamond.kind)")
        let runnerUp = try #require(recognition.candidates.first { $0.kind == .rectangle }, "\(recognition.candidates)")
        #expect(runnerUp.confidence < recognition.confidence && runnerUp.confidence > 0.9)
    }
}
