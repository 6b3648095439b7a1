import Foundation
import InkCore

extension RectangleFit {
    /// Below this mean resultant length of the quadrupled segment directions the strokes have
    /// no side direction (a circle's segments point every way).
    static let minimumSideAlignment = 0.3
    /// A side direction within this angle of the minimum-area box's, in radians, gives no
    /// second fit.
    static let sameDirection = 0.005

    /// The fit (points resampled every `spacing` points) oriented by the minimum-area rectangle of `hull`, then, where the strokes' side
    /// direction (`sideDirection(of:)`) differs, the fit in that direction: a bulge, a foot or a
    /// slanted short side on the hull tilts the minimum-area box off long sides drawn straight,
    /// so both are offered to the caller's checks. O(n log n) in points.
    static func fits(
        points: [Vector2], implied: [Vector2], spacing: Double, hull: [Vector2], strokes: [[Vector2]]
    ) -> [RectangleFit] {
        guard let box = MinimumAreaRectangle(hull: hull), let first = RectangleFit(points: points, implied: implied, spacing: spacing, box: box)
        else { return [] }
        guard let direction = sideDirection(of: strokes),
            abs(Angle.quarterTurnFolded(direction - first.rotation, width: 1, height: 1).angle) > sameDirection,
            let turned = MinimumAreaRectangle(hull: hull, rotation: direction),
            let second = RectangleFit(points: points, implied: implied, spacing: spacing, box: turned)
        else { return [first] }
        return [first, second]
    }

    /// The direction of a box's sides drawn in `strokes`, in radians in (−π/4, π/4]: the circular
    /// mean of each segment's direction taken four times, weighted by its length (the four sides'
    /// directions coincide once multiplied by four), or `nil` when the segments agree too little
    /// (`minimumSideAlignment`). Pen lifts between strokes are no segments. O(n).
    static func sideDirection(of strokes: [[Vector2]]) -> Double? {
        var sum = Vector2.zero, length = 0.0
        for stroke in strokes {
            for (a, b) in zip(stroke, stroke.dropFirst()) {
                let d = b - a, l = d.length
                guard l > 0 else { continue }
                // The unit direction squared twice, as a complex number: no trigonometry per step.
                let u = d / l, u2 = Vector2(u.x * u.x - u.y * u.y, 2 * u.x * u.y)
                sum += Vector2(u2.x * u2.x - u2.y * u2.y, 2 * u2.x * u2.y) * l
                length += l
            }
        }
        guard length > 0, sum.length >= Self.minimumSideAlignment * length else { return nil }
        return sum.angle / 4
    }
}
