import InkCore

/// An open polyline drawn over a panel's ink (a recognized shape's outline), in the drawing's own
/// coordinates (points, y down). `SVGRenderer` writes its points through the same frame as the ink
/// (relative to the ink's corner, scaled alike), so it lands on ink far from the origin, where an
/// `SVGPanel.overlay` element moved by a large `translate` is misplaced by single-precision
/// renderers (rsvg-convert at 1e9, dropped at 1e12). Non-finite points are left out; drawn at the
/// ink's default width.
public struct SVGPolyline: Sendable, Hashable {
    public var points: [Vector2]
    /// An SVG colour (`"red"`, `"rgba(220,30,30,0.7)"`), escaped on output.
    public var color: String

    public init(points: [Vector2], color: String) {
        self.points = points
        self.color = color
    }
}
