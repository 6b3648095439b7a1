import Foundation

/// A point or displacement in the ink plane, in points (y grows downward).
///
/// The arithmetic is `@inlinable`: the shape fits call it in their inner loops across modules.
public struct Vector2: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double

    @inlinable
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    @inlinable
    public init(x: Double, y: Double) {
        self.init(x, y)
    }

    public static let zero = Vector2(0, 0)

    /// Euclidean length, in points.
    @inlinable public var length: Double { (x * x + y * y).squareRoot() }
    /// Squared length; avoids the square root in comparisons.
    @inlinable public var lengthSquared: Double { x * x + y * y }
    /// Angle from the positive x axis, in radians in (−π, π].
    @inlinable public var angle: Double { atan2(y, x) }
    /// The turn from this direction to `other`, in radians in [−π, π]: positive where `cross`
    /// is (counter-clockwise with y up, clockwise on a y-down canvas); `abs` of it is the angle
    /// between them. 0 when either has no length.
    @inlinable public func signedAngle(to other: Vector2) -> Double { atan2(cross(other), dot(other)) }
    /// True when both components are finite (neither NaN nor infinite).
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

    /// This vector scaled to length 1, or `.zero` when it has no length.
    @inlinable public var normalized: Vector2 {
        let l = length
        return l > 0 ? Vector2(x / l, y / l) : .zero
    }

    /// The vector turned a quarter turn (counter-clockwise in y-up axes).
    @inlinable public var perpendicular: Vector2 { Vector2(-y, x) }

    @inlinable public func dot(_ other: Vector2) -> Double { x * other.x + y * other.y }
    /// The z component of the 3-D cross product: positive when `other` turns counter-clockwise (y up).
    @inlinable public func cross(_ other: Vector2) -> Double { x * other.y - y * other.x }
    @inlinable public func distance(to other: Vector2) -> Double { (self - other).length }

    /// This vector rotated by `angle` radians about the origin.
    @inlinable public func rotated(by angle: Double) -> Vector2 {
        let c = cos(angle), s = sin(angle)
        return Vector2(c * x - s * y, s * x + c * y)
    }

    @inlinable public static func + (a: Vector2, b: Vector2) -> Vector2 { Vector2(a.x + b.x, a.y + b.y) }
    @inlinable public static func - (a: Vector2, b: Vector2) -> Vector2 { Vector2(a.x - b.x, a.y - b.y) }
    @inlinable public static func * (a: Vector2, s: Double) -> Vector2 { Vector2(a.x * s, a.y * s) }
    @inlinable public static func * (s: Double, a: Vector2) -> Vector2 { Vector2(a.x * s, a.y * s) }
    @inlinable public static func / (a: Vector2, s: Double) -> Vector2 { Vector2(a.x / s, a.y / s) }
    @inlinable public static prefix func - (a: Vector2) -> Vector2 { Vector2(-a.x, -a.y) }
    @inlinable public static func += (a: inout Vector2, b: Vector2) { a = a + b }
    @inlinable public static func -= (a: inout Vector2, b: Vector2) { a = a - b }

    /// Linear interpolation: `a` at `t == 0`, `b` at `t == 1`.
    @inlinable public static func lerp(_ a: Vector2, _ b: Vector2, _ t: Double) -> Vector2 {
        Vector2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
    }
}
