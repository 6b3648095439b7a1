import Foundation
import InkCore

/// The sequence engine: a word's strokes through a CTC word model, its posteriors decoded with and
/// without the lexicon (`CTCWordDecoder`).
extension TextRecognizer {
    /// A word read by the sequence engine: candidates best first, and the characters of the best
    /// one with the strokes they were read from.
    ///
    /// A character's strokes are those of the frames its alignment gave it; a stroke no character's
    /// frames fall on (an i-dot or t-cross the model read as blank) goes to the character whose ink
    /// is horizontally nearest its centre, so every stroke belongs to a character. Segments are
    /// whole strokes (frames do not say which points they cover), and a character's probability is
    /// its symbol's highest frame posterior along the alignment.
    func readWord(
        _ strokes: [TextLayout.StrokeInk], model: any WordPosteriorModeling
    ) -> (candidates: [TextCandidate], characters: [RecognizedCharacter])? {
        let ordered = strokes.sorted { $0.index < $1.index }  // the model orders them left to right itself
        let posteriors = model.posteriors(InkDrawing(strokes: ordered.map { InkStroke(locations: $0.points) }))
        let decoder = CTCWordDecoder(
            search: CTCPrefixSearch(beamWidth: configuration.sequenceBeamWidth),
            outOfVocabularyPenalty: configuration.sequenceOutOfVocabularyPenalty,
            priorWeight: configuration.sequenceWordPriorWeight, numberPenalty: configuration.sequenceNumberPenalty,
            candidateCount: configuration.candidateCount)
        let readings = decoder.readings(posteriors, lexicon: lexicon)
        guard let best = readings.first else { return nil }
        var owned = best.frames.map { frames in
            Set(frames.map { posteriors.strokeOfFrame[$0] }.filter(ordered.indices.contains))
        }
        let taken = owned.reduce(into: Set<Int>()) { $0.formUnion($1) }
        for stroke in ordered.indices where !taken.contains(stroke) {
            let x = ordered[stroke].bounds.center.x
            func distance(_ character: Set<Int>) -> Double {
                character.map { s in
                    let b = ordered[s].bounds
                    return x < b.minX ? b.minX - x : (x > b.maxX ? x - b.maxX : 0)
                }.min() ?? .infinity
            }
            let nearest = owned.indices.min { distance(owned[$0]) < distance(owned[$1]) }!
            owned[nearest].insert(stroke)
        }
        let characters = best.symbols.indices.map { c in
            let used = owned[c].sorted { ordered[$0].index < ordered[$1].index }
            let probability = best.frames[c].map { exp(Double(posteriors[$0, best.symbols[c]])) }.max() ?? 0
            return RecognizedCharacter(
                text: String(posteriors.alphabet[best.symbols[c] - 1]), strokeIndices: used.map { ordered[$0].index },
                segments: used.map { InkSegment(stroke: ordered[$0].index, points: 0..<ordered[$0].points.count) },
                probability: probability)
        }
        let candidates = readings.map { TextCandidate(text: $0.text, score: $0.score, isInLexicon: $0.isInLexicon) }
        return (candidates, characters)
    }
}
