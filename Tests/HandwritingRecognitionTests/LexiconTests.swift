import Foundation
import NeuralNetwork
import Testing
import TestSupport

@testable import HandwritingRecognition

@Suite struct LexiconTests {
    /// `folder/test.lexicon`, replaced by `text` when given.
    static func lexiconFile(_ text: String? = nil, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("test.lexicon")
        if let text { try Data(text.utf8).write(to: url) }
        return url
    }

    /// `body` closed by its correct checksum line, so a test reaches the check after it.
    static func sealed(_ body: String) -> String {
        let hex = String(CRC32.checksum(body.utf8), radix: 16)
        return body + "crc32 " + String(repeating: "0", count: 8 - hex.count) + hex + "\n"
    }

    @Test func keepsLetterWordsAndMatchesWithoutCase() {
        let lexicon = Lexicon(words: ["cat", "cats", "Boston", "cat's", "naïve", "", "cat", "R2D2"])
        #expect(lexicon.words == ["Boston", "cat", "cats"])
        #expect(lexicon.contains("CAT") && lexicon.contains("boston") && lexicon.contains("Cats"))
        #expect(!lexicon.contains("ca") && !lexicon.contains("catss") && !lexicon.contains("cat's"))
        #expect(lexicon.trie.nodeCount == 1 + 6 + 4)  // root, b-o-s-t-o-n, c-a-t-s
        // A plain word list is a uniform prior: every word at the floor.
        #expect(lexicon.zipfFrequencies == [1, 1, 1])
        #expect(lexicon.zipfFrequency(of: "cats") == Lexicon.defaultFloorZipfFrequency)
        // "cat's", "naïve", "" and "R2D2" were dropped without a word before; now they are counted.
        #expect(lexicon.skippedWordCount == 4)
        #expect(Lexicon(words: ["café", "café", "don't"]).skippedWordCount == 3)
        #expect(Lexicon(words: [String]()).skippedWordCount == 0)
    }

    @Test func frequenciesAreClampedRoundedAndMergedWithoutCase() {
        let lexicon = Lexicon(
            zipfFrequencies: [("the", 7.734), ("cat", 0.2), ("Bill", 3.5), ("bill", 4.25), ("zap", 12), ("odd", .nan), ("it's", 6)],
            floor: 1.5)
        #expect(lexicon.words == ["Bill", "bill", "cat", "odd", "the", "zap"])
        #expect(lexicon.zipfFrequencies == [3.5, 4.25, 1.5, 1.5, 7.73, 9])
        #expect(lexicon.floorZipfFrequency == 1.5)
        #expect(lexicon.skippedWordCount == 1)  // "it's"; "odd" at NaN is kept at the floor
        #expect(lexicon.zipfFrequency(of: "BILL") == 4.25)  // the higher of the case forms
        #expect(lexicon.zipfFrequency(of: "dog") == nil)
        // Zipf 9 is probability 1; each unit below divides it by 10.
        #expect(abs(Lexicon.logProbability(zipf: 9)) < 1e-12)
        #expect(abs(Lexicon.logProbability(zipf: 7) - log(0.01)) < 1e-12)
    }

    @Test func roundTripsThroughAFrontCodedFile() throws {
        try withTemporaryFolder { folder in
            let lexicon = Lexicon(
                zipfFrequencies: [("a", 7.36), ("ab", 2), ("abc", 3.05), ("abd", 0), ("b", 4.1), ("Zulu", 2.5), ("zulu", 2.5)], floor: 1)
            let url = try Self.lexiconFile(in: folder)
            try lexicon.write(to: url, notes: ["test\nlist"])
            let text = try String(contentsOf: url, encoding: .utf8)
            let body = "inkrec-lexicon 2\nwords 7\nfloor 1.00\n# test list\n0Zulu\t2.50\n0a\t7.36\n1b\t2.00\n2c\t3.05\n2d\t1.00\n0b\t4.10\n0zulu\t2.50\n"
            #expect(text == Self.sealed(body))
            let read = try Lexicon(contentsOf: url)
            #expect(read.words == lexicon.words)
            #expect(read.zipfFrequencies == lexicon.zipfFrequencies)
            #expect(read.floorZipfFrequency == 1)
            #expect(read.zipfFrequency(of: "ABC") == 3.05)
            #expect(read.skippedWordCount == 0)
        }
    }

    /// Trial 24: a lexicon whose line ends a checkout turned into CRLF was refused as "first line
    /// is not inkrec-lexicon 2"; its checksum covers the LF text, so it still vouches for it.
    @Test func readsALexiconWithCRLFLineEndsAndStillChecksIt() throws {
        try withTemporaryFolder { folder in
            let body = "inkrec-lexicon 2\nwords 2\nfloor 1.00\n# note\n0cat\t4.78\n3s\t4.01\n"
            let crlf = Self.sealed(body).replacingOccurrences(of: "\n", with: "\r\n")
            let read = try Lexicon(contentsOf: try Self.lexiconFile(crlf, in: folder))
            #expect(read.words == ["cat", "cats"])
            #expect(read.zipfFrequency(of: "cats") == 4.01)
            // Another change under the same checksum is still caught.
            let altered = crlf.replacingOccurrences(of: "4.78", with: "4.79")
            #expect(throws: LexiconError.self) { try Lexicon(contentsOf: try Self.lexiconFile(altered, in: folder)) }
        }
    }

