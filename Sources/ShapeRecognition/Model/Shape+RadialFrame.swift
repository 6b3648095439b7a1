import Foundation
import InkCore

extension Shape {
    /// The frame of a regular polygon (`innerRadiusRatio` `nil`) or star with `count` sides or
    /// points on the circle of `radius` points about `center`, turned by `rotation` radians from one
    /// point straight up: the unrotated outline's bounding box, placed so that turning it by
    /// `rotation` about its own centre puts the points where they are (as PaperKit's
    /// `insertNewShape(configuration:frame:rotation:)` draws it). O(count).
    static func radialFrame(
        count: Int, innerRadiusRatio: Double?, center: Vector2, radius: Double, rotation: Double
    ) -> BoundingBox {
        let unit = unitRadialBox(count: count, innerRadiusRatio: innerRadiusRatio)
        let middle = center + (unit.center * radius).rotated(by: rotation)
        let size = Vector2(unit.width, unit.height) * radius
        return BoundingBox(origin: middle - size / 2, width: size.x, height: size.y)
    }

    /// The circumscribed circle of a regular polygon or star, read back from `frame` and
    /// `rotation` (the inverse of `radialFrame`); `nil` for other kinds or without `sides`.
    var radialCircle: (center: Vector2, radius: Double)? {
        guard kind == .regularPolygon || kind == .star, let sides, sides >= 3 else { return nil }
        let unit = Self.unitRadialBox(count: sides, innerRadiusRatio: kind == .star ? innerRadiusRatio : nil)
        let radius = frame.width / unit.width
        return (frame.center - (unit.center * radius).rotated(by: rotation), radius)
    }

    /// The bounding box of the outline with circumradius 1 about the origin, one point straight up
    /// (y down): points at −π/2 + 2πk/count, inner vertices (stars) halfway between at the ratio.
    private static func unitRadialBox(count: Int, innerRadiusRatio: Double?) -> BoundingBox {
        let step = 2 * Double.pi / Double(max(count, 1))
        var corners: [Vector2] = []
        for k in 0..<max(count, 1) {
            let angle = -Double.pi / 2 + step * Double(k)
            corners.append(Vector2(cos(angle), sin(angle)))
            if let ratio = innerRadiusRatio {
                corners.append(Vector2(cos(angle + step / 2), sin(angle + step / 2)) * ratio)
            }
        }
        return BoundingBox(enclosing: corners)!
    }
}
