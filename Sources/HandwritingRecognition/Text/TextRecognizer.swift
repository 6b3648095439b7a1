import InkCore

/// Reads handwritten text: lines → words → characters, with n-best readings and, for each
/// character, the ink it used.
///
/// The pipeline, segmentation-based as in Tappert, Suen and Wakahara (1990):
/// 1. **Lines** from the vertical position of strokes (`TextLayout.lines`), **words** from
///    horizontal gaps wider than `wordGap` x-heights (`TextLayout.words`); all spatial, so the
///    order of writing does not matter and delayed strokes (i-dots, t-crosses) sit with their word.
/// 2. **Over-segmentation** of each stroke at ligature bottoms and low tops (`StrokeSegmenter`);
///    pieces are ordered by their horizontal centre.
/// 3. **Hypotheses**: runs of consecutive pieces, classified by `CharacterClassifier` and scored
///    with its log-probability plus an ascender/descender prior (`CharacterLattice`, `ZonePrior`).
/// 4. **Decoding**: a beam search over segmentations constrained by the lexicon trie, and a free
///    one for numbers and names, penalized by `outOfVocabularyPenalty` (`WordDecoder`).
///
/// Cost: about `maxSegmentsPerCharacter` classifications per piece, so a word of p pieces costs
/// O(p · k) forward passes of the classifier (≈ 1 M multiply-adds each for the shipped models).
/// Not thread-safe (the classifier is not): use one recognizer per thread.
public final class TextRecognizer {
    let classifier: any CharacterClassifying
    /// The word list constraining decoding, or `nil` for free decoding only.
    public let lexicon: Lexicon?
    public let configuration: TextRecognizerConfiguration
    private let zonePriors: [ZonePrior]

    /// A recognizer reading with `classifier`, constrained by `lexicon` when given.
    public convenience init(
        classifier: CharacterClassifier, lexicon: Lexicon? = nil,
        configuration: TextRecognizerConfiguration = TextRecognizerConfiguration()
    ) {
        self.init(classifying: classifier, lexicon: lexicon, configuration: configuration)
    }

    init(
        classifying classifier: any CharacterClassifying, lexicon: Lexicon?, configuration: TextRecognizerConfiguration
    ) {
        self.classifier = classifier
        self.lexicon = lexicon
        self.configuration = configuration
        zonePriors = classifier.labels.map(ZonePrior.init(label:))
    }

    /// Reads every stroke of `drawing` as text.
    public func recognize(_ drawing: InkDrawing) -> TextRecognition {
        recognize(drawing, strokes: Array(drawing.strokes.indices))
    }

    /// Reads the strokes `strokes` of `drawing` (indices into `drawing.strokes`; others are
    /// ignored, e.g. strokes already taken as shapes). Points with a non-finite coordinate are
    /// dropped; strokes without a finite point and out-of-range indices are ignored. An empty
    /// selection gives no lines.
    public func recognize(_ drawing: InkDrawing, strokes: [Int]) -> TextRecognition {
        let inks = Set(strokes).sorted().compactMap { index -> TextLayout.StrokeInk? in
            guard drawing.strokes.indices.contains(index) else { return nil }
            let points = drawing.strokes[index].points.map(\.location).filter(\.isFinite)
            guard let bounds = BoundingBox(enclosing: points) else { return nil }
            return TextLayout.StrokeInk(index: index, points: points, bounds: bounds)
        }
        return TextRecognition(lines: TextLayout.lines(inks).compactMap(readLine))
    }

    private func readLine(_ strokes: [TextLayout.StrokeInk]) -> RecognizedLine? {
        guard let zone = WritingZone(strokes: strokes.map(\.points)) else { return nil }
        let groups = TextLayout.words(
            strokes, gap: configuration.wordGap * zone.xHeight, dot: configuration.dotSize * zone.xHeight)
        let words = groups.compactMap { readWord($0, zone: zone) }
        guard !words.isEmpty else { return nil }
        let bounds = words.dropFirst().reduce(words[0].bounds) { $0.union($1.bounds) }
        return RecognizedLine(
            words: words, candidates: lineCandidates(words), strokeIndices: strokes.map(\.index).sorted(),
            bounds: bounds)
    }

    /// The best line, then lines with one word swapped for one of its runner-ups, by score.
    private func lineCandidates(_ words: [RecognizedWord]) -> [TextCandidate] {
        let best = words.map { $0.candidates[0] }
        let total = best.reduce(0) { $0 + $1.score }
        var lines = [TextCandidate(text: best.map(\.text).joined(separator: " "), score: total, isInLexicon: best.allSatisfy(\.isInLexicon))]
        for (w, word) in words.enumerated() {
            for alternative in word.candidates.dropFirst() {
                var texts = best
                texts[w] = alternative
                lines.append(
                    TextCandidate(
                        text: texts.map(\.text).joined(separator: " "), score: total - best[w].score + alternative.score,
                        isInLexicon: texts.allSatisfy(\.isInLexicon)))
            }
        }
        return Array(lines.sorted { $0.score > $1.score }.prefix(configuration.candidateCount))
    }

    private func readWord(_ strokes: [TextLayout.StrokeInk], zone: WritingZone) -> RecognizedWord? {
        let lattice = CharacterLattice(
            pieces: pieces(of: strokes, zone: zone), zone: zone, classifier: classifier, zonePriors: zonePriors,
            configuration: configuration)
        let candidates = rankedCandidates(WordDecoder(lattice: lattice, configuration: configuration))
        guard let best = candidates.first else { return nil }
        let characters = zip(best.characters, best.steps).map { text, step in
            let segments = lattice.pieces[step.start..<(step.start + step.count)].map(\.segment)
                .sorted { ($0.stroke, $0.points.lowerBound) < ($1.stroke, $1.points.lowerBound) }
            let probability = lattice.hypotheses[step.start].first { $0.count == step.count }?.probabilities[step.label] ?? 0
            return RecognizedCharacter(
                text: text, strokeIndices: Array(Set(segments.map(\.stroke))).sorted(), segments: segments,
                probability: probability)
        }
        let bounds = strokes.dropFirst().reduce(strokes[0].bounds) { $0.union($1.bounds) }
        return RecognizedWord(
            candidates: candidates.map(\.candidate), characters: characters,
            strokeIndices: strokes.map(\.index).sorted(), bounds: bounds)
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
        _ decoder: WordDecoder
    ) -> [(candidate: TextCandidate, characters: [String], steps: [WordDecoder.Step])] {
        var seen = Set<String>()
        var candidates: [(candidate: TextCandidate, characters: [String], steps: [WordDecoder.Step])] = []
        func add(_ reading: WordDecoder.Reading) {
            let characters = Self.harmonizedCase(reading.steps.map { classifier.labels[$0.label] })
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
            !seen.contains(number.steps.map { classifier.labels[$0.label] }.joined().lowercased())
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
