import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport
import ShapeRecognition

/// A closed path whose polygon or rectangle snaps is no arrow
/// (`ShapeRecognizer.withoutArrowRoundOutline`): a triangle or box begun mid-side reads as a
/// shaft round the outline with the start's side as a head, and that arrow fitted closer than
/// the outline.
@Suite struct ShapeRecognizerOutlineArrowTests {
    static let sharedData = TestPaths.sharedDatasets != nil

    /// The one-stroke `stroke` drawn from `share` of the way round: its points from there on,
    /// then its first ones, the pen's gap at the original start drawn (as
    /// `/work/train/dollar11/gen.py --mode start` does). Times stay increasing.
    static func started(_ stroke: InkStroke, at share: Double) -> InkStroke {
        let k = Int(share * Double(stroke.points.count))
        let order = Array(stroke.points[k...] + stroke.points[..<k])
        return InkStroke(locations: order.map { Vector2($0.x, $0.y) })
    }

    /// $1 train triangles and rectangles begun a third or half of the way round snapped to
    /// arrows (confidence 0.9996–0.9998 against the outline's 0.994–0.998); as drawn they are the
    /// closed shape.
    @Test(
        .enabled(if: sharedData, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"),
        arguments: [
            ("s03/fast/triangle01.xml", 0.33), ("s02/medium/rectangle07.xml", 0.5),
            ("s02/slow/rectangle07.xml", 0.5), ("s03/medium/rectangle06.xml", 0.5),
        ])
    func outlineBegunMidSideIsNoArrow(file: String, share: Double) throws {
        let sample = try ShapeRecognizerClosingCornerTests.sample("dollar1-unistroke/\(file)")
        #expect(sample.split == .train)
        let stroke = try #require(sample.drawing.strokes.first)
        let shape = try #require(ShapeRecognizer().recognize([Self.started(stroke, at: share)]).shape, "\(file)")
        let expected: ShapeKind = file.contains("rectangle") ? .rectangle : .polygon
        let kind = shape.kind == .regularPolygon ? .polygon : shape.kind
        #expect(kind == expected, "\(file): \(shape.kind)")
        if expected == .polygon { #expect(shape.sides == 3, "\(file): \(String(describing: shape.sides))") }
    }

    /// Quick, Draw! train triangle #44, closed in a wide "X" with long tails, snapped to an
    /// arrow (0.969) over its triangle (0.885).
    @Test func crossedTriangleIsNoArrow() throws {
        let sample = try quickDrawTrainSample("triangle", 44)
        let shape = try #require(ShapeRecognizer().recognize(sample.drawing.strokes).shape)
        #expect(ShapeRecognizerClosingCornerTests.isTriangle(shape), "\(shape.kind)")
    }

    /// Real arrows keep their arrow: their ends lie a shaft apart, so the path does not close.
    @Test(
        .enabled(if: sharedData, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"),
        arguments: ["s02/fast/arrow01.xml", "s04/medium/arrow05.xml", "s07/slow/arrow03.xml"])
    func arrowStaysArrow(file: String) throws {
        let sample = try ShapeRecognizerClosingCornerTests.sample("dollar1-unistroke/\(file)")
        let shape = try #require(ShapeRecognizer().recognize(sample.drawing.strokes).shape, "\(file)")
        #expect(shape.kind == .arrow, "\(file): \(shape.kind)")
    }

    /// The triangle begun a third of the way round, every point doubled and a NaN point in
    /// the middle, still reaches the rule and stays a triangle.
    @Test(.enabled(if: sharedData, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"))
    func duplicateAndNaNPointsKeepTheOutline() throws {
        let sample = try ShapeRecognizerClosingCornerTests.sample("dollar1-unistroke/s03/fast/triangle01.xml")
        let started = Self.started(try #require(sample.drawing.strokes.first), at: 0.33)
        var locations = started.points.flatMap { [Vector2($0.x, $0.y), Vector2($0.x, $0.y)] }
        locations.insert(Vector2(.nan, .nan), at: locations.count / 2)
        let shape = ShapeRecognizer().recognize([InkStroke(locations: locations)]).shape
        #expect(ShapeRecognizerClosingCornerTests.isTriangle(shape), "\(String(describing: shape?.kind))")
    }

    /// Degenerate input gives no shape and no trap.
    @Test func degenerateInputDeclines() {
        let recognizer = ShapeRecognizer()
        let nan = Vector2(.nan, .nan)
        for strokes in [
            [], [InkStroke(locations: [])], [InkStroke(locations: [Vector2(3, 4)])],
            [InkStroke(locations: [nan, nan, nan])], [InkStroke(locations: Array(repeating: Vector2(50, 50), count: 40))],
        ] {
            #expect(recognizer.recognize(strokes).shape == nil)
        }
    }
}
