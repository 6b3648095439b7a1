import Foundation
import Testing

@testable import HandwritingRecognition

@Suite struct CTCPrefixSearchTests {
    /// Two frames of blank 0.6 / "a" 0.4: the best path is "∅∅" (0.36, the empty text), but "a"
    /// has three paths (a∅, ∅a, aa) worth 0.24 + 0.24 + 0.16 = 0.64.
    @Test func sumsOverAlignmentsWhereTheBestPathDoesNot() {
        let posteriors = CTCTestPosteriors.make("a", [["-": 0.6, "a": 0.4], ["-": 0.6, "a": 0.4]])
        #expect(CTCBestPath(posteriors).text.isEmpty)
        let readings = CTCPrefixSearch().readings(posteriors, count: 3)
        // "aa" would need a blank between its two "a"s: impossible in two frames.
        #expect(readings.map(\.symbols) == [[1]])
        #expect(abs(readings[0].logProbability - log(0.64)) < 1e-5)
    }

    @Test func ranksTheIntendedWordFirstWithItsRunnersUp() {
        // "cat", each letter over two frames, a blank between; the middle letter is unsure.
        let posteriors = CTCTestPosteriors.make(
            "acot",
            [["c": 0.9], ["c": 0.5, "-": 0.4], ["a": 0.6, "o": 0.3], ["a": 0.4, "-": 0.4, "o": 0.1], ["t": 0.8], ["t": 0.5, "-": 0.4]])
        let readings = CTCPrefixSearch(beamWidth: 8).readings(posteriors, count: 3)
        #expect(readings.map { CTCTestPosteriors.text($0.symbols, in: posteriors) }.prefix(2) == ["cat", "cot"])
        #expect(zip(readings, readings.dropFirst()).allSatisfy { $0.logProbability >= $1.logProbability })
        #expect(readings[0].logProbability < 0 && readings[0].logProbability > log(0.2))
    }

    @Test func theTrieKeepsPrefixesOnWordPathsAndEndsOnWords() {
        let posteriors = CTCTestPosteriors.make("acot", [["c": 0.9], ["o": 0.6, "a": 0.35], ["t": 0.9]])
        let alphabet = "acot"
        let lexicon = Lexicon(words: ["cat", "ca", "dog"])
        let letters: [UInt8?] = [nil] + alphabet.map { LexiconTrie.letterIndex($0.asciiValue!) }
        let constraint = CTCPrefixSearch.Constraint(trie: lexicon.trie, letters: letters, trailing: [])
        let readings = CTCPrefixSearch().readings(posteriors, count: 5, constraint: constraint)
        #expect(readings.map { CTCTestPosteriors.text($0.symbols, in: posteriors) } == ["cat", "ca"])
        #expect(CTCPrefixSearch().readings(posteriors, count: 1).map { CTCTestPosteriors.text($0.symbols, in: posteriors) } == ["cot"])
    }
}
