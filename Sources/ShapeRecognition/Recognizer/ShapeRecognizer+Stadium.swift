import Foundation
import InkCore

extension ShapeRecognizer {
    /// A box is a stadium only when its shorter side is at most this share of its longer: a
    /// stadium nearer square is a circle, which the ellipse answers for.
    static let maximumStadiumAspect = 0.8
    /// Corner radii tried for round ends, as shares of the shorter side: from the largest radius
    /// the inset test takes (`maximumCornerRadiusShare`) to half circles.
    static let stadiumRadiusShares: SIMD3<Double> = [0.4, 0.45, 0.5]
    /// Corner radii tried besides for round ends drawn flattened (`minimumEndBow`), as shares of
    /// the shorter side. Tried on every box, 0.3 turned two FC process boxes with gapped corners
    /// and a Quick, Draw! circle into rounded rectangles (sixteenth pass).
    static let flattenedEndRadiusShares: SIMD3<Double> = [0.2, 0.25, 0.3]
    /// Both ends bowing out by at least this share of the shorter side (`RectangleFit.sideBows`)
    /// are round ends, however flat: FC train and validation terminators drawn with flattened
    /// ends bow by 0.11 or more, process boxes by at most 0.07 (train) and 0.084 (validation):
    /// a straight side, its corners cut or not, does not bow.
    static let minimumEndBow = 0.1
    /// ... while its long sides bow out by at most this share of their length: a stadium's run
    /// straight (FC train terminators with flattened ends: 0.10 at most), a lopsided circle's
    /// do not (Quick, Draw! train circle #29: 0.36).
    static let maximumSideBow = 0.15
    /// A stadium holds no ink away from its outline: at most this share of the points may lie
    /// farther than `stadiumInkReach` of the shorter side from it. A terminator grouped with the
    /// first letter written inside it (the shipped FC page's "Start") was a rounded rectangle at
    /// 0.57, and the page read "tart"; no FC, $1, MMG or Quick, Draw! train or validation figure
    /// changes with the guard.
    static let maximumStadiumInteriorShare = 0.05
    /// Distance from the outline, as a share of the shorter side, beyond which ink is interior.
    static let stadiumInkReach = 0.25

    /// A stadium — two straight sides joined by round ends, a flowchart terminator — as the
    /// rounded rectangle of `fit` with the corner radius of `stadiumRadiusShares` (up to half
    /// its shorter side) that lies nearest the ink, with the mean distance of the ink to it in
    /// points; `nil` unless that outline lies nearer the ink than
    /// both the sharp box (`sharpDistance`, points) and the ellipse fit. Round ends cut the
    /// corners by as much as a rounded rectangle's largest corner radius
    /// (`maximumCornerRadiusShare`) or more, and unevenly where the pen flattens one end, so the inset
    /// test misses them; the sharp box then answered for a long stadium, while an ellipse lies
    /// farther than either along its straight sides. Where no such radius lies nearer than the
    /// sharp box, ends that both bow out (`minimumEndBow`) were drawn flattened: the smaller
    /// radii of `flattenedEndRadiusShares` are tried too. O(n): one pass for three radii.
    func stadiumShape(_ fit: RectangleFit, sharpDistance: Double, ellipse: EllipseFit?) -> (Shape, Double)? {
        let shorter = min(fit.width, fit.height)
        guard let ellipse, shorter <= Self.maximumStadiumAspect * max(fit.width, fit.height) else { return nil }
        var (distance, radius) = Self.nearest(fit, radii: Self.stadiumRadiusShares * shorter)
        if distance >= sharpDistance, Self.hasRoundEnds(fit) {
            let flattened = Self.nearest(fit, radii: Self.flattenedEndRadiusShares * shorter)
            if flattened.distance < distance { (distance, radius) = flattened }
        }
        guard distance < sharpDistance, distance < ellipse.meanDistance,
            fit.shareFarther(than: Self.stadiumInkReach * shorter, cornerRadius: radius) <= Self.maximumStadiumInteriorShare
        else { return nil }
        let frame = BoundingBox(
            origin: fit.center - Vector2(fit.width / 2, fit.height / 2), width: fit.width, height: fit.height)
        return (Shape(kind: .roundedRectangle, frame: frame, rotation: fit.rotation), distance)
    }

    /// Of three corner radii (points), the one whose rounded rectangle lies nearest the ink, with
    /// that mean distance in points; the first of equal distances wins, as `min(by:)` would
    /// choose. O(n).
    private static func nearest(_ fit: RectangleFit, radii: SIMD3<Double>) -> (distance: Double, radius: Double) {
        let distances = fit.meanDistances(cornerRadii: radii)
        var nearest = 0
        for i in 1..<3 where distances[i] < distances[nearest] { nearest = i }
        return (distances[nearest], radii[nearest])
    }

    /// Whether both ends of `fit` (its sides of the shorter length) bow out by `minimumEndBow`
    /// while neither long side bows out by more than `maximumSideBow`. O(n).
    private static func hasRoundEnds(_ fit: RectangleFit) -> Bool {
        let bows = fit.sideBows
        let (ends, sides) = fit.width >= fit.height
            ? (SIMD2(bows[0], bows[1]), SIMD2(bows[2], bows[3])) : (SIMD2(bows[2], bows[3]), SIMD2(bows[0], bows[1]))
        return ends.min() >= minimumEndBow && sides.max() <= maximumSideBow
    }
}
