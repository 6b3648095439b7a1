/// A case-folded prefix tree over a lexicon, flattened into arrays: node 0 is the root, each node's
/// children are a contiguous run of `edges` in letter order; a word's node holds its frequency.
/// About 8 bytes per node plus 8 per edge.
struct LexiconTrie: Sendable {
    private struct Node {
        var firstEdge: Int32
        var edgeCount: UInt8
        var isWord: Bool
        /// The word's Zipf frequency in hundredths (the highest of the words folding to it).
        var centiZipf: UInt16
    }

    private struct Edge {
        var letter: UInt8
        var child: Int32
    }

    private var nodes: [Node] = []
    private var edges: [Edge] = []

    /// Builds the trie of `words` folded to lower case, with their Zipf frequencies in hundredths
    /// (0 … 900, in step with `words`). O(total letters · log) for the sort.
    init(words: [String], centiZipf: [Int]) {
        var frequencyOf: [[UInt8]: Int] = [:]
        for (word, value) in zip(words, centiZipf) {
            let key = word.utf8.compactMap(Self.letterIndex)
            frequencyOf[key] = max(frequencyOf[key] ?? 0, value)
        }
        let folded = frequencyOf.sorted { $0.key.lexicographicallyPrecedes($1.key) }
        // Breadth first over ranges of `folded` sharing a prefix of length `depth`, so each node's
        // children are appended as one contiguous run.
        nodes.append(Node(firstEdge: 0, edgeCount: 0, isWord: false, centiZipf: 0))
        var queue: [(node: Int, range: Range<Int>, depth: Int)] = [(0, 0..<folded.count, 0)]
        var head = 0
        while head < queue.count {
            let (node, range, depth) = queue[head]
            head += 1
            var start = range.lowerBound
            if start < range.upperBound, folded[start].key.count == depth {
                nodes[node].isWord = true
                nodes[node].centiZipf = UInt16(folded[start].value)
                start += 1
            }
            nodes[node].firstEdge = Int32(edges.count)
            while start < range.upperBound {
                let letter = folded[start].key[depth]
                var end = start + 1
                while end < range.upperBound, folded[end].key[depth] == letter { end += 1 }
                let child = nodes.count
                nodes.append(Node(firstEdge: 0, edgeCount: 0, isWord: false, centiZipf: 0))
                edges.append(Edge(letter: letter, child: Int32(child)))
                nodes[node].edgeCount += 1
                queue.append((child, start..<end, depth + 1))
                start = end
            }
        }
    }

    var nodeCount: Int { nodes.count }

    /// Whether the path to `node` spells a word.
    func isWord(_ node: Int) -> Bool { nodes[node].isWord }

    /// The Zipf frequency in hundredths of the word `node` spells (0 when it spells none).
    func centiZipf(_ node: Int) -> Int { Int(nodes[node].centiZipf) }

    /// The child of `node` along `letter` (0 = "a" … 25 = "z"), if any. O(children).
    func child(of node: Int, letter: UInt8) -> Int? {
        let n = nodes[node]
        let first = Int(n.firstEdge)
        for e in first..<(first + Int(n.edgeCount)) where edges[e].letter == letter { return Int(edges[e].child) }
        return nil
    }

    /// The children of `node` as (letter 0…25, child node), in letter order.
    func children(of node: Int) -> some Sequence<(letter: UInt8, child: Int)> {
        let n = nodes[node]
        let first = Int(n.firstEdge)
        return edges[first..<(first + Int(n.edgeCount))].lazy.map { ($0.letter, Int($0.child)) }
    }

    /// 0…25 for an ASCII letter of either case, `nil` otherwise.
    static func letterIndex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): byte - UInt8(ascii: "a")
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte - UInt8(ascii: "A")
        default: nil
        }
    }
}
