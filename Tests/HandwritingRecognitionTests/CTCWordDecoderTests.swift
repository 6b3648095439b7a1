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
