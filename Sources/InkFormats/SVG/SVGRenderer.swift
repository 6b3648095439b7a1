import Foundation
import InkCore
import InkFiles

/// Draws ink as SVG 1.1: one `<path>` per stroke, for one drawing or a labelled grid of many.
///
/// Each drawing sits in a nested `<svg>` whose `viewBox` is the drawing's bounding box grown by
/// `margin`, scaled to fit its cell. Its points are written relative to the corner of their
/// bounds (the ink's top-left point is "0 0", the viewBox starts at minus the margin), so ink far
/// from the origin keeps its shape, and ink under 1e-290 across is written scaled by a power of
/// ten (`SVGInkFrame`); an `SVGPanel.overlay`, in the drawing's own coordinates, is moved onto
/// the ink by a `transform`, and an `SVGPanel.polylines` outline is written in the ink's frame. Strokes without their own `width` are drawn
/// `strokeWidth` pixels wide at any scale, as a width in the cell's own units (`strokeWidth`
/// over the cell's pixels per unit: `vector-effect="non-scaling-stroke"` is ignored by
/// rsvg-convert and CairoSVG, which drew ink in tiny units as a blob and in huge ones not at all),
/// and overlay elements that set no `stroke-width` inherit that width; a stroke's
/// `color` is used where present, and its `width` (points, as the coordinates) where it draws at
/// least `strokeWidth` pixels wide: a thinner one is drawn as a stroke without a width, so a fine
/// pen on coordinates in small device units (FC flowcharts: a 0.19 pt brush on 1/500 in) stays
/// visible. A caption shows line breaks as "↵" and is cut with "…" to its cell's width
/// (`captionText(_:width:)`). Non-finite points are left out; a
/// one-point stroke is drawn as a dot. O(n) in the number of points.
public struct SVGRenderer: Sendable {
    /// Space around the ink on every side, as a fraction of the drawing's larger side.
    public var margin: Double
    /// Line width in output pixels, for strokes that have no `width`.
    public var strokeWidth: Double
    /// Line colour for strokes that have no `color`.
    public var strokeColor: String
    /// Output size in pixels: the larger side of a single drawing, or the side of a grid cell.
    public var cellSize: Double
    /// Caption size in pixels.
    public var fontSize: Double

    public init(
        margin: Double = 0.05, strokeWidth: Double = 2, strokeColor: String = "#1a1a1a",
        cellSize: Double = 200, fontSize: Double = 12
    ) {
        self.margin = margin
        self.strokeWidth = strokeWidth
        self.strokeColor = strokeColor
        self.cellSize = cellSize
        self.fontSize = fontSize
    }

    /// One drawing: the document is `cellSize` pixels on the drawing's larger side (plus a caption
    /// line when the panel has a label).
    public func document(_ panel: SVGPanel) -> String {
        let ink = SVGInkFrame(drawing: panel.drawing, margin: margin)
        let scale = cellSize / max(ink.box.width, ink.box.height)
        let frame = BoundingBox(minX: 0, minY: 0, maxX: ink.box.width * scale, maxY: ink.box.height * scale)
        let caption = panel.label == nil ? 0 : captionHeight
        return wrap(width: frame.width, height: frame.height + caption, body: cell(panel, ink: ink, in: frame, caption: caption))
    }

    /// Many drawings in a grid, row by row, each scaled to fit a `cellSize` square with its label
    /// under it (for `inkrec render` of a dataset file).
    /// - Parameter columns: cells per row; `nil` picks ⌈√count⌉ so the grid is about square.
    public func grid(_ panels: [SVGPanel], columns: Int? = nil) -> String {
        let columnCount = max(1, min(columns ?? Int(Double(panels.count).squareRoot().rounded(.up)), max(panels.count, 1)))
        let rowCount = (panels.count + columnCount - 1) / columnCount
        let caption = panels.contains { $0.label != nil } ? captionHeight : 0
        let cellHeight = cellSize + caption
        var body = ""
        for (i, panel) in panels.enumerated() {
            let origin = Vector2(Double(i % columnCount) * cellSize, Double(i / columnCount) * cellHeight)
            let frame = BoundingBox(origin: origin, width: cellSize, height: cellSize)
            body += "<rect x=\"\(Self.number(origin.x))\" y=\"\(Self.number(origin.y))\" width=\"\(Self.number(cellSize))\" "
                + "height=\"\(Self.number(cellHeight))\" fill=\"none\" stroke=\"#dddddd\"/>\n"
            body += cell(panel, ink: SVGInkFrame(drawing: panel.drawing, margin: margin), in: frame, caption: caption)
        }
        return wrap(width: Double(columnCount) * cellSize, height: Double(rowCount) * cellHeight, body: body)
    }

    /// Writes `svg` to `url` atomically (a temporary file in the same folder, then a rename).
    /// - Throws: `InkFormatError` (`.unwritable`).
    public func write(_ svg: String, to url: URL) throws {
        try AtomicFile.write(to: url) { Data(svg.utf8) }
    }

    // MARK: Parts

    private var captionHeight: Double { fontSize * 1.6 }

    private func wrap(width: Double, height: Double, body: String) -> String {
        let w = Self.number(width), h = Self.number(height)
        // No XML declaration: the same text is a UTF-8 .svg file and an inline <svg> in HTML.
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
            + "<rect width=\"\(w)\" height=\"\(h)\" fill=\"white\"/>\n" + body + "</svg>\n"
    }

