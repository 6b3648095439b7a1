import InkCore

extension ShapeRecognizer {
    /// A side of a closed shape snapped from several strokes is undrawn when no ink lies within
    /// this share of the side's length of its midpoint. The chained path bridges each pen lift
    /// with a straight jump (`PreparedInk.path`), and the closure bridges its ends: two bars of
    /// an "=" become a box or polygon whose two short sides are those jumps alone, the nearest
    /// ink half a side from their midpoints (trial23 `eqs.ndjson`: 10 of 32 snapped). A drawn
    /// side, even with a pen gap in it, has ink at its middle; a chord cut over a round corner
    /// bows at most 0.21 of its length (a quarter circle). Twenty-sixth pass (session 23).
    static let undrawnSideGap = 0.3

    /// A stroke is straight when none of its resampled points lies farther from the chord
    /// between its ends than this share of the chord's length. The bars of trial23's "=" bend
    /// at most 0.08; of the two-stroke closed shapes this rule judges in Quick, Draw! and FC
    /// train and validation and in held FC validation replays, only pairs with two undrawn sides
    /// bend at most 0.10; every other has a stroke bending 0.14 or more (a wide box closed over
    /// a side that snapped alone earlier). Twenty-seventh pass (session 24).
    static let straightStrokeBend = 0.12

    /// Whether `shape` — closed, with corners, fitted on `ink` in its coordinates — is closed
    /// over sides no ink draws: two strokes that are both straight (`straightStrokeBend`) draw
    /// at most two of its sides, and any group leaving two or more sides with no ink within
    /// `undrawnSideGap` of their midpoints (both closing sides of an "="). An "=" whose bars
    /// are shifted or unequal puts a closing side's midpoint within reach of a bar's end, which
    /// the first test catches. One undrawn side of strokes that turn corners is a shape the pen
    /// left open, or whose missing side snapped alone earlier (held FC replays: a box's left
    /// side snapped as a line, then the rest of the box), and still snaps.
    /// `false` for one stroke (its only bridge is the closure, which `closureLimit` judges), for
    /// lines, arrows, ellipses and stars (a hexagram drawn as two triangles: its outline's tips
    /// are no path of the pen), and for sides two resampling spacings long or less, whose
    /// midpoints are within the resampling's reach of any ink. A non-finite corner finds no ink
    /// near it, so both its sides count as undrawn. O(k·n) for k sides and n resampled points.
    static func hasUndrawnSides(_ shape: Shape, ink: PreparedInk) -> Bool {
        guard ink.strokes.count > 1, shape.kind != .ellipse, shape.kind != .star, let corners = shape.closedOutline, corners.count >= 3 else {
            return false
        }
        if ink.strokes.count == 2, ink.strokes.allSatisfy(isStraight) { return true }
        var undrawn = 0
        for (i, a) in corners.enumerated() {
            let b = corners[(i + 1) % corners.count]
            let length = a.distance(to: b)
            // NaN fails the comparison and is judged as a side.
            guard !(length <= 2 * ink.spacing) else { continue }
            let middle = (a + b) / 2, reach = undrawnSideGap * length
            if !ink.points.contains(where: { $0.distance(to: middle) <= reach }) { undrawn += 1 }
            if undrawn >= 2 { return true }
        }
        return false
    }

    /// Whether every point of `stroke` (resampled, finite) lies within `straightStrokeBend` of its
    /// chord's length of the chord between its ends; `false` for a stroke that ends where it
    /// starts or has no point. O(n).
    static func isStraight(_ stroke: [Vector2]) -> Bool {
        guard let a = stroke.first, let b = stroke.last else { return false }
        let tolerance = straightStrokeBend * a.distance(to: b)
        return tolerance > 0 && stroke.allSatisfy { $0.distance(toSegment: a, b) <= tolerance }
    }
}
