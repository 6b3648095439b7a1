import Foundation
import InkCore

extension ShapeRecognizer {
    /// A box drawn slanted may be skewed up to this on average, in radians, and still answer as
    /// the rectangle (`isSlantedBox`). FC training and validation "data" symbols whose sides agree
    /// as closely as `slantedBoxMinimumSideRatio` skew 0.59 or more.
    static let slantedBoxMaximumSkew = 0.45
    /// ... when its shorter pair of opposite sides is at least this share of its longer pair: a
    /// flowchart "data" symbol is wide (FC training and validation: at most 0.65 where it skews
    /// less than 0.5 rad), while the $1 training boxes sheared by 0.15 rad are 0.52–1.3.
    static let slantedBoxMinimumSideRatio = 0.7

    /// Whether the 4-gon `v`, skewed by `meanDeviation` radians from right angles on average, is
    /// a box drawn hastily slanted rather than a drawn parallelogram or quadrilateral: skewed at
    /// most `slantedBoxMaximumSkew`; about as long as wide (`slantedBoxMinimumSideRatio`), or
    /// else slanted in its long sides — a flowchart "data" symbol keeps its long sides along an
    /// axis and slants its short ones; and standing on a side, not on a corner: its sides lie
    /// nearer the axes than its diagonals do (for a square, sides within π/8 of the axes).
    /// Shearing the $1 training rectangles by 0.15 rad turned 10 % of them into parallelograms
    /// under the 0.25 rad skew limit alone. O(1).
    ///
    /// Affine in spirit: the tests compare directions of the 4-gon's own sides and diagonals with
    /// the axes, never with fixed angles, so a thin box sheared along its long sides, or a box
    /// turned up to halfway to a corner, stays a box (see TuningHistory.md, thirteenth pass).
    static func isSlantedBox(_ v: [Vector2], meanDeviation: Double) -> Bool {
        guard v.count == 4, meanDeviation <= slantedBoxMaximumSkew else { return false }
        let sides = v.closedPolygonSegments.map(\.length)
        let pairs = (sides[0] + sides[2], sides[1] + sides[3])
        // Standing on a side: the sides lie nearer the axes than the farther diagonal does.
        guard let offsets = axisOffsets(v), let sideOffset = offsets.sides, sideOffset < offsets.diagonal else { return false }
        if min(pairs.0, pairs.1) >= slantedBoxMinimumSideRatio * max(pairs.0, pairs.1) { return true }
        // Thinner than that: a box unless drawn as a data symbol, its long sides along an axis
        // (within the diamond's `diamondAxisTolerance`: flowchart symbols stand on the axes) and
        // its short sides slanted more. Side i runs from v[i] to v[i + 1]; pair 0 is sides 0
        // and 2, pair 1 sides 1 and 3.
        let pair = { (i: Int) in [[v[i], v[i + 1]], [v[i + 2], v[(i + 3) % 4]]] }
        let (long, short) = pairs.0 >= pairs.1 ? (pair(0), pair(1)) : (pair(1), pair(0))
        guard let longSlant = axisOffset(long), let shortSlant = axisOffset(short) else { return false }
        return longSlant > diamondAxisTolerance || longSlant >= shortSlant
    }
}