    /// Break 24: a BOM an editor added, or CR-only line ends, were refused as "the first line is
    /// not inkrec-lexicon 2", which it is.
    @Test(arguments: [("\u{FEFF}", "\n"), ("\u{FEFF}", "\r\n"), ("", "\r")])
    func readsALexiconWithABOMOrLoneCRsAndStillChecksIt(bom: String, lineEnd: String) throws {
        try withTemporaryFolder { folder in
            let body = "inkrec-lexicon 2\nwords 2\nfloor 1.00\n0cat\t4.78\n3s\t4.01\n"
            let edited = bom + Self.sealed(body).replacingOccurrences(of: "\n", with: lineEnd)
            let read = try Lexicon(contentsOf: try Self.lexiconFile(edited, in: folder))
            #expect(read.words == ["cat", "cats"])
            #expect(read.zipfFrequency(of: "cat") == 4.78)
            let altered = edited.replacingOccurrences(of: "4.01", with: "4.02")
            #expect(throws: LexiconError.self) { try Lexicon(contentsOf: try Self.lexiconFile(altered, in: folder)) }
        }
    }

    /// Break 24: a file whose only fault was its dropped final newline read "no checksum line at
    /// the end", though the line was there.
    @Test func aMissingChecksumSaysWhatAWholeLineIs() {
        #expect(LexiconError.missingChecksum(path: "w.lexicon").description
            == "w.lexicon: no whole checksum line at the end, `crc32` and 8 hex digits ending in a newline (truncated, or an editor dropped the final newline?)")
    }

    @Test func refusesEveryDamagedFile() throws {
        try withTemporaryFolder { folder in
            let good = "inkrec-lexicon 2\nwords 2\nfloor 1.00\n0a\t2.00\n0b\t3.00\n"
            let sealedGood = Self.sealed(good)
            let cases: [(String, String, (String) -> LexiconError)] = [
                ("truncated in a word line", String(sealedGood.prefix(good.count - 4)), { .missingChecksum(path: $0) }),
                ("truncated in the checksum", String(sealedGood.dropLast(3)), { .missingChecksum(path: $0) }),
                ("no final newline", String(sealedGood.dropLast()), { .missingChecksum(path: $0) }),
                ("empty", "", { .missingChecksum(path: $0) }),
                (
                    "a changed frequency", sealedGood.replacingOccurrences(of: "3.00", with: "8.00"),
                    { .checksumMismatch(path: $0, stored: CRC32.checksum(good.utf8), computed: CRC32.checksum(good.replacingOccurrences(of: "3.00", with: "8.00").utf8)) }
                ),
                ("version 1", Self.sealed("inkrec-lexicon 1\nwords 0\n"), { .unsupportedVersion(path: $0, version: 1) }),
                ("version 3", Self.sealed("inkrec-lexicon 3\nwords 0\nfloor 1.00\n"), { .unsupportedVersion(path: $0, version: 3) }),
                ("no magic", Self.sealed("inkrec-lexica 2\n"), { .badHeader(path: $0, line: 1, found: "inkrec-lexica 2") }),
                ("bad count", Self.sealed("inkrec-lexicon 2\nwords x\nfloor 1.00\n"), { .badHeader(path: $0, line: 2, found: "words x") }),
                ("bad floor", Self.sealed("inkrec-lexicon 2\nwords 0\nfloor 9.50\n"), { .badHeader(path: $0, line: 3, found: "floor 9.50") }),
                (
                    "no frequency", Self.sealed("inkrec-lexicon 2\nwords 1\nfloor 1.00\n0a\n"),
                    { .malformedWord(path: $0, line: 4, reason: "expected a word, a tab and a frequency") }
                ),
                (
                    "descending words", Self.sealed("inkrec-lexicon 2\nwords 2\nfloor 1.00\n0b\t2.00\n0a\t2.00\n"),
                    { .malformedWord(path: $0, line: 5, reason: "words must be strictly ascending") }
                ),
                (
                    "bad prefix count", Self.sealed("inkrec-lexicon 2\nwords 1\nfloor 1.00\n5ab\t2.00\n"),
                    { .malformedWord(path: $0, line: 4, reason: "bad shared-prefix count") }
                ),
                (
                    "not a letter", Self.sealed("inkrec-lexicon 2\nwords 1\nfloor 1.00\n0a-b\t2.00\n"),
                    { .malformedWord(path: $0, line: 4, reason: "a word holds only letters A–Z, a–z") }
                ),
                (
                    "count mismatch", Self.sealed("inkrec-lexicon 2\nwords 3\nfloor 1.00\n0a\t2.00\n0b\t2.00\n"),
                    { .countMismatch(path: $0, declared: 3, found: 2) }
                ),
            ]
            let badFrequencies = ["0.50", "9.01", "2.5", "2.50 ", "-1.00", "nan"]
            let frequencyCases = badFrequencies.map { frequency -> (String, String, (String) -> LexiconError) in
                let text = Self.sealed("inkrec-lexicon 2\nwords 1\nfloor 1.00\n0a\t\(frequency)\n")
                let reason = "frequency must be a Zipf value D.DD from the floor 1.00 to 9.00"
                return ("frequency \(frequency)", text, { .malformedWord(path: $0, line: 4, reason: reason) })
            }
            #expect(try Lexicon(contentsOf: Self.lexiconFile(sealedGood, in: folder)).words == ["a", "b"])
            for (name, text, expected) in cases + frequencyCases {
                let url = try Self.lexiconFile(text, in: folder)
                #expect(throws: expected(url.path), "\(name)") { try Lexicon(contentsOf: url) }
            }
            let missing = folder.appendingPathComponent("no-such.lexicon")
            #expect(throws: LexiconError.self) { try Lexicon(contentsOf: missing) }
        }
    }

    /// Another kind of file, or another format version, says so before the checksum is looked
    /// for: a word list or a model used to read as "no checksum line at the end (truncated?)".
    @Test func otherFilesAndVersionsSayWhatTheyAre() throws {
        try withTemporaryFolder { folder in
            let model = try Data(contentsOf: TestPaths.models.appendingPathComponent("digits.inkmodel"))
            let cases: [(String, Data, (String) -> LexiconError, String)] = [
                ("a plain word list", Data("cat\ndog\n".utf8), { .badHeader(path: $0, line: 1, found: "cat") },
                 "not a compiled inkrec lexicon"),
                ("a model", model, { .badHeader(path: $0, line: 1, found: String(decoding: model.prefix(64).prefix { $0 != 10 }, as: UTF8.self)) },
                 "build one from a word list with `inkrec lexicon WORDLIST OUT`"),
                ("version 3, another layout", Data("inkrec-lexicon 3\nwords 0\n".utf8), { .unsupportedVersion(path: $0, version: 3) },
                 "lexicon format version 3 is newer than this inkrec reads (version 2); use a newer inkrec"),
                ("version 1", Data("inkrec-lexicon 1\nwords 0\n".utf8), { .unsupportedVersion(path: $0, version: 1) },
                 "recompile it with `inkrec lexicon`"),
            ]
            for (name, data, expected, message) in cases {
                let url = try Self.lexiconFile(in: folder)
                try data.write(to: url)
                #expect(throws: expected(url.path), "\(name)") { try Lexicon(contentsOf: url) }
                #expect(expected(url.path).description.hasPrefix("\(url.path): "), "\(name)")
                #expect(expected(url.path).description.contains(message), "\(name)")
                #expect(!expected(url.path).description.contains("truncated"), "\(name)")
            }
        }
    }

    @Test func everySingleByteChangeOrCutIsRefused() throws {
        try withTemporaryFolder { folder in
            let sealed = Array(Self.sealed("inkrec-lexicon 2\nwords 3\nfloor 1.00\n0cat\t4.78\n3s\t4.01\n0dog\t4.85\n").utf8)
            for index in sealed.indices {
                var flipped = sealed
                flipped[index] ^= 0x04
                for damaged in [flipped, Array(sealed[..<index])] {
                    let url = try Self.lexiconFile(in: folder)
                    try Data(damaged).write(to: url)
                    #expect(throws: LexiconError.self, "byte \(index)") { try Lexicon(contentsOf: url) }
                }
            }
        }
    }

    @Test func shippedWordListLoadsWithFrequencies() throws {
        let lexicon = try Lexicon(contentsOf: TestPaths.models.appendingPathComponent("wamerican.lexicon"))
        #expect(lexicon.words.count == 74_585)
        for word in ["the", "The", "endeavor", "Boston", "universe"] { #expect(lexicon.contains(word)) }
        #expect(!lexicon.contains("zzxq"))
        #expect(lexicon.floorZipfFrequency == 1)
        // wordfreq 3.1.1, English large list: "the" 7.73, "endeavor" 3.56.
        #expect(abs((lexicon.zipfFrequency(of: "the") ?? 0) - 7.73) < 0.005)
        #expect(abs((lexicon.zipfFrequency(of: "endeavor") ?? 0) - 3.56) < 0.005)
        // About 9 in 10 words have a wordfreq frequency above the floor.
        let known = lexicon.zipfFrequencies.filter { $0 > lexicon.floorZipfFrequency }.count
        #expect(known > 65_000 && known < 70_000, "\(known)")
    }
}
