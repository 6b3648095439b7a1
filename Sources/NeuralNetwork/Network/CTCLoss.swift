import Foundation

/// Connectionist temporal classification (Graves, Fernández, Gomez & Schmidhuber 2006): the loss
/// of a label sequence given per-frame symbol logits, summed over every alignment, by the
/// forward–backward recursion in log space.
///
/// Symbol 0 is the blank. An alignment emits one symbol per frame; removing repeats and then
/// blanks gives the label, so a label with repeated neighbours ("ll") needs a blank between them
/// and at least `requiredFrames(for:)` frames in all.
public enum CTCLoss {
    /// Frames the shortest alignment of `label` takes: one per symbol plus one blank between each
    /// pair of equal neighbours. O(label).
    public static func requiredFrames(for label: [Int]) -> Int {
        label.count + zip(label, label.dropFirst()).filter { $0 == $1 }.count
    }

    /// `−log p(label | logits)` and its gradient with respect to the logits for one sequence.
    ///
    /// - Parameters:
    ///   - logits: `frames × symbols` values, row-major (one row per frame), unnormalized.
    ///   - frames: rows of `logits`.
    ///   - label: symbols in `1..<symbols` (no blanks); may be empty (all frames blank).
    /// - Returns: the loss (nats) and `softmax(logits) − occupancy`, where `occupancy[t][k]` is the
    ///   posterior probability that frame `t` emits `k` (summed over the extended label's states).
    /// - Throws: `CTCError.labelTooLong` when `frames < requiredFrames(for: label)` (no alignment
    ///   exists); `.symbolOutOfRange` for a label symbol outside `1..<symbols`.
    /// - Complexity: O(frames · (symbols + label)) time, O(frames · label) memory. Computed in
    ///   `Double` so a long sequence's log-probabilities do not lose the small terms.
    public static func loss(logits: ArraySlice<Float>, frames: Int, label: [Int]) throws(CTCError)
        -> (loss: Float, gradient: [Float])
    {
        precondition(frames > 0 && logits.count % frames == 0, "logits must hold frames × symbols values")
        let symbols = logits.count / frames
        if let bad = label.firstIndex(where: { $0 < 1 || $0 >= symbols }) {
            throw .symbolOutOfRange(position: bad, symbol: label[bad], symbols: symbols)
        }
        let required = requiredFrames(for: label)
        guard frames >= required else {
            throw .labelTooLong(labelLength: label.count, requiredFrames: required, frames: frames)
        }
        let logProbabilities = logSoftmax(logits, frames: frames, symbols: symbols)
        // The extended label: blank, l1, blank, l2, …, blank.
        let states = 2 * label.count + 1
        let extended = (0..<states).map { $0 % 2 == 0 ? 0 : label[$0 / 2] }
        // Whether state s may be entered from s − 2 (skipping a blank between different symbols).
        let canSkip = (0..<states).map { $0 >= 2 && extended[$0] != 0 && extended[$0] != extended[$0 - 2] }
        func emission(_ t: Int, _ s: Int) -> Double { logProbabilities[t * symbols + extended[s]] }

        // alpha[t][s]: log-probability of the prefixes ending in state s at frame t (emission included).
        var alpha = [Double](repeating: -.infinity, count: frames * states)
        alpha[0] = emission(0, 0)
        if states > 1 { alpha[1] = emission(0, 1) }
        for t in 1..<frames {
            let (row, previous) = (t * states, (t - 1) * states)
            for s in 0..<states {
                var sum = alpha[previous + s]
                if s >= 1 { sum = logAdd(sum, alpha[previous + s - 1]) }
                if canSkip[s] { sum = logAdd(sum, alpha[previous + s - 2]) }
                alpha[row + s] = sum + emission(t, s)
            }
        }
        // beta[t][s]: log-probability of the suffixes after frame t from state s (emission at t excluded).
        var beta = [Double](repeating: -.infinity, count: frames * states)
        let last = (frames - 1) * states
        beta[last + states - 1] = 0
        if states > 1 { beta[last + states - 2] = 0 }
        for t in stride(from: frames - 2, through: 0, by: -1) {
            let (row, next) = (t * states, (t + 1) * states)
            for s in 0..<states {
                var sum = beta[next + s] + emission(t + 1, s)
                if s + 1 < states { sum = logAdd(sum, beta[next + s + 1] + emission(t + 1, s + 1)) }
                if s + 2 < states, canSkip[s + 2] { sum = logAdd(sum, beta[next + s + 2] + emission(t + 1, s + 2)) }
                beta[row + s] = sum
            }
        }
        var logLikelihood = alpha[last + states - 1]
        if states > 1 { logLikelihood = logAdd(logLikelihood, alpha[last + states - 2]) }

        var gradient = [Float](repeating: 0, count: frames * symbols)
        var occupancy = [Double](repeating: 0, count: symbols)
        for t in 0..<frames {
            for k in 0..<symbols { occupancy[k] = 0 }
            for s in 0..<states {
                let logGamma = alpha[t * states + s] + beta[t * states + s] - logLikelihood
                if logGamma > -.infinity { occupancy[extended[s]] += exp(logGamma) }
            }
            for k in 0..<symbols {
                gradient[t * symbols + k] = Float(exp(logProbabilities[t * symbols + k]) - occupancy[k])
            }
        }
        return (Float(-logLikelihood), gradient)
    }

