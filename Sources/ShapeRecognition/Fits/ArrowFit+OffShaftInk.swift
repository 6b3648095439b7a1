import InkCore

extension ArrowFit {
    /// The ink not drawn with a shaft that lies off it in one band (farther than `offShaft`
    /// from every shaft segment): each end's barbs among it, and how much of it lies outside
    /// each end's head region and outside both.
    struct OffShaftInk {
        /// The band's half-width, in points.
        var offShaft: Double
        var atStart: HeadRegion
        var atEnd: HeadRegion
        var outsideStart = 0
        var outsideEnd = 0
        var outsideBoth = 0
        /// The ends that cannot have a head: the other's head must pass alone.
        var headless: (start: Bool, end: Bool)
        /// Positions in the ink of the points within the band, ascending: all a narrower band
        /// has to look at again.
        var onShaft: [Int] = []

        /// The off-shaft ink of `ink` around `shaft`, or `nil` once more than `strayLimit` points
        /// lie off the shaft outside both head regions (stray whichever heads are found), or
        /// outside the other end's region where one end is `headless`. O(n·s) for s shaft
        /// segments.
        init?(
            ink: [Vector2], shaft: [Segment], offShaft: Double, regions: (start: HeadRegion, end: HeadRegion),
            headless: (start: Bool, end: Bool), strayLimit: Double
        ) {
            self.offShaft = offShaft
            (atStart, atEnd) = regions
            self.headless = headless
            onShaft.reserveCapacity(ink.count)
            guard sort(ink.indices, of: ink, shaft: shaft, strayLimit: strayLimit) else { return nil }
        }

        /// The same for a band of `offShaft` no wider than this one's: a narrower band only moves
        /// ink from on the shaft to off it, so only this band's on-shaft ink is looked at again
        /// (the barbs do not depend on the order ink is admitted in). O(k·s) for the k on-shaft
        /// points.
        func narrowed(to offShaft: Double, ink: [Vector2], shaft: [Segment], strayLimit: Double) -> OffShaftInk? {
            var narrower = self
            narrower.offShaft = offShaft
            narrower.onShaft = []
            narrower.onShaft.reserveCapacity(onShaft.count)
            guard narrower.sort(onShaft, of: ink, shaft: shaft, strayLimit: strayLimit) else { return nil }
            return narrower
        }

        /// Sorts the points at `positions` (ascending) into on-shaft and off-shaft ink; `false`
        /// once the stray limit is passed (see `init`).
        private mutating func sort(
            _ positions: some Sequence<Int>, of ink: [Vector2], shaft: [Segment], strayLimit: Double
        ) -> Bool {
            let band = offShaft
            for i in positions {
                let p = ink[i]
                guard !shaft.contains(where: { $0.distance(to: p) <= band }) else {
                    onShaft.append(i)
                    continue
                }
                let inStart = atStart.admit(p, at: i), inEnd = atEnd.admit(p, at: i)
                if !inStart { outsideStart += 1 }
                if !inEnd { outsideEnd += 1 }
                if !inStart && !inEnd { outsideBoth += 1 }
                guard Double(outsideBoth) <= strayLimit, !headless.end || Double(outsideStart) <= strayLimit,
                    !headless.start || Double(outsideEnd) <= strayLimit
                else { return false }
            }
            return true
        }
    }
}
