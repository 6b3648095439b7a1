import Foundation
import InkCore
import InkFormats
import ShapeRecognition

/// Ink drawn as an SVG (by InkFormats' `SVGRenderer`) with a recognized shape's outline over it,
/// for the HTML report.
enum ShapeSVG {
    /// A complete `<svg>` element: the strokes, and the shape in translucent red.
    static func render(_ strokes: [InkStroke], shape: Shape?) -> String {
        let lines = (shape.map(outline) ?? []).map { SVGPolyline(points: $0, color: "rgba(220,30,30,0.7)") }
        return SVGRenderer().document(SVGPanel(drawing: InkDrawing(strokes: strokes), polylines: lines))
    }

    /// The shape as polylines in canvas points.
    static func outline(_ shape: Shape) -> [[Vector2]] {
        switch shape.kind {
        case .line, .arrow:
            guard let start = shape.start, let end = shape.end else { return [] }
            var lines = [[start, end]]
            for (tip, tail, marker) in [(end, start, shape.endMarker), (start, end, shape.startMarker)] where marker == .arrow {
                let back = (tail - tip).normalized * min(start.distance(to: end) * 0.25, 40)
                lines.append([tip + back.rotated(by: 0.45), tip, tip + back.rotated(by: -0.45)])
            }
            return lines
        default:
            return shape.closedOutline.map { [$0 + [$0[0]]] } ?? []
        }
    }
}
