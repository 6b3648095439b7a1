import Foundation

/// A 2-D affine map `p ↦ (a·x + c·y + tx, b·x + d·y + ty)`, laid out as Core Graphics'
/// `CGAffineTransform` so an app can convert field by field.
public struct AffineTransform2D: Sendable, Hashable, Codable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(_ t: Vector2) -> AffineTransform2D {
        AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: t.x, ty: t.y)
    }

    public static func scale(x sx: Double, y sy: Double) -> AffineTransform2D {
        AffineTransform2D(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Rotation by `angle` radians about the origin (counter-clockwise in y-up axes, clockwise on screen).
    public static func rotation(_ angle: Double) -> AffineTransform2D {
        let co = cos(angle), s = sin(angle)
        return AffineTransform2D(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    /// Rotation by `angle` radians about `center`.
    public static func rotation(_ angle: Double, about center: Vector2) -> AffineTransform2D {
        translation(-center).concatenating(rotation(angle)).concatenating(translation(center))
    }

    /// The map that applies `self` first, then `next`.
    public func concatenating(_ next: AffineTransform2D) -> AffineTransform2D {
        AffineTransform2D(
            a: a * next.a + b * next.c, b: a * next.b + b * next.d,
            c: c * next.a + d * next.c, d: c * next.b + d * next.d,
            tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }

    /// The inverse map, or `nil` when the determinant is zero (the map flattens the plane).
    public var inverted: AffineTransform2D? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform2D(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    public func apply(_ p: Vector2) -> Vector2 {
        Vector2(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }
}
