/// Why a lexicon file could not be read or written.
public enum LexiconError: Error, CustomStringConvertible, Equatable {
    case unreadable(path: String, reason: String)
    case unwritable(path: String, reason: String)
    /// The file is not an inkrec lexicon, or one of a newer version.
    case badHeader(path: String, line: Int, found: String)
    /// A word line breaks the format: bad prefix count, a character outside A–Z/a–z, or words not
    /// strictly ascending.
    case malformedWord(path: String, line: Int, reason: String)
    /// The header's word count does not match the words read (a truncated file).
    case countMismatch(path: String, declared: Int, found: Int)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): cannot read lexicon: \(reason)"
        case .unwritable(let path, let reason): "\(path): cannot write lexicon: \(reason)"
        case .badHeader(let path, let line, let found):
            "\(path):\(line): not an inkrec lexicon header (found \"\(found.prefix(40))\")"
        case .malformedWord(let path, let line, let reason): "\(path):\(line): \(reason)"
        case .countMismatch(let path, let declared, let found):
            "\(path): header declares \(declared) words but \(found) were read (truncated?)"
        }
    }
}
