import Foundation
import InkCore

/// Which 4-gons are diamonds: rhombi or kites (diagonals crossing at a right angle; the sides are
/// not compared) standing on a corner,
/// a square only within `cornerStandingTolerance` of 45° (turned less, it is a rotated square;
/// among upright boxes, within `uprightPageCornerTolerance`).
/// Whether a 4-gon stands on a side (a box) or on a corner is told by its own sides and
/// diagonals against the axes rather than by a fixed angle.
extension ShapeRecognizer {
    /// How far `segments` lie from the nearest axis, in radians in 0…π/4 (`nil`: no direction;
    /// `RectangleFit.sideDirection`).
    static func axisOffset(_ segments: [[Vector2]]) -> Double? {
        RectangleFit.sideDirection(of: segments).map(abs)
    }

    /// How far the 4-gon `v`'s sides (their length-weighted direction; `nil` when they share
    /// none, as a wide rhombus's do not) and its farther diagonal lie from the nearest axis, in
    /// radians in 0…π/4; `nil` for a diagonal of no length. O(1).
    static func axisOffsets(_ v: [Vector2]) -> (sides: Double?, diagonal: Double)? {
        guard let diagonal0 = axisOffset([[v[0], v[2]]]), let diagonal1 = axisOffset([[v[1], v[3]]]) else { return nil }
        return (axisOffset([v.closedRing]), max(diagonal0, diagonal1))
    }

    /// Whether the 4-gon `v` stands on a corner: both diagonals lie nearer the axes than its
    /// sides do (sides with no common direction lie π/4 off). The complement of a slanted box's
    /// standing on a side, with no angle of its own: a rhombus turns from one to the other where
    /// its diagonals and sides lie equally far off, and a flowchart decision drawn as a lopsided
    /// rhombus stays one under a turn of a few degrees. O(1).
    static func standsOnCorner(_ v: [Vector2]) -> Bool {
        guard let offsets = axisOffsets(v) else { return false }
        return offsets.diagonal < offsets.sides ?? .pi / 4
    }

    /// Whether every corner of `polygon` is a right angle within `rightAngleTolerance`. O(k).
    static func isRightAngled(_ polygon: PolygonFit) -> Bool {
        polygon.interiorAngles.allSatisfy { abs($0 - .pi / 2) <= rightAngleTolerance }
    }

    /// Whether `polygon` is a diamond: a 4-gon whose diagonals cross at a right angle within
    /// `rightAngleTolerance`, as a rhombus's or a kite's do (the sides are not compared; a 200 × 120 box's cross at 62°: a box is never
    /// a diamond), one diagonal along each axis (they differ by more than π/4), and standing on
    /// a corner. A right-angled one (a square, its sides within about 0.74 of each other for
    /// the crossing) stands on its corner only when its sides lie within `squareTolerance`
    /// radians of 45° to the axes (`cornerStandingTolerance`, 10°, unless the group stands among
    /// upright boxes): a square turned 30° is a rotated rectangle, as a box turned any angle is.
    /// Any other such 4-gon stands on a corner when both diagonals lie within
    /// `diamondAxisTolerance` of the axes or nearer them than its sides (`standsOnCorner`): a
    /// lopsided decision turned a few degrees stays one. O(1).
    static func isDiamond(_ polygon: PolygonFit, squareTolerance: Double) -> Bool {
        let v = polygon.vertices
        guard v.count == 4 else { return false }
        let directions = [v[2] - v[0], v[3] - v[1]].map(\.angle)
        let diagonals = directions.map { abs(Angle.halfTurnNormalized($0)) }
        let crossing = abs(Angle.halfTurnNormalized(directions[0] - directions[1]))
        guard abs(diagonals[0] - diagonals[1]) > .pi / 4, .pi / 2 - crossing <= rightAngleTolerance else { return false }
        if isRightAngled(polygon) {
            return (axisOffset([v.closedRing]) ?? .pi / 4) >= .pi / 4 - squareTolerance
        }
        let nearAxis = { (a: Double) in min(a, abs(.pi / 2 - a)) <= diamondAxisTolerance }
        return diagonals.allSatisfy(nearAxis) || standsOnCorner(v)
    }

    /// Ranks a rectangle candidate just below the diamond `candidates` hold: the square the
    /// diamond is, turned, is its runner-up (an app may place it as a rotated rectangle).
    static func rankBelowDiamond(_ candidates: inout [ScoredShape]) {
        guard let diamond = candidates.first(where: { $0.shape.traits.contains(.diamond) }) else { return }
        for i in candidates.indices where candidates[i].shape.kind == .rectangle {
            candidates[i].confidence = max(0, min(candidates[i].confidence, diamond.confidence.nextDown))
        }
    }
}
