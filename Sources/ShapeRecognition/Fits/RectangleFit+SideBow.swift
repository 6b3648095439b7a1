import Foundation
import InkCore

extension RectangleFit {
    /// The bow of an end (a side of the shorter length) is measured on the ink within this share
    /// of the shorter side either side of the end's middle: nearer the corners any box may be cut
    /// or rounded (a process box's gapped corner cuts up to 0.2 of the side along it).
    static let endBowReach = 0.35

    /// Fewer points than this along a side's middle say nothing about its shape.
    static let minimumSideBowPoints = 5

    /// How far each side (along-min, along-max, across-min, across-max, as `sideCoverage`) bows
    /// outward, as a share of its length: the sagitta over the whole side (`ParabolaFit`, `−c / 4`
    /// with positions along the side over its length) of the least-squares parabola through the
    /// points nearest that side along its middle, positive where the middle lies outside the
    /// corners. The middle of an end is `endBowReach` of the shorter side either side of its
    /// centre; of a long side, what a stadium's half-circle ends leave straight (the longer side
    /// less the shorter). A terminator's round end bows however flat the pen drew it while its
    /// long sides run straight; a box's straight side, its corners cut or not, does not bow; a
    /// "D"'s bowl bows as a long side. A tilt of a side changes only the parabola's slope.
    ///
    /// - Returns: 0 for a side with fewer than `minimumSideBowPoints` points along its middle or
    ///   points that leave the parabola undetermined.
    /// - Complexity: O(n) in points, one pass, no allocation.
    var sideBows: SIMD4<Double> {
        let b = localBounds
        let shorter = min(width, height), longer = max(width, height)
        // Sides 0 and 1 run across the x axis (length `height`), 2 and 3 across y (`width`).
        let lengths = SIMD4(height, height, width, width)
        let endsAcrossX = width >= height
        let longReach = (longer - shorter) / 2, endReach = Self.endBowReach * shorter
        let reaches = endsAcrossX ? SIMD4(endReach, endReach, longReach, longReach) : SIMD4(longReach, longReach, endReach, endReach)
        var fits = (ParabolaFit(), ParabolaFit(), ParabolaFit(), ParabolaFit())
        for p in localPoints {
            let side = Self.nearestSide(p, bounds: b).side
            let position = side < 2 ? p.y - middle.y : p.x - middle.x
            guard abs(position) <= reaches[side] else { continue }
            // Outward from the box: below a min side's coordinate, above a max side's.
            let across = side < 2 ? p.x : p.y
            let offset = side % 2 == 0 ? b[side] - across : across - b[side]
            let (u, v) = (position / lengths[side], offset / lengths[side])
            switch side {
            case 0: fits.0.add(u: u, v: v)
            case 1: fits.1.add(u: u, v: v)
            case 2: fits.2.add(u: u, v: v)
            default: fits.3.add(u: u, v: v)
            }
        }
        let bow = { (fit: ParabolaFit) -> Double in
            guard fit.count >= Self.minimumSideBowPoints, let c = fit.solution?.c else { return 0 }
            return -c / 4
        }
        return SIMD4(bow(fits.0), bow(fits.1), bow(fits.2), bow(fits.3))
    }
}
