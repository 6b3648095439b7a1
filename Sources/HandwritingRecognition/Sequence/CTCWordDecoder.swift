import Foundation

/// Reads one word's `FramePosteriors`: the texts of a CTC prefix beam search constrained by the
/// lexicon trie (a word, possibly followed by closing punctuation), merged with those of a free
/// search (names, words missing from the list), which pay `outOfVocabularyPenalty` unless they
/// are lexicon words after all, and with the best reading of a search constrained to numbers
/// (`NumberGrammar`: "7", "3.50", "12:30").
///
/// Numbers are an open class the lexicon does not constrain: the number reading competes on the
/// model's own score, its CTC log-probability minus `numberPenalty` (no out-of-vocabulary penalty,
/// no word prior), and always keeps a place among the readings (the last one if need be), as the
/// segmentation engine keeps its best digits-only reading.
///
/// With a lexicon, every reading also gets a unigram word prior, `priorWeight · ln P(word)`
/// (P from the word's Zipf frequency, `Lexicon.logProbability(zipf:)`); readings outside the
/// lexicon get the prior of its floor frequency. This is the shallow fusion of a language model
/// with a CTC model (Hannun et al. 2014 weigh a word n-gram model the same way), reduced to
/// unigrams: among the words the constrained beam ends with (up to `search.beamWidth`), a common
/// word may overtake a rare one the ink fits slightly better.
///
/// Both searches run on case-folded posteriors (`caseFolded()`), since the lexicon is case-folded
/// and a lone "o"/"O" differs only in size; each reading then gets its case back per character
/// from the model: along the reading's forced alignment (`CTCAlignment`), the case form with the
/// higher summed probability over that character's frames. So "Boston" comes out as the writer
/// wrote it, not as the lexicon spells it.
///
/// Cost: three prefix searches, O(frames · beamWidth · s) each (s symbols above the search's floor
/// per frame; the number search tries at most the alphabet's digits and punctuation), plus one
/// alignment per reading, O(frames · length).
struct CTCWordDecoder {
    /// One reading of the word.
    struct Reading: Equatable {
        var text: String
        /// One symbol per character (1 … alphabet.count of the original, case-bearing posteriors).
        var symbols: [Int]
        /// Per character, the frames the alignment gave it.
        var frames: [Range<Int>]
        /// Natural-log probability of the case-folded text over all alignments, plus the weighted
        /// word prior and minus the out-of-vocabulary penalty where they apply.
        var score: Double
        var isInLexicon: Bool
    }

    var search = CTCPrefixSearch()
    /// Taken off free readings that are not lexicon words (natural-log units), when a lexicon is given.
    var outOfVocabularyPenalty = 4.0
    /// Weight of the natural-log word prior added to readings when a lexicon is given (0: none).
    var priorWeight = 0.0
    /// Taken off the best number reading (natural-log units) when a lexicon is given.
    var numberPenalty = 0.0
    /// Readings returned.
    var candidateCount = 5

    /// Characters a lexicon word may be followed by ("school.", "yes?"): about 2 % of UNIPEN
    /// category 7 train-split labels end in one.
    static let closingPunctuation: Set<Character> = [".", ",", ";", ":", "!", "?", "'", "\"", ")"]

    /// The readings of `posteriors`, best first, distinct without case, `candidateCount` at most.
    func readings(_ posteriors: FramePosteriors, lexicon: Lexicon?) -> [Reading] {
        let (folded, symbolOf) = posteriors.caseFolded()
        var scored: [(symbols: [Int], score: Double, isInLexicon: Bool)] = []
        if let lexicon {
            let constraint = CTCPrefixSearch.Constraint(
                trie: lexicon.trie, letters: [nil] + folded.alphabet.map { $0.asciiValue.flatMap(LexiconTrie.letterIndex) },
                trailing: folded.alphabet.indices.filter { Self.closingPunctuation.contains(folded.alphabet[$0]) }.map { $0 + 1 })
            // Every word the beam ends with, so the prior can reorder more than the first few.
            for reading in search.readings(folded, count: max(candidateCount, search.beamWidth), constraint: constraint) {
                var word = String(reading.symbols.map { folded.alphabet[$0 - 1] })
                while let last = word.last, Self.closingPunctuation.contains(last) { word.removeLast() }
                scored.append((reading.symbols, reading.logProbability + prior(zipf: lexicon.zipfFrequency(of: word), in: lexicon), true))
            }
        }
        for reading in search.readings(folded, count: candidateCount) {
            let text = String(reading.symbols.map { folded.alphabet[$0 - 1] })
            let zipf = lexicon?.zipfFrequency(of: text)  // nil: not a lexicon word (or no lexicon)
            let isWord = zipf != nil
            let adjustment = lexicon.map { (isWord ? 0 : -outOfVocabularyPenalty) + prior(zipf: zipf, in: $0) } ?? 0
            scored.append((reading.symbols, reading.logProbability + adjustment, isWord))
        }
        // The number reading: beside the free one of the same text, the higher score wins below.
        let number = search.readings(folded, count: 1, constraint: NumberGrammar(alphabet: folded.alphabet)).first.map {
            (symbols: $0.symbols, score: $0.logProbability - (lexicon == nil ? 0 : numberPenalty), isInLexicon: false)
        }
        if let number { scored.append(number) }
        var seen = Set<[Int]>()
        var readings: [Reading] = []
        func add(_ candidate: (symbols: [Int], score: Double, isInLexicon: Bool)) {
            guard seen.insert(candidate.symbols).inserted,
                let alignment = CTCAlignment(folded, symbols: candidate.symbols)
            else { return }
            let symbols = zip(candidate.symbols, alignment.frames).map { symbol, frames in
                Self.caseForm(of: symbol, over: frames, in: posteriors, symbolOf: symbolOf)
            }
            readings.append(
                Reading(
                    text: String(symbols.map { posteriors.alphabet[$0 - 1] }), symbols: symbols, frames: alignment.frames,
                    score: candidate.score, isInLexicon: candidate.isInLexicon))
        }
        for candidate in scored.sorted(by: { $0.score > $1.score }) where readings.count < candidateCount {
            add(candidate)
        }
        if let number, candidateCount > 1, !seen.contains(number.symbols) {
            if readings.count == candidateCount { readings.removeLast() }
            add(number)
        }
        return readings
    }

    /// `priorWeight · ln P(word)` for a word of Zipf frequency `zipf`, or of the lexicon's floor
    /// frequency for a word outside it (`nil`).
    private func prior(zipf: Double?, in lexicon: Lexicon) -> Double {
        priorWeight * Lexicon.logProbability(zipf: zipf ?? lexicon.floorZipfFrequency)
    }

    /// The original symbol folding to `folded` with the highest summed probability over `frames`.
    private static func caseForm(of folded: Int, over frames: Range<Int>, in posteriors: FramePosteriors, symbolOf: [Int]) -> Int {
        let forms = (1..<posteriors.symbolCount).filter { symbolOf[$0] == folded }
        guard forms.count > 1 else { return forms.first ?? folded }
        let masses = forms.map { symbol in frames.reduce(0) { $0 + exp(Double(posteriors[$1, symbol])) } }
        return forms[masses.indices.max { masses[$0] < masses[$1] }!]
    }
}
