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
        // A free reading outside the lexicon pays the penalty and takes the floor's prior.
        let free = CTCWordDecoder().readings(posteriors, lexicon: nil)
        let weighted = readings(cat: 4.78, cot: 3, weight: 0.5)
        for reading in weighted where !reading.isInLexicon {
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
