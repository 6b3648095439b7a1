/// What a CTC sequence model (Graves, Fernández, Gomez & Schmidhuber 2006) says about one word:
/// for each output frame, the log-probability of every symbol.
///
/// Symbol 0 is the CTC blank; symbol `s ≥ 1` is `alphabet[s − 1]`. Frames run left to right
/// along the ink. `strokeOfFrame[f]` is the index (into the word's stroke list) of the stroke
/// that frame `f` was centred on, so a decoder can hand each character the ink it used.
public struct FramePosteriors: Sendable {
    public let alphabet: [Character]
    public let frameCount: Int
    /// `frameCount` × `symbolCount` natural-log probabilities, row-major (one row per frame).
    public let logProbabilities: [Float]
    public let strokeOfFrame: [Int]

    /// - Precondition: `logProbabilities.count == frameCount · (alphabet.count + 1)` and
    ///   `strokeOfFrame.count == frameCount` (a model's own output; not user input).
    public init(alphabet: [Character], frameCount: Int, logProbabilities: [Float], strokeOfFrame: [Int]) {
        precondition(logProbabilities.count == frameCount * (alphabet.count + 1), "posterior shape")
        precondition(strokeOfFrame.count == frameCount, "one stroke index per frame")
        self.alphabet = alphabet
        self.frameCount = frameCount
        self.logProbabilities = logProbabilities
        self.strokeOfFrame = strokeOfFrame
    }

    /// Blank plus one symbol per alphabet character.
    public var symbolCount: Int { alphabet.count + 1 }

    /// The log-probability of `symbol` at `frame`.
    public subscript(frame: Int, symbol: Int) -> Float { logProbabilities[frame * symbolCount + symbol] }
}
