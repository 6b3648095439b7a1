import InkCore

extension Array where Element == Vector2 {
    /// The index in `range` of the point nearest `target` (the first of equal distances), or `nil`
    /// for an empty range: the choice of `range.min { d($0) < d($1) }` (NaN included), with one
    /// distance per point instead of two per step. O(n).
    func indexOfNearest(to target: Vector2, in range: Range<Int>) -> Int? {
        firstBestIndex(in: range, distanceTo: target, isBetter: <)
    }

    /// The index of the point farthest from `target` (the first of equal distances), or `nil`
    /// when empty: the choice of `indices.max { d($0) < d($1) }`, one distance per point. O(n).
    func indexOfFarthest(from target: Vector2) -> Int? {
        firstBestIndex(in: indices, distanceTo: target, isBetter: >)
    }

    /// A later index replaces the best so far only when `isBetter`, as `min(by:)` and `max(by:)`
    /// keep the first of equals.
    private func firstBestIndex(
        in range: Range<Int>, distanceTo target: Vector2, isBetter: (Double, Double) -> Bool
    ) -> Int? {
        guard var best = range.first else { return nil }
        var bestDistance = self[best].distance(to: target)
        for i in range.dropFirst() {
            let d = self[i].distance(to: target)
            if isBetter(d, bestDistance) { (best, bestDistance) = (i, d) }
        }
        return best
    }
}
