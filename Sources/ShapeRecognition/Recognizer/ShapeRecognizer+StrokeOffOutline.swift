import Foundation
import InkCore

extension ShapeRecognizer {
    /// How far, as a share of a closed shape's smaller side, a stroke of a several-stroke group
    /// may lie from the fitted outline on average and still be part of it.
    ///
    /// A careful sketch system lets a stroke join a shape only where it lies on the shape. The
    /// trial-18 line of text with a box or an ellipse drawn round it (UNIPEN train writer
    /// art/writer08): the box took letters in its group, their strokes 0.09–0.45 of the box's
    /// height (256 pt) from its outline on average, the ellipse's 0.10–0.45 of 236 pt. A side or
    /// arc of a box or ellipse drawn in parts lies on the outline, within a few hundredths.
    static let outlineReachFraction = 0.1

    /// Whether a stroke of the several `strokes` (canvas points) that `shape` (canvas points) was
    /// recognized from lies off its closed outline: farther than `outlineReachFraction` of its
    /// smaller side from it on average, such as a word that the box or ellipse drawn round it
    /// would otherwise take with it. Only rectangles, rounded rectangles, ellipses and polygons
    /// are looked at; a star's chords and an arrow's strokes lie off any one outline.
    ///
    /// For callers that choose groups (``SnapSession``, the CLI's mixed-ink separation): they
    /// then try fewer strokes. `recognize(_:)` does not apply it: a group handed over is judged
    /// whole (applied there, it declined 16 right train/validation answers, FC boxes with a
    /// stroke inside).
    /// - Complexity: O(p·k) for p points and k outline segments (at most 64).
    package static func hasStrokeOffOutline(_ shape: Shape, strokes: [InkStroke]) -> Bool {
        guard strokes.count > 1, let outline = shape.closedOutline else { return false }
        let reach = outlineReachFraction * min(shape.frame.width, shape.frame.height)
        let sides = outline.closedPolygonSegments
        return strokes.contains { stroke in
            let points = stroke.finiteLocations
            return !points.isEmpty && sides.meanDistance(of: points) > reach
        }
    }
}

extension Shape {
    /// The corners of a rectangle or polygon (its frame's corners where it lists fewer than three
    /// vertices, and a rounded rectangle's), 64 points round an ellipse's frame, in canvas
    /// points; `nil` for lines, arrows and stars.
    var closedOutline: [Vector2]? {
        switch kind {
        case .line, .arrow, .star: return nil
        case .rectangle, .polygon, .regularPolygon, .roundedRectangle:
            if kind != .roundedRectangle, vertices.count >= 3 { return vertices }
            let w = frame.width / 2, h = frame.height / 2
            return [Vector2(-w, -h), Vector2(w, -h), Vector2(w, h), Vector2(-w, h)].map {
                center + $0.rotated(by: rotation)
            }
        case .ellipse:
            let a = frame.width / 2, b = frame.height / 2, count = 64
            return (0..<count).map { i in
                let t = 2 * Double.pi * Double(i) / Double(count)
                return center + Vector2(a * cos(t), b * sin(t)).rotated(by: rotation)
            }
        }
    }
}
