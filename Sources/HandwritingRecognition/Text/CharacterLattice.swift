import Foundation
import InkCore

/// Every character hypothesis of one word: each run of 1…`maxSegmentsPerCharacter` consecutive
/// pieces (pieces ordered left to right by their centres), classified in one batch, with the
/// ascender/descender prior of each class for that run's extent in the writing zone.
struct CharacterLattice {
    /// One piece of ink with its geometry.
    struct Piece {
        var segment: InkSegment
        var points: ArraySlice<Vector2>
        var bounds: BoundingBox
    }

    /// A run of pieces read as one character.
    struct Hypothesis {
        var start: Int
        var count: Int
        /// Natural-log score per classifier label: log-probability plus the weighted zone prior.
        var scores: [Double]
        var probabilities: [Double]
    }

    let pieces: [Piece]
    /// `hypotheses[start]` lists the hypotheses beginning at piece `start`.
    private(set) var hypotheses: [[Hypothesis]]

    /// Builds and classifies the hypotheses. Runs wider than `maxCharacterWidth` or made only of
    /// dots are left out. O(p · k) classifications for p pieces and k segments per character.
    init(
        pieces: [Piece], zone: WritingZone, classifier: any CharacterClassifying, zonePriors: [ZonePrior],
        configuration: TextRecognizerConfiguration
    ) {
        self.pieces = pieces
        let xHeight = zone.xHeight
        var runs: [(start: Int, count: Int, bounds: BoundingBox)] = []
        for start in pieces.indices {
            var bounds = pieces[start].bounds
            var hasBody = pieces[start].bounds.diagonal >= configuration.dotSize * xHeight
            for count in 1...configuration.maxSegmentsPerCharacter where start + count <= pieces.count {
                if count > 1 {
                    let piece = pieces[start + count - 1]
                    bounds = bounds.union(piece.bounds)
                    hasBody = hasBody || piece.bounds.diagonal >= configuration.dotSize * xHeight
                }
                if bounds.width > configuration.maxCharacterWidth * xHeight { break }
                if hasBody { runs.append((start, count, bounds)) }
            }
        }
        let drawings = runs.map { Self.drawing(pieces[$0.start..<($0.start + $0.count)]) }
        let labelCount = classifier.labels.count
        let index = Dictionary(uniqueKeysWithValues: classifier.labels.enumerated().map { ($1, $0) })
        let ranked = classifier.classify(drawings, top: labelCount)
        hypotheses = Array(repeating: [], count: pieces.count)
        for (run, candidates) in zip(runs, ranked) where !candidates.isEmpty {
            var probabilities = [Double](repeating: 0, count: labelCount)
            for candidate in candidates { probabilities[index[candidate.label]!] = candidate.probability }
            let extent = ZoneExtent(bounds: run.bounds, zone: zone)
            let scores = probabilities.indices.map { label in
                Self.logProbability(probabilities[label])
                    + configuration.zoneWeight * zonePriors[label].logLikelihood(extent)
                    + configuration.characterBonus
            }
            hypotheses[run.start].append(
                Hypothesis(start: run.start, count: run.count, scores: scores, probabilities: probabilities))
        }
    }

    /// The pieces as a drawing in writing order (stroke, then point index), pieces that continue
    /// each other in one stroke joined, so only real pen-ups separate strokes.
    static func drawing(_ pieces: ArraySlice<Piece>) -> InkDrawing {
        let ordered = pieces.sorted {
            ($0.segment.stroke, $0.segment.points.lowerBound) < ($1.segment.stroke, $1.segment.points.lowerBound)
        }
        var strokes: [[Vector2]] = []
        var last: InkSegment?
        for piece in ordered {
            if let last, last.stroke == piece.segment.stroke, last.points.upperBound - 1 == piece.segment.points.lowerBound {
                strokes[strokes.count - 1] += piece.points.dropFirst()
            } else {
                strokes.append(Array(piece.points))
            }
            last = piece.segment
        }
        return InkDrawing(strokes: strokes.map { InkStroke(locations: $0) })
    }

    /// ln p with a floor, so a zero probability costs a lot but stays finite.
    static func logProbability(_ p: Double) -> Double { log(max(p, 1e-12)) }
}
