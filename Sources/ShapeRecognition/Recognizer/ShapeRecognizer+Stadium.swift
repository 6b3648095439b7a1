import Foundation
import InkCore

extension ShapeRecognizer {
    /// A box is a stadium only when its shorter side is at most this share of its longer: a
    /// stadium nearer square is a circle, which the ellipse answers for.
    static let maximumStadiumAspect = 0.8
    /// Corner radii tried for round ends, as shares of the shorter side: from the largest radius
    /// the inset test takes (`maximumCornerRadiusShare`) to half circles.
    static let stadiumRadiusShares: SIMD3<Double> = [0.4, 0.45, 0.5]
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
    /// farther than either along its straight sides. O(n): one pass for the three radii.
    func stadiumShape(_ fit: RectangleFit, sharpDistance: Double, ellipse: EllipseFit?) -> (Shape, Double)? {
        let shorter = min(fit.width, fit.height)
        guard let ellipse, shorter <= Self.maximumStadiumAspect * max(fit.width, fit.height) else { return nil }
        let radii = Self.stadiumRadiusShares * shorter
        let distances = fit.meanDistances(cornerRadii: radii)
        // The first of equal distances wins, as `min(by:)` would choose.
        var nearest = 0
        for i in 1..<3 where distances[i] < distances[nearest] { nearest = i }
        let (distance, radius) = (distances[nearest], radii[nearest])
        guard distance < sharpDistance, distance < ellipse.meanDistance,
            fit.shareFarther(than: Self.stadiumInkReach * shorter, cornerRadius: radius) <= Self.maximumStadiumInteriorShare
        else { return nil }
        let frame = BoundingBox(
            origin: fit.center - Vector2(fit.width / 2, fit.height / 2), width: fit.width, height: fit.height)
        return (Shape(kind: .roundedRectangle, frame: frame, rotation: fit.rotation), distance)
    }
}
