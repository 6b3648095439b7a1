import Foundation
import InkFiles
import NeuralNetwork

/// The lexicon file, version 2: UTF-8 text, front-coded, each word with its Zipf frequency to two
/// decimals, closed by a CRC-32 of everything before it; a 75k-word list takes about 690 KB.
///
/// ```
/// inkrec-lexicon 2
/// words 3
/// floor 1.00    ← Zipf frequency of readings outside the list
/// # free-text notes (source, licence) on lines starting with "#"
/// 0Abe<TAB>2.31     ← shares 0 letters with the previous word, then "Abe"
/// 0cat<TAB>4.78
/// 3s<TAB>4.01       ← "cat" + "s" = "cats"
/// crc32 1a2b3c4d    ← CRC-32 (zlib's) of every byte above, as 8 lower-case hex digits
/// ```
/// Written with LF line ends and no byte-order mark; a file whose first line ends in CRLF or a lone
/// CR (a checkout or an editor that turned them, which `.gitattributes` prevents for `Models/`) is
/// read with each as LF, and a leading UTF-8 BOM is dropped, checksum included.
/// Words are strictly ascending in byte order. Reading refuses anything it cannot fully validate:
/// the checksum line (last, so a truncated file has none), the header and version, every prefix
/// count, the letters, the order, every frequency (`D.DD` between the floor and 9.00) and the word
/// count. A file not starting with the magic line is refused as not a lexicon; version 1 files
/// (no frequencies) with a hint to recompile them, newer versions as needing a newer inkrec.
extension Lexicon {
    static let magic = "inkrec-lexicon"
    static let formatVersion = 2
    static let checksumPrefix = "crc32 "

