import Foundation

// Bridges to the CoreGraphics types UIKit, AppKit, PencilKit and PaperKit take (Foundation has
// them on Linux too). Members of inkrec's types, not of `CGPoint`: `import InkRec` adds nothing
// to the platform's types. Both sides are in points; `CGFloat` is `Double` on 64-bit platforms,
// so the conversions are exact there.
extension Vector2 {
    /// The point `point`, in points (a `UITouch` location, a `PKStrokePoint.location`). Exact.
    @inlinable
    public init(_ point: CGPoint) {
        self.init(Double(point.x), Double(point.y))
    }

    /// This vector as a `CGPoint`, in points: for `UICanvasFeedbackGenerator.pathCompleted(at:)`,
    /// PaperKit's `insertNewLine(configuration:from:to:…)`, drawing. Exact on 64-bit platforms.
    @inlinable
    public var cgPoint: CGPoint { CGPoint(x: CGFloat(x), y: CGFloat(y)) }
}
