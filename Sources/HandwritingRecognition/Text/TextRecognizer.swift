import InkCore

/// Reads handwritten text: lines → words → characters, with n-best readings and, for each
/// character, the ink it used.
///
/// Layout is shared; each word is then read by one of two engines, chosen by the model:
/// 1. **Lines** from the vertical position of strokes (`TextLayout.lines`), **words** from gaps
///    wider than `wordGap` x-heights along the line's baseline (`LineSkew`, `TextLayout.words`),
///    read as written; all spatial, so the order of writing does not
///    matter and delayed strokes (i-dots, t-crosses) sit with their word.
/// 2. **Segmentation engine** (a `CharacterClassifier`), as in Tappert, Suen and Wakahara (1990):
///    over-segmentation of each stroke at ligature bottoms and low tops (`StrokeSegmenter`);
///    hypotheses = runs of consecutive pieces, classified and scored with the log-probability plus
///    an ascender/descender prior (`CharacterLattice`, `ZonePrior`); a beam search over
///    segmentations constrained by the lexicon trie, and a free one for numbers and names,
///    penalized by `outOfVocabularyPenalty` (`WordDecoder`). About `maxSegmentsPerCharacter`
///    classifications per piece: O(p · k) forward passes for a word of p pieces, and searches
///    of O(p · k · beamWidth · classes tried) steps in O(p · beamWidth) memory.
/// 3. **Sequence engine** (a CTC word model, Graves et al. 2006): one forward pass per word gives
///    `FramePosteriors`; a CTC prefix beam search reads them constrained by the lexicon trie and
///    free, the free readings outside the lexicon lowered by `sequenceOutOfVocabularyPenalty`
///    (`CTCPrefixSearch`); each character's ink comes from the frames a forced alignment gives it.
///
/// Sendable: nothing in it changes after init, and its models only run their networks for
/// inference, which writes no state; one recognizer may read on many tasks or threads at once,
/// each call on its caller's thread. `recognition(of:strokes:)`, the `async` form, checks for
/// cancellation before every word.
public final class TextRecognizer: Sendable {
    /// How words are read: by a character classifier over segmentations, or by a CTC word model.
    enum Engine {
        case segmentation(any CharacterClassifying, zonePriors: [ZonePrior])
        case sequence(any WordPosteriorModeling)
    }

    let engine: Engine
    /// The word list constraining decoding, or `nil` for free decoding only.
    public let lexicon: Lexicon?
    /// The configuration in use: the one given, `clamped()` when it has a `problem`, so no value
    /// of it stops the process.
    public let configuration: TextRecognizerConfiguration

    /// A recognizer reading with `classifier`, constrained by `lexicon` when given. A
    /// `configuration` with a `problem` is used `clamped()`; check `problem` first to refuse it.
    public convenience init(
        classifier: CharacterClassifier, lexicon: Lexicon? = nil,
        configuration: TextRecognizerConfiguration = TextRecognizerConfiguration()
    ) {
        self.init(classifying: classifier, lexicon: lexicon, configuration: configuration)
    }

    /// A recognizer reading each word in one pass of a CTC word model, constrained by `lexicon`
    /// when given. A `configuration` with a `problem` is used `clamped()`.
    public convenience init(
        wordModel: SequenceWordModel, lexicon: Lexicon? = nil,
        configuration: TextRecognizerConfiguration = TextRecognizerConfiguration()
    ) {
        self.init(engine: .sequence(wordModel), lexicon: lexicon, configuration: configuration)
    }

    convenience init(
        classifying classifier: any CharacterClassifying, lexicon: Lexicon?, configuration: TextRecognizerConfiguration
    ) {
        self.init(
            engine: .segmentation(classifier, zonePriors: classifier.labels.map(ZonePrior.init(label:))), lexicon: lexicon,
            configuration: configuration)
    }

    init(engine: Engine, lexicon: Lexicon?, configuration: TextRecognizerConfiguration) {
        self.engine = engine
        self.lexicon = lexicon
        self.configuration = configuration.clamped()
    }

    /// Reads every stroke of `drawing` as text.
    public func recognize(_ drawing: InkDrawing) -> TextRecognition {
        recognize(drawing, strokes: Array(drawing.strokes.indices))
    }

    /// Reads the strokes `strokes` of `drawing` (indices into `drawing.strokes`; others are
    /// ignored, e.g. strokes already taken as shapes). Empty strokes and out-of-range indices are
    /// ignored; an empty selection gives no lines. So does a selection with any coordinate that is
    /// NaN, infinite or beyond `InkPoint.coordinateLimit` (±1e15 points), as
    /// `CharacterClassifier.classify` gives no candidates for it: a reading of the remaining
    /// points would be a guess. Check `InkDrawing.validationErrors()` to tell it from ink with no
    /// text.
    public func recognize(_ drawing: InkDrawing, strokes: [Int]) -> TextRecognition {
        read(drawing, strokes: strokes, beforeEachWord: {})
    }

