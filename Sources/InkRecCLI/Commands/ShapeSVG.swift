import Foundation
import InkCore
import ShapeRecognition

/// Ink drawn as an SVG, with a recognized shape's outline over it, for the HTML report.
enum ShapeSVG {
    /// A complete `<svg>` element: strokes in dark grey, the shape in translucent red.
    static func render(_ strokes: [InkStroke], shape: Shape?) -> String {
        var outlines = shape.map(outline) ?? []
        let all = strokes.flatMap(\.locations).filter(\.isFinite) + outlines.flatMap { $0 }
        guard let box = BoundingBox(enclosing: all) else { return "<svg xmlns=\"http://www.w3.org/2000/svg\"/>" }
        let side = max(box.width, box.height, 1)
        let pad = side * 0.06
        let view = "\(f(box.minX - pad)) \(f(box.minY - pad)) \(f(box.width + 2 * pad)) \(f(box.height + 2 * pad))"
        let stroke = side / 100
        var body = strokes.map { s in
            polyline(s.locations.filter(\.isFinite), color: "#333", width: stroke)
        }
        if !outlines.isEmpty {
            outlines = outlines.filter { $0.count > 1 }
            body += outlines.map { polyline($0, color: "rgba(220,30,30,0.7)", width: stroke * 1.6) }
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(view)\">" + body.joined() + "</svg>"
    }

    /// The shape as polylines in canvas points.
    static func outline(_ shape: Shape) -> [[Vector2]] {
        let center = shape.frame.center
        let w = shape.frame.width / 2, h = shape.frame.height / 2
        let place = { (p: Vector2) in center + p.rotated(by: shape.rotation) }
        switch shape.kind {
        case .line, .arrow:
            guard let start = shape.start, let end = shape.end else { return [] }
            var lines = [[start, end]]
            for (tip, tail, marker) in [(end, start, shape.endMarker), (start, end, shape.startMarker)] where marker == .arrow {
                let back = (tail - tip).normalized * min(start.distance(to: end) * 0.25, 40)
                lines.append([tip + back.rotated(by: 0.45), tip, tip + back.rotated(by: -0.45)])
            }
            return lines
        case .ellipse:
            return [(0...48).map { i in
                let t = Double(i) / 48 * 2 * .pi
                return place(Vector2(w * cos(t), h * sin(t)))
            }]
        case .rectangle, .roundedRectangle:
            return [[(-1.0, -1.0), (1, -1), (1, 1), (-1, 1), (-1, -1)].map { place(Vector2($0 * w, $1 * h)) }]
        case .star, .polygon, .regularPolygon:
            return shape.vertices.isEmpty ? [] : [shape.vertices + [shape.vertices[0]]]
        }
    }

    private static func polyline(_ points: [Vector2], color: String, width: Double) -> String {
        let list = points.map { "\(f($0.x)),\(f($0.y))" }.joined(separator: " ")
        return "<polyline points=\"\(list)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(f(width))\" stroke-linejoin=\"round\" stroke-linecap=\"round\"/>"
    }

    private static func f(_ value: Double) -> String { String(format: "%.1f", value) }
}
