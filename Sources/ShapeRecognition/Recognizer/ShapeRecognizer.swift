import Foundation
import InkCore

/// Recognizes a group of strokes as one shape — line, arrow, rectangle (rounded or not), ellipse,
/// star, regular or general polygon — or declines.
///
/// Each kind is fitted in the ink's own frame (total-least-squares line; Fitzgibbon–Pilu–Fisher
/// direct ellipse fit; rotated rectangle from the minimum-area box or the strokes' side
/// direction, rounded where its corners or ends are round; Douglas–Peucker polygon; star
/// from the convex hull; arrow from the longest shaft polyline and its barbs). Each fit's error,
/// relative to the shape's size, is mapped to a probability by a logistic calibration fitted on
/// training data; the most probable kind snaps when it clears `confidenceThreshold`. A closed
/// outline whose pen stopped short of, ran past or ended beside its start corner is closed where
/// its first and last sides' lines meet, not by the chord between its ends.
///
/// Invariances: translation, rotation, uniform scale, drawing direction, start point, stroke
/// order — direction and order up to resampling: a borderline drawing may answer differently
/// drawn backwards (ShapeRecognizer.md, "Invariances"). The aspect ratio is kept (a 320×40 box
/// stays a rectangle). Non-finite points are
/// ignored, and so are dots (strokes shorter than 6 % of the group's diagonal), except that a
/// dot by the ink may be an arrow's head when no arrow fits without it. A dot apart from the
/// ink (the dot of an "i" or "!") declines the group unless the rest is closed: beside a
/// closed outline it is a speck, such as a mouse click.
///
/// The one absolute size: ink that never leaves 8 points (UIKit points, about 132 to the inch on
/// an iPad: about 1.5 mm) of its first point is a tap, not a shape, and gives `.none` — the rule
/// by which `SnapSession` does not arm a hold until the pen leaves its `holdRadius` (default 8
/// points). Coordinates are therefore canvas points: scale ink in other units (tablet pixels, a
/// 0…1 square) to points first. Above that size the scale invariance holds.
///
/// From its own ink a label's "0" is a circle and its "1" a line; given the ink around the group,
/// `recognize(_:context:)` declines a character-sized group that no other stroke reaches, and
/// takes a square turned 20° or more among upright boxes for a diamond.
public struct ShapeRecognizer: Sendable {
    public let configuration: Configuration
    /// How far a square's sides may lie from 45° to the axes for it to stand on its corner (a
    /// diamond), in radians: `cornerStandingTolerance`, or `uprightPageCornerTolerance` where
    /// `recognize(_:context:)` finds the group among upright boxes.
    var squareCornerTolerance = ShapeRecognizer.cornerStandingTolerance

    /// A recognizer with the default `Configuration`.
    public init() {
        configuration = .default
    }

    /// A recognizer with `configuration`.
    ///
    /// - Throws: `ShapeRecognizerConfigurationError` naming the first field out of range
    ///   (`configuration.problem`) and its value, e.g. a `confidenceThreshold` of 2 or NaN, with
    ///   which no shape would ever snap.
    public init(configuration: Configuration) throws(ShapeRecognizerConfigurationError) {
        if let error = configuration.error { throw error }
        self.configuration = configuration
    }

    /// The best shape for `strokes` with its calibrated confidence and the runner-ups, or a
    /// recognition with `shape == nil` when nothing clears the threshold. Never throws or traps:
    /// empty, single-point and non-finite input gives `.none`, and so does a tap: ink whose
    /// finite points all lie within 8 points of its first (a dot, a 0.5-point press), and ink
    /// with any finite coordinate beyond `InkPoint.coordinateLimit` (±1e15 points, the limit
    /// the readers and `SnapSession` apply); NaN and infinite points are left out.
    ///
    /// - Complexity: O(n) to resample n input points, then O(m log m) in the resampled points
    ///   (m ≤ 200), twice for one stroke that declines as a box or triangle with a small loop
    ///   (recognized again without its loops, `cornerLoopsCut`), and for one stroke that declines
    ///   whose end comes back to a point near its start rather than to its start (recognized
    ///   again without that lead-in, `leadInCut`). Over the 480 strokes of the $1
    ///   pilot (960 calls), per call p50 ≈ 0.21 M, p95 ≈ 0.59 M and p99 ≈ 0.74 M instructions
    ///   (`Benchmarks/shapes-callgrind.sh`, twenty-fifth pass; earlier passes in
    ///   TuningHistory.md). Thread CPU in release builds (`inkrec bench shapes --limit 200
    ///   --repeat 20`) follows the instructions, times the machine's load.
    public func recognize(_ strokes: [InkStroke]) -> ShapeRecognition {
        let recognition = recognizeAsDrawn(strokes)
        guard recognition.shape == nil else { return recognition }
        // Only ink that declines with a box or triangle its best guess is looked at again,
        // without its corner loops; a lead-in leaves any best guess, so its cut has a
        // geometric gate of its own.
        if let best = recognition.candidates.first, best.confidence >= Self.cornerLoopMinimumConfidence,
            Self.loopsCanHide(best.kind, sides: best.sides), let cut = cornerLoopsCut(strokes)
        {
            return cut
        }
        return leadInCut(strokes) ?? recognition
    }

    /// `recognize(_:)` on the ink as drawn, every point kept.
    func recognizeAsDrawn(_ strokes: [InkStroke]) -> ShapeRecognition {
        guard !TouchSlop.isTap(strokes), let ink = PreparedInk(strokes) else { return .none }
        let features = PathFeatures(ink)
        // An "i" or "!" is open; a closed outline with a speck beside it is still a shape.
        guard !ink.hasDotApart || features.closureGap <= Self.closureLimit else { return .none }
        let scored = withoutArrowRoundOutline(candidates(for: ink, features: features), closureGap: features.closureGap)
            .sorted { $0.confidence > $1.confidence }
        guard let best = scored.first else { return .none }
        let candidates = scored.map {
            ShapeCandidate(kind: $0.shape.kind, sides: $0.shape.sides, confidence: $0.confidence, fitError: $0.error)
        }
        // A line ending in a loop declines (`endsInLoop(_:size:)`): its head was too small to fit;
        // so does a closed shape whose sides only the bridges between strokes draw
        // (`hasUndrawnSides(_:ink:)`), such as an "=".
        let snaps = best.confidence >= configuration.confidenceThreshold
            && !(best.shape.kind == .line && Self.endsInLoop(line: best.shape, ink: ink))
            && !Self.hasUndrawnSides(best.shape, ink: ink)
        guard snaps else { return ShapeRecognition(shape: nil, confidence: best.confidence, candidates: candidates) }
        // A line is scored on all its ink but drawn without the pen's end hooks: found only for
        // the answer, as it costs a Douglas–Peucker pass.
        var shape = best.shape
        if shape.kind == .line, let start = shape.start, let end = shape.end,
            let drawn = LineFit(withoutHooksOf: ink.strokes, length: start.distance(to: end))
        {
            shape = drawn.shape
        }
        return ShapeRecognition(shape: shape.translated(by: ink.origin), confidence: best.confidence, candidates: candidates)
    }
}
