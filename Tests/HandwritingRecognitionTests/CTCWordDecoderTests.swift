import Foundation
import Testing

@testable import HandwritingRecognition

@Suite struct CTCWordDecoderTests {
    static let alphabet = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"

    @Test func theLexiconTurnsANearMissIntoAWord() {
        // "cet" is read best, but it is no word; "cat" is one, at a small cost.
        let posteriors = CTCTestPosteriors.make(
            Self.alphabet, [["c": 0.9], ["-": 0.9], ["e": 0.5, "a": 0.4], ["-": 0.9], ["t": 0.9]])
        let lexicon = Lexicon(words: ["cat", "dog"])
        let free = CTCWordDecoder().readings(posteriors, lexicon: nil)
        #expect(free.first?.text == "cet")
        #expect(free.first?.isInLexicon == false)
        let constrained = CTCWordDecoder().readings(posteriors, lexicon: lexicon)
        #expect(constrained.first?.text == "cat")
        #expect(constrained.first?.isInLexicon == true)
        let cet = constrained.first { $0.text == "cet" }
        #expect(cet?.isInLexicon == false)
        // "cet" keeps its place as a runner-up, lowered by the out-of-vocabulary penalty.
        let freeCet = free.first { $0.text == "cet" }!.score
        #expect(abs((cet?.score ?? 0) - (freeCet - CTCWordDecoder().outOfVocabularyPenalty)) < 1e-6)
    }

    @Test func aLexiconWordMayEndInPunctuation() {
        // "cot." read best; "cat." is the word "cat" and a full stop.
        let posteriors = CTCTestPosteriors.make(
            Self.alphabet + ".", [["c": 0.9], ["-": 0.9], ["o": 0.5, "a": 0.4], ["-": 0.9], ["t": 0.9], ["-": 0.9], [".": 0.8]])
        let readings = CTCWordDecoder().readings(posteriors, lexicon: Lexicon(words: ["cat"]))
        #expect(readings.first?.text == "cat.")
        #expect(readings.first?.isInLexicon == true)
        #expect(!readings.contains { $0.text == "cat" && $0.isInLexicon && $0.score > readings[0].score })
    }

    @Test func numbersOutsideTheLexiconComeOutThroughTheFallback() {
        let posteriors = CTCTestPosteriors.make(
            Self.alphabet, [["1": 0.6, "l": 0.3], ["-": 0.9], ["9": 0.8, "g": 0.1], ["-": 0.9], ["5": 0.9]])
        let readings = CTCWordDecoder().readings(posteriors, lexicon: Lexicon(words: ["lgs", "cat", "dog"]))
        #expect(readings.first?.text == "195")
        #expect(readings.first?.isInLexicon == false)
        #expect(readings.contains { $0.text == "lgs" && $0.isInLexicon })
    }

    @Test func caseIsSearchedFoldedAndPutBackPerCharacter() {
        // "C" and "c" together outweigh "e"; the writer's capital comes back.
        let posteriors = CTCTestPosteriors.make(
            Self.alphabet, [["C": 0.35, "c": 0.25, "e": 0.4], ["-": 0.9], ["a": 0.9], ["-": 0.9], ["t": 0.9]])
        #expect(CTCBestPath(posteriors).text == "eat")
        let readings = CTCWordDecoder().readings(posteriors, lexicon: nil)
        #expect(readings.first?.text == "Cat")
        #expect(readings.first?.frames == [0..<1, 2..<3, 4..<5])
        #expect(readings.first?.symbols == CTCTestPosteriors.symbols("Cat", in: Self.alphabet))
        #expect(CTCWordDecoder().readings(posteriors, lexicon: Lexicon(words: ["eat", "cat"])).first?.text == "Cat")
    }

    @Test func theWordPriorBreaksATieTowardTheCommonerWord() throws {
        // "cat" and "cot" fit the ink equally well; "xq" is no word and reads worse.
        let posteriors = CTCTestPosteriors.make(
            Self.alphabet, [["c": 0.9], ["-": 0.9], ["o": 0.45, "a": 0.45], ["-": 0.9], ["t": 0.9]])
        func readings(cat: Double, cot: Double, weight: Double) -> [CTCWordDecoder.Reading] {
            let lexicon = Lexicon(zipfFrequencies: [("cat", cat), ("cot", cot), ("dog", 5)], floor: 1)
            return CTCWordDecoder(priorWeight: weight).readings(posteriors, lexicon: lexicon)
        }
        let flat = readings(cat: 4.78, cot: 3, weight: 0)
        let catScore = try #require(flat.first { $0.text == "cat" }).score
        let cotScore = try #require(flat.first { $0.text == "cot" }).score
        #expect(abs(catScore - cotScore) < 1e-9)  // a real tie without the prior
        for (cat, cot, winner) in [(4.78, 3.0, "cat"), (3.0, 4.78, "cot")] {
            let weighted = readings(cat: cat, cot: cot, weight: 0.5)
            #expect(weighted.first?.text == winner)
            #expect(weighted.first?.isInLexicon == true)
            // The gap is the weight times the difference in natural-log probability: 1.78 · ln 10 / 2.
            #expect(abs(weighted[0].score - weighted[1].score - 0.5 * 1.78 * log(10)) < 1e-6)
            // Each lexicon reading moved by exactly weight · ln P(word).
            #expect(abs(weighted[0].score - (catScore + 0.5 * Lexicon.logProbability(zipf: max(cat, cot)))) < 1e-6)
        }
        // A free reading outside the lexicon pays the penalty and takes the floor's prior (the
        // number reading, which keeps a place, pays the number penalty instead).
        let free = CTCWordDecoder().readings(posteriors, lexicon: nil)
        let weighted = readings(cat: 4.78, cot: 3, weight: 0.5)
        for reading in weighted where !reading.isInLexicon && !reading.text.allSatisfy(\.isNumber) {
            let unconstrained = try #require(free.first { $0.text == reading.text }).score
            let expected = unconstrained - CTCWordDecoder().outOfVocabularyPenalty + 0.5 * Lexicon.logProbability(zipf: 1)
            #expect(abs(reading.score - expected) < 1e-6, "\(reading.text)")
        }
        #expect(weighted.contains { !$0.isInLexicon })
    }