    /// Reads and validates a lexicon file. O(file size).
    /// - Throws: `LexiconError` naming the path and line of the first problem.
    public init(contentsOf url: URL) throws(LexiconError) {
        let path = url.path
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadable(path: path, reason: UnreadableFile.reason(url, error: error, expected: "a lexicon file"))
        }
        let bytes = Self.lineFeedEnded(Array(data))
        try Self.checkFirstLine(bytes, path: path)
        let body = try Self.checkedBody(bytes, path: path)
        var lines = body.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).makeIterator()
        _ = lines.next()  // the magic and version, checked above
        func header(_ line: Int, _ key: String) throws(LexiconError) -> String {
            let found = String(decoding: lines.next() ?? [], as: UTF8.self)
            guard found.hasPrefix(key + " ") else { throw .badHeader(path: path, line: line, found: found) }
            return String(found.dropFirst(key.count + 1))
        }
        let count = try header(2, "words")
        guard let declared = Int(count), declared >= 0 else { throw .badHeader(path: path, line: 2, found: "words \(count)") }
        let floorText = try header(3, "floor")
        guard let floor = Self.centiZipf(Array(floorText.utf8), atLeast: 0) else {
            throw .badHeader(path: path, line: 3, found: "floor \(floorText)")
        }
        var entries: [(key: String, value: Int)] = []
        entries.reserveCapacity(min(declared, 1 << 20))
        var previous: [UInt8] = []
        var lineNumber = 3
        while let line = lines.next() {
            lineNumber += 1
            if line.isEmpty || line.first == UInt8(ascii: "#") { continue }
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            guard fields.count == 2 else {
                throw .malformedWord(path: path, line: lineNumber, reason: "expected a word, a tab and a frequency")
            }
            let digits = fields[0].prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            guard !digits.isEmpty, digits.count <= 3, let shared = Int(String(decoding: digits, as: UTF8.self)),
                shared <= previous.count
            else { throw .malformedWord(path: path, line: lineNumber, reason: "bad shared-prefix count") }
            let word = previous.prefix(shared) + fields[0].dropFirst(digits.count)
            guard !word.isEmpty, word.allSatisfy({ LexiconTrie.letterIndex($0) != nil }) else {
                throw .malformedWord(path: path, line: lineNumber, reason: "a word holds only letters A–Z, a–z")
            }
            guard previous.lexicographicallyPrecedes(word) || entries.isEmpty else {
                throw .malformedWord(path: path, line: lineNumber, reason: "words must be strictly ascending")
            }
            guard let frequency = Self.centiZipf(Array(fields[1]), atLeast: floor) else {
                throw .malformedWord(
                    path: path, line: lineNumber,
                    reason: "frequency must be a Zipf value D.DD from the floor \(Self.zipfText(floor)) to 9.00")
            }
            entries.append((String(decoding: word, as: UTF8.self), frequency))
            previous = Array(word)
        }
        guard entries.count == declared else { throw .countMismatch(path: path, declared: declared, found: entries.count) }
        self.init(centiZipf: entries, floor: floor)
    }

    /// Writes the lexicon (``fileText(notes:)``) atomically with `AtomicFile` (a temporary file in
    /// the same folder, flushed to disk, then a rename).
    /// - Parameter notes: lines stored as `#` comments after the header (source, licence).
    /// - Throws: `LexiconError.unwritable`.
    public func write(to url: URL, notes: [String] = []) throws(LexiconError) {
        do { try AtomicFile.write(Data(fileText(notes: notes).utf8), to: url) } catch {
            throw .unwritable(path: url.path, reason: error.reason)
        }
    }

    /// The lexicon file's text as ``write(to:notes:)`` writes it (`inkrec lexicon … -` prints it).
    /// - Parameter notes: lines stored as `#` comments after the header (a line break in one is a space).
    /// - Complexity: O(total length of the words).
    public func fileText(notes: [String] = []) -> String {
        let floor = Int((floorZipfFrequency * 100).rounded())
        var text = "\(Self.magic) \(Self.formatVersion)\nwords \(words.count)\nfloor \(Self.zipfText(floor))\n"
        for note in notes { text += "# \(note.replacingOccurrences(of: "\n", with: " "))\n" }
        var previous: [UInt8] = []
        for (word, zipf) in zip(words, zipfFrequencies) {
            let bytes = Array(word.utf8)
            let shared = min(zip(previous, bytes).prefix { $0 == $1 }.count, 999)
            text += "\(shared)\(String(decoding: bytes[shared...], as: UTF8.self))\t\(Self.zipfText(Int((zipf * 100).rounded())))\n"
            previous = bytes
        }
        text += Self.checksumPrefix + CRC32.hex(CRC32.checksum(text.utf8)) + "\n"
        return text
    }

    /// `bytes` as inkrec wrote them when an editor or a checkout changed only their line ends or
    /// added a UTF-8 byte-order mark (trial 24's `wam-crlf.lexicon`, break 24's BOM and CR-only
    /// files): a leading BOM is dropped, and when the first line ends in CRLF each CRLF, when it
    /// ends in a lone CR each CR, is read as LF. The checksum covers the LF text inkrec wrote, so
    /// it still tells whether anything else changed. Otherwise as they are.
    private static func lineFeedEnded(_ bytes: [UInt8]) -> [UInt8] {
        let (cr, lf) = (UInt8(ascii: "\r"), UInt8(ascii: "\n"))
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard let end = text.prefix(64).firstIndex(where: { $0 == cr || $0 == lf }), text[end] == cr else { return text }
        let crOnly = end + 1 == text.count || text[end + 1] != lf
        var out: [UInt8] = []
        out.reserveCapacity(text.count)
        for (i, byte) in text.enumerated() {
            if byte != cr { out.append(byte) } else if crOnly { out.append(lf) } else if i + 1 == text.count || text[i + 1] != lf { out.append(byte) }
        }
        return out
    }

    /// The magic and version line, checked before the checksum so that another kind of file (a
    /// plain word list, a model) or another format version says so rather than "truncated".
    /// An empty file passes, to be reported as truncated.
    private static func checkFirstLine(_ bytes: [UInt8], path: String) throws(LexiconError) {
        guard !bytes.isEmpty else { return }
        let line = String(decoding: bytes.prefix(64).prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        guard line.hasPrefix(magic + " ") else { throw .badHeader(path: path, line: 1, found: line) }
        let version = line.dropFirst(magic.count + 1)
        guard version == "\(formatVersion)" else {
            guard let number = Int(version) else { throw .badHeader(path: path, line: 1, found: line) }
            throw .unsupportedVersion(path: path, version: number)
        }
    }

    /// The bytes before the checksum line, once the checksum (the last line, newline-terminated)
    /// matches them.
    private static func checkedBody(_ bytes: [UInt8], path: String) throws(LexiconError) -> ArraySlice<UInt8> {
        let newline = UInt8(ascii: "\n")
        guard bytes.last == newline else { throw .missingChecksum(path: path) }
        let start = bytes.dropLast().lastIndex(of: newline).map { $0 + 1 } ?? 0
        let line = String(decoding: bytes[start..<(bytes.count - 1)], as: UTF8.self)
        let hex = line.dropFirst(Self.checksumPrefix.count)
        guard line.hasPrefix(Self.checksumPrefix), hex.count == 8, hex.allSatisfy(\.isHexDigit), hex == hex.lowercased(),
            let stored = UInt32(hex, radix: 16)
        else { throw .missingChecksum(path: path) }
        let computed = CRC32.checksum(bytes[..<start])
        guard stored == computed else { throw .checksumMismatch(path: path, stored: stored, computed: computed) }
        return bytes[..<start].dropLast()  // the newline ending the last word line
    }

    /// A frequency written `D.DD` in hundredths, if it is one between `floor` and 900.
    private static func centiZipf(_ text: [UInt8], atLeast floor: Int) -> Int? {
        let digit = UInt8(ascii: "0")...UInt8(ascii: "9")
        guard text.count == 4, text[1] == UInt8(ascii: "."), digit.contains(text[0]), digit.contains(text[2]),
            digit.contains(text[3])
        else { return nil }
        let value = Int(text[0] - digit.lowerBound) * 100 + Int(text[2] - digit.lowerBound) * 10 + Int(text[3] - digit.lowerBound)
        return (floor...Int(maximumZipfFrequency * 100)).contains(value) ? value : nil
    }

    /// Hundredths of a Zipf unit as `D.DD`.
    private static func zipfText(_ centiZipf: Int) -> String {
        "\(centiZipf / 100).\(centiZipf % 100 < 10 ? "0" : "")\(centiZipf % 100)"
    }
}
