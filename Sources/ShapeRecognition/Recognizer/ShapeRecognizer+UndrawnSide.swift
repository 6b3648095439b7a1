import InkCore

extension ShapeRecognizer {
    /// A side of a closed shape snapped from several strokes is undrawn when no ink lies within
    /// this share of the side's length of its midpoint. The chained path bridges each pen lift
    /// with a straight jump (`PreparedInk.path`), and the closure bridges its ends: two bars of
    /// an "=" become a box or polygon whose two short sides are those jumps alone, the nearest
    /// ink half a side from their midpoints (trial23 `eqs.ndjson`: 11 of 32 snapped). A drawn
    /// side, even with a pen gap in it, has ink at its middle; a chord cut over a round corner
    /// bows at most 0.21 of its length (a quarter circle). Twenty-sixth pass (session 23).
    static let undrawnSideGap = 0.3

    /// Whether `shape` — closed, with corners, fitted on `ink` in its coordinates — has a side
    /// with no ink near its midpoint (`undrawnSideGap`); `false` for one stroke (its only
    /// bridge is the closure, which `closureLimit` judges), for lines, arrows, ellipses and stars
    /// (a hexagram drawn as two triangles: its outline's tips are no path of the pen), and
    /// for sides two resampling spacings long or less, whose midpoints are within the resampling's
    /// reach of any ink. A non-finite corner finds no ink near it, so that side counts as
    /// undrawn. O(k·n) for k sides and n resampled points.
    static func hasUndrawnSide(_ shape: Shape, ink: PreparedInk) -> Bool {
        guard ink.strokes.count > 1, shape.kind != .ellipse, shape.kind != .star, let corners = shape.closedOutline, corners.count >= 3 else {
            return false
        }
        for (i, a) in corners.enumerated() {
            let b = corners[(i + 1) % corners.count]
            let length = a.distance(to: b)
            // NaN fails the comparison and is judged as a side.
            guard !(length <= 2 * ink.spacing) else { continue }
            let middle = (a + b) / 2, reach = undrawnSideGap * length
            if !ink.points.contains(where: { $0.distance(to: middle) <= reach }) { return true }
        }
        return false
    }
}