    /// The drawing in `frame` (output pixels), written in `ink`'s units (made once per drawing:
    /// it reads every point), its label in a `caption`-high band below.
    private func cell(_ panel: SVGPanel, ink: SVGInkFrame, in frame: BoundingBox, caption: Double) -> String {
        let box = ink.box
        let decimals = Self.coordinateDecimals(extent: max(box.width, box.height))
        func unit(_ value: Double) -> String { Self.number(value, decimals: decimals) }
        var out = "<svg x=\"\(Self.number(frame.minX))\" y=\"\(Self.number(frame.minY))\" width=\"\(Self.number(frame.width))\" "
            + "height=\"\(Self.number(frame.height))\" viewBox=\"\(unit(box.minX)) \(unit(box.minY)) "
            + "\(unit(box.width)) \(unit(box.height))\" preserveAspectRatio=\"xMidYMid meet\">\n"
        // preserveAspectRatio "meet": the smaller of the two scales.
        let pixelsPerUnit = min(frame.width / box.width, frame.height / box.height)
        for stroke in panel.drawing.strokes {
            if let path = path(stroke, in: ink, pixelsPerUnit: pixelsPerUnit, decimals: decimals) { out += path }
        }
        if !panel.overlay.isEmpty {
            // The width is in the transformed space: drawing units.
            let transform = ink.overlayTransform.map { " transform=\"\($0)\"" } ?? ""
            out += "<g\(transform) stroke-width=\"\(Self.strokeWidthText(ink.drawingLength(strokeWidth / pixelsPerUnit)))\">\n"
            for element in panel.overlay { out += element + "\n" }
            out += "</g>\n"
        }
        for line in panel.polylines {
            let points = line.points.filter { $0.x.isFinite && $0.y.isFinite }.map(ink.location)
            guard points.count > 1 else { continue }
            let list = points.map { "\(unit($0.x)),\(unit($0.y))" }.joined(separator: " ")
            out += "<polyline points=\"\(list)\" fill=\"none\" stroke=\"\(XMLEscaping.attribute(line.color))\" "
                + "stroke-width=\"\(Self.strokeWidthText(strokeWidth / pixelsPerUnit))\" stroke-linejoin=\"round\"/>\n"
        }
        out += "</svg>\n"
        if let label = panel.label {
            let x = frame.center.x, y = frame.maxY + caption * 0.72
            out += "<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" font-family=\"sans-serif\" "
                + "font-size=\"\(Self.number(fontSize))\" text-anchor=\"middle\">\(XMLEscaping.text(captionText(label, width: frame.width)))</text>\n"
        }
        return out
    }

    /// `label` on one line that fits `width` pixels: SVG text drops line breaks (the lines ran
    /// together), so each is shown as "↵", and a label longer than the width (at an average
    /// sans-serif glyph of 0.6 × `fontSize`) is cut with "…" rather than run into its neighbours.
    private func captionText(_ label: String, width: Double) -> String {
        let characters = label.map { $0.isNewline ? "↵" : $0 }
        let fitting = max(1, Int(width / (0.6 * fontSize)))
        guard characters.count > fitting else { return String(characters) }
        return String(characters.prefix(fitting - 1)) + "…"
    }

    /// - Parameters:
    ///   - ink: the units the points are written in; `pixelsPerUnit` is per written unit.
    ///   - decimals: the coordinates' decimal places (``coordinateDecimals(extent:)``).
    private func path(_ stroke: InkStroke, in ink: SVGInkFrame, pixelsPerUnit: Double, decimals: Int) -> String? {
        let points = stroke.points.map(\.location).filter { $0.x.isFinite && $0.y.isFinite }.map(ink.location)
        guard let first = points.first else { return nil }
        var d = "M\(Self.number(first.x, decimals: decimals)) \(Self.number(first.y, decimals: decimals))"
        // A lone point becomes a zero-length segment, which round caps draw as a dot.
        for p in points.count == 1 ? points : Array(points.dropFirst()) {
            d += " L\(Self.number(p.x, decimals: decimals)) \(Self.number(p.y, decimals: decimals))"
        }
        let color = XMLEscaping.attribute(stroke.color ?? strokeColor)
        let width = stroke.width.map(ink.writtenLength).flatMap { $0.isFinite && $0 * pixelsPerUnit >= strokeWidth ? $0 : nil }
        return "<path d=\"\(d)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(Self.strokeWidthText(width ?? strokeWidth / pixelsPerUnit))\" "
            + "stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n"
    }

    /// A width to 4 significant digits: in a cell of tiny units a pixel is far below 1/1000 of one.
    private static func strokeWidthText(_ value: Double) -> String {
        String(format: "%.4g", value)
    }

    /// Output pixels to 1/1000 of one: far below what shows, and short files.
    private static func number(_ value: Double) -> String {
        number(value, decimals: 3)
    }

    /// The decimal places that resolve 1/10,000 of `extent` (a drawing's viewBox side, in its own
    /// units), at most 1/100,000: ink 0.001 across (InkML in metres) keeps its detail, which a
    /// fixed 1/1000 of a unit rounded away, and ink a million units across gets no digits below
    /// its pixels. Negative for huge extents (rounded to tens, hundreds…).
    static func coordinateDecimals(extent: Double) -> Int {
        guard extent.isFinite, extent > 0 else { return 3 }
        // 4 − log10 rather than log10(10_000 / extent), which overflows to infinity for
        // extents below ~1e-304 (break22); clamped to ±300 as a Double before the conversion,
        // which keeps 10^decimals a finite, non-zero Double.
        return Int(min(300, max(-300, (4 - log10(extent)).rounded(.up))))
    }

    /// `value` rounded to `decimals` decimal places (to tens for -1), as the shortest text.
    private static func number(_ value: Double, decimals: Int) -> String {
        // A power of ten is multiplied or divided, never its inexact inverse: 0.01 × 100 ≠ 1 exactly.
        let power = pow(10, Double(abs(decimals)))
        return DecimalText.shortest(decimals >= 0 ? (value * power).rounded() / power : (value / power).rounded() * power)
    }
}
