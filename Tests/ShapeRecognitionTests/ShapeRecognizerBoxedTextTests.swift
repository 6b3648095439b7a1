import Foundation
import InkCore
import InkFormats
import TestSupport
import Testing

@testable import ShapeRecognition

/// A box or ellipse drawn round a line of handwriting takes no letters with it (trial 18 P1-1,
/// P1-2): a stroke of a group lies on the fitted outline or the group is not that shape.
struct ShapeRecognizerBoxedTextTests {
    /// "few more before you be": the first five lowercase words of the shipped UNIPEN category 7
    /// train split (writer art/writer08), side by side 90 pt apart on one baseline, as the trial
    /// composed them; point times in seconds from each stroke's start.
    static func line() throws -> [InkStroke] {
        let folder = TestPaths.datasets.appendingPathComponent("unipen-train_r01_v07/data/7")
        let words = try InkDataset.load(paths: [folder], split: .train).samples
            .filter { !$0.label.isEmpty && $0.label.allSatisfy { $0.isLetter && $0.isLowercase } }.prefix(5)
        #expect(words.map(\.label) == ["few", "more", "before", "you", "be"])
        var strokes: [InkStroke] = [], x = 0.0
        for word in words {
            let points = word.drawing.strokes.flatMap(\.points).map(\.location)
            let bounds = try #require(BoundingBox(enclosing: points))
            let middle = points.map(\.y).sorted()[points.count / 2]
            let offset = Vector2(x - bounds.minX, 500 - middle)
            strokes += word.drawing.strokes.map { stroke in
                InkStroke(points: stroke.points.enumerated().map { i, p in
                    InkPoint(x: p.x + offset.x, y: p.y + offset.y, timeOffset: Double(i) * 0.01)
                })
            }
            x += bounds.width + 90
        }
        return strokes
    }

    /// One stroke round `strokes`' ink, `margin` points out: a box from its top-left corner
    /// clockwise, or an ellipse through the box's side middles, 0.01 s a point.
    static func outline(round strokes: [InkStroke], margin: Double, ellipse: Bool) throws -> InkStroke {
        let b = try #require(BoundingBox(enclosing: strokes.flatMap(\.points).map(\.location)))
        let (x0, y0, x1, y1) = (b.minX - margin, b.minY - margin, b.maxX + margin, b.maxY + margin)
        var points: [Vector2] = []
        if ellipse {
            let c = Vector2((x0 + x1) / 2, (y0 + y1) / 2)
            points = (0...80).map { i in
                let t = Double(i) / 80 * 2 * Double.pi
                return c + Vector2((x1 - x0) / 2 * cos(t), (y1 - y0) / 2 * sin(t))
            }
        } else {
            let corners = [Vector2(x0, y0), Vector2(x1, y0), Vector2(x1, y1), Vector2(x0, y1), Vector2(x0, y0)]
            for k in 0..<4 { points += (0..<40).map { corners[k] + (corners[k + 1] - corners[k]) * (Double($0) / 40) } }
            points.append(corners[4])
        }
        return InkStroke(points: points.enumerated().map { InkPoint(x: $1.x, y: $1.y, timeOffset: Double($0) * 0.01) })
    }

    /// The box (60 pt out) or ellipse (60 pt out, as the trial's) with the letters it was grouped
    /// with: the group [box, "f", "e", "w"'s first strokes] is a rectangle (0.99) and [last "e"
    /// stroke, box] one (1.00), the ellipse likewise, and a grouping caller must see the letters
    /// lie off the outline. The shape alone has no stroke off it.
    @Test(arguments: [false, true])
    func outlineRoundTextHasLettersOffIt(ellipse: Bool) throws {
        let text = try Self.line()
        let round = try Self.outline(round: text, margin: 60, ellipse: ellipse)
        let recognizer = ShapeRecognizer()
        let kind: ShapeKind = ellipse ? .ellipse : .rectangle
        let alone = try #require(recognizer.recognize([round]).shape)
        #expect(alone.kind == kind)
        #expect(!ShapeRecognizer.hasStrokeOffOutline(alone, strokes: [round]))
        for group in [[round] + text.prefix(3), [text.last!, round]] {
            let grouped = try #require(recognizer.recognize(group).shape)
            #expect(grouped.kind == kind)
            #expect(ShapeRecognizer.hasStrokeOffOutline(grouped, strokes: group))
        }
    }

