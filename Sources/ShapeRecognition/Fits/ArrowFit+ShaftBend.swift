import InkCore

extension ArrowFit {
    /// How much a chain of runs bends as a shaft, grown joint by joint (`gentlePolylines`). A
    /// hand's tremor breaks a straight shaft into runs turning a little each way: their turns
    /// summed pass `shaftBend` on a line that never heads far from its first direction. So each
    /// leg's bend is the range of directions it has headed in (the cumulative signed turn's
    /// largest minus its smallest: turns back and forth cancel, a bow's add up), and the chain's
    /// is its legs' bends summed: an elbow's own turn is not counted and starts a new leg, whose
    /// range is measured afresh (an elbow's turn must not open the range for the next leg).
    struct ShaftBend {
        /// The cumulative signed turn since the leg's start, and its extremes, in radians.
        private var heading = 0.0, lowest = 0.0, highest = 0.0
        /// The bends of the legs before the last elbow, summed, in radians.
        private var earlierLegs = 0.0

        /// The bend in all were the chain to turn by `turn` (signed, radians) next.
        func bend(turning turn: Double) -> Double {
            earlierLegs + max(highest, heading + turn) - min(lowest, heading + turn)
        }

        /// Adds a joint turning by `turn` (signed, radians).
        mutating func add(_ turn: Double) {
            heading += turn
            lowest = min(lowest, heading)
            highest = max(highest, heading)
        }

        /// Marks an elbow: the leg so far is done, and the next one's range starts from its
        /// direction (the elbow's own turn not counted).
        mutating func turnElbow() {
            earlierLegs += highest - lowest
            (heading, lowest, highest) = (0, 0, 0)
        }
    }
}
