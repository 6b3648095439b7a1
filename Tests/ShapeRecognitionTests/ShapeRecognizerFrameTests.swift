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

    @Test(arguments: [0.0, 0.3, -0.5])
    func regularPolygonFrameIsItsOwnExtent(rotation: Double) throws {
        var ink = SyntheticInk(seed: 7)
        let stroke = ink.stroke(
            SyntheticInk.regularPolygon(sides: 3, radius: 100), closed: true, style: .init(rotation: rotation))
        let shape = try #require(ShapeRecognizer().recognize([stroke]).shape)
        try #require(shape.kind == .regularPolygon && shape.sides == 3, "\(shape.kind)")
        // An equilateral triangle of circumradius 100 spans √3·100 × 150.
        #expect(abs(shape.frame.width - 173.2) <= 3 && abs(shape.frame.height - 150) <= 3, "\(shape.frame)")
        expectFrame(of: shape, matches: unrotatedBox(of: shape.vertices, in: shape), within: 2, "triangle at \(rotation)")
    }

    @Test func starFrameIsItsOwnExtent() throws {
        var ink = SyntheticInk(seed: 8)
        let stroke = ink.stroke(SyntheticInk.pentagram(radius: 100), closed: true, style: .init(rotation: 0.2))
        let shape = try #require(ShapeRecognizer().recognize([stroke]).shape)
        try #require(shape.kind == .star && shape.sides == 5, "\(shape.kind)")
        // A five-point star of circumradius 100 spans 2·sin(72°)·100 × (1 + cos 36°)·100.
        #expect(abs(shape.frame.width - 190.2) <= 4 && abs(shape.frame.height - 180.9) <= 4, "\(shape.frame)")
        expectFrame(of: shape, matches: unrotatedBox(of: shape.vertices, in: shape), within: 3, "star")
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
}
