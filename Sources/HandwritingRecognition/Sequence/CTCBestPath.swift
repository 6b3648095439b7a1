/// Best-path (greedy) CTC decoding (Graves et al. 2006): the most probable symbol of every frame,
/// repeats merged, blanks removed. Not the most probable label (that sums over alignments), but
/// close to it when the posteriors are peaked, and O(frames · symbols).
public struct CTCBestPath: Sendable, Equatable {
    /// One decoded character and the frames whose best symbol it was.
    public struct Emission: Sendable, Equatable {
        public var character: Character
        /// Symbol index (1…alphabet.count).
        public var symbol: Int
        /// The run of consecutive frames that emitted it.
        public var frames: Range<Int>
    }

    public let emissions: [Emission]
    /// Sum over frames of the chosen symbols' log-probabilities (natural log): the log-probability
    /// of the best alignment.
    public let logProbability: Float

    /// Decodes `posteriors`. Ties go to the lower symbol index (blank first).
    public init(_ posteriors: FramePosteriors) {
        var emissions: [Emission] = []
        var total: Float = 0
        var previous = 0
        for frame in 0..<posteriors.frameCount {
            var best = 0
            for symbol in 1..<posteriors.symbolCount where posteriors[frame, symbol] > posteriors[frame, best] {
                best = symbol
            }
            total += posteriors[frame, best]
            if best != 0 {
                if best == previous {
                    emissions[emissions.count - 1].frames = emissions[emissions.count - 1].frames.lowerBound..<(frame + 1)
                } else {
                    emissions.append(Emission(character: posteriors.alphabet[best - 1], symbol: best, frames: frame..<(frame + 1)))
                }
            }
            previous = best
        }
        self.emissions = emissions
        logProbability = total
    }

    /// The decoded text.
    public var text: String { String(emissions.map(\.character)) }
}
