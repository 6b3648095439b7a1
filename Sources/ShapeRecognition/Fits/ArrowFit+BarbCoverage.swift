import InkCore

extension ArrowFit {
    /// The ink along one barb, kept while a shaft is tried in narrower bands: which bins along
    /// the barb have ink within a tolerance does not depend on the band (only which bins count,
    /// those off the band, does), so the ink is scanned once, and only as far as a band needs.
    struct BarbInk {
        var barb: Segment
        /// How far from the barb ink counts, in points.
        var tolerance: Double
        /// The number of bins along the barb: `coverageBins`, or one per resampling spacing on a
        /// shorter barb.
        var bins: Int
        /// The bins with ink among the first `scanned` points of the ink.
        private var covered: UInt64 = 0
        private var scanned = 0

        init(_ barb: Segment, tolerance: Double, spacing: Double) {
            (self.barb, self.tolerance) = (barb, tolerance)
            bins = max(2, min(coverageBins, Int(barb.length / spacing)))
        }

        /// The bins with ink, as a bit mask: all of them, or (the ink scanned only until then)
        /// enough to hold every bin of `counted`. O(n) over all calls.
        mutating func coveredBins(holding counted: UInt64, ink: [Vector2]) -> UInt64 {
            let axis = barb.b - barb.a, lengthSquared = axis.lengthSquared
            while covered & counted != counted, scanned < ink.count {
                let p = ink[scanned]
                if barb.distance(to: p) <= tolerance {
                    covered |= 1 << UInt64(min(bins - 1, max(0, Int((p - barb.a).dot(axis) / lengthSquared * Double(bins)))))
                }
                scanned += 1
            }
            return covered
        }
    }
}

extension ArrowFit.ShaftEnds {
    /// The share of `barb`, outside the band of `offShaft` around the shaft where barb and shaft
    /// overlap, that has ink not drawn with the shaft (`otherInk`, in the band too: by a small
    /// head's apex the barb's ink lies in the band while the bins along the straight barb may
    /// not) within `tolerance`, in `ArrowFit.coverageBins` bins along the barb. The ink along
    /// each barb and tolerance is found once per shaft (`ArrowFit.BarbInk`). O(n) the first
    /// time, O(s) for s shaft segments after.
    mutating func barbCoverage(_ barb: Segment, within tolerance: Double, offShaft: Double) -> Double {
        let axis = barb.b - barb.a
        guard axis.lengthSquared > 0 else { return 0 }
        let known = barbInk.firstIndex { $0.barb == barb && $0.tolerance == tolerance }
        let k = known ?? barbInk.count
        if known == nil { barbInk.append(ArrowFit.BarbInk(barb, tolerance: tolerance, spacing: spacing)) }
        let bins = barbInk[k].bins
        // Bin sets as bit masks (at most `coverageBins` bins).
        var counted: UInt64 = 0
        for i in 0..<bins {
            let middle = barb.a + axis * ((Double(i) + 0.5) / Double(bins))
            if !segments.contains(where: { $0.distance(to: middle) <= offShaft }) { counted |= 1 << UInt64(i) }
        }
        let total = counted.nonzeroBitCount
        guard total > 0 else { return 0 }
        // Once every counted bin has ink, the rest of the ink cannot change the share.
        let covered = barbInk[k].coveredBins(holding: counted, ink: otherInk)
        return Double((covered & counted).nonzeroBitCount) / Double(total)
    }
}
