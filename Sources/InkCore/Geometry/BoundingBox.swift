import Foundation

/// An axis-aligned rectangle in points: `origin` is the minimum corner (top-left with y down).
public struct BoundingBox: Sendable, Hashable, Codable {
    public var origin: Vector2
    public var width: Double
    public var height: Double

    @inlinable
    public init(origin: Vector2, width: Double, height: Double) {
        self.origin = origin
        self.width = width
        self.height = height
    }

    @inlinable
    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.init(origin: Vector2(minX, minY), width: maxX - minX, height: maxY - minY)
    }

    /// The smallest box holding every point, or `nil` for an empty sequence. O(n).
    /// `@inlinable` so callers in other modules get it specialized for their sequence type.
    @inlinable
    public init?<S: Sequence>(enclosing points: S) where S.Element == Vector2 {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        var any = false
        for p in points {
            any = true
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        guard any else { return nil }
        self.init(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + width }
    public var maxY: Double { origin.y + height }
    public var center: Vector2 { Vector2(origin.x + width / 2, origin.y + height / 2) }
    /// The length of the diagonal, in points: the usual size measure for closure and tolerance ratios.
    public var diagonal: Double { (width * width + height * height).squareRoot() }

    /// The smallest box holding both.
    public func union(_ other: BoundingBox) -> BoundingBox {
        BoundingBox(
            minX: min(minX, other.minX), minY: min(minY, other.minY),
            maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// This box shrunk by `amount` points on every side (a negative amount grows it).
    public func insetBy(_ amount: Double) -> BoundingBox {
        BoundingBox(minX: minX + amount, minY: minY + amount, maxX: maxX - amount, maxY: maxY - amount)
    }

    public func contains(_ p: Vector2) -> Bool {
        p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
    }
}
