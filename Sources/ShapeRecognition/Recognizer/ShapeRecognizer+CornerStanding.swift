import Foundation
import InkCore

/// Whether a 4-gon stands on a side (a box) or on a corner (a diamond), told by its own sides
/// and diagonals against the axes rather than by a fixed angle.
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
    /// standing on a side, with no angle of its own: a square turns from one to the other at
    /// π/8, and a flowchart decision drawn as a lopsided square turned 30°–40° stays one under
    /// a turn of a few degrees. O(1).
    static func standsOnCorner(_ v: [Vector2]) -> Bool {
        guard let offsets = axisOffsets(v) else { return false }
        return offsets.diagonal < offsets.sides ?? .pi / 4
    }
}
