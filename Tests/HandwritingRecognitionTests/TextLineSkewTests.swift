import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport

@testable import HandwritingRecognition

/// A line written askew: its skew is estimated (`LineSkew`) and its words found and read along it.
/// The line is trial 18's: the first five lower-case words of the shipped UNIPEN category 7 train
/// split (writer art/writer08), "few more before you be", set 90 points apart on one line and
/// turned about the origin. From 4° its drift (0.6 of its height) swallowed every word space.
@Suite struct TextLineSkewTests {
    static let text = "few more before you be"

    /// The five words on one line, turned by `degrees` (clockwise on screen, y down).
    static func line(turned degrees: Double) throws -> InkDrawing {
        let words = try TextLayoutLinesTests.shippedWords()
            .filter { $0.split == .train && $0.label.allSatisfy { $0.isLowercase && $0.isLetter } }.prefix(5)
        try #require(words.map(\.label).joined(separator: " ") == text)
        var strokes: [InkStroke] = []
        var x = 0.0
        for word in words {
            let points = word.drawing.strokes.flatMap(\.points).map(\.location)
            let xs = points.map(\.x), ys = points.map(\.y).sorted()
            let shift = Vector2(x - xs.min()!, 500 - ys[ys.count / 2])
            strokes += word.drawing.strokes.map { stroke in
                InkStroke(locations: stroke.points.map { ($0.location + shift).rotated(by: degrees * .pi / 180) })
            }
            x += xs.max()! - xs.min()! + 90
        }
        return InkDrawing(strokes: strokes)
    }

    @Test(arguments: [0.0, 5, -5])
    func skewIsTheTurn(degrees: Double) throws {
        let strokes = try Self.line(turned: degrees).strokes.map { $0.points.map(\.location) }
        let zone = try #require(WritingZone(strokes: strokes))
        let skew = LineSkew(strokes: strokes, hysteresis: 0.2 * zone.xHeight, minSeparation: zone.xHeight)
        #expect(abs(skew.angle * 180 / .pi - degrees) < 1, "\(skew.angle * 180 / .pi)°")
    }

    /// Ink that gives no baseline is read as level: no strokes, one point, one stroke of a
    /// repeated point, NaN and infinite points; a NaN point inside the tilted line leaves its
    /// estimate finite and within the limit.
    @Test func inkWithoutABaselineIsLevel() throws {
        let nan = Vector2(.nan, .nan), inf = Vector2(.infinity, 3)
        for strokes: [[Vector2]] in [[], [[]], [[Vector2(1, 2)]], [Array(repeating: Vector2(5, 5), count: 9)], [[nan, nan, nan]], [[inf, nan, inf, Vector2(0, 0)]]] {
            let skew = LineSkew(strokes: strokes, hysteresis: 2, minSeparation: 10)
            #expect(skew.angle == 0, "\(strokes)")
            #expect(skew.levelled([Vector2(3, 4)]) == [Vector2(3, 4)])
        }
        var strokes = try Self.line(turned: 5).strokes.map { $0.points.map(\.location) }
        strokes[2].insert(nan, at: strokes[2].count / 2)
        let skew = LineSkew(strokes: strokes, hysteresis: 4, minSeparation: 20)
        #expect(skew.angle.isFinite && abs(skew.angle) <= LineSkew.maxAngle)
    }

    /// Both engines keep the four word spaces at 5° and −5° (before: none from 4°) and read the
    /// level line as before.
    @Test(arguments: ShippedTextModel.allCases.filter(\.isPresent))
    func turnedLineKeepsItsWordSpaces(model: ShippedTextModel) throws {
        let lexicon = try Lexicon(contentsOf: TestPaths.models.appendingPathComponent("wamerican.lexicon"))
        let recognizer = try model.recognizer(lexicon: lexicon)
        let level = recognizer.recognize(try Self.line(turned: 0)).lines
        #expect(level.map(\.text) == [Self.text])
        for degrees in [5.0, -5] {
            let lines = recognizer.recognize(try Self.line(turned: degrees)).lines
            #expect(lines.count == 1 && lines.first?.words.count == 5, "\(degrees)°: \(lines.map(\.text))")
            #expect(lines.first?.words.map(\.strokeIndices) == level.first?.words.map(\.strokeIndices), "\(degrees)°")
        }
    }
}
