/// The most probable CTC path spelling a given text (Viterbi forced alignment over the CTC
/// topology of Graves et al. 2006: blank, l₁, blank, l₂, …, l_L, blank), telling which frames each
/// character of the text was read from. O(frames · text length).
struct CTCAlignment: Equatable {
    /// For each symbol of the text, the contiguous run of frames the path spent on it (never empty).
    let frames: [Range<Int>]
    /// Natural-log probability of that single path.
    let logProbability: Double

    /// The alignment of `symbols` (each 1 … alphabet.count), or `nil` when the text is empty or
    /// longer than the frames can spell (each symbol needs a frame, a repeated one a blank between).
    init?(_ posteriors: FramePosteriors, symbols: [Int]) {
        let frameCount = posteriors.frameCount
        let stateCount = 2 * symbols.count + 1
        guard !symbols.isEmpty, frameCount > 0 else { return nil }
        // State s is blank when even, symbols[(s − 1) / 2] when odd.
        func symbol(_ state: Int) -> Int { state % 2 == 0 ? 0 : symbols[state / 2] }
        var score = [Double](repeating: -.infinity, count: stateCount)
        var next = score
        // back[t · stateCount + s]: how many states the path stepped to reach s at frame t.
        var back = [UInt8](repeating: 0, count: frameCount * stateCount)
        score[0] = Double(posteriors[0, 0])
        score[1] = Double(posteriors[0, symbols[0]])
        for frame in 1..<frameCount {
            for state in 0..<stateCount {
                var best = score[state]
                var step: UInt8 = 0
                if state >= 1, score[state - 1] > best {
                    best = score[state - 1]
                    step = 1
                }
                if state >= 2, state % 2 == 1, symbol(state) != symbol(state - 2), score[state - 2] > best {
                    best = score[state - 2]
                    step = 2
                }
                next[state] = best + Double(posteriors[frame, symbol(state)])
                back[frame * stateCount + state] = step
            }
            swap(&score, &next)
        }
        var state = stateCount == 1 || score[stateCount - 1] >= score[stateCount - 2] ? stateCount - 1 : stateCount - 2
        guard score[state] > -.infinity else { return nil }
        logProbability = score[state]
        var first = [Int](repeating: frameCount, count: symbols.count)
        var last = [Int](repeating: -1, count: symbols.count)
        for frame in stride(from: frameCount - 1, through: 0, by: -1) {
            if state % 2 == 1 {
                first[state / 2] = frame
                last[state / 2] = max(last[state / 2], frame)
            }
            state -= Int(back[frame * stateCount + state])
        }
        guard state <= 1 else { return nil }
        frames = zip(first, last).map { $0..<($1 + 1) }
    }
}
