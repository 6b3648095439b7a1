import InkCore
import NeuralNetwork

/// Number strings glued from isolated handwritten digits, to teach a word model digit strings
/// (UNIPEN category 7 holds few of them).
///
/// Every number takes 1…`maxLength` digits of one writer (so size and slant agree), each drawing
/// placed left to right after the previous one's right edge with a random gap of 10–50 % of the
/// writer's median digit height, every digit's lowest point (largest y: y grows downward) on a
/// common baseline. Strokes keep their points and times; only their positions move. The text is
/// the digits in order. The same digits, count and seed give the same numbers.
public struct SyntheticNumbers {
    /// Writers with at least one usable digit, each with their digits (label "0"…"9", ink with bounds).
    private let writers: [[CharacterSample]]
    public var maxLength: Int

    /// - Parameters:
    ///   - digits: isolated digits with their writer's id; labels other than one digit `0`–`9`
    ///     and drawings without finite bounds are passed over.
    ///   - maxLength: the longest number, in digits (at least 1).
    public init(digits: [(writer: String, sample: CharacterSample)], maxLength: Int = 6) {
        var byWriter: [String: [CharacterSample]] = [:]
        for (writer, sample) in digits
        where sample.label.count == 1 && sample.label.first!.isASCII && sample.label.first!.isNumber
            && sample.drawing.bounds.map({ $0.minX.isFinite && $0.maxY.isFinite }) == true
        {
            byWriter[writer, default: []].append(sample)
        }
        writers = byWriter.keys.sorted().map { byWriter[$0]! }
        self.maxLength = max(1, maxLength)
    }

    /// Writers that can write a number.
    public var writerCount: Int { writers.count }

    /// `count` numbers (empty when there are no digits), drawn from a generator seeded by `seed`.
    /// - Complexity: O(count × maxLength × points of a digit).
    public func numbers(count: Int, seed: UInt64) -> [WordSample] {
        guard !writers.isEmpty else { return [] }
        var generator = SplitMix64(seed: seed)
        return (0..<max(0, count)).map { _ in
            let digits = writers.randomElement(using: &generator)!
            let chosen = (0..<Int.random(in: 1...maxLength, using: &generator)).map { _ in
                digits.randomElement(using: &generator)!
            }
            return layout(chosen, gaps: (0..<chosen.count).map { _ in Double.random(in: 0.1...0.5, using: &generator) })
        }
    }

    /// `digits` left to right on one baseline; gap `i` (a fraction of the median digit height)
    /// precedes digit `i + 1`.
    private func layout(_ digits: [CharacterSample], gaps: [Double]) -> WordSample {
        let heights = digits.map { $0.drawing.bounds!.height }.sorted()
        let unit = max(heights[heights.count / 2], 1e-6)
        var strokes: [InkStroke] = []
        var right = 0.0
        for (index, digit) in digits.enumerated() {
            let bounds = digit.drawing.bounds!
            let left = index == 0 ? 0 : right + gaps[index] * unit
            let moved = digit.drawing.applying(.translation(Vector2(x: left - bounds.minX, y: -bounds.maxY)))
            strokes += moved.strokes
            right = left + bounds.width
        }
        return WordSample(drawing: InkDrawing(strokes: strokes), text: digits.map(\.label).joined())
    }
}
