import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport
import ShapeRecognition

/// Many-sided polygons (hexagons, octagons) against ellipses: the fine Douglas–Peucker tolerance
/// and the Visvalingam–Whyatt elimination order in `PolygonFit`.
@Suite struct ShapeRecognizerPolygonTests {
    /// Quick, Draw! drawings of the train split that snapped to an ellipse (octagons #7, #11, #20)
    /// or a pentagon (hexagon #13) before the fine tolerance.
    @Test(arguments: [("octagon", 7, 8), ("octagon", 11, 8), ("octagon", 20, 8), ("hexagon", 13, 6)])
    func quickDrawPolygonKeepsItsSides(category: String, index: Int, sides: Int) throws {
        let file = TestPaths.datasets.appendingPathComponent("quickdraw-shapes/\(category).ndjson")
        let sample = try #require(try InkDataset.load(paths: [file]).samples.first { $0.source.hasSuffix("#\(index)") })
        #expect(sample.split == .train)
        let shape = try #require(ShapeRecognizer().recognize(sample.drawing.strokes).shape)
        #expect(shape.kind == .polygon || shape.kind == .regularPolygon, "\(shape.kind)")
        #expect(shape.sides == sides)
        #expect(shape.vertices.count == sides)
        // Every vertex lies on the ink: within 5 % of the diagonal of a drawn point.
        let bounds = try #require(sample.drawing.bounds)
        let points = sample.drawing.strokes.flatMap { $0.points.map(\.location) }
        for vertex in shape.vertices {
            let nearest = points.map { $0.distance(to: vertex) }.min() ?? .infinity
            #expect(nearest <= 0.05 * bounds.diagonal, "vertex \(vertex) is \(nearest) from the ink")
        }
    }

    /// A Quick, Draw! train hexagon whose top side dents slightly inwards (a turn of −23° against
    /// the winding) read as a 7-gon: among many sides a slight turn against the winding is no
    /// corner.
    @Test func quickDrawHexagonWithADentedSideIsAHexagon() throws {
        let file = TestPaths.datasets.appendingPathComponent("quickdraw-shapes/hexagon.ndjson")
        let sample = try #require(try InkDataset.load(paths: [file]).samples.first { $0.source.hasSuffix("#3") })
        #expect(sample.split == .train)
        let shape = try #require(ShapeRecognizer().recognize(sample.drawing.strokes).shape)
        #expect(shape.kind == .polygon || shape.kind == .regularPolygon, "\(shape.kind)")
        #expect(shape.sides == 6)
        #expect(shape.vertices.count == 6)
    }

    /// Clean corners stay corners and a noisy circle gains none, at any rotation.
    @Test func regularPolygonsKeepTheirSidesAndCirclesStayEllipses() throws {
        var ink = SyntheticInk(seed: 21)
        let style = { (rotation: Double) in SyntheticInk.Style(rotation: rotation, jitter: 1, tremor: 1.5) }
        for rotation in [0.0, 0.2, 0.5] {
            for sides in [6, 7, 8] {
                let stroke = ink.stroke(SyntheticInk.regularPolygon(sides: sides, radius: 120), closed: true, style: style(rotation))
                let shape = try #require(ShapeRecognizer().recognize([stroke]).shape, "\(sides)-gon at \(rotation)")
                #expect(shape.kind == .regularPolygon && shape.sides == sides, "\(sides)-gon at \(rotation): \(shape.kind) \(shape.sides ?? 0)")
            }
            let circle = ink.stroke(SyntheticInk.ellipse(a: 120, b: 120), closed: true, style: style(rotation))
            let shape = try #require(ShapeRecognizer().recognize([circle]).shape)
            #expect(shape.kind == .ellipse, "circle at \(rotation): \(shape.kind) \(shape.sides ?? 0)")
        }
    }
}

