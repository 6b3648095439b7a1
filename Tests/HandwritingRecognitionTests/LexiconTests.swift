import Foundation
import Testing
import TestSupport

@testable import HandwritingRecognition

@Suite struct LexiconTests {
    static func temporaryFile(_ text: String? = nil) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lexicon-\(UUID().uuidString).lexicon")
        if let text { try Data(text.utf8).write(to: url) }
        return url
    }

    @Test func keepsLetterWordsAndMatchesWithoutCase() {
        let lexicon = Lexicon(words: ["cat", "cats", "Boston", "cat's", "naïve", "", "cat", "R2D2"])
        #expect(lexicon.words == ["Boston", "cat", "cats"])
        #expect(lexicon.contains("CAT") && lexicon.contains("boston") && lexicon.contains("Cats"))
        #expect(!lexicon.contains("ca") && !lexicon.contains("catss") && !lexicon.contains("cat's"))
        #expect(lexicon.trie.nodeCount == 1 + 6 + 4)  // root, b-o-s-t-o-n, c-a-t-s
    }

    @Test func roundTripsThroughAFrontCodedFile() throws {
        let lexicon = Lexicon(words: ["a", "ab", "abc", "abd", "b", "Zulu", "zulu"])
        let url = try Self.temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        try lexicon.write(to: url, notes: ["test\nlist"])
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text == "inkrec-lexicon 1\nwords 7\n# test list\n0Zulu\n0a\n1b\n2c\n2d\n0b\n0zulu\n")
        #expect(try Lexicon(contentsOf: url).words == lexicon.words)
    }

    @Test func rejectsDamagedFiles() throws {
        let cases: [(String, (String) -> LexiconError)] = [
            ("inkrec-lexicon 2\nwords 0\n", { .badHeader(path: $0, line: 1, found: "inkrec-lexicon 2") }),
            ("inkrec-lexicon 1\nwords x\n", { .badHeader(path: $0, line: 2, found: "words x") }),
            ("inkrec-lexicon 1\nwords 2\n0b\n0a\n", { .malformedWord(path: $0, line: 4, reason: "words must be strictly ascending") }),
            ("inkrec-lexicon 1\nwords 1\n5ab\n", { .malformedWord(path: $0, line: 3, reason: "bad shared-prefix count") }),
            ("inkrec-lexicon 1\nwords 1\n0a-b\n", { .malformedWord(path: $0, line: 3, reason: "a word holds only letters A–Z, a–z") }),
            ("inkrec-lexicon 1\nwords 3\n0a\n0b\n", { .countMismatch(path: $0, declared: 3, found: 2) }),
        ]
        for (text, expected) in cases {
            let url = try Self.temporaryFile(text)
            defer { try? FileManager.default.removeItem(at: url) }
            #expect(throws: expected(url.path)) { try Lexicon(contentsOf: url) }
        }
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such.lexicon")
        #expect(throws: LexiconError.self) { try Lexicon(contentsOf: missing) }
    }

    @Test func shippedWordListLoads() throws {
        let lexicon = try Lexicon(contentsOf: TestPaths.models.appendingPathComponent("wamerican.lexicon"))
        #expect(lexicon.words.count == 74_585)
        for word in ["the", "The", "endeavor", "Boston", "universe"] { #expect(lexicon.contains(word)) }
        #expect(!lexicon.contains("zzxq"))
    }
}
