import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport
import ShapeRecognition

/// Issue 3's named failure classes and kinds on real ink, beside the synthetic
/// `ShapeRecognizerTests`: each from a train or validation writer of `Datasets/` (always run) or,
/// where the repository has none, of ../shared/datasets (skipped without it). Where no drawing of
/// a class exists, real ink is changed as the doc comment says (resampled, extended, joined).
@Suite struct ShapeRecognizerNamedFailureClassesRealInkTests {
    let recognizer = ShapeRecognizer()

    /// The first drawing of `path` under `Datasets/` (a $1 or MMG gesture file), checked to be of
    /// a train or validation writer.
    static func shipped(_ path: String) throws -> LabeledInk {
        let url = TestPaths.datasets.appendingPathComponent(path)
        let sample = try #require(try InkDataset.load(paths: [url]).samples.first)
        #expect(sample.split == .train || sample.split == .validation, "\(path) is \(sample.split)")
        return sample
    }

    /// The only stroke of a one-stroke drawing.
    static func onlyStroke(_ sample: LabeledInk) throws -> InkStroke {
        try #require(sample.drawing.strokes.count == 1 ? sample.drawing.strokes.first : nil)
    }

    /// Twice the signed area the closed path encloses; negative when the pen turns
    /// counter-clockwise on the screen (y grows downwards).
    static func signedDoubleArea(_ points: [Vector2]) -> Double {
        zip(points, points.dropFirst() + points.prefix(1)).reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }
    }

    // MARK: Rectangles

    /// A one-stroke FC train process box's rectangle: at least `aspect` times as long as high,
    /// within `turn` radians of level, every corner inside the ink's box (checked, then returned).
    func thinProcessBox(_ box: LabeledInk, aspect: Double, turn: Double) throws -> Shape {
        #expect(box.label == "process" && box.split == .train && box.drawing.strokes.count == 1)
        let shape = try #require(recognizer.recognize(box.drawing.strokes).shape)
        #expect(shape.kind == .rectangle, "\(shape.kind)")
        #expect(shape.frame.width / shape.frame.height >= aspect, "\(shape.frame)")
        #expect(abs(shape.rotation) <= turn, "\(shape.rotation)")
        let bounds = try #require(box.drawing.bounds)
        for corner in shape.vertices { #expect(bounds.insetBy(-0.5).contains(corner), "\(corner)") }
        return shape
    }

    /// FC train writer 1's process box #122, one stroke 2.7 times as long as high (the thinnest
    /// one-stroke box of the shipped train and validation ink), is a rectangle inside its ink.
    @Test func thinFlowchartProcessBoxIsARectangle() throws {
        let box = try #require(ShapeRecognizerArrowTests.flowchartGroups("writer1_1.inkml").first { $0.id.hasSuffix("#122") })
        _ = try thinProcessBox(box, aspect: 2.5, turn: 0.06)
    }

    /// FC train writer 12's process box #118 of writer12_12, one stroke 949 × 188 points: a
    /// rectangle about 5.4 times as long as high, level, its corners inside the ink, nearly as
    /// long as the ink.
    @Test(.enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"))
    func longThinFlowchartProcessBoxIsARectangle() throws {
        let box = try ShapeRecognizerArrowTests.sharedFlowchartGroup("writer12_12.inkml", "#118")
        let shape = try thinProcessBox(box, aspect: 5, turn: 0.01)
        let bounds = try #require(box.drawing.bounds)
        #expect(shape.frame.width >= 0.95 * bounds.width, "\(shape.frame.width) of \(bounds.width)")
    }

    /// Quick, Draw! train square #5 is drawn tilted: its minimum-area box turns 1.321 rad, a
    /// quarter turn from −0.250. A rectangle turned −0.25 rad, 216 × 156 points, no square.
    @Test func quickDrawBoxDrawnTiltedKeepsItsTilt() throws {
        let sample = try quickDrawTrainSample("square", 5)
        let shape = try #require(recognizer.recognize(sample.drawing.strokes).shape)
        #expect(shape.kind == .rectangle && !shape.traits.contains(.square), "\(shape.kind) \(shape.traits)")
        #expect(abs(shape.rotation + 0.25) <= 0.03, "\(shape.rotation)")
        #expect(abs(shape.frame.width - 216) <= 6 && abs(shape.frame.height - 156) <= 6, "\(shape.frame)")
    }

    /// Quick, Draw! train squares drawn in four strokes, one a side: #20 is one square of about
    /// 215 points, #39 one 180 × 140 rectangle (no square).
    @Test func quickDrawFourStrokeBoxesAreOneRectangle() throws {
        let square = try quickDrawTrainSample("square", 20)
        #expect(square.drawing.strokes.count == 4)
        let s = try #require(recognizer.recognize(square.drawing.strokes).shape)
        #expect(s.kind == .rectangle && s.traits.contains(.square), "\(s.kind) \(s.traits)")
        #expect(abs(s.frame.width - 215) <= 6 && abs(s.frame.height - 216) <= 6, "\(s.frame)")

        let box = try quickDrawTrainSample("square", 39)
        #expect(box.drawing.strokes.count == 4)
        let b = try #require(recognizer.recognize(box.drawing.strokes).shape)
        #expect(b.kind == .rectangle && !b.traits.contains(.square), "\(b.kind) \(b.traits)")
        #expect(abs(b.frame.width - 180) <= 6 && abs(b.frame.height - 140) <= 6, "\(b.frame)")
    }

    // MARK: Lines

    /// Quick, Draw! train line #54 runs straight down, 302 points, 4 points across: a line from
    /// its top to its bottom, within a degree of upright.
    @Test func quickDrawUprightLineRunsTopToBottom() throws {
        let sample = try quickDrawTrainSample("line", 54)
        let shape = try #require(recognizer.recognize(sample.drawing.strokes).shape)
        #expect(shape.kind == .line, "\(shape.kind)")
        let start = try #require(shape.start), end = try #require(shape.end)
        let bounds = try #require(sample.drawing.bounds)
        #expect(abs(min(start.y, end.y) - bounds.minY) <= 2 && abs(max(start.y, end.y) - bounds.maxY) <= 2, "\(start) \(end)")
        #expect(abs(atan2(end.x - start.x, end.y - start.y)) <= Double.pi / 180, "\(start) \(end)")
    }

    /// Quick, Draw! train line #1 ends in a hook: the pen runs 6 points back (a turn of 174°)
    /// after a 340-point line. A line from where the pen set down to the hook's corner, along
    /// the drawn line.
    @Test func quickDrawLineWithAShortHookIsALine() throws {
        let sample = try quickDrawTrainSample("line", 1)
        let ink = try Self.onlyStroke(sample).locations
        let corner = try #require(ink.max { $0.x < $1.x })
        let first = try #require(ink.first), last = try #require(ink.last)
        #expect(corner.distance(to: last) >= 5, "the hook")
        let shape = try #require(recognizer.recognize(sample.drawing.strokes).shape)
        #expect(shape.kind == .line, "\(shape.kind)")
        let start = try #require(shape.start), end = try #require(shape.end)
        #expect(start.distance(to: first) <= 3, "\(start)")
        #expect(end.distance(to: corner) <= 4, "\(end)")
        #expect(abs((end - start).signedAngle(to: corner - first)) <= Double.pi / 180, "\(end - start)")
    }

    // MARK: Ellipses

    /// $1 train s02's medium circle09 turns counter-clockwise on the screen, as the $1 and Quick,
    /// Draw! circles mostly do: a circle 93 points across centred in its ink, and the same
    /// circle drawn back to front.
    @Test func counterClockwiseDrawnCircleIsACircle() throws {
        let sample = try Self.shipped("dollar1-unistroke/s02/medium/circle09.xml")
        let stroke = try Self.onlyStroke(sample)
        #expect(Self.signedDoubleArea(stroke.locations) < 0)
        let shape = try #require(recognizer.recognize([stroke]).shape)
        #expect(shape.kind == .ellipse && shape.traits.contains(.circle), "\(shape.kind) \(shape.traits)")
        #expect(abs(shape.frame.width - 93) <= 4, "\(shape.frame)")
        let bounds = try #require(stroke.bounds)
        #expect(shape.center.distance(to: bounds.center) <= 4, "\(shape.center)")

        var reversed = stroke
        reversed.points = stroke.points.reversed()
        let clockwise = try #require(recognizer.recognize([reversed]).shape)
        #expect(clockwise.kind == .ellipse && clockwise.traits.contains(.circle))
        #expect(clockwise.center.distance(to: shape.center) <= 1, "\(clockwise.center)")
    }

    /// No shipped circle is sparse, so the twenty $1 circles of s02 (train) and s08 (validation)
    /// are resampled to 11 points each, as a slow device or a thinned log gives them. Measured:
    /// 19 snap to ellipses and s02's circle02 declines (it declines at full resolution too);
    /// s02's circle03 and circle08 snapped to octagons until corners only the sampling makes
    /// stopped counting (`PreparedInk.withoutSampledCorners`, twenty-eighth pass).
    /// circle09 keeps its circle and centre.
    @Test func dollarOneCirclesResampledToElevenPointsAreEllipses() throws {
        var ellipses = 0, otherSnaps = 0, total = 0
        for writer in ["s02", "s08"] {
            for number in 1...10 {
                let sample = try Self.shipped("dollar1-unistroke/\(writer)/medium/circle\(String(format: "%02d", number)).xml")
                let sparse = try Self.onlyStroke(sample).resampled(count: 11)
                #expect(sparse.count == 11)
                total += 1
                switch recognizer.recognize([sparse]).shape?.kind {
                case .ellipse: ellipses += 1
                case nil: break
                default: otherSnaps += 1
                }
            }
        }
        #expect(total == 20)
        #expect(ellipses >= 19 && otherSnaps == 0, "\(ellipses) ellipses, \(otherSnaps) other snaps of \(total)")

        let stroke = try Self.onlyStroke(try Self.shipped("dollar1-unistroke/s02/medium/circle09.xml"))
        let full = try #require(recognizer.recognize([stroke]).shape)
        let sparse = try #require(recognizer.recognize([stroke.resampled(count: 11)]).shape)
        #expect(sparse.kind == .ellipse && sparse.traits.contains(.circle), "\(sparse.kind) \(sparse.traits)")
        #expect(sparse.center.distance(to: full.center) <= 3, "\(sparse.center) against \(full.center)")
        #expect(abs(sparse.frame.width - full.frame.width) <= 5, "\(sparse.frame.width) against \(full.frame.width)")
    }

    // MARK: Arrows

    /// No shipped arrow goes back along its shaft, so $1 train s02's medium arrow01 (shaft to the
    /// tip at point 33, one barb out and back, the other barb out) is extended with its own
    /// points: back up the second barb (72 to 63), then back along the shaft from the tip to
    /// point 16, each step taking the time it took drawn forwards. Still the arrow drawn, from
    /// its tail to its tip, with no head at the tail.
    @Test func dollarOneArrowRetracedAlongItsShaftIsTheSameArrow() throws {
        let stroke = try Self.onlyStroke(try Self.shipped("dollar1-unistroke/s02/medium/arrow01.xml"))
        try #require(stroke.count == 74)
        var retraced = stroke
        for index in Array((63...72).reversed()) + Array((16...33).reversed()) {
            let step = abs((stroke.points[index + 1].timeOffset ?? 0) - (stroke.points[index].timeOffset ?? 0))
            retraced.points.append(InkPoint(stroke.points[index].location, timeOffset: (retraced.points.last?.timeOffset ?? 0) + step))
        }
        let drawn = try #require(recognizer.recognize([stroke]).shape)
        let shape = try #require(recognizer.recognize([retraced]).shape)
        #expect(shape.kind == .arrow && shape.endMarker == .arrow && shape.startMarker == .none, "\(shape.kind)")
        let start = try #require(shape.start), end = try #require(shape.end)
        #expect(start.distance(to: Vector2(50, 242)) <= 3, "\(start)")
        #expect(end.distance(to: Vector2(158, 168)) <= 4, "\(end)")
        let drawnStart = try #require(drawn.start), drawnEnd = try #require(drawn.end)
        #expect(start.distance(to: drawnStart) <= 1 && end.distance(to: drawnEnd) <= 1, "drawn \(drawnStart) \(drawnEnd)")
    }

    // MARK: Groups

    /// No shipped shape has a dot inside it, so the two dots of MMG train writer 10's
    /// exclamation marks 01 and 02 (three points each, a point or two across) are moved inside
    /// $1 train s02's rectangle01: the box snaps exactly as it does alone.
    @Test func realDotsInsideARealBoxAreIgnored() throws {
        let box = try Self.onlyStroke(try Self.shipped("dollar1-unistroke/s02/medium/rectangle01.xml"))
        let boxBounds = try #require(box.bounds)
        var dots: [InkStroke] = []
        for (number, at) in [("01", Vector2(0.3, 0.4)), ("02", Vector2(0.7, 0.6))] {
            let mark = try Self.shipped("ndollar-mmg/10-stylus-MEDIUM/10-stylus-medium-exclamation_point-\(number).xml")
            let dot = try #require(mark.drawing.strokes.last)
            let dotBounds = try #require(dot.bounds)
            #expect(dot.count <= 4 && max(dotBounds.width, dotBounds.height) <= 2, "\(dotBounds)")
            let target = Vector2(boxBounds.minX + at.x * boxBounds.width, boxBounds.minY + at.y * boxBounds.height)
            dots.append(dot.applying(.translation(target - dotBounds.center)))
        }
        let alone = try #require(recognizer.recognize([box]).shape)
        #expect(alone.kind == .rectangle)
        let withDots = try #require(recognizer.recognize([dots[0], box, dots[1]]).shape)
        #expect(withDots.kind == .rectangle)
        #expect(withDots.center.distance(to: alone.center) <= 1e-9, "\(withDots.center)")
        #expect(abs(withDots.frame.width - alone.frame.width) <= 1e-9 && abs(withDots.rotation - alone.rotation) <= 1e-9)
    }

    // MARK: Polygons

    /// Drawn regular polygons: $1 train s02's triangle01 and Quick, Draw! train hexagon #35.
    @Test func drawnRegularPolygonsAreRegularPolygons() throws {
        let triangle = try Self.shipped("dollar1-unistroke/s02/medium/triangle01.xml")
        let t = try #require(recognizer.recognize(triangle.drawing.strokes).shape)
        #expect(t.kind == .regularPolygon && t.sides == 3 && t.vertices.count == 3, "\(t.kind) \(t.sides ?? 0)")
        let hexagon = try quickDrawTrainSample("hexagon", 35)
        let h = try #require(recognizer.recognize(hexagon.drawing.strokes).shape)
        #expect(h.kind == .regularPolygon && h.sides == 6 && h.vertices.count == 6, "\(h.kind) \(h.sides ?? 0)")
    }

    /// FC train writer 1's data symbol #110, four strokes, is a 4-gon with the parallelogram flag
    /// (FC train decision #119, a real diamond, is `ShapeRecognizerTests.squareOnItsCornerIsADiamond`).
    @Test func flowchartDataSymbolIsAParallelogram() throws {
        let data = try #require(ShapeRecognizerArrowTests.flowchartGroups("writer1_1.inkml").first { $0.id.hasSuffix("#110") })
        #expect(data.label == "data" && data.split == .train && data.drawing.strokes.count == 4)
        let shape = try #require(recognizer.recognize(data.drawing.strokes).shape)
        #expect(shape.kind == .polygon && shape.sides == 4 && shape.traits.contains(.parallelogram), "\(shape.kind) \(shape.traits)")
        #expect(!shape.traits.contains(.diamond))
    }
}