/// Boxes drawn with one slanted side (often the closing one) are rectangles; parallelograms are not.
@Suite struct ShapeRecognizerSlantedBoxTests {
    /// $1 train-split rectangles (subjects s01, s05) that snapped to 4-gons: their closing side slants
    /// by about 20°, so one or two corners miss a right angle by more than 0.3 rad. (s05
    /// rectangle10, a parallelogram skewed 0.32 rad, is a box drawn slanted:
    /// `ShapeRecognizerShearedBoxTests`.)
    @Test(
        .enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"),
        arguments: ["s05/fast/rectangle08.xml", "s05/fast/rectangle09.xml", "s01 (pilot)/fast/rectangle01.xml"])
    func dollarOneSlantedRectangleIsARectangle(file: String) throws {
        let url = try #require(TestPaths.sharedDatasets).appendingPathComponent("dollar1-unistroke/\(file)")
        let sample = try #require(try InkDataset.load(paths: [url]).samples.first)
        #expect(sample.split == .train)
        let shape = try #require(ShapeRecognizer().recognize(sample.drawing.strokes).shape)
        #expect(shape.kind == .rectangle, "\(shape.kind) \(shape.sides ?? 0)")
        #expect(shape.vertices.count == 4)
        // The corners sit on the drawn ones: three within 10 % of the diagonal of the ink, the one
        // at the slanted side within 15 %.
        let bounds = try #require(sample.drawing.bounds)
        let points = sample.drawing.strokes.flatMap { $0.points.map(\.location) }
        let distances = shape.vertices.map { corner in points.map { $0.distance(to: corner) }.min() ?? .infinity }.sorted()
        #expect(distances[2] <= 0.1 * bounds.diagonal && distances[3] <= 0.15 * bounds.diagonal, "\(distances)")
    }

    @Test func slantedClosingSideIsARectangleAndShearedBoxAParallelogram() throws {
        var ink = SyntheticInk(seed: 31)
        // Left side slanted by 0.35 rad; drawn from the top-left with a gap before closing.
        let slanted = [Vector2(100, 100), Vector2(400, 100), Vector2(400, 200), Vector2(100 + 100 * tan(0.35), 200)]
        let box = try #require(ShapeRecognizer().recognize([ink.stroke(slanted, closed: true, style: .init(jitter: 1, gap: 0.03))]).shape)
        #expect(box.kind == .rectangle, "\(box.kind) \(box.sides ?? 0)")
        // Both pairs of sides parallel, corners 0.45 rad off square: a parallelogram.
        let sheared = [Vector2(100, 100), Vector2(400, 100), Vector2(400 + 100 * tan(0.45), 200), Vector2(100 + 100 * tan(0.45), 200)]
        let parallelogram = try #require(ShapeRecognizer().recognize([ink.stroke(sheared, closed: true, style: .init(jitter: 1))]).shape)
        #expect(parallelogram.kind == .polygon && parallelogram.traits.contains(.parallelogram), "\(parallelogram.kind)")
    }
}

/// Outlines closed past their start in an "X": the loop is cut where the two ends cross.
@Suite struct ShapeRecognizerCrossedClosureTests {
    /// $1 validation subject s08 closes this triangle by crossing its first side near the apex.
    @Test(.enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"))
    func dollarOneTriangleClosedInAnXIsATriangle() throws {
        let url = try #require(TestPaths.sharedDatasets).appendingPathComponent("dollar1-unistroke/s08/fast/triangle05.xml")
        let sample = try #require(try InkDataset.load(paths: [url]).samples.first)
        #expect(sample.split == .validation)
        let shape = try #require(ShapeRecognizer().recognize(sample.drawing.strokes).shape)
        #expect(shape.kind == .polygon || shape.kind == .regularPolygon, "\(shape.kind)")
        #expect(shape.sides == 3 && shape.vertices.count == 3)
    }

    @Test func syntheticTriangleClosedInAnXIsATriangle() throws {
        var ink = SyntheticInk(seed: 41)
        let apex = Vector2(200, 80), left = Vector2(80, 280), right = Vector2(330, 270)
        // A tail before the apex, the three sides, then across the first side just below the apex.
        let cross = apex + (left - apex) * 0.15
        let path = [apex + (apex - left) * 0.2, apex, left, right, cross, cross + (cross - right) * 0.25]
        let shape = try #require(ShapeRecognizer().recognize([ink.stroke(path, closed: false, style: .init(jitter: 0.8))]).shape)
        #expect((shape.kind == .polygon || shape.kind == .regularPolygon) && shape.sides == 3, "\(shape.kind) \(shape.sides ?? 0)")
    }
}

/// Hexagons and octagons drawn a side short, whose ends lie farther apart than a closed path's.
@Suite struct ShapeRecognizerOpenPolygonTests {
    /// Quick, Draw! train octagon #19: seven sides drawn in one stroke, the eighth (lower left)
    /// missing, the ends 0.46 of the diagonal apart.
    @Test func quickDrawOctagonWithoutItsLastSideCloses() throws {
        let file = TestPaths.datasets.appendingPathComponent("quickdraw-shapes/octagon.ndjson")
        let sample = try #require(try InkDataset.load(paths: [file]).samples.first { $0.source.hasSuffix("#19") })
        #expect(sample.split == .train)
        let recognition = ShapeRecognizer().recognize(sample.drawing.strokes)
        let shape = try #require(recognition.shape)
        #expect(shape.kind == .polygon || shape.kind == .regularPolygon, "\(shape.kind)")
        #expect(shape.sides == 8)
        #expect(recognition.confidence >= 0.9)
        // The stroke's ends are the two vertices of the missing side.
        let stroke = try #require(sample.drawing.strokes.first?.points.map(\.location))
        let bounds = try #require(sample.drawing.bounds)
        for end in [stroke[0], stroke[stroke.count - 1]] {
            let nearest = shape.vertices.map { $0.distance(to: end) }.min() ?? .infinity
            #expect(nearest <= 0.07 * bounds.diagonal, "end \(end) is \(nearest) from a vertex")
        }
    }

