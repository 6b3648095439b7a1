import Foundation

// See `Vector2+CoreGraphics.swift`: members of inkrec's type, points on both sides.
extension BoundingBox {
    /// The box covering `rect`, in points, with `origin` its minimum corner: a rectangle with a
    /// negative width or height is taken standardized (as `CGRect.minX`/`maxX` read it). Exact on
    /// 64-bit platforms; `CGRect.null` and infinite rectangles give non-finite boxes.
    public init(_ rect: CGRect) {
        self.init(minX: Double(rect.minX), minY: Double(rect.minY), maxX: Double(rect.maxX), maxY: Double(rect.maxY))
    }

    /// This box as a `CGRect`, in points: a `Shape`'s `frame` for PaperKit's
    /// `insertNewShape(configuration:frame:rotation:)`. Exact on 64-bit platforms.
    public var cgRect: CGRect {
        CGRect(x: CGFloat(origin.x), y: CGFloat(origin.y), width: CGFloat(width), height: CGFloat(height))
    }
}
