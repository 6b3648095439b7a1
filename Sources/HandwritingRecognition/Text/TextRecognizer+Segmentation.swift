import InkCore

/// The segmentation engine: a word over-segmented, its character hypotheses classified, the
/// best segmentations decoded with and without the lexicon.
extension TextRecognizer {
    /// A word read by the segmentation engine: candidates best first, and the characters of the
    /// best one with the pieces of ink they were read from.
    func readWord(
        _ strokes: [TextLayout.StrokeInk], zone: WritingZone, classifier: any CharacterClassifying, zonePriors: [ZonePrior]
    ) -> (candidates: [TextCandidate], characters: [RecognizedCharacter])? {
        let lattice = CharacterLattice(
            pieces: pieces(of: strokes, zone: zone), zone: zone, classifier: classifier, zonePriors: zonePriors,
            configuration: configuration)
        let candidates = rankedCandidates(WordDecoder(lattice: lattice, configuration: configuration), labels: classifier.labels)
        guard let best = candidates.first else { return nil }
        let characters = zip(best.characters, best.steps).map { text, step in
            let segments = lattice.pieces[step.start..<(step.start + step.count)].map(\.segment)
                .sorted { ($0.stroke, $0.points.lowerBound) < ($1.stroke, $1.points.lowerBound) }
            let probability = lattice.hypotheses[step.start].first { $0.count == step.count }?.probabilities[step.label] ?? 0
            return RecognizedCharacter(
                text: text, strokeIndices: Array(Set(segments.map(\.stroke))).sorted(), segments: segments,
                probability: probability)
        }
        return (candidates.map(\.candidate), characters)
    }

    /// The word's strokes cut into pieces, ordered left to right by their centres.
    private func pieces(of strokes: [TextLayout.StrokeInk], zone: WritingZone) -> [CharacterLattice.Piece] {
        let segmenter = StrokeSegmenter(configuration: configuration)
        var pieces: [CharacterLattice.Piece] = []
        for stroke in strokes {
            for segment in segmenter.segments(of: stroke.points, stroke: stroke.index, zone: zone) {
                let points = stroke.points[segment.points]
                pieces.append(CharacterLattice.Piece(segment: segment, points: points, bounds: BoundingBox(enclosing: points)!))
            }
        }
        return pieces.sorted { $0.bounds.center.x < $1.bounds.center.x }
    }

    /// Lexicon and free readings merged without case, best first, `candidateCount` at most; the
    /// best digits-only reading always keeps a place (the last one if need be).
    private func rankedCandidates(
        _ decoder: WordDecoder, labels: [String]
    ) -> [(candidate: TextCandidate, characters: [String], steps: [WordDecoder.Step])] {
        var seen = Set<String>()
        var candidates: [(candidate: TextCandidate, characters: [String], steps: [WordDecoder.Step])] = []
        func add(_ reading: WordDecoder.Reading) {
            let characters = Self.harmonizedCase(reading.steps.map { labels[$0.label] })
            let text = characters.joined()
            guard seen.insert(text.lowercased()).inserted else { return }
            candidates.append(
                (TextCandidate(text: text, score: reading.score, isInLexicon: reading.isInLexicon), characters, reading.steps))
        }
        let readings = (lexicon.map(decoder.lexiconReadings) ?? []) + decoder.unconstrainedReadings()
        for reading in readings.sorted(by: { $0.score > $1.score }) {
            guard candidates.count < configuration.candidateCount else { break }
            add(reading)
        }
        if let number = decoder.numberReadings().first, configuration.candidateCount > 1,
            !seen.contains(number.steps.map { labels[$0.label] }.joined().lowercased())
        {
            if candidates.count == configuration.candidateCount { candidates.removeLast() }
            add(number)
        }
        return candidates
    }

    /// One case pattern per word, since single characters like "o"/"O" or "s"/"S" differ only in
    /// size: mostly capitals → all capitals; otherwise the first letter keeps its case and the
    /// rest are lower case. Digits are kept. One string per input character.
    static func harmonizedCase(_ characters: [String]) -> [String] {
        let letters = characters.filter { $0.first?.isLetter == true }
        let capitals = letters.filter { $0.first?.isUppercase == true }.count
        if letters.count >= 2, capitals * 2 > letters.count { return characters.map { $0.uppercased() } }
        return characters.prefix(1) + characters.dropFirst().map { $0.lowercased() }
    }
}