    /// A rectangle or polygon listing no vertices is measured against its frame's corners (the
    /// first version matched such a rectangle against no outline at all).
    @Test func aShapeWithoutVerticesIsMeasuredAgainstItsFrame() {
        func stroke(_ points: [Vector2]) -> InkStroke {
            InkStroke(points: points.enumerated().map { InkPoint(x: $1.x, y: $1.y, timeOffset: Double($0) * 0.01) })
        }
        let frame = BoundingBox(minX: 0, minY: 0, maxX: 300, maxY: 200)
        let top = stroke((0...30).map { Vector2(Double($0) * 10, 0) })
        let bottom = stroke((0...30).map { Vector2(Double($0) * 10, 200) })
        let inside = stroke((0...10).map { Vector2(100 + Double($0) * 10, 100) })
        for kind in [ShapeKind.rectangle, .polygon, .roundedRectangle] {
            let shape = Shape(kind: kind, frame: frame)
            #expect(!ShapeRecognizer.hasStrokeOffOutline(shape, strokes: [top, bottom]), "\(kind)")
            #expect(ShapeRecognizer.hasStrokeOffOutline(shape, strokes: [top, inside]), "\(kind)")
        }
    }

    /// Strokes with no finite point (empty, all NaN) are not off any outline, a one-point stroke
    /// far from it is, and a lone stroke, a line, an arrow and a star are never judged.
    @Test func badStrokesAgainstAnOutline() {
        let frame = BoundingBox(minX: 0, minY: 0, maxX: 300, maxY: 200)
        let box = Shape(kind: .rectangle, frame: frame)
        let side = InkStroke(locations: (0...30).map { Vector2(Double($0) * 10, 0) })
        let empty = InkStroke(points: [])
        let nan = InkStroke(locations: [Vector2(.nan, 5), Vector2(.infinity, .nan)])
        let dot = InkStroke(locations: [Vector2(150, 100)])
        #expect(!ShapeRecognizer.hasStrokeOffOutline(box, strokes: [side, empty, nan]))
        #expect(ShapeRecognizer.hasStrokeOffOutline(box, strokes: [side, dot]))
        #expect(!ShapeRecognizer.hasStrokeOffOutline(box, strokes: [dot]))
        for kind in [ShapeKind.line, .arrow, .star] {
            #expect(!ShapeRecognizer.hasStrokeOffOutline(Shape(kind: kind, frame: frame), strokes: [side, dot]), "\(kind)")
        }
    }

    /// A box drawn in two L-shaped strokes and a circle in two arcs still group: both lie on the
    /// outline.
    @Test func shapesDrawnInPartsStillGroup() throws {
        func stroke(_ points: [Vector2]) -> InkStroke {
            InkStroke(points: points.enumerated().map { InkPoint(x: $1.x, y: $1.y, timeOffset: Double($0) * 0.01) })
        }
        func run(_ a: Vector2, _ b: Vector2) -> [Vector2] { (0...30).map { a + (b - a) * (Double($0) / 30) } }
        let upper = stroke(run(Vector2(0, 200), Vector2(0, 0)) + run(Vector2(0, 0), Vector2(300, 0)))
        let lower = stroke(run(Vector2(300, 0), Vector2(300, 200)) + run(Vector2(300, 200), Vector2(0, 200)))
        let box = try #require(ShapeRecognizer().recognize([upper, lower]).shape)
        #expect(box.kind == .rectangle)
        #expect(!ShapeRecognizer.hasStrokeOffOutline(box, strokes: [upper, lower]))
        let arc = { (from: Double) in
            stroke((0...40).map { i in
                let t = from + Double(i) / 40 * Double.pi
                return Vector2(100 * cos(t), 100 * sin(t))
            })
        }
        let circle = try #require(ShapeRecognizer().recognize([arc(0), arc(Double.pi)]).shape)
        #expect(circle.kind == .ellipse)
        #expect(!ShapeRecognizer.hasStrokeOffOutline(circle, strokes: [arc(0), arc(Double.pi)]))
    }

    /// The trial's live case: the line written as its strokes 0.15 s apart, then 0.4 s later a box
    /// 60 pt round it, held 0.6 s. Before, the rectangle grouped the last 4 handwriting strokes and
    /// they left `canvasInk`; now it snaps alone and all the handwriting stays.
    @Test func boxHeldRoundTextLeavesTheTextOnTheCanvas() throws {
        let text = try Self.line()
        let box = try Self.outline(round: text, margin: 60, ellipse: false)
        var session = SnapSession()
        var time = 0.0
        func draw(_ stroke: InkStroke, hold: Double) throws {
            _ = try session.begin(InkPoint(x: stroke.points[0].x, y: stroke.points[0].y, timeOffset: time))
            for p in stroke.points.dropFirst() {
                _ = try session.append(InkPoint(x: p.x, y: p.y, timeOffset: time + (p.timeOffset ?? 0)))
            }
            time += stroke.points.last?.timeOffset ?? 0
            _ = session.update(time: time + hold)
            time += hold
            _ = session.end(at: time)
        }
        for stroke in text {
            try draw(stroke, hold: 0)
            time += 0.15
        }
        time += 0.25
        try draw(box, hold: 0.6)
        #expect(session.currentShape?.kind == .rectangle)
        #expect(session.groupedStrokes.isEmpty)
        #expect(session.canvasInk.count == text.count)
    }
}
