import InkCore

extension ShapeRecognizer {
    /// The closed kinds whose snapping, on a closed path, leaves no room for any arrow.
    static let arrowlessOutlineKinds: Set<ShapeKind> = [.rectangle, .roundedRectangle]

    /// `scored` (the line first, if any) with the arrow's fit inserted after the line, unless
    /// the path closes (`closes`) and the star or a snapping rectangle (`arrowlessOutlineKinds`)
    /// rules an arrow out, when the arrow fit — about a third of a box's cost — is not tried.
    ///
    /// A closed path the star fit accepts is no arrow: its tips only look like heads. A
    /// snapping box has ink along ≥ 60 % of each of its four sides; an arrow's shaft and heads
    /// explain ≥ 96 % of the ink (`strayShare`), so its bent shaft would be the box's sides,
    /// which the outline rule drops (`withoutArrowRoundOutline(_:closureGap:)`), and a straight
    /// one cannot lie along more than one side while its barbs run off the box to both sides of
    /// it. Where no arrow fits, its small head may have been drawn apart as short as a dot, or
    /// be too small for the spacing (`finerArrowFit(_:)`, only where a shaft's end was cut at a
    /// corner). O(n log n) in resampled points for the arrow fit, else O(k) in candidates.
    func withArrow(_ scored: [ScoredShape], ink: PreparedInk, closes: Bool) -> [ScoredShape] {
        let ruledOut = closes
            && scored.contains {
                $0.shape.kind == .star
                    || (Self.arrowlessOutlineKinds.contains($0.shape.kind) && $0.confidence >= configuration.confidenceThreshold)
            }
        guard !ruledOut else { return scored }
        var cutCorner = false
        guard let fit = ArrowFit(strokes: ink.strokes, points: ink.points, size: ink.size, spacing: ink.spacing, cutCorner: &cutCorner)
            ?? (ink.dots.isEmpty ? nil : ArrowFit(
                strokes: ink.strokes + ink.dots, points: ink.points + ink.dots.joined(), size: ink.size,
                spacing: ink.spacing, cutCorner: &cutCorner))
            ?? (cutCorner ? Self.finerArrowFit(ink) : nil)
        else { return scored }
        let error = fit.meanDistance / fit.shaftLength
        let arrow = ScoredShape(
            shape: Shape(
                kind: .arrow, frame: BoundingBox(enclosing: fit.shaft)!, start: fit.start, end: fit.end,
                startMarker: fit.headAtStart ? .arrow : .none, endMarker: .arrow,
                vertices: fit.shaft.count > 2 ? fit.shaft : []),
            error: error, confidence: configuration.calibration.arrow.confidence(forError: error))
        // Where it was fitted before the closed kinds were: equal confidences keep their order.
        var result = scored
        result.insert(arrow, at: scored.first?.shape.kind == .line ? 1 : 0)
        return result
    }
}
