import Foundation
import InkCore
import Testing
import TestSupport
@testable import ShapeRecognition

/// Flat polygons — flowchart "data" parallelograms, trapezoids, "preparation" hexagons drawn 4–6
/// times as long as high — keep their polygon: ShortStraw's curve test turned over an arm longer
/// than their short sides and dropped their corners, and the ellipse through them snapped
/// (session 25 trial, twenty-eighth pass; `ShapeRecognizer.flatPolygonCorners`).
@Suite struct ShapeRecognizerFlatPolygonTests {
    let recognizer = ShapeRecognizer()

    static func parallelogram(width: Double, height: Double, offset: Double) -> [Vector2] {
        [Vector2(100 + offset, 100), Vector2(100 + offset + width, 100), Vector2(100 + width, 100 + height), Vector2(100, 100 + height)]
    }

    static func trapezoid(width: Double, height: Double, inset: Double) -> [Vector2] {
        [Vector2(100 + inset, 100), Vector2(100 + width - inset, 100), Vector2(100 + width, 100 + height), Vector2(100, 100 + height)]
    }

    static func hexagon(width: Double, height: Double) -> [Vector2] {
        let e = height / 2
        return [
            Vector2(100 + e, 100), Vector2(100 + width - e, 100), Vector2(100 + width, 100 + e),
            Vector2(100 + width - e, 100 + height), Vector2(100 + e, 100 + height), Vector2(100, 100 + e),
        ]
    }

    /// Each outline drawn at four turns (upright, 0.26, −0.52, a quarter turn) with jitter and a
    /// slow tremor: the kinds it snapped to, by turn.
    func kinds(_ outline: [Vector2], seed: UInt64) -> [String] {
        var ink = SyntheticInk(seed: seed)
        return [0.0, 0.26, -0.52, Double.pi / 2].map { rotation in
            let stroke = ink.stroke(outline, closed: true, style: .init(rotation: rotation, jitter: 0.4, tremor: 0.5, spacing: 2))
            guard let shape = recognizer.recognize([stroke]).shape else { return "none" }
            return "\(shape.kind.rawValue)\(shape.sides.map(String.init) ?? "")\(shape.traits.contains(.parallelogram) ? "p" : "")"
        }
    }

    /// Parallelograms 4–6 times as long as high, slanted by three quarters of their height (37°),
    /// were ellipses or upright rectangles wider than the ink; they are parallelograms.
    @Test(arguments: [(240.0, 60.0), (320, 60), (400, 60), (300, 50), (400, 80)])
    func flatParallelogramIsAParallelogram(width: Double, height: Double) {
        let found = kinds(Self.parallelogram(width: width, height: height, offset: 0.75 * height), seed: 2_500 + UInt64(width))
        #expect(found.allSatisfy { $0 == "polygon4p" }, "\(width) × \(height): \(found)")
    }

    /// Trapezoids (a flowchart "manual operation") 5 times as long as high were ellipses.
    /// (400 × 60 and 300 × 50 still lose a vertex to the polygon fit at some turns; see
    /// "Known failure cases".)
    @Test(arguments: [(320.0, 60.0), (400, 80), (300, 60)])
    func flatTrapezoidIsAFourGon(width: Double, height: Double) {
        let found = kinds(Self.trapezoid(width: width, height: height, inset: 40), seed: 2_510 + UInt64(width))
        #expect(found.allSatisfy { $0 == "polygon4" }, "\(width) × \(height): \(found)")
    }

    /// A "preparation" hexagon 300 × 80 (the trial's) or 240 × 60 was an ellipse.
    @Test(arguments: [(300.0, 80.0), (240, 60)])
    func flatHexagonIsAHexagon(width: Double, height: Double) {
        let found = kinds(Self.hexagon(width: width, height: height), seed: 2_520 + UInt64(width))
        #expect(found.allSatisfy { $0 == "polygon6" }, "\(width) × \(height): \(found)")
    }

    /// Ellipses of the same flatness stay ellipses: their fine corners, if any, are at their
    /// tips, where no polygon's vertices all lie.
    @Test(arguments: [(320.0, 60.0), (400, 60), (300, 80)])
    func flatEllipseStaysAnEllipse(width: Double, height: Double) {
        let found = kinds(SyntheticInk.ellipse(a: width / 2, b: height / 2), seed: 2_530 + UInt64(width))
        #expect(found.allSatisfy { $0 == "ellipse" }, "\(width) × \(height): \(found)")
    }

    /// FC train data writer12_6_ #97, a flat parallelogram, declined (its ellipse at 0.26, no
    /// polygon among the candidates); it is a 4-gon.
    @Test(.enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"))
    func flowchartFlatDataSymbolIsAFourGon() throws {
        let group = try ShapeRecognizerArrowTests.sharedFlowchartGroup("writer12_6_.inkml", "#97")
        #expect(group.label == "data")
        let recognition = ShapeRecognizer().recognize(group.drawing.strokes)
        let shape = try #require(recognition.shape)
        #expect(shape.kind == .polygon && shape.sides == 4, "\(shape.kind) \(shape.sides ?? 0)")
        #expect(recognition.confidence >= 0.9)
    }

    /// A polygon that is not flat, not a 4- or 6-gon, or whose shortest side already spans
    /// ShortStraw's long arm, gets no second look; degenerate vertices or loops give none.
    @Test func onlyFlatPolygonsWithShortSidesAreLookedAtAgain() {
        func corners(_ outline: [Vector2]) -> [Vector2]? {
            let loop = SyntheticInk.traced(outline + [outline[0]], spacing: 2)
            return ShapeRecognizer.flatPolygonCorners(outline, loop: loop)
        }
        #expect(corners(SyntheticInk.rectangle(width: 200, height: 200)) == nil)
        #expect(corners(Self.parallelogram(width: 200, height: 60, offset: 200)) == nil)
        let flat = Self.parallelogram(width: 400, height: 60, offset: 45)
        let found = corners(flat)
        #expect(flat.allSatisfy { v in found?.contains { $0.distance(to: v) <= 5 } ?? false }, "\(String(describing: found))")
        // A flat pentagon is no flat symbol.
        #expect(corners([Vector2(0, 0), Vector2(300, 0), Vector2(340, 30), Vector2(300, 60), Vector2(0, 60)]) == nil)
        let point = [Vector2(1, 1), Vector2(1, 1), Vector2(1, 1), Vector2(1, 1)]
        #expect(ShapeRecognizer.flatPolygonCorners(point, loop: point) == nil)
        #expect(ShapeRecognizer.flatPolygonCorners(flat, loop: []) == nil)
        #expect(ShapeRecognizer.flatPolygonCorners(flat, loop: [Vector2(.nan, 0), Vector2(1, .infinity)]) == nil)
    }
}
