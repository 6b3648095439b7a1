import InkCore
import NeuralNetwork

/// Words and numbers glued from isolated handwritten characters (UNIPEN categories 1a–1c), to
/// show a word model writers and strings that its transcribed words lack: digit strings, and
/// printed words by many more writers than category 7 holds.
///
/// Every string is written by one writer (so style and slant agree). Each character is scaled,
/// keeping its aspect ratio, to the height its class has in x-height units (`verticalExtent`:
/// "a" 1, "h" and capitals and digits 1.7, "g" 1 above the baseline and 0.65 below, ±10 %), and
/// placed left to right after the previous one's right edge with a random gap. The x-height is
/// the writer's median character height / 1.7, so strings keep the scale of the device. Half
/// the bars ("1", "l", "I") are drawn as a bare vertical stroke of the glyph's height, points and
/// duration: UNIPEN "1"s are a median 0.35 of their height wide (most have a flag or a foot),
/// while many writers draw a plain stroke. Strokes
/// keep their points and times relative to their character; y grows downward. The same
/// characters, counts and seed give the same strings.
public struct SyntheticText {
    /// Each writer's usable characters by label (one ASCII letter or digit, ink of positive height).
    private let writers: [[Character: [InkDrawing]]]
    /// Each writer's x-height, in the ink's units.
    private let xHeights: [Double]

    /// - Parameter characters: isolated characters with their writer's id; labels other than
    ///   one ASCII letter or digit, and drawings without finite bounds of positive height, are
    ///   passed over.
    public init(characters: [(writer: String, sample: CharacterSample)]) {
        var byWriter: [String: [Character: [InkDrawing]]] = [:]
        for (writer, sample) in characters {
            guard let label = sample.label.first, sample.label.count == 1, Self.verticalExtent(of: label) != nil,
                let bounds = sample.drawing.bounds, bounds.minX.isFinite, bounds.maxY.isFinite, bounds.height > 0
            else { continue }
            byWriter[writer, default: [:]][label, default: []].append(sample.drawing)
        }
        let ids = byWriter.keys.sorted()
        writers = ids.map { byWriter[$0]! }
        xHeights = writers.map { glyphs in
            let heights = glyphs.values.flatMap { $0.map { $0.bounds!.height } }.sorted()
            return heights[heights.count / 2] / 1.7
        }
    }

    /// Writers with at least one usable character.
    public var writerCount: Int { writers.count }

    /// `count` digit strings of 1…`maxLength` digits, gaps 10–50 % of a digit's height (fewer
    /// or none when no writer has digits).
    /// - Complexity: O(count × maxLength × points of a character).
    public func numbers(count: Int, maxLength: Int = 6, seed: UInt64) -> [WordSample] {
        let digits = Array("0123456789")
        let writing = writers.indices.filter { writer in digits.contains { writers[writer][$0] != nil } }
        guard !writing.isEmpty else { return [] }
        var generator = SplitMix64(seed: seed)
        return (0..<max(0, count)).map { _ in
            let writer = writing.randomElement(using: &generator)!
            let own = digits.filter { writers[writer][$0] != nil }
            let text = String((0..<Int.random(in: 1...max(1, maxLength), using: &generator)).map { _ in own.randomElement(using: &generator)! })
            return write(text, by: writer, gaps: 0.17...0.85, using: &generator)
        }
    }

    /// `count` words of `vocabulary` (a sixth of them capitalized), each by a writer who has every
    /// letter, gaps 5–35 % of the x-height. Words no writer can spell are never chosen; fewer
    /// words come back only when none of the vocabulary can be written.
    /// - Complexity: O(count × word length × points of a character), plus O(vocabulary × writers).
    public func words(count: Int, vocabulary: [String], seed: UInt64) -> [WordSample] {
        // One bit per letter or digit: "can this writer spell it" is one AND per writer.
        let alphabets = writers.map { $0.keys.reduce(UInt64(0)) { $0 | Self.bit(of: $1)! } }
        let spellable: [(word: String, writers: [Int])] = vocabulary.compactMap { word in
            var needed: UInt64 = 0
            for character in word {
                guard let bit = Self.bit(of: character) else { return nil }
                needed |= bit
            }
            let able = alphabets.indices.filter { !word.isEmpty && alphabets[$0] & needed == needed }
            return able.isEmpty ? nil : (word, able)
        }
        guard !spellable.isEmpty else { return [] }
        var generator = SplitMix64(seed: seed)
        return (0..<max(0, count)).map { _ in
            let (word, able) = spellable.randomElement(using: &generator)!
            let writer = able.randomElement(using: &generator)!
            var text = word
            if Int.random(in: 0..<6, using: &generator) == 0, let first = word.first, let capital = first.uppercased().first,
                writers[writer][capital] != nil
            {
                text = String(capital) + word.dropFirst()
            }
            return write(text, by: writer, gaps: 0.05...0.35, using: &generator)
        }
    }

