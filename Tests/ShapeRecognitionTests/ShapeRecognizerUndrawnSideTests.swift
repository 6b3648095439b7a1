import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport
@testable import ShapeRecognition

/// Two strokes drawn apart, such as the bars of an "=", do not close into a box or polygon
/// whose closing sides are only the bridges between the strokes
/// (`ShapeRecognizer.hasUndrawnSides(_:ink:)`); boxes and triangles whose every side is drawn,
/// in two to four strokes, still snap, and so do outlines with one side undrawn whose strokes
/// turn corners.
@Suite struct ShapeRecognizerUndrawnSideTests {
    /// Corners turned by `angle` radians about (200, 200).
    static func turned(_ corners: [Vector2], by angle: Double) -> [Vector2] {
        corners.map { Vector2(200, 200) + ($0 - Vector2(200, 200)).rotated(by: angle) }
    }

    /// Strokes through each corner list, turned together by `angle`, jittered 0.8 points.
    static func strokes(_ parts: [[Vector2]], angle: Double, seed: UInt64) -> [InkStroke] {
        var ink = SyntheticInk(seed: seed)
        let style = SyntheticInk.Style(jitter: 0.8, spacing: 3)
        return parts.map { ink.stroke(turned($0, by: angle), closed: false, style: style) }
    }

