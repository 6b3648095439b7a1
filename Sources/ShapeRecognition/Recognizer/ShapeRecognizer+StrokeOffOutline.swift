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

    /// How far a stroke may lie from `shape`'s outline on average and still be part of it, in
    /// points: `outlineReachFraction` of its frame's smaller side.
    package static func outlineReach(of shape: Shape) -> Double {
        outlineReachFraction * min(shape.frame.width, shape.frame.height)
    }

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
        !strokesOffOutline(shape, strokes: strokes).isEmpty
    }

    /// The indices of the strokes `hasStrokeOffOutline` finds off the outline, in order: a caller
    /// can try the group without them (a dot drawn inside a box between its two halves).
    /// - Complexity: O(p·k) for p points and k outline segments (at most 64).
    package static func strokesOffOutline(_ shape: Shape, strokes: [InkStroke]) -> [Int] {
        // A star's chords lie off its outline.
        guard strokes.count > 1, shape.kind != .star, let outline = shape.closedOutline else { return [] }
        let reach = outlineReach(of: shape)
        let sides = outline.closedPolygonSegments
        return strokes.indices.filter { index in
            let points = strokes[index].finiteLocations
            return !points.isEmpty && sides.meanDistance(of: points) > reach
        }
    }
}
