import InkCore

extension ArrowFit {
    /// A run this short, as a share of the diagonal, between two legs turning an elbow's angle
    /// (`elbowTurns`) to each other is the elbow itself: a rounded corner that Douglas–Peucker
    /// cuts into two half turns, or the hook where a connector drawn leg by leg joins its next
    /// stroke a little back from the last one's end.
    static let elbowRounding = 0.05

    /// The position in `runs` of the leg after an elbow at the end of run `j`: the next run, or
    /// the one after it where the next is an elbow's rounding (`elbowRounding`), or past a leg
    /// gap (`Run.isLegGap`) with at most one such rounding on either side of it, turning
    /// `elbowTurns` from run `j` and long enough for a leg (`isElbowLeg(_:of:size:)`: at least
    /// `minimumElbowLeg` of the diagonal `size`, a last leg `minimumLastElbowLeg`); else `nil`.
    /// O(1).
    static func elbowLeg(after j: Int, of runs: [Run], size: Double) -> Int? {
        let leg = runs[j].segment
        // One short run may be stepped over, and one more on the far side of a leg gap.
        var steppedShortRun = false
        for k in (j + 1)..<runs.count {
            if runs[k].isLegGap {
                steppedShortRun = false
                continue
            }
            if elbowTurns.contains(leg.turn(to: runs[k].segment)), isElbowLeg(k, of: runs, size: size) {
                return k
            }
            guard !steppedShortRun, runs[k].segment.length <= size * elbowRounding else { return nil }
            steppedShortRun = true
        }
        return nil
    }
}
