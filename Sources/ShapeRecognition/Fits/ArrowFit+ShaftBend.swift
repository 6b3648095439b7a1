import InkCore

extension ArrowFit {
    /// How much a chain of runs bends as a shaft, grown joint by joint (`gentlePolylines`). A
    /// hand's tremor breaks a straight shaft into runs turning a little each way: their turns
    /// summed pass `shaftBend` on a line that never heads far from its first direction. So until
    /// the chain's first elbow its bend is the range of directions it has headed in (the
    /// cumulative signed turn's largest minus its smallest: turns back and forth cancel, a bow's
    /// add up); past an elbow it is the turns summed, as a connector's legs run straight.
    struct ShaftBend {
        /// The cumulative signed turn since the chain's start, and its extremes, in radians.
        private var heading = 0.0, lowest = 0.0, highest = 0.0
        /// The turns summed, sign dropped, in radians.
        private var summed = 0.0
        /// Whether the chain has turned an elbow.
        private var pastElbow = false

        /// The bend in all were the chain to turn by `turn` (signed, radians) next.
        func bend(turning turn: Double) -> Double {
            pastElbow ? summed + abs(turn) : max(highest, heading + turn) - min(lowest, heading + turn)
        }

        /// Adds a joint turning by `turn` (signed, radians).
        mutating func add(_ turn: Double) {
            heading += turn
            lowest = min(lowest, heading)
            highest = max(highest, heading)
            summed += abs(turn)
        }

        /// Marks an elbow: from here on the bend is the turns summed (the elbow's own not counted).
        mutating func turnElbow() { pastElbow = true }
    }
}
