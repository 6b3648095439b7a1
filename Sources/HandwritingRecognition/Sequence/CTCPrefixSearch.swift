import Foundation

/// CTC prefix beam search (Graves 2012, "Supervised Sequence Labelling with Recurrent Neural
/// Networks", §7.5; in the form of Hannun, Maas, Jurafsky & Ng 2014, "First-pass large vocabulary
/// continuous speech recognition using bi-directional recurrent DNNs"): the n most probable texts,
/// each scored by the sum over every path that spells it, not by its single best path.
///
/// Each prefix keeps two probabilities, of its paths ending in a blank and in its last symbol, so
/// that "a a" merges into "a" while "a ∅ a" makes "aa". Optionally a `CTCGrammar` constrains the
/// prefixes: `Constraint` makes every prefix a path of a `LexiconTrie`, possibly followed by
/// trailing punctuation ("school."), and a reading end on a word; `NumberGrammar` spells numbers.
///
/// Cost O(frames · beamWidth · s) with s the symbols above `symbolFloor` tried per prefix and frame
/// (free: at most `symbolsPerFrame`; constrained: the grammar's transitions), plus a sort of the
/// beam's extensions per frame.
struct CTCPrefixSearch {
    /// A complete reading.
    struct Reading: Equatable {
        /// Symbols 1 … alphabet.count, left to right.
        var symbols: [Int]
        /// Natural-log probability of the text, summed over its alignments.
        var logProbability: Double
    }

    /// Prefixes kept after each frame.
    var beamWidth = 16
    /// Symbols whose log-probability in a frame is below this (natural log) do not start a new
    /// character there: e^−12 ≈ 6·10⁻⁶ changes no ranking but skips most of the alphabet.
    var symbolFloor: Float = -12
    /// At most this many symbols (the likeliest) start a new character in a frame of a free
    /// search, so a flat frame of an unsure model does not multiply the work by the whole alphabet.
    /// A constrained search tries every transition above the floor instead (the grammar bounds its
    /// fan-out), so a lexicon word can win with a letter the model ranked low.
    var symbolsPerFrame = 10

    /// The `count` best texts, best first (the empty text left out).
    func readings(_ posteriors: FramePosteriors, count: Int) -> [Reading] {
        search(posteriors, count: count, constraint: nil as Constraint?)
    }

    /// What a lexicon-constrained search may spell: a word of `trie`, then any run of `trailing`
    /// symbols. States are trie nodes (0, the root, for the empty prefix).
    struct Constraint: CTCGrammar {
        var trie: LexiconTrie
        /// Symbol s's trie letter (0 … 25), or `nil` for symbols no word contains (blank, digits).
        var letters: [UInt8?]
        /// Symbols that may follow a complete word (closing punctuation).
        var trailing: [Int]
        /// The symbol of each trie letter (0 when the alphabet lacks it).
        private var symbolOfLetter = [Int](repeating: 0, count: 26)

        /// Trie node of a prefix, or `afterWord` once trailing symbols follow the word.
        static let afterWord = -1

        init(trie: LexiconTrie, letters: [UInt8?], trailing: [Int]) {
            self.trie = trie
            self.letters = letters
            self.trailing = trailing
            for (s, letter) in letters.enumerated() { if let letter, s > 0 { symbolOfLetter[Int(letter)] = s } }
        }

        func isComplete(_ node: Int) -> Bool { node == Self.afterWord || trie.isWord(node) }

        func appendTransitions(from node: Int, to transitions: inout [(symbol: Int, state: Int)]) {
            if node != Self.afterWord {
                for (letter, child) in trie.children(of: node) {
                    let s = symbolOfLetter[Int(letter)]
                    if s > 0 { transitions.append((s, child)) }
                }
            }
            if isComplete(node) { transitions += trailing.lazy.map { ($0, Self.afterWord) } }
        }
    }

    /// The `count` best texts that `constraint` allows, best first.
    func readings(_ posteriors: FramePosteriors, count: Int, constraint: some CTCGrammar) -> [Reading] {
        search(posteriors, count: count, constraint: constraint)
    }

    /// Every prefix met so far: a prefix is its parent plus one symbol, found again through its
    /// parent's list of children (a few entries), so extending and merging need no strings and no
    /// hashing. For each, the
    /// log-probabilities of its paths ending in a blank and in its last symbol at the current frame.
    private struct Arena {
        var parent = [-1]
        var symbol = [0]
        /// Grammar state reached (0 when unconstrained; for the lexicon, the trie node, or
        /// `Constraint.afterWord` in trailing punctuation).
        var node = [0]
        var endsInBlank = [0.0]
        var endsInSymbol = [-Double.infinity]
        /// The frame whose values `endsInBlank`/`endsInSymbol` hold.
        var stamp = [0]
        /// Each prefix's first child and each child's next sibling (−1: none).
        var firstChild = [-1]
        var nextSibling = [-1]
        /// Prefixes given a value at the current frame.
        var touched: [Int] = []

