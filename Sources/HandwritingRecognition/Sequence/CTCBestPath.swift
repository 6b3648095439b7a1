/// Best-path ("greedy") CTC decoding (Graves, Fernández, Gomez & Schmidhuber 2006): the most
/// probable symbol of each frame, repeats collapsed, blanks dropped. A repeated letter ("oo")
/// needs a blank between its two runs; "o o" without one collapses to a single "o".
///
/// The most probable *path*, not the most probable *text* (which sums over every path spelling it;
/// `CTCPrefixSearch` finds that). O(frames · symbols).
struct CTCBestPath: Equatable {
    /// The decoded symbols (1 … alphabet.count, never blank), left to right.
    let symbols: [Int]
    /// For each decoded symbol, the run of frames the path spent on it.
    let frames: [Range<Int>]
    /// Natural-log probability of the path: the sum of each frame's best log-probability.
    let logProbability: Double

    init(_ posteriors: FramePosteriors) {
        var symbols: [Int] = []
        var frames: [Range<Int>] = []
        var logProbability = 0.0
        var previous = 0
        for frame in 0..<posteriors.frameCount {
            var best = 0
            for symbol in 1..<posteriors.symbolCount where posteriors[frame, symbol] > posteriors[frame, best] {
                best = symbol
            }
            logProbability += Double(posteriors[frame, best])
            if best != 0, best == previous {
                frames[frames.count - 1] = frames[frames.count - 1].lowerBound..<(frame + 1)
            } else if best != 0 {
                symbols.append(best)
                frames.append(frame..<(frame + 1))
            }
            previous = best
        }
        self.symbols = symbols
        self.frames = frames
        self.logProbability = logProbability
    }
}
