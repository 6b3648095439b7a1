import InkCore

extension ArrowFit {
    /// The leg after an elbow may be as short as this share of the diagonal, 0.6 of an elbow's
    /// leg (`minimumElbowLeg`): FC writer 12 ends connectors with a stub turned towards the
    /// box and draws the head at the stub's end (train writer12_11 #79, writer12_5 #183).
    /// Stopped at the elbow, the shaft's end had the stub and its head on one side of its line
    /// only, so no head was looked for there. Such a leg can only end a chain (a further elbow
    /// needs `minimumElbowLeg` before it), and not before a leg gap, where legs drawn apart are
    /// judged as before. 0.05–0.06 gain both, 0.07 only the second; at 0.045 and below an FC
    /// validation arrow was lost (writer13_8 #114; TuningHistory, twenty-fourth pass).
    static let minimumLastElbowLeg = 0.06

    /// Whether run `k` of `runs` is long enough to be the leg after an elbow: at least
    /// `minimumElbowLeg` of the diagonal `size`, or `minimumLastElbowLeg` where no leg gap
    /// follows it. O(1).
    static func isElbowLeg(_ k: Int, of runs: [Run], size: Double) -> Bool {
        let length = runs[k].segment.length
        return length >= size * minimumElbowLeg
            || (length >= size * minimumLastElbowLeg && !(k + 1 < runs.count && runs[k + 1].isLegGap))
    }
}
