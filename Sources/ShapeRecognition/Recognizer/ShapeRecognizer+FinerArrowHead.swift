import InkCore

extension ShapeRecognizer {
    /// The finer spacing's share of the group's: at 1/48 of the diagonal a head one or two
    /// spacings across is 1–4 resampled points inside its shaft's end run, too few for any
    /// band, trim or small-head test; halved, they have the points those tests count (the
    /// share measured in TuningHistory, twenty-first pass, fc18).
    static let finerArrowSpacingShare = 0.5

    /// The arrow fitted again with the strokes as drawn resampled at `finerArrowSpacingShare`
    /// of `ink.spacing` (the dots, at half the spacing already, as they are), or `nil`.
    ///
    /// Only for ink where no arrow fitted at the group's spacing but some candidate shaft's end
    /// run turned at a sharp corner whose cut end still points the way the shaft ran
    /// (`ArrowFit.trimmed(_:points:size:spacing:cutCorner:)`): the sign of a head too small
    /// for the spacing. Fitting every declined group so loosened the fit's point counts
    /// (`closedHeadPoints`, `smallHeadPoints`) for all ink and snapped an MMG half note,
    /// more scribbles and pendigits 6s and 9s (TuningHistory, twentieth pass, fc17).
    /// O(n log n) in the finer points, at most 1/`finerArrowSpacingShare` times the group's.
    static func finerArrowFit(_ ink: PreparedInk) -> ArrowFit? {
        let spacing = ink.spacing * finerArrowSpacingShare
        let strokes = ink.drawnStrokes.map { $0.resampled(spacing: spacing) } + ink.dots
        return ArrowFit(strokes: strokes, points: PreparedInk.concatenated(strokes), size: ink.size, spacing: spacing)
    }
}
