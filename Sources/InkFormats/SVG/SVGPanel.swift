import InkCore

/// One drawing for `SVGRenderer`: the ink, an optional caption, and extra SVG drawn over it.
public struct SVGPanel: Sendable, Hashable {
    public var drawing: InkDrawing
    /// Text shown under the ink (escaped on output), or `nil` for none.
    public var label: String?
    /// SVG elements in the drawing's own coordinates (points, y down), inserted as written after
    /// the strokes: the hook for drawing recognized shapes over the ink, e.g.
    /// `<ellipse cx="50" cy="40" rx="30" ry="20" fill="none" stroke="red"/>`. Not escaped: pass
    /// markup the program built, not user text.
    /// Moved onto the ink by a `transform`, which renderers place imprecisely far from the
    /// origin: draw outlines as `polylines` instead.
    public var overlay: [String]
    /// Lines drawn over the ink (after `overlay`), written in the ink's own frame.
    public var polylines: [SVGPolyline]

    public init(drawing: InkDrawing, label: String? = nil, overlay: [String] = [], polylines: [SVGPolyline] = []) {
        self.drawing = drawing
        self.label = label
        self.overlay = overlay
        self.polylines = polylines
    }
}
