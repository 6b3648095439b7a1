import Foundation
import InkCore

/// The directions, seen from a centre, within `halfWidth` radians of `bisector`: the star fit's
/// search area for an inner vertex.
///
/// Membership is the angle test `|normalized(atan2(d) − bisector)| ≤ halfWidth`, but most
/// offsets are decided by their cosine to the bisector alone, which costs a dot product where
/// `atan2` costs over a hundred instructions.
struct AngularSector: Sendable, Hashable {
    let bisector: Double
    let halfWidth: Double
    /// Unit vector along `bisector`.
    let axis: Vector2
    /// An offset whose cosine to `axis` is above `cos(halfWidth) + cosineMargin` lies inside, below
    /// `cos(halfWidth) − cosineMargin` outside; in between the angle test decides.
    private let insideCosine: Double
    private let outsideCosine: Double

    /// Far above the rounding of either test (≈ 1e-15), so where the cosine decides, the angle
    /// test would decide the same.
    static let cosineMargin = 1e-9

    init(bisector: Double, halfWidth: Double) {
        self.bisector = bisector
        self.halfWidth = halfWidth
        axis = Vector2(cos(bisector), sin(bisector))
        insideCosine = cos(halfWidth) + Self.cosineMargin
        outsideCosine = cos(halfWidth) - Self.cosineMargin
    }

    /// Whether `offset` (from the centre; `length` its length) points into the sector. `angle`
    /// gives `offset.angle` and is called only when the cosine is too close to call, so a caller
    /// testing one offset against several sectors can compute it once. A zero offset has angle 0.
    /// O(1).
    func contains(_ offset: Vector2, length: Double, angle: () -> Double) -> Bool {
        let along = offset.dot(axis)
        if along > insideCosine * length { return true }
        if along < outsideCosine * length { return false }
        return abs(Angle.normalized(angle() - bisector)) <= halfWidth
    }
}
