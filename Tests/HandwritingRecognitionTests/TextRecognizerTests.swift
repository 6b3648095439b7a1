import Foundation
import InkCore
import Testing

@testable import HandwritingRecognition

/// Layout, ordering, delayed strokes and lexicon fallback of `TextRecognizer`, with a stub
/// classifier that reads a letter only from exactly its ink (`TextTestInk.SlotClassifier`), so a
/// wrong grouping, order or line split reads as something else; each test runs with both engines
/// (`TextTestEngine`: segmentation over the classifier, and a CTC stub over the same slots).
@Suite struct TextRecognizerTests {

    @Test(arguments: TextTestEngine.allCases) func wordWrittenRightToLeftInTimeReadsLeftToRight(engine: TextTestEngine) {
        let classifier = TextTestInk.SlotClassifier()
        let word = TextTestInk.word("to", classifier: classifier)
        let reversed = InkDrawing(strokes: word.strokes.reversed())
        let recognition = engine.recognizer(classifier).recognize(reversed)
        #expect(recognition.lines.count == 1)
        #expect(recognition.text == "to")
        // Stroke indices refer to the reversed drawing: "t" (stem and cross) was written last.
        let n = word.strokes.count
        #expect(recognition.lines.first?.words.first?.characters.map(\.strokeIndices) == word.letterStrokes.map { $0.map { n - 1 - $0 }.sorted() })
    }

    @Test(arguments: TextTestEngine.allCases) func twoLinesComeBackAsTwoLines(engine: TextTestEngine) {
        let classifier = TextTestInk.SlotClassifier()
        let first = TextTestInk.word("to", classifier: classifier)
        let second = TextTestInk.word("it", classifier: classifier, dy: 70)
        // The lower line written first.
        let recognition = engine.recognizer(classifier).recognize(InkDrawing(strokes: second.strokes + first.strokes))
        #expect(recognition.lines.map(\.text) == ["to", "it"])
        #expect(recognition.text == "to\nit")
        #expect(recognition.lines.first?.strokeIndices == Array(second.strokes.count..<(second.strokes.count + first.strokes.count)))
    }

    @Test(arguments: TextTestEngine.allCases) func delayedDotAndCrossJoinTheirLetters(engine: TextTestEngine) {
        let classifier = TextTestInk.SlotClassifier()
        let word = TextTestInk.word("it", classifier: classifier, delayed: true)
        #expect(word.letterStrokes == [[0, 2], [1, 3]])  // dot and cross written after both stems
        let recognition = engine.recognizer(classifier).recognize(InkDrawing(strokes: word.strokes))
        #expect(recognition.text == "it")
        let characters = recognition.lines.first?.words.first?.characters ?? []
        #expect(characters.map(\.text) == ["i", "t"])
        #expect(characters.map(\.strokeIndices) == [[0, 2], [1, 3]])
        #expect(characters.allSatisfy { abs($0.probability - 0.9) < 1e-5 })
    }

    @Test(arguments: TextTestEngine.allCases) func wordSpacesSplitWordsAndCandidatesAreRanked(engine: TextTestEngine) {
        let classifier = TextTestInk.SlotClassifier()
        let first = TextTestInk.word("to", classifier: classifier, readings: ["o": ["o": 0.6, "a": 0.3]])
        let second = TextTestInk.word("it", classifier: classifier, x: 100)
        let line = engine.recognizer(classifier).recognize(InkDrawing(strokes: first.strokes + second.strokes)).lines
        #expect(line.count == 1)
        #expect(line.first?.words.map(\.text) == ["to", "it"])
        let candidates = line.first?.candidates ?? []
        #expect(candidates.first?.text == "to it")
        #expect(candidates.contains { $0.text == "ta it" })
        #expect(zip(candidates, candidates.dropFirst()).allSatisfy { $0.score >= $1.score })
    }

    @Test(arguments: TextTestEngine.allCases) func lexiconOverridesAWeakMisreadingAndNumbersFallBack(engine: TextTestEngine) {
        let classifier = TextTestInk.SlotClassifier()
        // The classifier prefers "a" for the circle; only the lexicon makes it "to".
        let word = TextTestInk.word("to", classifier: classifier, readings: ["o": ["a": 0.5, "o": 0.4]])
        let number = TextTestInk.word("12", classifier: classifier, x: 200)
        let lexicon = Lexicon(words: ["to", "it", "lo"])
        let drawing = InkDrawing(strokes: word.strokes + number.strokes)
        #expect(engine.recognizer(classifier).recognize(drawing).text == "ta 12")
        let words = engine.recognizer(classifier, lexicon: lexicon).recognize(drawing).lines.first?.words ?? []
        #expect(words.map(\.text) == ["to", "12"])
        #expect(words.map { $0.candidates.first?.isInLexicon } == [true, false])
    }

    @Test(arguments: TextTestEngine.allCases) func emptyAndNonFiniteInkGivesNoLines(engine: TextTestEngine) {
        let classifier = TextTestInk.SlotClassifier()
        let broken = InkDrawing(strokes: [InkStroke(points: []), InkStroke(locations: [Vector2(.nan, 3), Vector2(.infinity, 1)])])
        #expect(engine.recognizer(classifier).recognize(broken).lines.isEmpty)
        #expect(engine.recognizer(classifier).recognize(InkDrawing(strokes: [])).text == "")
        #expect(engine.recognizer(classifier).recognize(broken, strokes: [7, -1]).lines.isEmpty)
    }

    /// Ink with one unreadable coordinate reads as nothing, as `CharacterClassifier.classify` gives
    /// no candidates for it (before, the NaN point was dropped and the rest read "to", and a point
    /// at 1e300 was laid out with the rest).
    @Test(arguments: TextTestEngine.allCases) func unreadableCoordinateGivesNoLinesLikeTheClassifier(engine: TextTestEngine) {
        let classifier = TextTestInk.SlotClassifier()
        let word = TextTestInk.word("to", classifier: classifier)
        let recognizer = engine.recognizer(classifier)
        #expect(recognizer.recognize(InkDrawing(strokes: word.strokes)).text == "to")
        for bad in [Vector2(.nan, 5), Vector2(5, .infinity), Vector2(1e300, 5), Vector2(-2e15, 0)] {
            var strokes = word.strokes
            strokes[0].points.append(InkPoint(bad))
            let drawing = InkDrawing(strokes: strokes)
            #expect(recognizer.recognize(drawing).lines.isEmpty, "\(bad)")
            #expect(!drawing.validationErrors().isEmpty, "the caller can tell why")
            // Leaving the bad stroke out of the selection reads the rest.
            let others = Array(strokes.indices.dropFirst())
            #expect(recognizer.recognize(drawing, strokes: others).lines.count == 1, "\(bad)")
        }
    }

    @Test func harmonizedCaseFollowsTheMajority() {
        #expect(TextRecognizer.harmonizedCase(["T", "H", "e"]) == ["T", "H", "E"])
        #expect(TextRecognizer.harmonizedCase(["B", "o", "S", "t"]) == ["B", "o", "s", "t"])
        #expect(TextRecognizer.harmonizedCase(["c", "A", "t"]) == ["c", "a", "t"])
        #expect(TextRecognizer.harmonizedCase(["1", "2"]) == ["1", "2"])
        #expect(TextRecognizer.harmonizedCase([]) == [])
    }
}