    /// The mean loss over a minibatch and the gradient of that mean (one sequence per row of
    /// `logits`, each `frames × symbols` values, as a kernel-1 `Convolution1D` lays them out).
    /// - Throws: the first `CTCError` of any row, with that row's index.
    public static func loss(logits: Matrix, frames: Int, labels: [[Int]]) throws(CTCError) -> (loss: Float, gradient: Matrix) {
        precondition(labels.count == logits.rows, "One label per row: \(labels.count) for \(logits.rows) rows")
        var gradient = Matrix(rows: logits.rows, columns: logits.columns)
        var total: Float = 0
        let scale = 1 / Float(max(logits.rows, 1))
        for row in 0..<logits.rows {
            let result: (loss: Float, gradient: [Float])
            do { result = try loss(logits: logits.row(row), frames: frames, label: labels[row]) } catch {
                throw .inSequence(row, error)
            }
            total += result.loss
            let base = row * logits.columns
            for i in result.gradient.indices { gradient.values[base + i] = result.gradient[i] * scale }
        }
        return (total * scale, gradient)
    }

    /// Per-frame log-softmax in `Double`, after subtracting each frame's maximum.
    static func logSoftmax(_ logits: ArraySlice<Float>, frames: Int, symbols: Int) -> [Double] {
        var output = [Double](repeating: 0, count: frames * symbols)
        let start = logits.startIndex
        for t in 0..<frames {
            let base = t * symbols
            var largest = -Double.infinity
            for k in 0..<symbols { largest = max(largest, Double(logits[start + base + k])) }
            var sum = 0.0
            for k in 0..<symbols { sum += exp(Double(logits[start + base + k]) - largest) }
            let logSum = largest + log(sum)
            for k in 0..<symbols { output[base + k] = Double(logits[start + base + k]) - logSum }
        }
        return output
    }

    /// log(eᵃ + eᵇ) without overflow; −∞ is the log of 0.
    private static func logAdd(_ a: Double, _ b: Double) -> Double {
        if a == -.infinity { return b }
        if b == -.infinity { return a }
        return max(a, b) + log1p(exp(-abs(a - b)))
    }
}

/// Why a CTC loss cannot be computed for a sequence.
public indirect enum CTCError: Error, CustomStringConvertible, Equatable {
    /// The label needs `requiredFrames` frames (one per symbol plus a blank between repeats);
    /// the sequence has `frames`.
    case labelTooLong(labelLength: Int, requiredFrames: Int, frames: Int)
    /// Label symbol at `position` is `symbol`, outside `1..<symbols` (0 is the blank).
    case symbolOutOfRange(position: Int, symbol: Int, symbols: Int)
    /// Row `index` of a minibatch failed.
    case inSequence(Int, CTCError)

    public var description: String {
        switch self {
        case .labelTooLong(let length, let required, let frames):
            "a label of \(length) symbols needs at least \(required) frames, the sequence has \(frames)"
        case .symbolOutOfRange(let position, let symbol, let symbols):
            "label symbol \(position) is \(symbol), outside 1..<\(symbols)"
        case .inSequence(let index, let error): "sequence \(index): \(error)"
        }
    }
}
