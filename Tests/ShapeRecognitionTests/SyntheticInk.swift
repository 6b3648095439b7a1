import Foundation
import InkCore
import TestSupport

/// Hand-drawn-looking strokes for property tests: an outline traced at a pen's sampling spacing,
/// then rotated, scaled, jittered, given tremor, an open gap or an overshoot, with a seeded
/// generator so every run draws the same ink.
struct SyntheticInk {
    var generator: SeededGenerator

    init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

    struct Style {
        /// Rotation about the outline's centre, in radians.
        var rotation = 0.0
        var scale = 1.0
        /// Uniform noise added to every point, in points (after scaling).
        var jitter = 0.0
        /// Amplitude of a slow sideways wobble, in points, and its period in points of arc length.
        var tremor = 0.0
        var tremorPeriod = 30.0
        /// Share of a closed outline left undrawn at the end (an open gap).
        var gap = 0.0
        /// Share of a closed outline drawn again past the start (an overshoot).
        var overshoot = 0.0
        /// Spacing between recorded points, in points.
        var spacing = 4.0
        /// Draw the outline backwards.
        var reversed = false
        /// Index of the vertex where the pen starts, for closed outlines.
        var startVertex = 0
    }

    /// A polyline through `vertices` (closed back to the first when `closed`) drawn with `style`.
    mutating func stroke(_ vertices: [Vector2], closed: Bool, style: Style = Style()) -> InkStroke {
        var corners = vertices
        if closed {
            let k = style.startVertex % corners.count
            corners = Array(corners[k...] + corners[..<k])
            if style.reversed { corners = [corners[0]] + corners.dropFirst().reversed() }
            corners.append(corners[0])
        } else if style.reversed {
            corners.reverse()
        }
        var path = Self.traced(corners, spacing: style.spacing / style.scale)
        if closed {
            let n = path.count
            if style.gap > 0 { path.removeLast(Int(Double(n) * style.gap)) }
            if style.overshoot > 0 { path += path[1...Int(Double(n) * style.overshoot)] }
        }
        var center = Vector2.zero
        for v in vertices { center += v }
        center = center / Double(vertices.count)
        var points: [InkPoint] = []
        for (i, p) in path.enumerated() {
            var q = center + (p - center).rotated(by: style.rotation) * style.scale
            if style.tremor > 0, i > 0 {
                let direction = (path[i] - path[i - 1]).rotated(by: style.rotation).normalized.perpendicular
                q += direction * (style.tremor * sin(Double(i) * style.spacing / style.tremorPeriod * 2 * .pi))
            }
            if style.jitter > 0 {
                q += Vector2(Double.random(in: -1...1, using: &generator), Double.random(in: -1...1, using: &generator)) * style.jitter
            }
            points.append(InkPoint(q, timeOffset: Double(i) * 0.01))
        }
        return InkStroke(points: points)
    }

    /// Points every `spacing` along the polyline through `corners`.
    static func traced(_ corners: [Vector2], spacing: Double) -> [Vector2] {
        var result = [corners[0]]
        for (a, b) in zip(corners, corners.dropFirst()) {
            let steps = max(1, Int((a.distance(to: b) / spacing).rounded()))
            for s in 1...steps { result.append(Vector2.lerp(a, b, Double(s) / Double(steps))) }
        }
        return result
    }

    /// Axis-aligned rectangle corners, clockwise on screen from the top-left.
    static func rectangle(width: Double, height: Double, at origin: Vector2 = Vector2(100, 100)) -> [Vector2] {
        [origin, origin + Vector2(width, 0), origin + Vector2(width, height), origin + Vector2(0, height)]
    }

    /// `count` points on an ellipse, clockwise on screen.
    static func ellipse(center: Vector2 = Vector2(200, 200), a: Double, b: Double, count: Int = 72) -> [Vector2] {
        (0..<count).map { i in
            let t = Double(i) / Double(count) * 2 * .pi
            return center + Vector2(a * cos(t), b * sin(t))
        }
    }

    /// Regular n-gon vertices with one vertex straight up.
    static func regularPolygon(sides: Int, radius: Double, center: Vector2 = Vector2(200, 200)) -> [Vector2] {
        (0..<sides).map { i in
            let t = -Double.pi / 2 + Double(i) / Double(sides) * 2 * .pi
            return center + Vector2(radius * cos(t), radius * sin(t))
        }
    }

    /// A one-stroke pentagram: the regular pentagon's vertices visited two apart.
    static func pentagram(radius: Double, center: Vector2 = Vector2(200, 200)) -> [Vector2] {
        let v = regularPolygon(sides: 5, radius: radius, center: center)
        return [v[0], v[2], v[4], v[1], v[3]]
    }
}
