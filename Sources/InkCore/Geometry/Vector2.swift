import Foundation

/// A point or displacement in the ink plane, in points (y grows downward).
public struct Vector2: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double

    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    public init(x: Double, y: Double) {
        self.init(x, y)
    }

    public static let zero = Vector2(0, 0)

    /// Euclidean length, in points.
    public var length: Double { (x * x + y * y).squareRoot() }
    /// Squared length; avoids the square root in comparisons.
    public var lengthSquared: Double { x * x + y * y }
    /// Angle from the positive x axis, in radians in (−π, π].
    public var angle: Double { atan2(y, x) }
    /// True when both components are finite (neither NaN nor infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// This vector scaled to length 1, or `.zero` when it has no length.
    public var normalized: Vector2 {
        let l = length
        return l > 0 ? Vector2(x / l, y / l) : .zero
    }

    /// The vector turned a quarter turn (counter-clockwise in y-up axes).
    public var perpendicular: Vector2 { Vector2(-y, x) }

    public func dot(_ other: Vector2) -> Double { x * other.x + y * other.y }
    /// The z component of the 3-D cross product: positive when `other` turns counter-clockwise (y up).
    public func cross(_ other: Vector2) -> Double { x * other.y - y * other.x }
    public func distance(to other: Vector2) -> Double { (self - other).length }

    /// This vector rotated by `angle` radians about the origin.
    public func rotated(by angle: Double) -> Vector2 {
        let c = cos(angle), s = sin(angle)
        return Vector2(c * x - s * y, s * x + c * y)
    }

    public static func + (a: Vector2, b: Vector2) -> Vector2 { Vector2(a.x + b.x, a.y + b.y) }
    public static func - (a: Vector2, b: Vector2) -> Vector2 { Vector2(a.x - b.x, a.y - b.y) }
    public static func * (a: Vector2, s: Double) -> Vector2 { Vector2(a.x * s, a.y * s) }
    public static func * (s: Double, a: Vector2) -> Vector2 { Vector2(a.x * s, a.y * s) }
    public static func / (a: Vector2, s: Double) -> Vector2 { Vector2(a.x / s, a.y / s) }
    public static prefix func - (a: Vector2) -> Vector2 { Vector2(-a.x, -a.y) }
    public static func += (a: inout Vector2, b: Vector2) { a = a + b }
    public static func -= (a: inout Vector2, b: Vector2) { a = a - b }

    /// Linear interpolation: `a` at `t == 0`, `b` at `t == 1`.
    public static func lerp(_ a: Vector2, _ b: Vector2, _ t: Double) -> Vector2 {
        Vector2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
    }
}
