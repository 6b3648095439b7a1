import Foundation
import InkCore
import InkFormats
import TestSupport

/// Seeded random labelled ink for the writer fuzz tests: empty and one-point strokes, repeated
/// points, NaN, ±∞ and values past `InkPoint.coordinateLimit`, times that go backwards, channels
/// on only some points, and labels, writers and annotations full of markup, quotes, line breaks
/// and non-ASCII text. The same seed gives the same samples.
struct RandomInk {
    private var random: SeededGenerator

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    /// Text a writer must escape or refuse: XML and JSON syntax, line breaks, tabs, white-space
    /// runs, the `~` MMG names cut at, trailing digits $1 names drop, emoji and CJK.
    static let texts = [
        "circle", "a<b>&c", "say \"hi\" 'there'", "two\nlines", "tab\there", "  spaced   out ", "é漢字🙂", "D~01",
        "arrow07", "]]>", "{\"json\":[1]}", "back\\slash", "", "x", "\r\n", "s02", "bell\u{7}", "nul\u{0}",
    ]

    /// Values that are legal and awkward (fractions, halves, -0, large but within ±1e15).
    private static let awkward: [Double] = [0, -0.0, 0.5, -2.5, 1e-300, 123_456_789.125, 999_999_999_999_999, -1e15]
    /// Values no reader accepts.
    private static let unusable: [Double] = [.nan, .infinity, -.infinity, 1e300, -2e15]

    mutating func samples() -> [LabeledInk] {
        (0..<Int.random(in: 1...3, using: &random)).map { sample(index: $0) }
    }

    mutating func sample(index: Int) -> LabeledInk {
        let strokeCount = Int.random(in: 0...4, using: &random)
        // Per drawing: time on every point, on none, or on some; force likewise.
        let timeMode = Int.random(in: 0...2, using: &random)
        let forceMode = Int.random(in: 0...2, using: &random)
        let badDrawing = chance(0.15)
        let wholeNumbers = chance(0.4)
        var strokes: [InkStroke] = []
        var clock = Double.random(in: 0...5, using: &random)
        for _ in 0..<strokeCount {
            let pointCount = [0, 1, 2, Int.random(in: 3...12, using: &random)].randomElement(using: &random)!
            var points: [InkPoint] = []
            let strokeStart = clock
            for _ in 0..<pointCount {
                if let last = points.last, chance(0.15) {
                    points.append(last)  // a repeated point
                    continue
                }
                clock += chance(0.1) ? -Double.random(in: 0...0.5, using: &random) : Double.random(in: 0...0.05, using: &random)
                var point = InkPoint(x: coordinate(whole: wholeNumbers), y: coordinate(whole: wholeNumbers))
                // Seconds since the stroke's first point (`InkPoint.timeOffset`), going back at times.
                if timeMode == 1 || (timeMode == 2 && chance(0.7)) { point.timeOffset = points.isEmpty ? 0 : clock - strokeStart }
                if forceMode == 1 || (forceMode == 2 && chance(0.5)) { point.force = Double.random(in: 0...4, using: &random) }
                points.append(point)
            }
            if badDrawing, !points.isEmpty {
                let p = Int.random(in: 0..<points.count, using: &random)
                let value = Self.unusable.randomElement(using: &random)!
                switch Int.random(in: 0...3, using: &random) {
                case 0: points[p].x = value
                case 1: points[p].y = value
                case 2: points[p].timeOffset = value
                default: points[p].force = value
                }
            }
            var stroke = InkStroke(points: points)
            if chance(0.3) { stroke.startTime = chance(0.05) ? .nan : Double.random(in: 0...10, using: &random) }
            if chance(0.2) { stroke.id = text() }
            if chance(0.1) { stroke.color = "#ff0000" }
            strokes.append(stroke)
        }
        var drawing = InkDrawing(strokes: strokes)
        if chance(0.3) { drawing.annotations[text().isEmpty ? "note" : text()] = text() }
        let writer = chance(0.3) ? nil : text()
        let split: DatasetSplit? = chance(0.5) ? nil : [.train, .validation, .test].randomElement(using: &random)
        return LabeledInk(
            drawing: drawing, label: text(), writer: writer, source: "fuzz#\(index)", id: chance(0.5) ? nil : "id\(index)",
            split: split)
    }

    private mutating func coordinate(whole: Bool) -> Double {
        if chance(0.05) { return Self.awkward.randomElement(using: &random)! }
        let value = Double.random(in: -500...500, using: &random)
        return whole ? value.rounded() : value
    }

    private mutating func text() -> String {
        let first = Self.texts.randomElement(using: &random)!
        return chance(0.3) ? first + Self.texts.randomElement(using: &random)! : first
    }

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &random) < probability
    }
}
