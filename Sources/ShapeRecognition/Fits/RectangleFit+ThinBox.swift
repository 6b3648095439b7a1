import Foundation
import InkCore

extension RectangleFit {
    /// Robust standard deviation, in points, of the ink about the long sides, over their middle
    /// (what a stadium's round ends leave straight: the longer side less the shorter): 1.4826
    /// times the median distance of the points nearest a long side from that side. The two
    /// passes of a line drawn down and back lie within a few of these of each other; a box's long
    /// sides lie many apart. Side bows and tilts count too. `infinity` with no point there.
    /// - Complexity: O(n) in points.
    var longSideScatter: Double {
        let b = localBounds
        let endsAcrossX = width >= height
        let reach = abs(width - height) / 2
        var deviations: [Double] = []
        for p in localPoints {
            let side = Self.nearestSide(p, bounds: b).side
            guard (side >= 2) == endsAcrossX else { continue }
            let position = side < 2 ? p.y - middle.y : p.x - middle.x
            guard abs(position) <= reach else { continue }
            deviations.append(abs((side < 2 ? p.x : p.y) - b[side]))
        }
        guard !deviations.isEmpty else { return .infinity }
        return 1.4826 * deviations.selectElement(atSortedPosition: deviations.count / 2)
    }

    /// The longest stretch of either end (a side of the shorter length) that no drawn point
    /// lies near (within `coverageBand` of the shorter side, nearest that end), as a share of
    /// the end's length: implied points do not count. An end the pen drew across leaves gaps of
    /// about the points' spacing; the open end of a line drawn down and back is the passes' two
    /// ends with nothing between them, a gap of the whole end.
    /// - Complexity: O(n) in points, plus sorting the few points at the ends.
    var largestEndGap: Double {
        let b = localBounds
        let ends = width >= height ? (0, 1) : (2, 3)
        let band = Self.coverageBand * min(width, height)
        var first: [Double] = [], second: [Double] = []
        for p in localPoints {
            let (side, distance) = Self.nearestSide(p, bounds: b)
            guard distance <= band else { continue }
            if side == ends.0 { first.append(side < 2 ? p.y : p.x) }
            if side == ends.1 { second.append(side < 2 ? p.y : p.x) }
        }
        // An end at x runs from the across-min to the across-max side, and the other way round.
        let (lo, hi) = ends.0 < 2 ? (b[2], b[3]) : (b[0], b[1])
        func gap(_ values: [Double]) -> Double {
            var largest = 0.0, previous = lo
            for v in values.sorted() {
                largest = max(largest, v - previous)
                previous = max(previous, v)
            }
            return max(largest, hi - previous) / (hi - lo)
        }
        return max(gap(first), gap(second))
    }
}
