/// Seeded corruptions of a real file's bytes, for readers that must fail with a typed error
/// (or load a documented partial result) and never trap or hang.
///
/// The same `seed` and `original` give the same mutations in the same order.
public struct ByteMutations {
    /// One corrupted input and what was done to it (printed when a reader misbehaves).
    public struct Mutation {
        public var name: String
        public var bytes: [UInt8]

        public init(name: String, bytes: [UInt8]) {
            self.name = name
            self.bytes = bytes
        }
    }

    /// Number-like text that parsers get wrong: non-finite values, overflowing integers and
    /// exponents, signs alone.
    public static let hostileNumbers = [
        "NaN", "nan", "inf", "-inf", "Infinity", "1e999", "-1e999", "1e308", "1e-400", "1.7976931348623157e309",
        "99999999999999999999999999", "-9223372036854775809", "9223372036854775807", "1e9223372036854775807",
        "1e999999999", "#FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF",
        "-", "+", ".", "0x1p9999", "1e", "--1", "",
    ]

    /// Single characters that are structure in one of the formats.
    static let structural = Array(",.:;-\"'<>/[]{}!*?#\n\0 ").map { String($0) }

    public let original: [UInt8]
    public let seed: UInt64

    public init(_ original: [UInt8], seed: UInt64) {
        self.original = original
        self.seed = seed
    }

    /// About `6 × count` mutations: the empty file, truncations at evenly spaced and random
    /// offsets, flipped, inserted and deleted bytes, numbers replaced by `hostileNumbers`,
    /// structural characters inserted, and binary junk (alone and appended).
    public func all(count: Int) -> [Mutation] {
        var generator = SeededGenerator(seed: seed)
        var result = [Mutation(name: "empty", bytes: [])]
        let n = original.count
        guard n > 0 else { return result }
        for k in 1...count {
            let offset = n * k / (count + 1)
            result.append(Mutation(name: "truncated at \(offset)", bytes: Array(original.prefix(offset))))
        }
        for _ in 0..<count {
            let offset = Int.random(in: 0..<n, using: &generator)
            result.append(Mutation(name: "truncated at \(offset)", bytes: Array(original.prefix(offset))))

            var flipped = original
            let bit = Int.random(in: 0..<8, using: &generator)
            flipped[offset] ^= UInt8(1 << bit)
            result.append(Mutation(name: "bit \(bit) flipped at \(offset)", bytes: flipped))

            var inserted = original
            let byte = UInt8.random(in: 0...255, using: &generator)
            inserted.insert(byte, at: offset)
            result.append(Mutation(name: "byte \(byte) inserted at \(offset)", bytes: inserted))

            var deleted = original
            let length = min(Int.random(in: 1...64, using: &generator), n - offset)
            deleted.removeSubrange(offset..<(offset + length))
            result.append(Mutation(name: "\(length) bytes deleted at \(offset)", bytes: deleted))

            let symbol = Self.structural.randomElement(using: &generator)!
            var punctuated = original
            punctuated.insert(contentsOf: Array(symbol.utf8), at: offset)
            result.append(Mutation(name: "\(symbol.debugDescription) inserted at \(offset)", bytes: punctuated))
        }
        result += numberReplacements(count: count, using: &generator)
        let junk = (0..<512).map { _ in UInt8.random(in: 0...255, using: &generator) }
        result.append(Mutation(name: "binary junk", bytes: junk))
        result.append(Mutation(name: "binary junk appended", bytes: original + junk))
        result.append(Mutation(name: "NUL bytes", bytes: [UInt8](repeating: 0, count: 64)))
        return result
    }

    /// `count` copies, each with one run of digits (a number, roughly) replaced by a hostile number.
    private func numberReplacements(count: Int, using generator: inout SeededGenerator) -> [Mutation] {
        let isDigit = { (byte: UInt8) in byte >= 0x30 && byte <= 0x39 }
        var runs: [Range<Int>] = []
        var i = 0
        while i < original.count {
            guard isDigit(original[i]) else { i += 1; continue }
            let start = i
            while i < original.count, isDigit(original[i]) || original[i] == 0x2E { i += 1 }
            runs.append(start..<i)
        }
        guard !runs.isEmpty else { return [] }
        return (0..<count).map { k in
            let run = runs.randomElement(using: &generator)!
            let number = Self.hostileNumbers[k % Self.hostileNumbers.count]
            var bytes = original
            bytes.replaceSubrange(run, with: Array(number.utf8))
            return Mutation(name: "number at \(run.lowerBound) replaced by \(number.prefix(24))", bytes: bytes)
        }
    }

    /// `depth` nested openings of `open` followed by `close` as many times: parsers that recurse
    /// per level must stop with an error rather than overflow the stack.
    public static func nested(_ open: String, _ close: String, depth: Int) -> [UInt8] {
        Array((String(repeating: open, count: depth) + String(repeating: close, count: depth)).utf8)
    }
}
