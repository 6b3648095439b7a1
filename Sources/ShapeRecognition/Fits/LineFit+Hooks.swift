import InkCore

extension LineFit {
    /// A stroke's end piece is a hook when, simplified by Douglas–Peucker at `hookTolerance` of
    /// the line's length, its last (or first) run is at most `hookReach` of that length…
    static let hookReach = 0.1
    static let hookTolerance = 0.02
    /// …and turns away from the run before it by at least this many radians (60°).
    static let hookTurn = Double.pi / 3

    /// The fit on `strokes`' points less each stroke's end hooks: the flick a pen makes
    /// as it lands or lifts, which tilts a total-least-squares axis toward it and moves the ends.
    /// Hook removal is a standard step of online handwriting preprocessing (Tappert, Suen &
    /// Wakahara 1990, "The state of the art in online handwriting recognition"). The axis is
    /// fitted without the hooks; the ends remain the extreme projections of all the ink on it,
    /// so the line never stops short of its ink (a hook turning back reaches no farther than its
    /// corner; one turning less than 90° may reach a little past it, as before).
    ///
    /// - Parameters:
    ///   - strokes: the ink, in points, in drawing order.
    ///   - length: the length of the line fitted on all of it, in points: the scale of a hook.
    /// - Returns: `nil` where no stroke has a hook or fewer than 2 points would remain.
    /// - Complexity: O(n log n) in the points (Douglas–Peucker), one more O(n) fit where a hook is cut.
    init?(withoutHooksOf strokes: [[Vector2]], length: Double) {
        var kept: [Vector2] = []
        var cut = false
        for stroke in strokes {
            let body = Self.bodyRange(of: stroke, length: length)
            cut = cut || body.count < stroke.count
            kept += stroke[body]
        }
        guard cut, let fit = LineFit(kept), fit.length > 0 else { return nil }
        self = fit
        // The ends stay the extreme projections of all the ink on the new axis: a cut landing a
        // point or two before the corner (jitter moves where Douglas–Peucker puts it) would
        // shorten the line, and a hook turning back past 90° reaches no farther than its corner.
        var lo = Double.infinity, hi = -Double.infinity
        for p in strokes.joined() {
            let along = (p - centroid).dot(direction)
            lo = min(lo, along); hi = max(hi, along)
        }
        start = centroid + direction * lo
        end = centroid + direction * hi
    }

    /// The positions of `stroke` between its end hooks (see `hookReach`, `hookTurn`).
    private static func bodyRange(of stroke: [Vector2], length: Double) -> ClosedRange<Int> {
        let whole = 0...(stroke.count - 1)
        guard stroke.count > 2, length > 0 else { return whole }
        let kept = DouglasPeucker.keptIndices(stroke, tolerance: hookTolerance * length)
        guard kept.count > 2 else { return whole }
        func isHook(_ end: Int, _ corner: Int, _ before: Int) -> Bool {
            let hook = Segment(stroke[corner], stroke[end]), run = Segment(stroke[before], stroke[corner])
            return hook.length <= hookReach * length && run.turn(to: hook) >= hookTurn
        }
        let n = kept.count
        var lower = 0, upper = stroke.count - 1
        if isHook(kept[0], kept[1], kept[2]) { lower = kept[1] }
        if isHook(kept[n - 1], kept[n - 2], kept[n - 3]) { upper = kept[n - 2] }
        return upper - lower >= 1 ? lower...upper : whole
    }
}
