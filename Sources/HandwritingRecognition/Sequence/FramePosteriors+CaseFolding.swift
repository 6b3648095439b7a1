extension FramePosteriors {
    /// The posteriors with the upper- and lower-case form of each letter merged into one symbol
    /// (probabilities added), in the order of first appearance; other characters stay as they are.
    /// `symbolOf[s]` is the merged symbol of original symbol s (the blank stays 0).
    ///
    /// Lexicons are case-folded, and "o"/"O", "s"/"S" differ only in size, so a word is searched
    /// without case and its case is put back per character afterwards. O(frames · symbols).
    func caseFolded() -> (posteriors: FramePosteriors, symbolOf: [Int]) {
        var alphabet: [Character] = []
        var symbolOf = [0]
        for character in self.alphabet {
            let lower = character.lowercased()
            let folded = lower.count == 1 ? Character(lower) : character
            if let existing = alphabet.firstIndex(of: folded) {
                symbolOf.append(existing + 1)
            } else {
                alphabet.append(folded)
                symbolOf.append(alphabet.count)
            }
        }
        let foldedCount = alphabet.count + 1
        var log = [Float](repeating: -.infinity, count: frameCount * foldedCount)
        for frame in 0..<frameCount {
            for symbol in 0..<symbolCount {
                let index = frame * foldedCount + symbolOf[symbol]
                log[index] = Float(CTCPrefixSearch.logAdd(Double(log[index]), Double(self[frame, symbol])))
            }
        }
        return (
            FramePosteriors(alphabet: alphabet, frameCount: frameCount, logProbabilities: log, strokeOfFrame: strokeOfFrame),
            symbolOf
        )
    }
}