    /// $1 train "?" (s05, question_mark01): a hook of six drawn corners turning one way and a
    /// stem; the chord from the stem's foot back to the hook is far longer than the drawn sides,
    /// so it is no missing side and the "?" stays unsnapped.
    @Test(.enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"))
    func questionMarkIsNoOpenPolygon() throws {
        let url = try #require(TestPaths.sharedDatasets).appendingPathComponent("dollar1-unistroke/s05/slow/question_mark01.xml")
        let sample = try #require(try InkDataset.load(paths: [url]).samples.first)
        let recognition = ShapeRecognizer().recognize(sample.drawing.strokes)
        #expect(recognition.shape == nil, "\(String(describing: recognition.shape?.kind)) \(recognition.shape?.sides ?? 0)")
    }

    /// A synthetic hexagon missing one side (ends a side apart, ≈ 0.45 of the diagonal) closes to
    /// six sides; the same path missing three sides (a "U" of three) does not.
    @Test func syntheticOpenHexagonClosesAndHalfHexagonDoesNot() throws {
        var ink = SyntheticInk(seed: 5)
        let hexagon = SyntheticInk.regularPolygon(sides: 6, radius: 120)
        let style = SyntheticInk.Style(rotation: 0.3, jitter: 0.5, tremor: 1)
        let open = ink.stroke(Array(hexagon[0...5]), closed: false, style: style)
        let shape = try #require(ShapeRecognizer().recognize([open]).shape)
        #expect(shape.kind == .polygon || shape.kind == .regularPolygon, "\(shape.kind)")
        #expect(shape.sides == 6)
        let half = ink.stroke(Array(hexagon[0...3]), closed: false, style: style)
        let halfShape = ShapeRecognizer().recognize([half]).shape
        #expect(halfShape?.kind != .polygon && halfShape?.kind != .regularPolygon, "\(String(describing: halfShape?.kind))")
    }
}

/// Lines drawn with a mouse bow gently; they still snap to lines.
@Suite struct ShapeRecognizerBowedLineTests {
    /// Quick, Draw! train lines #9 (a diagonal bowing outwards) and #94 (a diagonal sweep with
    /// a slight "S") that declined with the line midpoint at 0.0152.
    @Test(arguments: [9, 94])
    func quickDrawBowedLineIsALine(index: Int) throws {
        let file = TestPaths.datasets.appendingPathComponent("quickdraw-shapes/line.ndjson")
        let sample = try #require(try InkDataset.load(paths: [file]).samples.first { $0.source.hasSuffix("#\(index)") })
        #expect(sample.split == .train)
        let recognition = ShapeRecognizer().recognize(sample.drawing.strokes)
        #expect(recognition.shape?.kind == .line, "\(String(describing: recognition.shape?.kind)) at \(recognition.confidence)")
        #expect(recognition.confidence < 0.75, "a bowed line stays less certain than a straight one")
    }
}

/// Triangles whose closing side stops short of the first corner: the corner is where the lines
/// of the first and last stretches meet, not a chord across the gap.
@Suite struct ShapeRecognizerMissedCornerTests {
    /// $1 train triangles that declined (s05 triangle10) or snapped to a 4-gon, the chord across
    /// the gap at the apex taken for a side (s03 triangle03, s04 triangle01).
    @Test(
        .enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"),
        arguments: ["s05/fast/triangle10.xml", "s03/slow/triangle03.xml", "s04/medium/triangle01.xml"])
    func dollarOneTriangleWithAGapAtTheApexIsATriangle(file: String) throws {
        let url = try #require(TestPaths.sharedDatasets).appendingPathComponent("dollar1-unistroke/\(file)")
        let sample = try #require(try InkDataset.load(paths: [url]).samples.first)
        #expect(sample.split == .train)
        let shape = try #require(ShapeRecognizer().recognize(sample.drawing.strokes).shape)
        #expect((shape.kind == .polygon || shape.kind == .regularPolygon) && shape.sides == 3, "\(shape.kind) \(shape.sides ?? 0)")
    }
}