    /// `text` in `writer`'s characters on one baseline (y = 0); `gaps` in x-heights.
    private func write(_ text: String, by writer: Int, gaps: ClosedRange<Double>, using generator: inout SplitMix64) -> WordSample {
        let unit = xHeights[writer]
        var strokes: [InkStroke] = []
        var right = 0.0
        for (index, character) in text.enumerated() {
            var drawing = writers[writer][character]!.randomElement(using: &generator)!
            if Self.bars.contains(character), Bool.random(using: &generator) { drawing = Self.bareStroke(like: drawing) }
            let bounds = drawing.bounds!
            let (top, bottom) = Self.verticalExtent(of: character)!
            let scale = (bottom - top) * unit * Double.random(in: 0.9...1.1, using: &generator) / bounds.height
            let left = index == 0 ? 0 : right + Double.random(in: gaps, using: &generator) * unit
            let placed = AffineTransform2D.translation(Vector2(x: -bounds.minX, y: -bounds.maxY))
                .concatenating(.scale(x: scale, y: scale))
                .concatenating(.translation(Vector2(x: left, y: bottom * unit)))
            strokes += drawing.applying(placed).strokes
            right = left + bounds.width * scale
        }
        return WordSample(drawing: InkDrawing(strokes: strokes), text: text)
    }

    /// Characters that are a bare vertical stroke in some hands.
    private static let bars: Set<Character> = ["1", "l", "I"]

    /// One straight stroke down the middle of `glyph`'s box, top to bottom, with as many evenly
    /// spaced points as the glyph has (at least 2) and its first and last times. `glyph` has
    /// finite bounds of positive height.
    private static func bareStroke(like glyph: InkDrawing) -> InkDrawing {
        let bounds = glyph.bounds!
        let points = glyph.strokes.flatMap(\.points)
        let count = max(2, points.count)
        let times = points.compactMap(\.timeOffset)
        let start = times.first, end = times.last
        let stem = (0..<count).map { k in
            let share = Double(k) / Double(count - 1)
            return InkPoint(
                x: bounds.center.x, y: bounds.minY + share * bounds.height,
                timeOffset: start.flatMap { first in end.map { first + share * ($0 - first) } })
        }
        return InkDrawing(strokes: [InkStroke(points: stem)])
    }

    /// The character's bit in a 62-bit set of ASCII letters and digits; nil for other characters.
    private static func bit(of character: Character) -> UInt64? {
        guard let ascii = character.asciiValue, verticalExtent(of: character) != nil else { return nil }
        let index = switch ascii {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): ascii - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): ascii - UInt8(ascii: "A") + 10
        default: ascii - UInt8(ascii: "a") + 36
        }
        return 1 << UInt64(index)
    }

    /// Top and bottom of a character's ink in x-heights below the baseline (y down: the x-height
    /// line is at -1); nil for characters that are not ASCII letters or digits.
    static func verticalExtent(of character: Character) -> (top: Double, bottom: Double)? {
        guard character.isASCII, character.isLetter || character.isNumber else { return nil }
        if character.isUppercase || character.isNumber { return (-1.7, 0) }
        switch character {
        case "b", "d", "f", "h", "k", "l": return (-1.7, 0)
        case "t": return (-1.4, 0)
        case "i": return (-1.45, 0)
        case "j": return (-1.45, 0.65)
        case "g", "p", "q", "y": return (-1, 0.65)
        default: return (-1, 0)
        }
    }
}