    /// `recognize(_:strokes:)` (every stroke when `strokes` is `nil`) in a task that can be
    /// cancelled: it stops before the next word once its task is cancelled (a word costs about 2 ms
    /// with `Models/words.inkmodel`, 25 ms with `Models/latin.inkmodel`), so a page the user keeps
    /// writing on need not be read to the end. A nonisolated `async` function: it runs off the
    /// caller's actor, on the task's thread. (Not an `async` overload of `recognize`, which would
    /// take the place of the synchronous call in every `async` function that makes one.)
    /// - Throws: `CancellationError` when the task was cancelled before the last word was read.
    public func recognition(of drawing: InkDrawing, strokes: [Int]? = nil) async throws(CancellationError) -> TextRecognition {
        try read(drawing, strokes: strokes ?? Array(drawing.strokes.indices)) { () throws(CancellationError) in
            if Task.isCancelled { throw CancellationError() }
        }
    }

    /// The reading of `recognize(_:strokes:)`, calling `beforeEachWord` before each word is read
    /// and stopping with its error.
    private func read<Failure: Error>(
        _ drawing: InkDrawing, strokes: [Int], beforeEachWord: () throws(Failure) -> Void
    ) throws(Failure) -> TextRecognition {
        let selected = Set(strokes).sorted().filter { drawing.strokes.indices.contains($0) }
        guard selected.allSatisfy({ drawing.strokes[$0].hasSupportedLocations }) else {
            return TextRecognition(lines: [])
        }
        let inks = selected.compactMap { index -> TextLayout.StrokeInk? in
            let points = drawing.strokes[index].points.map(\.location)
            guard let bounds = BoundingBox(enclosing: points) else { return nil }
            return TextLayout.StrokeInk(index: index, points: points, bounds: bounds)
        }
        var lines: [RecognizedLine] = []
        for line in TextLayout.lines(inks) {
            if let read = try readLine(line, beforeEachWord: beforeEachWord) { lines.append(read) }
        }
        return TextRecognition(lines: lines)
    }

    private func readLine<Failure: Error>(
        _ strokes: [TextLayout.StrokeInk], beforeEachWord: () throws(Failure) -> Void
    ) throws(Failure) -> RecognizedLine? {
        guard let zone = WritingZone(strokes: strokes.map(\.points)) else { return nil }
        // Word gaps are measured along the line's baseline: a tilted line's drift swells its zone
        // and shrinks its gaps. The words are read as written (levelling isolated words cost
        // train-split words 92.3 → 91.2 % with the word model).
        let skew = LineSkew(
            strokes: strokes.map(\.points), hysteresis: configuration.cutHysteresis * zone.xHeight, minSeparation: zone.xHeight)
        // A level line (most) is measured as it is: its zone is the one found above.
        let level = skew.angle == 0 ? strokes : strokes.map { stroke in
            let points = skew.levelled(stroke.points)
            return TextLayout.StrokeInk(index: stroke.index, points: points, bounds: BoundingBox(enclosing: points) ?? stroke.bounds)
        }
        guard let levelZone = skew.angle == 0 ? zone : WritingZone(strokes: level.map(\.points)) else { return nil }
        let drawn = Dictionary(uniqueKeysWithValues: strokes.map { ($0.index, $0) })
        let groups = TextLayout.words(
            level, gap: configuration.wordGap * levelZone.xHeight,
            isDot: { levelZone.isDot($0, dotSize: self.configuration.dotSize) })
        var words: [RecognizedWord] = []
        for group in groups {
            try beforeEachWord()
            if let word = readWord(group.map { drawn[$0.index]! }, zone: zone) { words.append(word) }
        }
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
        let reading: (candidates: [TextCandidate], characters: [RecognizedCharacter])?
        switch engine {
        case .segmentation(let classifier, let zonePriors):
            reading = readWord(strokes, zone: zone, classifier: classifier, zonePriors: zonePriors)
        case .sequence(let model):
            reading = readWord(strokes, model: model)
        }
        guard let reading, !reading.candidates.isEmpty else { return nil }
        let bounds = strokes.dropFirst().reduce(strokes[0].bounds) { $0.union($1.bounds) }
        return RecognizedWord(
            candidates: reading.candidates, characters: reading.characters,
            strokeIndices: strokes.map(\.index).sorted(), bounds: bounds)
    }
}
