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
        /// Label indices by descending score.
        var ranked: [Int]
        /// Digit label indices by descending score.
        var digitLabels: [Int]
        /// For each letter a…z (case-folded, as the lexicon spells), the better-scoring label of
        /// its lower- and upper-case classes, or -1 when the model has neither.
        var letterLabels: [Int]
    }

    let pieces: [Piece]
    /// `hypotheses[start]` lists the hypotheses beginning at piece `start`.
    private(set) var hypotheses: [[Hypothesis]]

    /// Builds and classifies the hypotheses. A run whose pieces leave a horizontal blank between
    /// them pays `gapPenalty` per x-height of the widest blank (letters rarely have one; "11" does
    /// between its bars, "n" does not). Runs wider than `maxCharacterWidth` or made only of
    /// dots are left out. O(p · k) classifications for p pieces and k segments per character.
    init(
        pieces: [Piece], zone: WritingZone, classifier: any CharacterClassifying, zonePriors: [ZonePrior],
        configuration: TextRecognizerConfiguration
    ) {
        self.pieces = pieces
        let xHeight = zone.xHeight
        var runs: [(start: Int, count: Int, bounds: BoundingBox, gap: Double)] = []
        // Once a piece, not once for each run it ends.
        let isDot = pieces.map { zone.isDot($0.bounds, dotSize: configuration.dotSize) }
        for start in pieces.indices {
            var bounds = pieces[start].bounds
            var hasBody = !isDot[start]
            var gap = 0.0  // widest blank between the run's pieces, left to right, in points
            for count in 1...max(1, min(configuration.maxSegmentsPerCharacter, pieces.count - start)) {
                if count > 1 {
                    let piece = pieces[start + count - 1]
                    gap = max(gap, piece.bounds.minX - bounds.maxX)
                    bounds = bounds.union(piece.bounds)
                    hasBody = hasBody || !isDot[start + count - 1]
                }
                if bounds.width > configuration.maxCharacterWidth * xHeight { break }
                if hasBody { runs.append((start, count, bounds, gap)) }
            }
        }
        let drawings = runs.map { Self.drawing(pieces[$0.start..<($0.start + $0.count)]) }
        let labelCount = classifier.labels.count
        let index = Dictionary(uniqueKeysWithValues: classifier.labels.enumerated().map { ($1, $0) })
        var labelsOfLetter = [[Int]](repeating: [], count: 26)
        for (index, label) in classifier.labels.enumerated() {
            if label.utf8.count == 1, let letter = LexiconTrie.letterIndex(label.utf8.first!) {
                labelsOfLetter[Int(letter)].append(index)
            }
        }
        let isDigit = classifier.labels.map { $0.count == 1 && $0.first!.isASCII && $0.first!.isNumber }
        let rankedCandidates = classifier.classify(drawings, top: labelCount)
        hypotheses = Array(repeating: [], count: pieces.count)
        for (run, candidates) in zip(runs, rankedCandidates) where !candidates.isEmpty {
            var probabilities = [Double](repeating: 0, count: labelCount)
            for candidate in candidates { probabilities[index[candidate.label]!] = candidate.probability }
            let extent = ZoneExtent(bounds: run.bounds, zone: zone)
            let priors = zonePriors.map { configuration.zoneWeight * $0.logLikelihood(extent) }
            // Relative to the average class (log-mean-exp), so the prior reorders classes without
            // taxing every character, which would favour readings with fewer characters.
            let top = priors.max() ?? 0
            let normalizer = top + log(priors.reduce(0) { $0 + exp($1 - top) } / Double(max(priors.count, 1)))
            let scores = probabilities.indices.map { label in
                Self.logProbability(probabilities[label]) + priors[label] - normalizer + configuration.characterBonus
                    - configuration.gapPenalty * run.gap / xHeight
            }
            let ranked = scores.indices.sorted { scores[$0] > scores[$1] }
            let digitLabels = ranked.filter { isDigit[$0] }
            let letterLabels = labelsOfLetter.map { $0.max { scores[$0] < scores[$1] } ?? -1 }
            hypotheses[run.start].append(
                Hypothesis(
                    start: run.start, count: run.count, scores: scores, probabilities: probabilities, ranked: ranked,
                    digitLabels: digitLabels, letterLabels: letterLabels))
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
