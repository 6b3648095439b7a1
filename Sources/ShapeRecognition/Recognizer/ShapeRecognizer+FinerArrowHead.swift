import InkCore

extension ShapeRecognizer {
    /// The finer spacing's share of the group's: at 1/48 of the diagonal a head one or two
    /// spacings across is 1–4 resampled points inside its shaft's end run, too few for any
    /// band, trim or small-head test; halved, they have the points those tests count (the
    /// share measured in TuningHistory, twenty-first pass, fc18).
    static let finerArrowSpacingShare = 0.5
    /// The finer spacing's share where the ink is more than one stroke (with its dots): a third.
    /// A tick or "V" drawn as a stroke of its own at the end of a connector drawn leg by leg
    /// still fits no arrow at half the spacing, and does at a third (FC train writer12_7b #181,
    /// writer7_10 #74, writer7_7 #246). One stroke stays at a half: there a pen's landing hook
    /// at the stroke's start is what a head of a spacing's third looks like ($1 train s06 slow
    /// right_sq_bracket10 took it for a head at 0.25, 0.30 and 0.35 of the spacing;
    /// TuningHistory, twenty-fourth pass, arrow21).
    static let finerArrowSpacingShareForStrokes = 1.0 / 3

    /// `finerArrowSpacingShareForStrokes` where `ink` is more than one stroke counting its
    /// dots, else `finerArrowSpacingShare`. O(1).
    static func finerArrowSpacingShare(for ink: PreparedInk) -> Double {
        ink.drawnStrokes.count + ink.dots.count > 1 ? finerArrowSpacingShareForStrokes : finerArrowSpacingShare
    }

    /// The arrow fitted again with the strokes as drawn resampled at `share` (by default
    /// `finerArrowSpacingShare(for:)`) of `ink.spacing` (the dots, at half the spacing already,
    /// as they are), or `nil` (also where `share` is not in (0, 1]).
    ///
    /// Only for ink where no arrow fitted at the group's spacing but some candidate shaft's end
    /// run turned at a sharp corner whose cut end still points the way the shaft ran
    /// (`ArrowFit.trimmed(_:points:size:spacing:cutCorner:)`): the sign of a head too small
    /// for the spacing. Fitting every declined group so loosened the fit's point counts
    /// (`closedHeadPoints`, `smallHeadPoints`) for all ink and snapped an MMG half note,
    /// more scribbles and pendigits 6s and 9s (TuningHistory, twentieth pass, fc17).
    /// O(n log n) in the finer points, at most 1/`share` times the group's.
    static func finerArrowFit(_ ink: PreparedInk, share: Double? = nil) -> ArrowFit? {
        let share = share ?? finerArrowSpacingShare(for: ink)
        guard share > 0, share <= 1 else { return nil }
        let spacing = ink.spacing * share
        let strokes = ink.drawnStrokes.map { $0.resampled(spacing: spacing) } + ink.dots
        return ArrowFit(strokes: strokes, points: PreparedInk.concatenated(strokes), size: ink.size, spacing: spacing)
    }
}