    /// Two parallel bars `width` points long, `gap` apart, the second shifted `inset` along them
    /// or shortened by `inset` at both ends, over rotations: never a closed shape (the trial23
    /// "=" snapped to 4–6-gons and, two equal 150-point bars 20 apart, to a rectangle at 0.997).
    /// A shifted or shorter bar puts a closing side's midpoint within reach of the other bar's
    /// ink, leaving fewer than two sides undrawn: that "=" declines as two straight strokes
    /// (eq23's rule let bars shifted past their gap snap to 4-gons).
    @Test(arguments: [40.0, 150.0, 300.0])
    func twoParallelBarsNeverClose(width: Double) {
        let closed: Set<ShapeKind> = [.rectangle, .roundedRectangle, .polygon, .regularPolygon, .ellipse, .star]
        var seed: UInt64 = 0
        for gap in [10.0, 20.0, 40.0] {
            for inset in [0.0, 5.0, 15.0, 20.0] where 2 * inset < width {
                for shortened in [false, true] {
                    for angle in [0.0, 0.5, 1.2, 2.0, 3.0] {
                        seed += 1
                        let end = 100 + width + (shortened ? -inset : inset)
                        let bars = [
                            [Vector2(100, 150), Vector2(100 + width, 150)],
                            [Vector2(100 + inset, 150 + gap), Vector2(end, 150 + gap)],
                        ]
                        let shape = ShapeRecognizer().recognize(Self.strokes(bars, angle: angle, seed: seed)).shape
                        #expect(shape.map { !closed.contains($0.kind) } ?? true,
                            "width \(width) gap \(gap) inset \(inset) shortened \(shortened) angle \(angle): \(String(describing: shape?.kind))")
                    }
                }
            }
        }
    }

    /// Boxes drawn as two "L"s, as "[" and "]", and as four sides, and a triangle drawn as three
    /// sides, every side with ink: they still snap to a box or a 3-gon.
    @Test(arguments: [0.0, 0.4, 1.1])
    func closedShapesInStrokesStillSnap(angle: Double) throws {
        let (a, b, c, d) = (Vector2(100, 100), Vector2(300, 100), Vector2(300, 220), Vector2(100, 220))
        let boxes = [[[d, a, b], [b, c, d]], [[Vector2(190, 100), a, d, Vector2(190, 220)], [Vector2(210, 100), b, c, Vector2(210, 220)]], [[a, b], [b, c], [c, d], [d, a]]]
        for (i, parts) in boxes.enumerated() {
            let shape = try #require(ShapeRecognizer().recognize(Self.strokes(parts, angle: angle, seed: UInt64(i + 1))).shape, "box \(i)")
            #expect(shape.kind == .rectangle || (shape.kind == .polygon && shape.sides == 4), "box \(i): \(shape.kind)")
        }
        let (p, q, r) = (Vector2(200, 80), Vector2(320, 260), Vector2(80, 260))
        let triangle = try #require(ShapeRecognizer().recognize(Self.strokes([[p, q], [q, r], [r, p]], angle: angle, seed: 9)).shape)
        #expect(triangle.sides == 3, "\(triangle.kind)")
    }

    /// Quick, Draw! "line" drawings #105 and the other shipped two-stroke one that snapped to
    /// 4-gons are two strokes apart: neither snaps to a closed shape.
    @Test func quickDrawTwoStrokeLinesDoNotClose() throws {
        let file = TestPaths.datasets.appendingPathComponent("quickdraw-shapes/line.ndjson")
        let samples = try InkDataset.load(paths: [file]).samples.filter { $0.drawing.strokes.count == 2 }
        #expect(samples.contains { $0.source.hasSuffix("#105") })
        for sample in samples {
            let kind = ShapeRecognizer().recognize(sample.drawing.strokes).shape?.kind
            #expect(kind == nil || kind == .line || kind == .arrow, "\(sample.source): \(String(describing: kind))")
        }
    }

    /// A box left open on its left side, drawn as "┐" and its bottom: one undrawn side of
    /// strokes that turn a corner is no "=", so the rule does not decline it, at any turn
    /// (held FC validation replays lost such boxes to eq23's rule, which declined any undrawn
    /// side). Whether the open box snaps at all is the closure's call, which depends on the turn.
    @Test(arguments: [0.0, 0.4, 1.1, 2.0])
    func boxOpenOnOneSideInTwoStrokesIsNotDeclined(angle: Double) throws {
        let (a, b, c, d) = (Vector2(0, 100), Vector2(400, 100), Vector2(400, 220), Vector2(0, 220))
        let ink = try #require(PreparedInk(Self.strokes([[a, b, c], [c, d]], angle: angle, seed: 3)))
        let corners = Self.turned([a, b, c, d], by: angle).map { $0 - ink.origin }
        var shape = Shape(kind: .polygon, frame: try #require(BoundingBox(enclosing: corners)))
        shape.vertices = corners
        #expect(!ShapeRecognizer.hasUndrawnSides(shape, ink: ink))
        // Its bottom and its top alone, two straight strokes, close nothing.
        let bars = try #require(PreparedInk(Self.strokes([[a, b], [c, d]], angle: angle, seed: 3)))
        shape.vertices = Self.turned([a, b, c, d], by: angle).map { $0 - bars.origin }
        #expect(ShapeRecognizer.hasUndrawnSides(shape, ink: bars))
    }

    /// Held replay: a box's left side snaps alone as a line (a shape, so no longer canvas ink),
    /// then its top and right, and its bottom, held, group into the rest of the box, whose left
    /// side no grouped stroke draws: the box still snaps (FC validation writer13_2 at 23.5 s).
    @Test func heldBoxWhoseSideSnappedEarlierStillSnaps() throws {
        let (a, b, c, d) = (Vector2(0, 0), Vector2(400, 0), Vector2(400, 120), Vector2(0, 120))
        var session = SnapSession()
        _ = try draw(pen(from: a, to: d, start: 0, duration: 0.3), into: &session)
        _ = session.update(time: 0.9)
        #expect(session.currentShape?.kind == .line)
        _ = session.end(at: 0.9)
        _ = try draw(pen(from: a, to: b, start: 1.1, duration: 0.3) + pen(from: b, to: c, start: 1.4, duration: 0.2).dropFirst(), into: &session)
        _ = session.end(at: 1.6)
        #expect(session.currentShape == nil)
        _ = try draw(pen(from: c, to: d, start: 1.8, duration: 0.3), into: &session)
        _ = session.update(time: 2.7)
        #expect(session.currentShape?.kind == .rectangle, "\(String(describing: session.currentShape?.kind))")
        #expect(session.groupedStrokes.count == 1)
    }

    /// Quick, Draw! train hexagon #39 is three strokes, left, right and bottom, its top never
    /// drawn: one undrawn side of strokes that turn corners, it still snaps to a hexagon (eq23's
    /// rule, any undrawn side, lost it and #26).
    @Test func quickDrawHexagonWithoutItsTopSnaps() throws {
        let file = TestPaths.datasets.appendingPathComponent("quickdraw-shapes/hexagon.ndjson")
        let sample = try #require(try InkDataset.load(paths: [file]).samples.first { $0.source.hasSuffix("#39") })
        #expect(sample.drawing.strokes.count == 3)
        let shape = try #require(ShapeRecognizer().recognize(sample.drawing.strokes).shape)
        #expect(shape.sides == 6, "\(shape.kind)")
    }

    /// Bad input: a one-point, an empty and a NaN stroke beside a bar close nothing and do not
    /// trap; one stroke is never judged; a NaN corner leaves both its sides undrawn; an empty,
    /// one-point or closed stroke is not straight.
    @Test func badInput() throws {
        let bar = InkStroke(points: (0...40).map { InkPoint(Vector2(100 + 3 * Double($0), 150), timeOffset: Double($0) * 0.01) })
        let extras = [
            InkStroke(points: [InkPoint(Vector2(100, 170), timeOffset: 0)]),
            InkStroke(points: []),
            InkStroke(points: (0...40).map { InkPoint(Vector2(.nan, 170), timeOffset: Double($0) * 0.01) }),
        ]
        for extra in extras {
            let kind = ShapeRecognizer().recognize([bar, extra]).shape?.kind
            #expect(kind == nil || kind == .line, "\(String(describing: kind))")
        }
        let corners = SyntheticInk.rectangle(width: 200, height: 120, at: .zero)
        let box = SyntheticInk.traced(corners + [corners[0]], spacing: 3).map { InkPoint($0, timeOffset: 0) }
        let one = try #require(PreparedInk([InkStroke(points: box)]))
        var shape = Shape(kind: .polygon, frame: BoundingBox(minX: 0, minY: 0, maxX: 200, maxY: 120))
        shape.vertices = [Vector2(0, 0), Vector2(200, 0), Vector2(200, 120), Vector2(0, 120)]
        #expect(!ShapeRecognizer.hasUndrawnSides(shape, ink: one))
        let two = try #require(PreparedInk([InkStroke(points: Array(box.prefix(box.count / 2))), InkStroke(points: Array(box.suffix(box.count / 2)))]))
        #expect(!ShapeRecognizer.hasUndrawnSides(shape, ink: two))
        shape.vertices[1] = Vector2(.nan, 0)
        #expect(ShapeRecognizer.hasUndrawnSides(shape, ink: two))
        #expect(!ShapeRecognizer.isStraight([]) && !ShapeRecognizer.isStraight([Vector2(1, 1)]))
        #expect(!ShapeRecognizer.isStraight([Vector2(0, 0), Vector2(10, 0), Vector2(0, 0)]))
        #expect(ShapeRecognizer.isStraight([Vector2(0, 0), Vector2(50, 5), Vector2(100, 0)]))
        #expect(!ShapeRecognizer.isStraight([Vector2(0, 0), Vector2(50, 13), Vector2(100, 0)]))
    }
}
