import InkCore

extension ShapeRecognizer {
    /// ShortStraw's curve test turns over a long arm of 12 resampled steps, 0.3 of the loop's
    /// diagonal: along a flat polygon's short side (a flowchart "data" parallelogram 400 × 60
    /// slanted 45°, its slanted sides 85 points of a 464-point diagonal; a "preparation" hexagon
    /// 300 × 80) that arm reaches round the next corner as well, so every corner reads as part
    /// of a curve and the polygon went, leaving the ellipse. Where the polygon's shortest side is
    /// shorter than that arm, the corners are found again with the loop resampled so finely that
    /// the long arm spans the shortest side, at most this many steps along the diagonal.
    static let flatPolygonMaximumDivisor = 160.0
    /// The side counts of the flat symbols looked at again: a flowchart "data" parallelogram or
    /// "manual operation" trapezoid, and a "preparation" hexagon. A flat 3-, 5-, 7- or 8-gon is
    /// rarely drawn, and a letter's loop passed as one: an FC validation "o" of 10 points
    /// (writer14_7 stroke 21) as a 5-gon, which in a held replay let two strokes of its word
    /// snap to lines.
    static let flatPolygonSides = [4, 6]
    /// A polygon is flat when its minimum-area box is at most this share as wide as long: the
    /// trial's flowchart symbols lie at 0.13–0.36, while the MMG training "D"s whose bowls pass
    /// as hexagons (0.7–0.86) and a round FC connection circle (writer9_4 #39) are not flat, and
    /// their short sides came from a curve, not from corners.
    static let flatPolygonAspect = 0.5

    /// The ShortStraw corners of `loop` found at a spacing whose long curve arm spans no more
    /// than the shortest side of the convex polygon `vertices`, or `nil` where the polygon is no
    /// flat symbol (`flatPolygonSides`, `flatPolygonAspect`) or the usual spacing's arm already
    /// spans its shortest side: its corners stand as the first check judged them. O(n) in points
    /// resampled, at most `flatPolygonMaximumDivisor` × the loop's length over its diagonal.
    static func flatPolygonCorners(_ vertices: [Vector2], loop: [Vector2]) -> [Vector2]? {
        let straw = ShortStraw()
        guard flatPolygonSides.contains(vertices.count),
            let diagonal = BoundingBox(enclosing: loop)?.diagonal, diagonal > 0, diagonal.isFinite,
            let shortest = vertices.closedPolygonSegments.map(\.length).min(), shortest > 0,
            let box = MinimumAreaRectangle(hull: vertices),
            min(box.width, box.height) <= flatPolygonAspect * max(box.width, box.height)
        else { return nil }
        let longArm = Double(straw.longArm) * diagonal / straw.spacingDivisor
        guard shortest < longArm else { return nil }
        let divisor = min(Double(straw.longArm) * diagonal / shortest, flatPolygonMaximumDivisor)
        return ShortStraw(spacingDivisor: divisor).corners(of: loop).locations
    }
}
