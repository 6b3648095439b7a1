import Foundation
import InkCore

/// A coordinate of a shape that can lock onto a guide line: an edge, the centre, or a line endpoint.
struct AlignmentFeature: Sendable, Hashable {
    /// The x (for vertical guides) or y (for horizontal guides), in points.
    var value: Double
    var isCenter: Bool
    /// The point on the shape this coordinate belongs to, where feedback is given.
    var point: Vector2
}

extension Shape {
    /// What aligns along x (`vertical: true`, against vertical guide lines) or along y: a line's or
    /// arrow's endpoints; a closed shape's left/centre/right (top/centre/bottom) of its on-screen
    /// extent. O(vertices).
    func alignmentFeatures(vertical: Bool) -> [AlignmentFeature] {
        func feature(_ p: Vector2, isCenter: Bool = false) -> AlignmentFeature {
            AlignmentFeature(value: vertical ? p.x : p.y, isCenter: isCenter, point: p)
        }
        if isLinear, let start, let end {
            return [feature(start), feature(end)]
        }
        let box = screenExtent
        let c = box.center
        return vertical
            ? [feature(Vector2(box.minX, c.y)), feature(c, isCenter: true), feature(Vector2(box.maxX, c.y))]
            : [feature(Vector2(c.x, box.minY)), feature(c, isCenter: true), feature(Vector2(c.x, box.maxY))]
    }

    /// The direction orientation guides compare, in radians (only its value modulo
    /// `rotationPeriod` matters): a line's or arrow's direction, an irregular polygon's longest side,
    /// else `rotation`; `nil` for circles and degenerate lines, which have none.
    var orientation: Double? {
        if isLinear, let start, let end {
            return start == end ? nil : (end - start).angle
        }
        if traits.contains(.circle) { return nil }
        if kind == .polygon, vertices.count >= 2 {
            let sides = vertices.indices.map { vertices[($0 + 1) % vertices.count] - vertices[$0] }
            return sides.max { $0.lengthSquared < $1.lengthSquared }.map(\.angle)
        }
        return rotation
    }

    /// The point the shape turns (and, while adjusting, scales) about: a line's start, where the
    /// pen anchored it, else the centre.
    var pivot: Vector2 {
        isLinear ? start! : center
    }

    /// The axis-aligned box the shape covers on screen, rotation included: its vertices when it has
    /// them, else the rotated frame (exact for ellipses and rectangles).
    var screenExtent: BoundingBox {
        if let box = BoundingBox(enclosing: vertices) { return box }
        let a = frame.width / 2, b = frame.height / 2
        let c = abs(cos(rotation)), s = abs(sin(rotation))
        let half: Vector2 =
            kind == .ellipse
            ? Vector2(((a * c) * (a * c) + (b * s) * (b * s)).squareRoot(), ((a * s) * (a * s) + (b * c) * (b * c)).squareRoot())
            : Vector2(a * c + b * s, a * s + b * c)
        let center = frame.center
        return BoundingBox(origin: center - half, width: 2 * half.x, height: 2 * half.y)
    }
}
