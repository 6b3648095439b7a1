/// A word list for constraining text decoding: letters A–Z and a–z only, matched without case.
///
/// Words with other characters (apostrophes, accents, digits) are dropped when a lexicon is built,
/// since the character models read only Latin letters and digits; digits and names outside the
/// list are left to the decoder's unconstrained fallback. Lookup goes through a case-folded trie
/// (`LexiconTrie`) built once at initialization: O(total letters) time and memory.
public struct Lexicon: Sendable {
    /// The distinct words in ascending byte order, spelled as in the source (`"Boston"`, `"cat"`).
    public let words: [String]
    /// The case-folded trie the decoder walks.
    let trie: LexiconTrie

    /// A lexicon of the `words` made only of ASCII letters; others are skipped, duplicates merged.
    public init(words: some Sequence<String>) {
        self.words = Array(Set(words.filter(Self.isAcceptable))).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        trie = LexiconTrie(words: self.words)
    }

    /// Whether `word` is in the list, ignoring case. O(word length · 26).
    public func contains(_ word: String) -> Bool {
        var node = 0
        for byte in word.utf8 {
            guard let letter = LexiconTrie.letterIndex(byte), let child = trie.child(of: node, letter: letter)
            else { return false }
            node = child
        }
        return trie.isWord(node)
    }

    /// Whether a word may enter a lexicon: non-empty, ASCII letters only.
    static func isAcceptable(_ word: String) -> Bool {
        !word.isEmpty && word.utf8.allSatisfy { LexiconTrie.letterIndex($0) != nil }
    }
}
