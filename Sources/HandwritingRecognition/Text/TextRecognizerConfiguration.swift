/// The tuning constants of `TextRecognizer`. Lengths are in units of the line's x-height (the
/// height of a lower-case "x", estimated per line by `WritingZone`), so they hold at any scale and
/// tablet resolution. Values were tuned on UNIPEN category 7 words of the *train* split
/// (writers never in the test split). `problem` names the first field out of range; a recognizer
/// uses such a configuration `clamped()`.
public struct TextRecognizerConfiguration: Sendable, Equatable {
    /// Most segments one character may span. Cursive "m" or "w" cut at every ligature bottom and
    /// low top take up to 6; 5 reads as well on the train-split words and costs a sixth less.
    public var maxSegmentsPerCharacter = 5
    /// Widest character, in x-heights ("M", "W" run about 2).
    public var maxCharacterWidth = 3.0
    /// A cut needs the pen to move this far vertically between extremes (hysteresis), in
    /// x-heights: smaller wiggles are tremor, not letter strokes.
    public var cutHysteresis = 0.2
    /// Tops of a stroke lower than this above the midline (in x-heights) are ligature cuts
    /// ("o" → "n"); higher tops are ascender loops and are not cut.
    public var topCutAllowance = 0.3
    /// A piece with a bounding-box diagonal below this (x-heights), or below 1 point (a tap), is a
    /// dot or a tick: it cannot be a character alone and must join a neighbour; a line of nothing
    /// else is not read, by either engine.
    public var dotSize = 0.4
    /// Weight of the ascender/descender prior against the classifier's log-probability.
    public var zoneWeight = 0.5
    /// Score taken off a character hypothesis per x-height of horizontal blank inside it.
    public var gapPenalty = 6.0
    /// Score added per character (log domain); balances paths with few and many characters.
    public var characterBonus = 0.0
    /// Score taken off readings outside the lexicon, so they win only when much better read.
    public var outOfVocabularyPenalty = 4.0
    /// A horizontal gap wider than this (x-heights) separates words (widely spaced printed letters
    /// reach 1.2 on UNIPEN).
    public var wordGap = 1.6
    /// Partial readings kept per position in the beam search.
    public var beamWidth = 40
    /// Classes tried per character hypothesis when decoding without the lexicon.
    public var unconstrainedClassesPerHypothesis = 6
    /// Prefixes kept per frame by the CTC prefix beam search of the sequence engine. 8, 16 and 32
    /// read within 0.3 points of each other on train-split words (development word model); 32
    /// costs a fifth more time.
    public var sequenceBeamWidth = 16
    /// Natural-log score taken off the sequence engine's free readings that are not lexicon words
    /// (a CTC log-probability, so not on the scale of `outOfVocabularyPenalty`). With the shipped
    /// word model and the lexicon, train-split words read 80.6 / 80.8 / 80.6 % at 3 / 4.5 / 6, and
    /// validation words (random letter strings, which a lexicon can only spoil) 40.6 / 39.6 / 37.7 %.
    public var sequenceOutOfVocabularyPenalty = 4.5
    /// Weight of the unigram word prior in the sequence engine's lexicon decoding: each reading
    /// gains this times the natural log of its word's probability in English (from the lexicon's
    /// Zipf frequencies; readings outside the lexicon take its floor). 0 turns the prior off.
    /// With the shipped word model and `Models/wamerican.lexicon`, train-split words read
    /// 87.5 / 88.0 / 88.2 / 88.3 / 88.2 / 88.3 / 88.2 / 87.6 % at 0 / 0.1 / 0.15 / 0.2 / 0.25 / 0.3 /
    /// 0.5 / 0.8; validation words (random letter strings) 45.3 % at 0, 44.3 % at 0.1 … 0.3.
    public var sequenceWordPriorWeight = 0.2
    /// Natural-log score taken off the sequence engine's best number reading (digits with common
    /// punctuation, `NumberGrammar`) when a lexicon is given, instead of the out-of-vocabulary
    /// penalty and the word prior a free reading pays: numbers are an open class the lexicon does
    /// not constrain, so a clean "7" is not read as the word "y". With the shipped word model and
    /// `Models/wamerican.lexicon`, on UNIPEN validation writers, isolated digits read
    /// 85.0 / 83.4 / 80.9 / 77.9 % at 0 / 1 / 2 / 3 (46.7 % before numbers were read apart), isolated
    /// capitals 59.0 / 60.7 / 62.7 / 64.5 % (73.8 %: "O" → "0", "I" → "1"), lower-case letters
    /// 68.3 / 69.8 / 70.8 / 72.0 % (78.2 %), words 45.3 % at each (unchanged); 1 gives the best
    /// mean of digits, letters and words (65.36 %; 65.35 % at 0), and costs no train-split word
    /// (`Models/words.md`).
    public var sequenceNumberPenalty = 1.0
    /// Readings returned per word.
    public var candidateCount = 5

    public init() {}
}
