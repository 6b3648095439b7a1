/// Finds the best readings of a `CharacterLattice`: a beam search over piece positions (Viterbi
/// over segmentations), once constrained by the lexicon trie and once free over every class.
///
/// A partial reading at position i has consumed pieces 0..<i; each step takes one hypothesis
/// starting at i. Per position only the `beamWidth` best partial readings survive; readings that
/// reach the same lexicon trie node (or, free, the same text) merge, keeping the better score.
/// O(p · k · beam · c) for p pieces, k pieces per character and c classes tried per step.
struct WordDecoder {
    /// One character of a reading: the hypothesis (start piece, piece count) and the label read.
    struct Step: Equatable {
        var start: Int
        var count: Int
        var label: Int
    }

    /// A complete reading.
    struct Reading {
        var steps: [Step]
        var score: Double
        var isInLexicon: Bool
    }

    private struct Partial {
        var steps: [Step]
        var score: Double
        /// Lexicon trie node, or -1 when decoding without the lexicon.
        var node: Int
    }

    let lattice: CharacterLattice
    let configuration: TextRecognizerConfiguration

    /// Readings that are lexicon words, best first. Each letter scores as the better of its lower-
    /// and upper-case class (the lexicon is case-folded).
    func lexiconReadings(_ lexicon: Lexicon) -> [Reading] {
        let finals = search(start: Partial(steps: [], score: 0, node: 0)) { partial, hypothesis, extend in
            for (letter, child) in lexicon.trie.children(of: partial.node) {
                let label = hypothesis.letterLabels[Int(letter)]
                if label >= 0 { extend(label, child) }
            }
        }
        return finals.filter { lexicon.trie.isWord($0.node) }
            .map { Reading(steps: $0.steps, score: $0.score, isInLexicon: true) }
    }

    /// Readings over every class, best first, each already lowered by the out-of-vocabulary penalty.
    func unconstrainedReadings() -> [Reading] {
        let tried = configuration.unconstrainedClassesPerHypothesis
        let finals = search(start: Partial(steps: [], score: 0, node: -1)) { _, hypothesis, extend in
            for label in hypothesis.ranked.prefix(tried) { extend(label, -1) }
        }
        return finals.map {
            Reading(steps: $0.steps, score: $0.score - configuration.outOfVocabularyPenalty, isInLexicon: false)
        }
    }

    /// Readings made only of digit classes, best first, lowered by the out-of-vocabulary penalty:
    /// numbers are outside any word list, and a bar reads "l" before "1" out of context, so the
    /// best number is kept as a candidate of its own.
    func numberReadings() -> [Reading] {
        let tried = configuration.unconstrainedClassesPerHypothesis
        let finals = search(start: Partial(steps: [], score: 0, node: -1)) { _, hypothesis, extend in
            for label in hypothesis.digitLabels.prefix(tried) { extend(label, -1) }
        }
        return finals.map {
            Reading(steps: $0.steps, score: $0.score - configuration.outOfVocabularyPenalty, isInLexicon: false)
        }
    }

    /// The beam search; `expand` calls `extend(label, node)` for each class a partial may take
    /// on a hypothesis. Returns the partials that consumed every piece, best first.
    private func search(
        start: Partial,
        expand: (Partial, CharacterLattice.Hypothesis, (Int, Int) -> Void) -> Void
    ) -> [Partial] {
        let count = lattice.pieces.count
        var beams = [[Partial]](repeating: [], count: count + 1)
        var keys = [[String: Int]](repeating: [:], count: count + 1)
        beams[0] = [start]
        for position in 0..<count {
            let survivors = beams[position].sorted { $0.score > $1.score }.prefix(configuration.beamWidth)
            beams[position] = []
            for partial in survivors {
                for hypothesis in lattice.hypotheses[position] {
                    let end = position + hypothesis.count
                    expand(partial, hypothesis) { label, node in
                        let step = Step(start: position, count: hypothesis.count, label: label)
                        let next = Partial(
                            steps: partial.steps + [step], score: partial.score + hypothesis.scores[label], node: node)
                        let key = node >= 0 ? String(node) : next.steps.map { String($0.label) }.joined(separator: ",")
                        if let existing = keys[end][key] {
                            if beams[end][existing].score < next.score { beams[end][existing] = next }
                        } else {
                            keys[end][key] = beams[end].count
                            beams[end].append(next)
                        }
                    }
                }
            }
        }
        return beams[count].sorted { $0.score > $1.score }
    }
}
