import Foundation

/// A word list for constraining text decoding: letters A–Z and a–z only, matched without case,
/// each word with its frequency in English as a unigram prior.
///
/// Words with other characters (apostrophes, accents, digits) are dropped when a lexicon is built,
/// since the trie holds letters only; digits and names outside the list are left to the decoder's
/// unconstrained fallback. Lookup goes through a case-folded trie (`LexiconTrie`) built once at
/// initialization: O(total letters) time and memory.
///
/// Frequencies are on the Zipf scale (van Heuven, Mandera, Keuleers & Brysbaert 2014, "SUBTLEX-UK"):
/// log₁₀ of occurrences per billion words, so "the" ≈ 7.7, "endeavor" ≈ 3.6, and a probability p
/// is 9 + log₁₀ p. They are kept to 0.01 (the precision of the file format).
public struct Lexicon: Sendable {
    /// The distinct words in ascending byte order, spelled as in the source (`"Boston"`, `"cat"`).
    public let words: [String]
    /// Each word's Zipf frequency, in step with `words`, in `floorZipfFrequency ... 9`.
    public let zipfFrequencies: [Double]
    /// The Zipf frequency of words given none (all of them in a plain word list) and of readings
    /// outside the lexicon.
    public let floorZipfFrequency: Double
    /// How many of the words given to the initializer were left out for a character other than
    /// A–Z, a–z ("café", "don't", "3D"; each occurrence counts; 0 for a lexicon read from a file,
    /// whose words were checked when it was written). Report it: such words can never be read.
    public let skippedWordCount: Int
    /// The case-folded trie the decoder walks.
    let trie: LexiconTrie

    /// Default floor: wordfreq's large English list (the source of `Models/wamerican.lexicon`)
    /// stops at Zipf 1 (probability 10⁻⁸), so unknown words sit at the bottom of the known ones.
    public static let defaultFloorZipfFrequency = 1.0
    /// Zipf 9 is probability 1.
    public static let maximumZipfFrequency = 9.0

    /// A lexicon of the `words` made only of ASCII letters, all with the floor frequency (a
    /// uniform prior); others are skipped and counted in `skippedWordCount`, duplicates merged.
    public init(words: some Sequence<String>, floorZipfFrequency: Double = Self.defaultFloorZipfFrequency) {
        self.init(zipfFrequencies: words.lazy.map { ($0, -Double.infinity) }, floor: floorZipfFrequency)
    }

    /// A lexicon of the words made only of ASCII letters, each with a Zipf frequency; others are
    /// skipped and counted in `skippedWordCount`. A frequency below `floor` (or NaN) is raised to
    /// it, one above 9 lowered to 9, and a word listed twice keeps its higher frequency. A `floor`
    /// outside 0 … 9 is clamped (NaN: the default). O(n log n) for n words.
    public init(zipfFrequencies: some Sequence<(String, Double)>, floor: Double = Self.defaultFloorZipfFrequency) {
        let floor = Self.centiZipf(floor.isNaN ? Self.defaultFloorZipfFrequency : floor, floor: 0)
        var best: [String: Int] = [:]
        var skipped = 0
        for (word, zipf) in zipfFrequencies {
            guard Self.isAcceptable(word) else {
                skipped += 1
                continue
            }
            best[word] = max(best[word] ?? 0, Self.centiZipf(zipf, floor: floor))
        }
        self.init(
            centiZipf: best.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }, floor: floor,
            skippedWordCount: skipped)
    }

    /// Words already checked, distinct and sorted, with frequencies in hundredths of a Zipf unit.
    init(centiZipf entries: [(key: String, value: Int)], floor: Int, skippedWordCount: Int = 0) {
        self.skippedWordCount = skippedWordCount
        words = entries.map(\.key)
        zipfFrequencies = entries.map { Double($0.value) / 100 }
        floorZipfFrequency = Double(floor) / 100
        trie = LexiconTrie(words: words, centiZipf: entries.map(\.value))
    }

    /// Whether `word` is in the list, ignoring case. O(word length · 26).
    public func contains(_ word: String) -> Bool { zipfFrequency(of: word) != nil }

    /// The Zipf frequency of `word` ignoring case (the highest of its case forms), `nil` when it is
    /// not in the list. O(word length · 26).
    public func zipfFrequency(of word: String) -> Double? {
        var node = 0
        for byte in word.utf8 {
            guard let letter = LexiconTrie.letterIndex(byte), let child = trie.child(of: node, letter: letter)
            else { return nil }
            node = child
        }
        return trie.isWord(node) ? Double(trie.centiZipf(node)) / 100 : nil
    }

    /// The natural-log probability of a word of Zipf frequency `zipf`: (zipf − 9) · ln 10.
    public static func logProbability(zipf: Double) -> Double { (zipf - maximumZipfFrequency) * M_LN10 }

    /// Whether a word may enter a lexicon: non-empty, ASCII letters only.
    static func isAcceptable(_ word: String) -> Bool {
        !word.isEmpty && word.utf8.allSatisfy { LexiconTrie.letterIndex($0) != nil }
    }

    /// `zipf` in hundredths, clamped to `floor` … 900.
    private static func centiZipf(_ zipf: Double, floor: Int) -> Int {
        guard !zipf.isNaN else { return floor }
        return Int((min(max(zipf * 100, Double(floor)), maximumZipfFrequency * 100)).rounded())
    }
}
