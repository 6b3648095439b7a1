import Foundation
import Testing

@testable import HandwritingRecognition

@Suite struct NumberGrammarTests {
    static let alphabet = Array("0123456789abcdefghijklmnopqrstuvwxyz'-.,!?\":;()&+=$%#*@{}/")

    /// Whether the grammar spells `text` completely (each character one transition).
    static func spells(_ text: String, alphabet: [Character] = alphabet) -> Bool {
        let grammar = NumberGrammar(alphabet: alphabet)
        var state = 0
        for character in text {
            guard let symbol = alphabet.firstIndex(of: character).map({ $0 + 1 }) else { return false }
            var transitions: [(symbol: Int, state: Int)] = []
            grammar.appendTransitions(from: state, to: &transitions)
            guard let next = transitions.first(where: { $0.symbol == symbol }) else { return false }
            state = next.state
        }
        return grammar.isComplete(state)
    }

    @Test(arguments: ["7", "0", "2026", "3.50", "1,000", "12:30", "1/2", "1-2", "$5", "+3", "-3", "50%", "7.", "7,", "3)", "50%.", "5..", "10?", "1.2."])
    func spellsNumbers(_ text: String) {
        #expect(Self.spells(text))
    }

    @Test(arguments: ["", "a", "7a", "l0", ".5", "5-", "5/", "$", "--5", "5%%", "5%5", "$-5", "(3"])
    func refusesWhatIsNoNumber(_ text: String) {
        #expect(!Self.spells(text))
    }

    @Test func leavesOutCharactersTheAlphabetLacks() {
        // The word model's alphabet has no "/": "1/2" cannot be spelled, "1-2" can.
        let alphabet = SequenceWordModel.defaultAlphabet
        #expect(!Self.spells("1/2", alphabet: alphabet))
        #expect(Self.spells("1-2", alphabet: alphabet))
        #expect(Self.spells("$3.50", alphabet: alphabet))
        // An alphabet without digits spells nothing.
        let letters = Array("abc.")
        #expect(!Self.spells("a", alphabet: letters))
        let posteriors = CTCTestPosteriors.make("abc.", [["a": 0.9], ["-": 0.9]])
        #expect(CTCPrefixSearch().readings(posteriors, count: 3, constraint: NumberGrammar(alphabet: letters)).isEmpty)
    }

    @Test func aConstrainedSearchReadsTheLikeliestNumber() {
        // "l0" is the best text, "10" the best number.
        let posteriors = CTCTestPosteriors.make(
            "0123456789lo", [["l": 0.6, "1": 0.3], ["-": 0.9], ["0": 0.5, "o": 0.4], ["-": 0.9]])
        let readings = CTCPrefixSearch().readings(posteriors, count: 2, constraint: NumberGrammar(alphabet: Array("0123456789lo")))
        #expect(readings.map { CTCTestPosteriors.text($0.symbols, in: posteriors) } == ["10", "0"])
        #expect(CTCTestPosteriors.text(CTCPrefixSearch().readings(posteriors, count: 1)[0].symbols, in: posteriors) == "l0")
        // No frames: no reading.
        let empty = FramePosteriors(alphabet: Array("0123456789lo"), frameCount: 0, logProbabilities: [], strokeOfFrame: [])
        #expect(CTCPrefixSearch().readings(empty, count: 1, constraint: NumberGrammar(alphabet: empty.alphabet)).isEmpty)
    }
}
