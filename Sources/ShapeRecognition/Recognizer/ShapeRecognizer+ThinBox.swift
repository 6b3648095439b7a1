import Foundation
import InkCore

extension ShapeRecognizer {
    /// A box whose shorter side spans fewer than this many resampling steps is thin: resampled
    /// every 1/48 of the diagonal (8.3 points on a 400 × 12 box), each end holds a point or two,
    /// too few to tell its coverage, its corners or its closure, and sub-point jitter moved
    /// 400 × 12–16 boxes between line, none and rectangle (twentieth pass).
    static let thinBoxSteps = 4.0
    /// A thin box is refitted on its drawn strokes resampled this many times along its shorter
    /// side…
    static let thinBoxResolution = 8.0
    /// …with at most this many points in all (a 600 × 12 box gets steps of about 1.5 points).
    static let maximumThinBoxPoints = 800.0
    /// A thin box's shorter side is at least this share of its longer: 400 × 8 is a box, 400 × 6
    /// a line. The scatter rule alone would take a clean closed loop of any thickness; this
    /// floor is a choice, below the trials' thinnest box (400 × 8) and above the thinnest loop
    /// the tests keep a line (400 × 6).
    static let minimumThinAspect = 1.0 / 60
    /// A thin box's shorter side is at least this many times the ink's scatter about its long
    /// sides (`RectangleFit.longSideScatter`): two passes no farther apart than their jitter
    /// measure 2–2.8 of it (simulated, uniform jitter of ±0.25–1.5 points); a box of 400 × 8
    /// drawn with ±1.5-point jitter about 7, with ±0.5-point jitter about 21. Passes farther
    /// apart are told from a box by their bare end (`maximumThinEndGap`).
    static let minimumThinSideNoise = 5.0
    /// Each end of a thin box is drawn across: no stretch of more than this share of it lacks
    /// ink (`RectangleFit.largestEndGap`). A line drawn down and back leaves its open end bare.
    static let maximumThinEndGap = 0.5

    /// The rectangle fit of a thin box (`thinBoxSteps`), `coarse`, again on the drawn strokes
    /// resampled `thinBoxResolution` times along its shorter side, in `coarse`'s orientation,
    /// when it is a closed four-cornered outline rather than a line drawn down and back: at least
    /// `minimumThinAspect` thick, its long sides `minimumThinSideNoise` times the ink's scatter
    /// apart, and both ends drawn across (`maximumThinEndGap`). With it, how finely its corners
    /// can be placed (`resolution`, points): half the step plus the scatter, by which a sharp
    /// corner's nearest ink may miss it.
    /// - Parameter implied: the points of a stretch the pen left undrawn (`ClosedOutline.implied`),
    ///   for the side coverage (not the ends' gaps).
    /// - Returns: `nil` for a line (thinner, sides within the scatter, an end undrawn).
    /// - Complexity: O(n) in drawn points, at most `maximumThinBoxPoints` after resampling.
    func thinBoxFit(_ coarse: RectangleFit, ink: PreparedInk, implied: [Vector2]) -> (fit: RectangleFit, resolution: Double)? {
        let shorter = min(coarse.width, coarse.height)
        guard shorter >= Self.minimumThinAspect * max(coarse.width, coarse.height) else { return nil }
        let length = ink.drawnStrokes.reduce(0.0) { $0 + $1.polylineLength }
        let spacing = max(shorter / Self.thinBoxResolution, length / Self.maximumThinBoxPoints)
        var points: [Vector2] = []
        for stroke in ink.drawnStrokes { points += stroke.resampled(spacing: spacing) }
        // The box holding every point (that of their hull) at the coarse fit's angle.
        guard let box = MinimumAreaRectangle(hull: points, rotation: coarse.rotation),
            let fit = RectangleFit(points: points, implied: implied, spacing: spacing, box: box)
        else { return nil }
        let scatter = fit.longSideScatter
        let fineShorter = min(fit.width, fit.height)
        guard fineShorter >= Self.minimumThinAspect * max(fit.width, fit.height),
            fineShorter >= Self.minimumThinSideNoise * scatter, fit.largestEndGap <= Self.maximumThinEndGap
        else { return nil }
        return (fit, spacing / 2 + scatter)
    }
}
