import InkCore

extension ShapeRecognizer {
    /// The finer spacing's share of the group's: at 1/48 of the diagonal a head one or two
    /// spacings across is 1–4 resampled points inside its shaft's end run, too few for any
    /// band, trim or small-head test; halved, they have the points those tests count (the
    /// share measured in TuningHistory, twenty-first pass, fc18).
    static let finerArrowSpacingShare = 0.5

    /// How far from each end of a drawn stroke, as a share of the group's diagonal in arc
    /// length, the retry keeps the finer points: a head a spacing or two across at a shaft's
    /// end lies within 0.1 (4.8 spacings) of it, and the fit's cost grows with every point,
    /// so the rest of the stroke keeps the group's spacing (TuningHistory, twenty-fifth pass,
    /// retry22; arrow21's probe at 0.1 kept every arrow the whole-stroke retry found).
    static let finerArrowEndReach = 0.1

    /// The arrow fitted again with the strokes as drawn resampled at `finerArrowSpacingShare`
    /// of `ink.spacing` within `finerArrowEndReach` of each end and at `ink.spacing` between
    /// (`finerNearEnds(_:spacing:reach:)`; the dots, at half the spacing already, as they
    /// are), or `nil`.
    ///
    /// Only for ink where no arrow fitted at the group's spacing but some candidate shaft's end
    /// run turned at a sharp corner whose cut end still points the way the shaft ran
    /// (`ArrowFit.trimmed(_:points:size:spacing:cutCorner:)`): the sign of a head too small
    /// for the spacing. Fitting every declined group so loosened the fit's point counts
    /// (`closedHeadPoints`, `smallHeadPoints`) for all ink and snapped an MMG half note,
    /// more scribbles and pendigits 6s and 9s (TuningHistory, twentieth pass, fc17).
    /// O(n log n) in the points, at most the group's and 20 more per stroke end.
    static func finerArrowFit(_ ink: PreparedInk) -> ArrowFit? {
        let spacing = ink.spacing * finerArrowSpacingShare
        let reach = ink.size * finerArrowEndReach
        let strokes = ink.drawnStrokes.map { finerNearEnds($0, spacing: spacing, reach: reach) } + ink.dots
        return ArrowFit(strokes: strokes, points: PreparedInk.concatenated(strokes), size: ink.size, spacing: spacing)
    }

    /// `line` resampled every `spacing` points of arc length within `reach` points of either
    /// end, and at every `1 / finerArrowSpacingShare`-th of those points between (the group's
    /// spacing, the finer resampling's points there, not a second resampling); the whole finer
    /// resampling where the ends' reaches leave no middle or `reach` is negative or not finite
    /// (and `line` as it is where `spacing` is not positive and finite, as `resampled(spacing:)`).
    /// A head at a shaft's end keeps the points its tests count; a wiggle mid-stroke is seen
    /// at the spacing the group was fitted at. O(n + length / `spacing`).
    static func finerNearEnds(_ line: [Vector2], spacing: Double, reach: Double) -> [Vector2] {
        let fine = line.resampled(spacing: spacing)
        let every = Int((1 / finerArrowSpacingShare).rounded())
        let span = (reach / spacing).rounded(.up)
        guard span >= 0, span < Double(fine.count / 2 - every) else { return fine }
        let kept = Int(span), last = fine.count - 1
        var result = Array(fine[0...kept])
        result.reserveCapacity(2 * kept + (last - 2 * kept) / every + 2)
        for k in stride(from: kept + every - kept % every, to: last - kept, by: every) { result.append(fine[k]) }
        result.append(contentsOf: fine[(last - kept)...last])
        return result
    }
}
