import InkCore

/// What `TextRecognizer` read on a drawing: lines top to bottom, words left to right.
public struct TextRecognition: Sendable, Hashable, Codable {
    public var lines: [RecognizedLine]

    public init(lines: [RecognizedLine]) { self.lines = lines }

    /// The best reading: lines joined by newlines.
    public var text: String { lines.map(\.text).joined(separator: "\n") }
}

/// One line of handwriting.
public struct RecognizedLine: Sendable, Hashable, Codable {
    /// Words in spatial order, left to right.
    public var words: [RecognizedWord]
    /// Readings of the whole line, best first: the best word readings joined by spaces, then the
    /// lines with one word swapped for its next candidate, by score.
    public var candidates: [TextCandidate]
    /// Every stroke of the line, ascending.
    public var strokeIndices: [Int]
    /// The line's ink, in points.
    public var bounds: BoundingBox

    public init(words: [RecognizedWord], candidates: [TextCandidate], strokeIndices: [Int], bounds: BoundingBox) {
        self.words = words
        self.candidates = candidates
        self.strokeIndices = strokeIndices
        self.bounds = bounds
    }

    /// The best reading of the line.
    public var text: String { candidates.first?.text ?? "" }
}

/// One word: a run of ink separated from its neighbours by a word space.
public struct RecognizedWord: Sendable, Hashable, Codable {
    /// Readings, best first (at most `TextRecognizerConfiguration.candidateCount`; the best
    /// digits-only reading is always among them).
    public var candidates: [TextCandidate]
    /// The characters of the best reading with the ink each one used.
    public var characters: [RecognizedCharacter]
    /// Every stroke of the word, ascending.
    public var strokeIndices: [Int]
    public var bounds: BoundingBox

    public init(
        candidates: [TextCandidate], characters: [RecognizedCharacter], strokeIndices: [Int], bounds: BoundingBox
    ) {
        self.candidates = candidates
        self.characters = characters
        self.strokeIndices = strokeIndices
        self.bounds = bounds
    }

    public var text: String { candidates.first?.text ?? "" }
}

/// A reading and its score.
public struct TextCandidate: Sendable, Hashable, Codable {
    public var text: String
    /// Log-domain score, higher is better. Segmentation engine: the sum over characters of the
    /// classifier's natural-log probability plus the zone prior, gap penalty and character bonus of
    /// `TextRecognizerConfiguration`, minus `outOfVocabularyPenalty` for readings outside the
    /// lexicon. Sequence engine: the CTC natural-log probability of the case-folded text, summed
    /// over its alignments, minus `sequenceOutOfVocabularyPenalty` for free readings outside a
    /// given lexicon. Comparable between candidates of one word (or one line), not across words.
    /// A segmentation score can be above 0: the zone prior is counted against the average class's.
    public var score: Double
    /// Whether the reading is a lexicon word (always false without a lexicon).
    public var isInLexicon: Bool

    public init(text: String, score: Double, isInLexicon: Bool) {
        self.text = text
        self.score = score
        self.isInLexicon = isInLexicon
    }
}

/// One character of a word's best reading and the ink it was read from.
public struct RecognizedCharacter: Sendable, Hashable, Codable {
    public var text: String
    /// Strokes this character uses, ascending; a cursive stroke is shared by several characters.
    public var strokeIndices: [Int]
    /// The exact pieces of ink: a stroke and a range of its point indices (whole strokes for the
    /// sequence engine, whose frames do not say which points a character used).
    public var segments: [InkSegment]
    /// The model's probability of `text` for this ink, in 0…1: the classifier's (segmentation
    /// engine), or the highest frame posterior of the character along its alignment (sequence
    /// engine).
    public var probability: Double

    public init(text: String, strokeIndices: [Int], segments: [InkSegment], probability: Double) {
        self.text = text
        self.strokeIndices = strokeIndices
        self.segments = segments
        self.probability = probability
    }
}
