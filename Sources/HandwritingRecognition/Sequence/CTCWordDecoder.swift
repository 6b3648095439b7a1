import Foundation

/// Reads one word's `FramePosteriors`: the n best texts of a CTC prefix beam search constrained
/// by the lexicon trie (a word, possibly followed by closing punctuation), merged with those of a free search (numbers, names, words missing from the
/// list), which pay `outOfVocabularyPenalty` unless they are lexicon words after all.
///
/// Both searches run on case-folded posteriors (`caseFolded()`), since the lexicon is case-folded
/// and a lone "o"/"O" differs only in size; each reading then gets its case back per character
/// from the model: along the reading's forced alignment (`CTCAlignment`), the case form with the
/// higher summed probability over that character's frames. So "Boston" comes out as the writer
/// wrote it, not as the lexicon spells it.
///
/// Cost: two prefix searches, O(frames · beamWidth · s) each (s symbols above the search's floor
/// per frame), plus one alignment per reading, O(frames · length).
struct CTCWordDecoder {
    /// One reading of the word.
    struct Reading: Equatable {
        var text: String
        /// One symbol per character (1 … alphabet.count of the original, case-bearing posteriors).
        var symbols: [Int]
        /// Per character, the frames the alignment gave it.
        var frames: [Range<Int>]
        /// Natural-log probability of the case-folded text over all alignments, minus the
        /// out-of-vocabulary penalty where it applies.
        var score: Double
        var isInLexicon: Bool
    }

    var search = CTCPrefixSearch()
    /// Taken off free readings that are not lexicon words (natural-log units), when a lexicon is given.
    var outOfVocabularyPenalty = 4.0
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
            scored += search.readings(folded, count: candidateCount, constraint: constraint)
                .map { ($0.symbols, $0.logProbability, true) }
        }
        for reading in search.readings(folded, count: candidateCount) {
            let text = String(reading.symbols.map { folded.alphabet[$0 - 1] })
            let isWord = lexicon?.contains(text) ?? false
            let penalty = lexicon == nil || isWord ? 0 : outOfVocabularyPenalty
            scored.append((reading.symbols, reading.logProbability - penalty, isWord))
        }
        var seen = Set<[Int]>()
        var readings: [Reading] = []
        for candidate in scored.sorted(by: { $0.score > $1.score }) where readings.count < candidateCount {
            guard seen.insert(candidate.symbols).inserted,
                let alignment = CTCAlignment(folded, symbols: candidate.symbols)
            else { continue }
            let symbols = zip(candidate.symbols, alignment.frames).map { symbol, frames in
                Self.caseForm(of: symbol, over: frames, in: posteriors, symbolOf: symbolOf)
            }
            readings.append(
                Reading(
                    text: String(symbols.map { posteriors.alphabet[$0 - 1] }), symbols: symbols, frames: alignment.frames,
                    score: candidate.score, isInLexicon: candidate.isInLexicon))
        }
        return readings
    }

    /// The original symbol folding to `folded` with the highest summed probability over `frames`.
    private static func caseForm(of folded: Int, over frames: Range<Int>, in posteriors: FramePosteriors, symbolOf: [Int]) -> Int {
        let forms = (1..<posteriors.symbolCount).filter { symbolOf[$0] == folded }
        guard forms.count > 1 else { return forms.first ?? folded }
        let masses = forms.map { symbol in frames.reduce(0) { $0 + exp(Double(posteriors[$1, symbol])) } }
        return forms[masses.indices.max { masses[$0] < masses[$1] }!]
    }
}
