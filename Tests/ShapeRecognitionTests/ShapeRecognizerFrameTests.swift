import Foundation
import InkCore
import Testing

@testable import ShapeRecognition

/// `Shape.frame`, `rotation` and `vertices` as `Shape` documents them: the frame is the unrotated
/// shape's own bounding box, turned by `rotation` about its centre onto the ink.
struct ShapeRecognizerFrameTests {
    /// `points` turned back by `shape.rotation` about the frame's centre: their box is the frame.
    func unrotatedBox(of points: [Vector2], in shape: Shape) -> BoundingBox {
        let c = shape.frame.center
        return BoundingBox(enclosing: points.map { c + ($0 - c).rotated(by: -shape.rotation) })!
    }

    func expectFrame(of shape: Shape, matches box: BoundingBox, within tolerance: Double, _ label: String) {
        for (got, want) in [(shape.frame.minX, box.minX), (shape.frame.minY, box.minY), (shape.frame.maxX, box.maxX), (shape.frame.maxY, box.maxY)] {
            #expect(abs(got - want) <= tolerance, "\(label): frame \(shape.frame) rotation \(shape.rotation), vertices span \(box)")
        }
    }

    struct RadialCase: Sendable, CustomTestStringConvertible {
        var outline: [Vector2], kind: ShapeKind, sides: Int, rotation: Double
        /// The unrotated extent, in points, and the tolerance on it and on the vertices' box.
        var width: Double, height: Double, tolerance: Double
        var testDescription: String { "\(kind) \(sides) at \(rotation)" }
    }

    /// An equilateral triangle of circumradius 100 spans √3·100 × 150; a five-point star
    /// 2·sin 72°·100 × (1 + cos 36°)·100.
    static let radialCases = [0.0, 0.3, -0.5].map {
        RadialCase(outline: SyntheticInk.regularPolygon(sides: 3, radius: 100), kind: .regularPolygon, sides: 3,
                   rotation: $0, width: 173.2, height: 150, tolerance: 3)
    } + [RadialCase(outline: SyntheticInk.pentagram(radius: 100), kind: .star, sides: 5, rotation: 0.2,
                    width: 190.2, height: 180.9, tolerance: 4)]

    @Test(arguments: radialCases)
    func regularPolygonAndStarFramesAreTheirOwnExtent(_ c: RadialCase) throws {
        var ink = SyntheticInk(seed: 7)
        let stroke = ink.stroke(c.outline, closed: true, style: .init(rotation: c.rotation))
        let shape = try #require(ShapeRecognizer().recognize([stroke]).shape)
        try #require(shape.kind == c.kind && shape.sides == c.sides, "\(shape.kind)")
        #expect(abs(shape.frame.width - c.width) <= c.tolerance && abs(shape.frame.height - c.height) <= c.tolerance, "\(shape.frame)")
        expectFrame(of: shape, matches: unrotatedBox(of: shape.vertices, in: shape), within: c.tolerance, c.testDescription)
    }

    /// Dragging turns the shape past a symmetry turn, which folds `rotation`: the frame must
    /// follow the vertices about the circle's centre.
    @Test func draggedTriangleKeepsItsFrameOnItsVertices() throws {
        var ink = SyntheticInk(seed: 9)
        let stroke = ink.stroke(SyntheticInk.regularPolygon(sides: 3, radius: 100), closed: true)
        let shape = try #require(ShapeRecognizer().recognize([stroke]).shape)
        try #require(shape.kind == .regularPolygon)
        for turn in [0.8, 1.5, -2.5] {
            let moved = shape.applying(SimilarityTransform(anchor: Vector2(10, 20), rotation: turn, scale: 1.5, translation: Vector2(30, -40)))
            #expect(abs(moved.rotation) <= .pi / 3 + 1e-9)
            expectFrame(of: moved, matches: unrotatedBox(of: moved.vertices, in: moved), within: 3, "turned \(turn)")
        }
    }

    /// Trial 21: a triangle with sides 11.8 % apart snapped regular with the ink's own vertices,
    /// which its equilateral frame (−3.9, 4.4, 107.9 × 93.4) did not hold: (50, 0) lay outside.
    @Test func regularTriangleVerticesAreTheFramesOwn() throws {
        let corners = [Vector2(0, 100), Vector2(50, 0), Vector2(100, 100)]
        let points = SyntheticInk.traced(corners + [corners[0]], spacing: 5).enumerated().map { InkPoint($1, timeOffset: Double($0) * 0.01) }
        let shape = try #require(ShapeRecognizer().recognize([InkStroke(points: points)]).shape)
        try #require(shape.kind == .regularPolygon && shape.vertices.count == 3, "\(shape.kind)")
        let v = shape.vertices
        let sides = v.indices.map { v[$0].distance(to: v[($0 + 1) % 3]) }
        #expect(sides.allSatisfy { abs($0 - sides[0]) <= 1e-9 * sides[0] }, "\(v)")
        expectFrame(of: shape, matches: unrotatedBox(of: v, in: shape), within: 1e-6, "isoceles")
        #expect(v.allSatisfy { v[0].y <= $0.y } && v.twiceSignedPolygonArea > 0, "clockwise from the top: \(v)")
    }

    /// Rectangles turned either way: the fit's local (−w/2, −h/2) corner is not always the
    /// top-most, yet `vertices` must start at the top-most.
    @Test(arguments: [0.35, -0.35, 0.6])
    func rectangleVerticesStartAtTheTopMostCorner(rotation: Double) throws {
        var ink = SyntheticInk(seed: 10)
        let stroke = ink.stroke(
            SyntheticInk.rectangle(width: 240, height: 120), closed: true, style: .init(rotation: rotation))
        let shape = try #require(ShapeRecognizer().recognize([stroke]).shape)
        try #require(shape.kind == .rectangle && shape.vertices.count == 4, "\(shape.kind)")
        let v = shape.vertices
        #expect(v.allSatisfy { v[0].y <= $0.y }, "\(v)")
        var area = 0.0
        for i in v.indices { area += v[i].cross(v[(i + 1) % 4]) }
        #expect(area > 0, "clockwise on screen (y down)")
    }

    /// An axis-aligned tall outline is unrotated and tall, not turned a quarter and wide; a drag
    /// that turns it a quarter keeps the rotation in (−π/4, π/4] by swapping the sides.
    @Test(arguments: [ShapeKind.ellipse, .rectangle])
    func tallOutlineIsUnrotatedAndTall(kind: ShapeKind) throws {
        var ink = SyntheticInk(seed: 11)
        let outline = kind == .ellipse
            ? SyntheticInk.ellipse(a: 50, b: 120) : SyntheticInk.rectangle(width: 100, height: 240)
        let shape = try #require(ShapeRecognizer().recognize([ink.stroke(outline, closed: true)]).shape)
        try #require(shape.kind == kind, "\(shape.kind)")
        #expect(abs(shape.rotation) <= 0.01, "\(shape.rotation)")
        #expect(abs(shape.frame.width - 100) <= 3 && abs(shape.frame.height - 240) <= 3, "\(shape.frame)")

        let turned = shape.applying(.rotation(.pi / 2 + 0.1, about: shape.center))
        #expect(abs(turned.rotation - shape.rotation - 0.1) <= 1e-9, "\(turned.rotation)")
        #expect(abs(turned.frame.width - shape.frame.height) <= 1e-9 && abs(turned.frame.height - shape.frame.width) <= 1e-9)
        #expect(turned.center.distance(to: shape.center) <= 1e-9)
    }
}
