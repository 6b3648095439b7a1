/// Finds the best readings of a `CharacterLattice`: a beam search over piece positions (Viterbi
/// over segmentations), once constrained by the lexicon trie and once free over every class.
///
/// A partial reading at position i has consumed pieces 0..<i; each step takes one hypothesis
/// starting at i. Per position only the `beamWidth` best partial readings survive; readings that
/// reach the same lexicon trie node (or, free, the same text) merge, keeping the better score.
/// O(p · k · beam · c) for p pieces, k pieces per character and c classes tried per step: linear
/// in the pieces (see `search`).
struct WordDecoder {
    /// One character of a reading: the hypothesis (start piece, piece count) and the label read.
    struct Step: Equatable {
        var start: Int
        var count: Int
        var label: Int
    }

    /// A complete reading. Its steps are read back from the search's trail on demand, so a
    /// reading costs O(1) until its steps are asked for, then O(characters).
    struct Reading {
        var score: Double
        var isInLexicon: Bool
        let trail: StepTrail
        /// Index in `trail` of the reading's last step, or -1 for an empty reading.
        let last: Int

        var steps: [Step] { trail.steps(endingAt: last) }
    }

    /// The steps of every partial reading that survived the beam, each with the index of the step
    /// before it (-1 for a first step): readings share their prefixes, so extending one costs O(1)
    /// instead of a copy of its steps. At most `beamWidth` entries per piece.
    final class StepTrail {
        private var entries: [(step: Step, previous: Int)] = []

        var count: Int { entries.count }

        func append(_ step: Step, previous: Int) -> Int {
            entries.append((step, previous))
            return entries.count - 1
        }

        /// The steps leading to entry `last`, first to last.
        func steps(endingAt last: Int) -> [Step] {
            var steps: [Step] = []
            var index = last
            while index >= 0 {
                steps.append(entries[index].step)
                index = entries[index].previous
            }
            return steps.reversed()
        }
    }

    private struct Partial {
        var score: Double
        /// Lexicon trie node, or -1 when decoding without the lexicon.
        var node: Int
        /// The trail entry of the step before `step`, or -1.
        var previous: Int
        /// The last step, not yet in the trail; `nil` for the empty reading.
        var step: Step?
        /// The interned text of the steps before `step` (`TextInterning`), or -1.
        var previousText: Int
    }

    /// Which partials ending at one piece merge: the same lexicon trie node, or, free, the same
    /// text, as (interned text of the prefix, last label).
    private struct MergeKey: Hashable {
        var first: Int
        var second: Int
    }

    let lattice: CharacterLattice
    let configuration: TextRecognizerConfiguration

    /// Readings that are lexicon words, best first. Each letter scores as the better of its lower-
    /// and upper-case class (the lexicon is case-folded).
    func lexiconReadings(_ lexicon: Lexicon) -> [Reading] {
        let (finals, trail) = search(startNode: 0) { partial, hypothesis, extend in
            for (letter, child) in lexicon.trie.children(of: partial.node) {
                let label = hypothesis.letterLabels[Int(letter)]
                if label >= 0 { extend(label, child) }
            }
        }
        return finals.filter { lexicon.trie.isWord($0.node) }
            .map { Reading(score: $0.score, isInLexicon: true, trail: trail, last: $0.last) }
    }

    /// Readings over every class, best first, each already lowered by the out-of-vocabulary penalty.
    func unconstrainedReadings() -> [Reading] {
        let tried = configuration.unconstrainedClassesPerHypothesis
        return freeReadings { hypothesis in hypothesis.ranked.prefix(tried) }
    }

    /// Readings made only of digit classes, best first, lowered by the out-of-vocabulary penalty:
    /// numbers are outside any word list, and a bar reads "l" before "1" out of context, so the
    /// best number is kept as a candidate of its own.
    func numberReadings() -> [Reading] {
        let tried = configuration.unconstrainedClassesPerHypothesis
        return freeReadings { hypothesis in hypothesis.digitLabels.prefix(tried) }
    }

    /// Readings taking, at each hypothesis, the labels `labels` gives, lowered by the
    /// out-of-vocabulary penalty.
    private func freeReadings(_ labels: (CharacterLattice.Hypothesis) -> ArraySlice<Int>) -> [Reading] {
        let (finals, trail) = search(startNode: -1) { _, hypothesis, extend in
            for label in labels(hypothesis) { extend(label, -1) }
        }
        return finals.map {
            Reading(
                score: $0.score - configuration.outOfVocabularyPenalty, isInLexicon: false, trail: trail, last: $0.last)
        }
    }

    /// The beam search from the empty reading at trie node `startNode` (-1: free); `expand` calls
    /// `extend(label, node)` for each class a partial may take on a hypothesis. Returns the
    /// partials that consumed every piece, best first, as their score, node and last trail entry.
    ///
    /// - Complexity: O(p · beam · k · c) time and O(p · beam + beam · k · c) memory for p pieces,
    ///   k = `maxSegmentsPerCharacter` and c classes tried per hypothesis: linear in the pieces,
    ///   since a partial holds its last step and a link into the shared trail, and free readings
    ///   merge by interned text rather than by comparing whole label strings.
    private func search(
        startNode: Int,
        expand: (Partial, CharacterLattice.Hypothesis, (Int, Int) -> Void) -> Void
    ) -> (finals: [(score: Double, node: Int, last: Int)], trail: StepTrail) {
        let count = lattice.pieces.count
        let trail = StepTrail()
        // Free readings' texts, interned: (text of the prefix, last label) → text.
        var texts: [MergeKey: Int] = [:]
        /// Puts a surviving partial's last step in the trail: its trail entry and interned text.
        func commit(_ partial: Partial) -> (entry: Int, text: Int) {
            guard let step = partial.step else { return (-1, -1) }
            let entry = trail.append(step, previous: partial.previous)
            guard partial.node < 0 else { return (entry, -1) }
            let key = MergeKey(first: partial.previousText, second: step.label)
            if let text = texts[key] { return (entry, text) }
            texts[key] = texts.count
            return (entry, texts.count - 1)
        }
        var beams = [[Partial]](repeating: [], count: count + 1)
        var keys = [[MergeKey: Int]](repeating: [:], count: count + 1)
        beams[0] = [Partial(score: 0, node: startNode, previous: -1, step: nil, previousText: -1)]
        for position in 0..<count {
            let survivors = beams[position].sorted { $0.score > $1.score }.prefix(configuration.beamWidth)
            beams[position] = []
            keys[position] = [:]
            for partial in survivors {
                let (entry, text) = commit(partial)
                for hypothesis in lattice.hypotheses[position] {
                    let end = position + hypothesis.count
                    expand(partial, hypothesis) { label, node in
                        let next = Partial(
                            score: partial.score + hypothesis.scores[label], node: node, previous: entry,
                            step: Step(start: position, count: hypothesis.count, label: label), previousText: text)
                        let key = node >= 0 ? MergeKey(first: node, second: -1) : MergeKey(first: text, second: label)
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
        let finals = beams[count].sorted { $0.score > $1.score }.map { partial in
            (score: partial.score, node: partial.node, last: commit(partial).entry)
        }
        return (finals, trail)
    }
}
