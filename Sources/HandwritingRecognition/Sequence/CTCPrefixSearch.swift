import Foundation

/// CTC prefix beam search (Graves 2012, "Supervised Sequence Labelling with Recurrent Neural
/// Networks", §7.5; in the form of Hannun, Maas, Jurafsky & Ng 2014, "First-pass large vocabulary
/// continuous speech recognition using bi-directional recurrent DNNs"): the n most probable texts,
/// each scored by the sum over every path that spells it, not by its single best path.
///
/// Each prefix keeps two probabilities, of its paths ending in a blank and in its last symbol, so
/// that "a a" merges into "a" while "a ∅ a" makes "aa". Optionally every prefix must be a path of a
/// `LexiconTrie`, and a reading must end on a word (letters only; other symbols are never taken).
///
/// Cost O(frames · beamWidth · s) with s ≤ `symbolsPerFrame` the symbols above `symbolFloor` in a
/// frame (a handful for a trained model), plus a sort of the beam's extensions per frame.
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
    /// A constrained search tries every symbol above the floor (the trie bounds its fan-out), so a
    /// lexicon word can win with a letter the model ranked low.
    var symbolsPerFrame = 10

    /// The `count` best texts, best first (the empty text left out).
    func readings(_ posteriors: FramePosteriors, count: Int) -> [Reading] {
        search(posteriors, count: count, trie: nil, letters: [])
    }

    /// The `count` best texts that are words of `trie`, best first. `letters[s]` is symbol s's
    /// trie letter (0 … 25), or `nil` for symbols no word may contain (the blank, digits).
    func readings(_ posteriors: FramePosteriors, count: Int, trie: LexiconTrie, letters: [UInt8?]) -> [Reading] {
        search(posteriors, count: count, trie: trie, letters: letters)
    }

    /// Prefixes live in an arena: a prefix is its parent plus one symbol, found again through
    /// `children`, so extending and merging are O(1) without building strings.
    private struct Prefix {
        var parent: Int
        var symbol: Int
        /// Trie node reached, or 0 when unconstrained.
        var node: Int
    }

    private func search(_ posteriors: FramePosteriors, count: Int, trie: LexiconTrie?, letters: [UInt8?]) -> [Reading] {
        let symbolCount = posteriors.symbolCount
        var prefixes = [Prefix(parent: -1, symbol: 0, node: 0)]
        var children: [Int: Int] = [:]
        // Log-probabilities of each prefix's paths ending in blank / in its last symbol, this frame.
        var blank = [-Double.infinity]
        var symbol = [-Double.infinity]
        var stamp = [-1]  // frame at which blank/symbol were last reset
        var beam = [0]
        blank[0] = 0
        stamp[0] = 0
        var touched: [Int] = []

        func child(_ parent: Int, _ s: Int) -> Int? {
            let key = parent * symbolCount + s
            if let existing = children[key] { return existing }
            var node = 0
            if let trie {
                guard let letter = letters[s], let next = trie.child(of: prefixes[parent].node, letter: letter) else { return nil }
                node = next
            }
            prefixes.append(Prefix(parent: parent, symbol: s, node: node))
            blank.append(-.infinity)
            symbol.append(-.infinity)
            stamp.append(-1)
            children[key] = prefixes.count - 1
            return prefixes.count - 1
        }

        for frame in 0..<posteriors.frameCount {
            let base = frame * symbolCount
            let row = posteriors.logProbabilities
            let likely = (1..<symbolCount).filter { row[base + $0] >= symbolFloor }
                .sorted { row[base + $0] > row[base + $1] }.prefix(trie == nil ? symbolsPerFrame : symbolCount)
            let previous = beam.map { (prefix: $0, blank: blank[$0], symbol: symbol[$0]) }
            touched.removeAll(keepingCapacity: true)
            func add(_ prefix: Int, blank b: Double, symbol s: Double) {
                if stamp[prefix] != frame + 1 {
                    stamp[prefix] = frame + 1
                    blank[prefix] = -.infinity
                    symbol[prefix] = -.infinity
                    touched.append(prefix)
                }
                blank[prefix] = Self.logAdd(blank[prefix], b)
                symbol[prefix] = Self.logAdd(symbol[prefix], s)
            }
            for entry in previous {
                let total = Self.logAdd(entry.blank, entry.symbol)
                let last = prefixes[entry.prefix].symbol
                // Stay: a blank, or the last symbol again (merged with it).
                add(entry.prefix, blank: total + Double(row[base]), symbol: last == 0 ? -.infinity : entry.symbol + Double(row[base + last]))
                for s in likely {
                    guard let extended = child(entry.prefix, s) else { continue }
                    // A repeat of the last symbol starts a new character only after a blank.
                    let from = s == last ? entry.blank : total
                    add(extended, blank: -.infinity, symbol: from + Double(row[base + s]))
                }
            }
            beam = touched.sorted { Self.logAdd(blank[$0], symbol[$0]) > Self.logAdd(blank[$1], symbol[$1]) }
                .prefix(beamWidth).map { $0 }
        }
        var readings: [Reading] = []
        for prefix in beam where prefix != 0 {
            let logProbability = Self.logAdd(blank[prefix], symbol[prefix])
            if logProbability == -.infinity { continue }  // a text the frames cannot spell
            if let trie, !trie.isWord(prefixes[prefix].node) { continue }
            var symbols: [Int] = []
            var p = prefix
            while p > 0 {
                symbols.append(prefixes[p].symbol)
                p = prefixes[p].parent
            }
            readings.append(Reading(symbols: symbols.reversed(), logProbability: logProbability))
        }
        return Array(readings.sorted { $0.logProbability > $1.logProbability }.prefix(count))
    }

    /// log(eᵃ + eᵇ) without overflow.
    static func logAdd(_ a: Double, _ b: Double) -> Double {
        let (high, low) = a > b ? (a, b) : (b, a)
        if low == -.infinity { return high }
        return high + log1p(exp(low - high))
    }
}