        /// The prefix `parent` + `s`, reaching grammar state `node`, made on first use.
        mutating func child(_ parent: Int, _ s: Int, node: Int) -> Int {
            var c = firstChild[parent]
            while c >= 0 {
                if symbol[c] == s { return c }
                c = nextSibling[c]
            }
            let new = symbol.count
            self.parent.append(parent)
            symbol.append(s)
            self.node.append(node)
            endsInBlank.append(-.infinity)
            endsInSymbol.append(-.infinity)
            stamp.append(-1)
            firstChild.append(-1)
            nextSibling.append(firstChild[parent])
            firstChild[parent] = new
            return new
        }

        /// Adds path probability to `prefix` at `frame`.
        mutating func add(_ prefix: Int, frame: Int, blank: Double, symbol s: Double) {
            if stamp[prefix] != frame {
                stamp[prefix] = frame
                endsInBlank[prefix] = -.infinity
                endsInSymbol[prefix] = -.infinity
                touched.append(prefix)
            }
            endsInBlank[prefix] = CTCPrefixSearch.logAdd(endsInBlank[prefix], blank)
            endsInSymbol[prefix] = CTCPrefixSearch.logAdd(endsInSymbol[prefix], s)
        }

        func total(_ prefix: Int) -> Double { CTCPrefixSearch.logAdd(endsInBlank[prefix], endsInSymbol[prefix]) }

        func symbols(of prefix: Int) -> [Int] {
            var symbols: [Int] = []
            var p = prefix
            while p > 0 {
                symbols.append(symbol[p])
                p = parent[p]
            }
            return symbols.reversed()
        }
    }

    private func search<Grammar: CTCGrammar>(_ posteriors: FramePosteriors, count: Int, constraint: Grammar?) -> [Reading] {
        let symbolCount = posteriors.symbolCount
        let row = posteriors.logProbabilities
        var arena = Arena()
        var beam = [0]
        var extensions: [(symbol: Int, state: Int)] = []
        for frame in 0..<posteriors.frameCount {
            let base = frame * symbolCount
            var likely = constraint != nil ? [] : (1..<symbolCount).filter { row[base + $0] >= symbolFloor }
            if likely.count > symbolsPerFrame {
                likely = Array(likely.sorted { row[base + $0] > row[base + $1] }.prefix(symbolsPerFrame))
            }
            // Values at the previous frame (stamp `frame`); this frame's go under stamp `frame + 1`.
            let previous = beam.map { (prefix: $0, blank: arena.endsInBlank[$0], symbol: arena.endsInSymbol[$0]) }
            arena.touched.removeAll(keepingCapacity: true)
            for entry in previous {
                let total = Self.logAdd(entry.blank, entry.symbol)
                let last = arena.symbol[entry.prefix]
                // Stay: a blank, or the last symbol again (merged with it).
                arena.add(
                    entry.prefix, frame: frame + 1, blank: total + Double(row[base]),
                    symbol: last == 0 ? -.infinity : entry.symbol + Double(row[base + last]))
                extensions.removeAll(keepingCapacity: true)
                if let constraint {
                    constraint.appendTransitions(from: arena.node[entry.prefix], to: &extensions)
                    extensions.removeAll { row[base + $0.symbol] < symbolFloor }
                } else {
                    extensions += likely.lazy.map { ($0, 0) }
                }
                for (s, node) in extensions {
                    let extended = arena.child(entry.prefix, s, node: node)
                    // A repeat of the last symbol starts a new character only after a blank.
                    let from = s == last ? entry.blank : total
                    arena.add(extended, frame: frame + 1, blank: -.infinity, symbol: from + Double(row[base + s]))
                }
            }
            // After the last frame only words can be readings: rank just those, so prefixes of
            // longer words do not crowd them out of the beam.
            if let constraint, frame == posteriors.frameCount - 1 {
                arena.touched.removeAll { !constraint.isComplete(arena.node[$0]) }
            }
            beam = best(arena.touched, by: arena.total)
        }
        var readings: [Reading] = []
        for prefix in beam where prefix != 0 {
            let logProbability = arena.total(prefix)
            if logProbability == -.infinity { continue }  // a text the frames cannot spell
            if let constraint, !constraint.isComplete(arena.node[prefix]) { continue }
            readings.append(Reading(symbols: arena.symbols(of: prefix), logProbability: logProbability))
        }
        return Array(readings.sorted { $0.logProbability > $1.logProbability }.prefix(count))
    }

    /// The `beamWidth` prefixes of highest `score`, by insertion into a short sorted list:
    /// O(n · beamWidth) at worst, about O(n) when most prefixes fall below the list's last.
    private func best(_ prefixes: [Int], by score: (Int) -> Double) -> [Int] {
        var kept: [(prefix: Int, score: Double)] = []
        kept.reserveCapacity(min(beamWidth, prefixes.count) + 1)
        for prefix in prefixes {
            let value = score(prefix)
            if kept.count == beamWidth, value <= kept[kept.count - 1].score { continue }
            var i = kept.count
            while i > 0, kept[i - 1].score < value { i -= 1 }
            kept.insert((prefix, value), at: i)
            if kept.count > beamWidth { kept.removeLast() }
        }
        return kept.map(\.prefix)
    }

    /// log(eᵃ + eᵇ) without overflow.
    static func logAdd(_ a: Double, _ b: Double) -> Double {
        let (high, low) = a > b ? (a, b) : (b, a)
        if low == -.infinity { return high }
        return high + log1p(exp(low - high))
    }
}
