/// Why a lexicon file could not be read or written.
public enum LexiconError: Error, CustomStringConvertible, Equatable {
    case unreadable(path: String, reason: String)
    case unwritable(path: String, reason: String)
    /// The file is not an inkrec lexicon (line 1: a word list, a model…) or a header line is
    /// malformed.
    case badHeader(path: String, line: Int, found: String)
    /// An inkrec lexicon of another format version (1 had no word frequencies).
    case unsupportedVersion(path: String, version: Int)
    /// The last line is not `crc32` and 8 hex digits, ended by a newline (a truncated file).
    case missingChecksum(path: String)
    /// The content does not match its checksum (a damaged or hand-edited file).
    case checksumMismatch(path: String, stored: UInt32, computed: UInt32)
    /// A word line breaks the format: bad prefix count, a character outside A–Z/a–z, words not
    /// strictly ascending, or a missing or out-of-range frequency.
    case malformedWord(path: String, line: Int, reason: String)
    /// The header's word count does not match the words read.
    case countMismatch(path: String, declared: Int, found: Int)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): cannot read lexicon: \(reason)"
        case .unwritable(let path, let reason): "\(path): cannot write lexicon: \(reason)"
        case .badHeader(let path, 1, _):
            "\(path): not a compiled inkrec lexicon (the first line is not \"\(Lexicon.magic) \(Lexicon.formatVersion)\");"
                + " build one from a word list with `inkrec lexicon WORDLIST OUT`"
        case .badHeader(let path, let line, let found):
            "\(path):\(line): not an inkrec lexicon header (found \"\(found.prefix(40))\")"
        case .unsupportedVersion(let path, let version) where version > Lexicon.formatVersion:
            "\(path): lexicon format version \(version) is newer than this inkrec reads (version \(Lexicon.formatVersion)); use a newer inkrec"
        case .unsupportedVersion(let path, let version):
            "\(path): lexicon format version \(version), this build reads \(Lexicon.formatVersion); recompile it with `inkrec lexicon`"
        case .missingChecksum(let path): "\(path): no whole checksum line at the end, `crc32` and 8 hex digits ending in a newline (truncated, or an editor dropped the final newline?)"
        case .checksumMismatch(let path, let stored, let computed):
            "\(path): checksum mismatch (stored \(String(stored, radix: 16)), content \(String(computed, radix: 16))): damaged file"
        case .malformedWord(let path, let line, let reason): "\(path):\(line): \(reason)"
        case .countMismatch(let path, let declared, let found):
            "\(path): header declares \(declared) words but \(found) were read"
        }
    }
}