    @Test func alignmentGivesEachCharacterItsFrames() throws {
        let posteriors = CTCTestPosteriors.make(
            "abl", [["-": 0.9], ["b": 0.8], ["b": 0.7], ["-": 0.9], ["l": 0.5, "-": 0.4], ["-": 0.9], ["l": 0.9]])
        let alignment = try #require(CTCAlignment(posteriors, symbols: CTCTestPosteriors.symbols("bll", in: "abl")))
        #expect(alignment.frames == [1..<3, 4..<5, 6..<7])
        #expect(CTCAlignment(posteriors, symbols: CTCTestPosteriors.symbols("aaaa", in: "abl")) != nil)  // a∅a∅a∅a: 7 frames
        #expect(CTCAlignment(posteriors, symbols: []) == nil)
        let short = CTCTestPosteriors.make("abl", [["l": 0.9], ["l": 0.9]])
        #expect(CTCAlignment(short, symbols: CTCTestPosteriors.symbols("ll", in: "abl")) == nil)  // "l∅l" needs 3 frames
    }
}

/// Numbers are an open class the lexicon does not constrain (`NumberGrammar`).
@Suite struct CTCWordDecoderNumberTests {
    static let alphabet = CTCWordDecoderTests.alphabet + ".,:-$%"
    static var decoder: CTCWordDecoder {
        CTCWordDecoder(
            outOfVocabularyPenalty: 4.5, priorWeight: 0.2, numberPenalty: TextRecognizerConfiguration().sequenceNumberPenalty)
    }

    /// A lone "7" the model reads best, "y" second (UNIPEN 1a "7"s read "y" with the lexicon).
    @Test func aDigitTheModelReadsBestIsNotTurnedIntoAWord() throws {
        let posteriors = CTCTestPosteriors.make(Self.alphabet, [["-": 0.9], ["7": 0.7, "y": 0.2], ["-": 0.9]])
        let lexicon = Lexicon(zipfFrequencies: [("y", 4), ("you", 6)], floor: 1)
        let readings = Self.decoder.readings(posteriors, lexicon: lexicon)
        #expect(readings.first?.text == "7")
        #expect(readings.first?.isInLexicon == false)
        // Its score is the model's own, less the number penalty: no out-of-vocabulary penalty, no prior.
        let free = try #require(CTCWordDecoder().readings(posteriors, lexicon: nil).first { $0.text == "7" })
        #expect(abs(readings[0].score - (free.score - Self.decoder.numberPenalty)) < 1e-6)
        #expect(readings.contains { $0.text == "y" && $0.isInLexicon })
    }

    @Test func numbersWithPunctuationComeOutWhole() {
        // "$3.50" written clearly: the free search would find it too, but pay the lexicon penalty.
        let frames: [[Character: Double]] = "$3.50".flatMap { [[$0: 0.8, "s": 0.1], ["-": 0.9]] }
        let posteriors = CTCTestPosteriors.make(Self.alphabet, frames)
        let readings = Self.decoder.readings(posteriors, lexicon: Lexicon(zipfFrequencies: [("so", 6)], floor: 1))
        #expect(readings.first?.text == "$3.50")
    }

    @Test func aWordTheInkFitsBetterStaysAWordAndTheNumberKeepsAPlace() {
        // "lo" fits far better than "10": the number comes last, in the place of the third reading.
        let posteriors = CTCTestPosteriors.make(
            Self.alphabet, [["l": 0.8, "i": 0.1, "1": 0.01], ["-": 0.9], ["o": 0.7, "a": 0.12, "e": 0.08, "0": 0.01], ["-": 0.9]])
        let lexicon = Lexicon(zipfFrequencies: [("lo", 4), ("la", 4), ("le", 4), ("io", 4)], floor: 1)
        var decoder = Self.decoder
        decoder.candidateCount = 3
        let readings = decoder.readings(posteriors, lexicon: lexicon)
        #expect(readings.map(\.text) == ["lo", "la", "10"])
        #expect(readings.map(\.isInLexicon) == [true, true, false])
        decoder.candidateCount = 1
        #expect(decoder.readings(posteriors, lexicon: lexicon).map(\.text) == ["lo"])
    }

    @Test func noFramesAndNoDigitsGiveNoNumber() {
        let empty = FramePosteriors(alphabet: Array(Self.alphabet), frameCount: 0, logProbabilities: [], strokeOfFrame: [])
        #expect(Self.decoder.readings(empty, lexicon: Lexicon(words: ["a"])).isEmpty)
        let letters = CTCTestPosteriors.make("ay", [["-": 0.9], ["y": 0.6, "a": 0.3], ["-": 0.9]])
        #expect(Self.decoder.readings(letters, lexicon: Lexicon(words: ["a"])).prefix(2).map(\.text) == ["a", "y"])
    }
}
