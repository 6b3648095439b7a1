/// The readings a lexicon does not constrain: numbers, an open class no word list can hold (dates,
/// prices, "7 items"), read through a pattern beside the lexicon, as a lexicon-constrained CTC
/// search reads words through a trie (Graves et al., "A novel connectionist system for
/// unconstrained handwriting recognition", IEEE TPAMI 2009).
///
/// A number is an optional sign or currency (`+`, `-`, `$`), one or more digits, each further run
/// of digits after one separator (`.`, `,`, `:`, `/`, `-`: "3.50", "1,000", "12:30", "1/2"),
/// optionally a `%`, then any closing punctuation a lexicon word may also end with
/// (`CTCWordDecoder.closingPunctuation`: "7.", "(3)" is not one). Characters the alphabet lacks
/// are left out of the grammar; an alphabet without digits spells nothing. O(alphabet) to build.
struct NumberGrammar: CTCGrammar {
    private enum State: Int, CaseIterable {
        case start, signed, digits, separated, separatedOrClosed, closed
    }

    /// Per state, the symbols allowed next and the states they lead to.
    private var transitions: [[(symbol: Int, state: Int)]]

    /// The grammar over `alphabet` (symbol s is `alphabet[s − 1]`).
    init(alphabet: [Character]) {
        func symbols(_ characters: Set<Character>) -> [Int] {
            alphabet.indices.filter { characters.contains(alphabet[$0]) }.map { $0 + 1 }
        }
        let digits = alphabet.indices.filter { alphabet[$0].isASCII && alphabet[$0].isNumber }.map { $0 + 1 }
        let separators: Set<Character> = [".", ",", ":", "/", "-"]
        let closing = CTCWordDecoder.closingPunctuation
        var table = [[(symbol: Int, state: Int)]](repeating: [], count: State.allCases.count)
        func allow(_ from: State, _ symbols: [Int], _ to: State) { table[from.rawValue] += symbols.map { ($0, to.rawValue) } }
        allow(.start, digits, .digits)
        allow(.start, symbols(["+", "-", "$"]), .signed)
        allow(.signed, digits, .digits)
        allow(.digits, digits, .digits)
        // "." after digits may end the number ("7.") or join two runs of digits ("3.50").
        allow(.digits, symbols(separators.subtracting(closing)), .separated)
        allow(.digits, symbols(separators.intersection(closing)), .separatedOrClosed)
        allow(.digits, symbols(closing.subtracting(separators).union(["%"])), .closed)
        allow(.separated, digits, .digits)
        allow(.separatedOrClosed, digits, .digits)
        allow(.separatedOrClosed, symbols(closing), .closed)
        allow(.closed, symbols(closing), .closed)
        transitions = table
    }

    func appendTransitions(from state: Int, to transitions: inout [(symbol: Int, state: Int)]) {
        transitions += self.transitions[state]
    }

    func isComplete(_ state: Int) -> Bool {
        [State.digits, .separatedOrClosed, .closed].contains { $0.rawValue == state }
    }
}
