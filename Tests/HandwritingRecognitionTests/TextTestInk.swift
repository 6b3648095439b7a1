import Foundation
import InkCore

@testable import HandwritingRecognition

/// Synthetic handwriting for text tests: letters drawn from lines and circles on a writing zone
/// with its midline at y = 80 and baseline at y = 100 (x-height 20 points, y down), and a stub
/// classifier that knows where each letter was drawn.
enum TextTestInk {
    static let midline = 80.0
    static let baseline = 100.0

    static func line(_ from: Vector2, _ to: Vector2, points: Int = 12) -> InkStroke {
        InkStroke(locations: (0..<points).map { from + (to - from) * (Double($0) / Double(points - 1)) })
    }

    /// A circle starting at its top, clockwise on screen.
    static func circle(center: Vector2, radius: Double) -> InkStroke {
        InkStroke(locations: (0...24).map { i in
            let angle = -Double.pi / 2 + 2 * Double.pi * Double(i) / 24
            return center + Vector2(cos(angle), sin(angle)) * radius
        })
    }

    /// Strokes of one letter at horizontal position `x` (left edge), on a baseline shifted down by
    /// `dy`. "i" and "t" return the dot or cross as a separate last stroke.
    static func letter(_ letter: Character, x: Double, dy: Double = 0) -> [InkStroke] {
        let base = baseline + dy
        let mid = midline + dy
        switch letter {
        case "1", "l": return [line(Vector2(x + 4, base - 40), Vector2(x + 4, base))]
        case "o": return [circle(center: Vector2(x + 9, base - 9), radius: 9)]
        case "i": return [line(Vector2(x + 4, mid), Vector2(x + 4, base)), line(Vector2(x + 4, mid - 10), Vector2(x + 4.6, mid - 9.4), points: 3)]
        case "t":
            return [line(Vector2(x + 6, base - 35), Vector2(x + 6, base)), line(Vector2(x, mid), Vector2(x + 12, mid))]
        case "2":
            return [InkStroke(locations: [Vector2(x, base - 30), Vector2(x + 10, base - 40), Vector2(x + 14, base - 30), Vector2(x, base), Vector2(x + 14, base)])]
        default: preconditionFailure("no synthetic \(letter)")
        }
    }

    /// A stub classifier: a drawing whose bounding box matches a registered letter's box (within
    /// 0.5 points) reads as that letter's probabilities; anything else is an even spread, so only
    /// whole letters read confidently. Unchecked Sendable: letters are registered before any
    /// reading, by the test that made it.
    final class SlotClassifier: CharacterClassifying, @unchecked Sendable {
        let labels = CharacterLabelSet.latin.labels
        private var slots: [(box: BoundingBox, readings: [String: Double])] = []

        func register(_ strokes: [InkStroke], readings: [String: Double]) {
            let box = strokes.dropFirst().reduce(strokes[0].bounds!) { $0.union($1.bounds!) }
            slots.append((box, readings))
        }

        func classify(_ drawings: [InkDrawing], top: Int) -> [[CharacterCandidate]] {
            drawings.map { drawing in
                guard let box = drawing.bounds else { return [] }
                let slot = slots.first { slot in
                    abs(slot.box.minX - box.minX) < 0.5 && abs(slot.box.maxX - box.maxX) < 0.5
                        && abs(slot.box.minY - box.minY) < 0.5 && abs(slot.box.maxY - box.maxY) < 0.5
                }
                let readings = slot?.readings ?? [:]
                let rest = (1 - readings.values.reduce(0, +)) / Double(labels.count - readings.count)
                return labels.map { CharacterCandidate(label: $0, probability: readings[$0] ?? rest) }
                    .sorted { $0.probability > $1.probability }.prefix(top).map { $0 }
            }
        }
    }

    /// A drawing writing `letters` left to right from x = 10 with 20 points per letter, each
    /// registered with the classifier as reading its own letter with probability 0.9 (or the
    /// `readings` given for it). `order` permutes the strokes in time; delayed strokes (dots,
    /// crosses) come after every letter stroke when `delayed` is set.
    static func word(
        _ letters: String, classifier: SlotClassifier, x: Double = 10, dy: Double = 0, delayed: Bool = false,
        readings: [Character: [String: Double]] = [:]
    ) -> (strokes: [InkStroke], letterStrokes: [[Int]]) {
        var main: [InkStroke] = []
        var late: [InkStroke] = []
        var owners: [(main: [Int], late: [Int])] = []
        for (i, character) in letters.enumerated() {
            let strokes = letter(character, x: x + 20 * Double(i), dy: dy)
            classifier.register(strokes, readings: readings[character] ?? [String(character): 0.9])
            let body = delayed ? [strokes[0]] : strokes
            owners.append((Array(main.count..<(main.count + body.count)), delayed ? Array(late.count..<(late.count + strokes.count - 1)) : []))
            main += body
            if delayed { late += strokes.dropFirst() }
        }
        let indices = owners.map { $0.main + $0.late.map { $0 + main.count } }
        return (main + late, indices)
    }
}
