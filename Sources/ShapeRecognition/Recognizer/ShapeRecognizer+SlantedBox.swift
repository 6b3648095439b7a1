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
    /// ... and when its sides lie within this angle of the axes, in radians (π/8, halfway to
    /// standing on a corner): the FC decisions drawn as squares turned 30°–40°, which the diamond
    /// test misses, lie 0.53–0.66 off them.
    static let slantedBoxMaximumAxisOffset = Double.pi / 8

    /// Whether the 4-gon `v`, skewed by `meanDeviation` radians from right angles on average, is
    /// a box drawn hastily slanted rather than a drawn parallelogram or quadrilateral: skewed at
    /// most `slantedBoxMaximumSkew`, about as long as wide (`slantedBoxMinimumSideRatio`) and
    /// standing on a side (`slantedBoxMaximumAxisOffset`). Shearing the $1 training rectangles
    /// by 0.15 rad turned 10 % of them into parallelograms under the 0.25 rad skew limit alone.
    static func isSlantedBox(_ v: [Vector2], meanDeviation: Double) -> Bool {
        guard v.count == 4, meanDeviation <= slantedBoxMaximumSkew else { return false }
        let sides = v.closedPolygonSegments.map(\.length)
        let pairs = (sides[0] + sides[2], sides[1] + sides[3])
        guard min(pairs.0, pairs.1) >= slantedBoxMinimumSideRatio * max(pairs.0, pairs.1),
            let direction = RectangleFit.sideDirection(of: [v + [v[0]]])
        else { return false }
        return abs(direction) <= slantedBoxMaximumAxisOffset
    }
}
