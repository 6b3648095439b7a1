import Foundation
import NeuralNetwork

/// The lexicon file: UTF-8 text, front-coded so a 75k-word list takes about 350 KB.
///
/// ```
/// inkrec-lexicon 1
/// words 3
/// # free-text notes (source, licence) on lines starting with "#"
/// 0Abe          ← shares 0 letters with the previous word, then "Abe"
/// 0cat
/// 3s            ← "cat" + "s" = "cats"
/// ```
/// Words are strictly ascending in byte order; reading checks the header, every prefix count, the
/// letters, the order and the word count, so a damaged or truncated file is rejected.
extension Lexicon {
    static let magic = "inkrec-lexicon"
    static let formatVersion = 1

    /// Reads and validates a lexicon file. O(file size).
    /// - Throws: `LexiconError` naming the path and line of the first problem.
    public init(contentsOf url: URL) throws(LexiconError) {
        let path = url.path
        let text: String
        do { text = try String(contentsOf: url, encoding: .utf8) } catch {
            throw .unreadable(path: path, reason: UnreadableFile.reason(url, error: error, expected: "a lexicon file"))
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).makeIterator()
        let first = lines.next().map(String.init) ?? ""
        guard first == "\(Self.magic) \(Self.formatVersion)" else { throw .badHeader(path: path, line: 1, found: first) }
        let second = lines.next().map(String.init) ?? ""
        guard second.hasPrefix("words "), let declared = Int(second.dropFirst(6)), declared >= 0 else {
            throw .badHeader(path: path, line: 2, found: second)
        }
        var words: [String] = []
        words.reserveCapacity(declared)
        var previous: [UInt8] = []
        var lineNumber = 2
        while let line = lines.next() {
            lineNumber += 1
            if line.isEmpty || line.hasPrefix("#") { continue }
            let bytes = Array(line.utf8)
            let digits = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            guard !digits.isEmpty, digits.count <= 3, let shared = Int(String(decoding: digits, as: UTF8.self)),
                shared <= previous.count
            else { throw .malformedWord(path: path, line: lineNumber, reason: "bad shared-prefix count") }
            let word = previous.prefix(shared) + bytes.dropFirst(digits.count)
            guard !word.isEmpty, word.allSatisfy({ LexiconTrie.letterIndex($0) != nil }) else {
                throw .malformedWord(path: path, line: lineNumber, reason: "a word holds only letters A–Z, a–z")
            }
            guard previous.lexicographicallyPrecedes(word) || words.isEmpty else {
                throw .malformedWord(path: path, line: lineNumber, reason: "words must be strictly ascending")
            }
            words.append(String(decoding: word, as: UTF8.self))
            previous = Array(word)
        }
        guard words.count == declared else { throw .countMismatch(path: path, declared: declared, found: words.count) }
        self.init(words: words)
    }

    /// Writes the lexicon atomically (a temporary file in the same folder, then a rename).
    /// - Parameter notes: lines stored as `#` comments after the header (source, licence).
    /// - Throws: `LexiconError.unwritable`.
    public func write(to url: URL, notes: [String] = []) throws(LexiconError) {
        var text = "\(Self.magic) \(Self.formatVersion)\nwords \(words.count)\n"
        for note in notes { text += "# \(note.replacingOccurrences(of: "\n", with: " "))\n" }
        var previous: [UInt8] = []
        for word in words {
            let bytes = Array(word.utf8)
            let shared = min(zip(previous, bytes).prefix { $0 == $1 }.count, 999)
            text += "\(shared)\(String(decoding: bytes[shared...], as: UTF8.self))\n"
            previous = bytes
        }
        do { try Data(text.utf8).write(to: url, options: .atomic) } catch {
            throw .unwritable(path: url.path, reason: error.localizedDescription)
        }
    }
}
