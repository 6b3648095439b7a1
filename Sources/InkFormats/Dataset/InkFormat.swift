import Foundation

/// The ink file formats this module reads and writes, and how a file's format is recognised.
///
/// `detect(_:)` is the single place that maps a file to a format, and `InkDataset` the single
/// place that dispatches a format to its reader. Each has a writer (`GestureLogWriter`,
/// `QuickDrawWriter`, `UnipenWriter`, `LabeledNDJSON`, `InkJSON`, `InkDrawing.inkMLData()`);
/// `FormatLoss(writing:as:)` says what writing samples in it loses.
///
/// A case's `rawValue` is its name on the command line (`--from`, `--to`, `info`'s "format"),
/// which is short where the case name says more: `.labeledNDJSON` is `ndjson` and `.inkJSON`
/// `json`, the case names telling inkrec's own formats from Quick, Draw!'s ndjson and from JSON
/// in general. `InkFormat(rawValue: "ndjson")` gives `.labeledNDJSON`.
public enum InkFormat: String, Sendable, CaseIterable, CustomStringConvertible {
    /// $1 / $N / $P / MMG gesture-log XML: one `<Gesture>` per `.xml` file.
    case gestureXML = "gesture-xml"
    /// Google Quick, Draw! ndjson (`word`, `key_id`, `drawing`), raw or simplified.
    case quickDraw = "quickdraw"
    /// UNIPEN 1.0 (`.dat`, `.unp`; pendigits-orig `.tra`/`.tes`).
    case unipen
    /// inkrec labelled ndjson (`LabeledNDJSON`); `ndjson` on the command line.
    case labeledNDJSON = "ndjson"
    /// inkrec JSON document (`InkJSON`).
    case inkJSON = "json"
    /// W3C InkML.
    case inkml

    public var description: String { rawValue }

    /// The format of `url` from its extension, confirmed or decided by its first bytes; `nil`
    /// when the file is not ink this module knows (documentation, compressed or CSV files).
    ///
    /// `.ndjson`/`.jsonl` files are Quick, Draw! when their first record has a `"drawing":` key,
    /// else labelled ndjson; `.tra`/`.tes`/`.dat`/`.unp` are UNIPEN only when their first
    /// non-blank character is `.` (pendigits' resampled CSV `.tra` is not).
    /// - Throws: `InkFormatError.unreadable` when the file cannot be opened or is no regular file
    ///   (a FIFO, a dangling symbolic link), which is not opened.
    public static func detect(_ url: URL) throws -> InkFormat? {
        let candidates = formats(forExtension: url.pathExtension.lowercased())
        guard !candidates.isEmpty else { return nil }
        let head = try Self.head(of: url)
        return candidates.first { $0.matches(head) }
    }

    /// The format of a document known by its bytes alone (stdin, a paste), or `nil` when its
    /// first 4 KiB fit none: `<ink` is InkML, `<Gesture` a gesture log, a first line with a
    /// `"drawing":` key Quick, Draw!, a first line of only `{` or `[` (pretty-printed) or naming
    /// `"format": "inkrec"` as its first key inkrec JSON, another line starting `{` labelled ndjson, `.` UNIPEN.
    /// O(1): reads at most 4 KiB.
    public static func detect(_ data: Data) -> InkFormat? {
        let head = String(decoding: data.prefix(headLength), as: UTF8.self)
        let start = start(of: head)
        let firstLine = start.prefix { !$0.isNewline }
        // `"format": "inkrec"` as the first key (inkrec writes its keys sorted), not anywhere: an
        // ndjson record's annotations may hold the same pair.
        if firstLine.trimmingCharacters(in: .whitespaces) == "{" || start.first == "["
            || firstLine.range(of: #"^\{\s*"format"\s*:\s*"inkrec""#, options: .regularExpression) != nil
        {
            return .inkJSON
        }
        return [InkFormat.inkml, .gestureXML, .quickDraw, .labeledNDJSON, .unipen].first { $0.matches(head) }
    }

    /// The format to read `url` as, or `nil` for a file a folder walk passes over.
    ///
    /// With `given` (a format the user named, `--from`), a file named on its own is read as
    /// `given` whatever its extension, and a file found in a folder only when its extension is
    /// one of `given`'s (`.inkml` for `inkml`; `SOURCE.md` is passed over). Without it, the
    /// format is detected (`detect(_:)`). A file found in a folder that has an ink extension but
    /// holds no such ink (empty, binary, gzip, an HTML page saved as `.inkml`) is an error, as it
    /// is when named, so a walk reports it as skipped; only pendigits' resampled CSV
    /// (`pendigits.tra`, numbers and commas) is passed over as known data that is not ink.
    /// - Parameter isNamed: `url` was named on its own, not found by walking a folder.
    /// - Throws: `InkFormatError` (`.unreadable`, also for a path that is no regular file: it is
    ///   never opened, and for a name that is no valid UTF-8, whatever its extension); for a file
    ///   of no known format, `undetectedError(for:)`.
    public static func reading(_ url: URL, given: InkFormat?, isNamed: Bool) throws -> InkFormat? {
        // Whatever its extension: a folder of such a name cannot be walked either.
        if let reason = UndecodableFileName.reason(url) { throw InkFormatError(path: url.path, reason: .unreadable(reason)) }
        // A folder a walk could not enter, listed so that it is reported.
        if url.hasDirectoryPath { try RegularFile.check(url) }
        let candidates = formats(forExtension: url.pathExtension.lowercased())
        if let given {
            guard isNamed || candidates.contains(given) else { return nil }
            try RegularFile.check(url)
            return given
        }
        guard isNamed || !candidates.isEmpty else { return nil }
        let head = try Self.head(of: url)
        if let detected = candidates.first(where: { $0.matches(head) }) { return detected }
        if !isNamed, candidates == [.unipen], Self.isNumberTable(head) { return nil }
        throw undetectedError(for: url, head: head)
    }

    /// Why `detect(_:)` found no format for `url`: `.emptyFile` when it holds nothing but
    /// whitespace; for an ink extension, what it holds instead (`.unexpected`: gzip or binary data,
    /// or its first line); else `.unknownFormat`; `.unreadable` when it cannot be read or is no
    /// regular file. Reads at most 4 KiB.
    public static func undetectedError(for url: URL) -> InkFormatError {
        do { return undetectedError(for: url, head: try head(of: url)) } catch { return error }
    }

    /// `.emptyFile` for a head of nothing but whitespace; for a file with an ink extension,
    /// what its first bytes hold instead (`.unexpected`); else `.unknownFormat`.
    private static func undetectedError(for url: URL, head: String) -> InkFormatError {
        let isBlank = head.utf8.count < headLength && start(of: head).isEmpty
        if isBlank { return InkFormatError(path: url.path, reason: .emptyFile) }
        let candidates = formats(forExtension: url.pathExtension.lowercased())
        guard !candidates.isEmpty else { return InkFormatError(path: url.path, reason: .unknownFormat) }
        let expected = candidates.map(\.rawValue).joined(separator: " or ") + " ink"
        return InkFormatError(path: url.path, reason: .unexpected(expected: expected, found: Self.summary(of: head)))
    }

    /// What a head that fits no format holds, in a few words: gzip data, binary data, only
    /// whitespace, or its first line (at most 40 characters).
    private static func summary(of head: String) -> String {
        let scalars = head.unicodeScalars
        // gzip's magic bytes 1F 8B; 8B alone is no UTF-8, so it decodes to U+FFFD.
        if scalars.starts(with: ["\u{1F}", "\u{FFFD}"]) { return "gzip-compressed data" }
        if scalars.contains(where: { $0 == "\u{0}" || $0 == "\u{FFFD}" }) { return "binary data" }
        let start = start(of: head)
        // An XML declaration says nothing: the root element tells which XML it is (IAM-OnDB's
        // <WhiteboardCaptureSession>), and the formats list says what would have been read.
        if start.hasPrefix("<?xml"), let root = Self.rootElement(of: start) {
            return "XML whose root element is <\(excerpt(root))> (formats read: \(allCases.map(\.rawValue).joined(separator: ", ")))"
        }
        let firstLine = start.prefix { !$0.isNewline }
        if firstLine.isEmpty { return "only whitespace in the first \(headLength / 1024) KiB" }
        return "'\(excerpt(firstLine))'"
    }

    /// The name of the first element of an XML text, past its declaration, processing
    /// instructions, comments and DOCTYPE; `nil` when none starts within `xml`.
    private static func rootElement(of xml: Substring) -> Substring? {
        var rest = xml
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            if rest.hasPrefix("!--") {
                guard let end = rest.range(of: "-->") else { return nil }
                rest = rest[end.upperBound...]
            } else if let first = rest.first, first.isLetter || first == "_" {
                return rest.prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" }
            }
        }
        return nil
    }

    /// Whether the first line holds only numbers, commas and spaces: pendigits' resampled CSV.
    private static func isNumberTable(_ head: String) -> Bool {
        // "\r\n" is one Character: `isNewline` ends a CRLF line where `!= "\n"` did not (trial 24).
        let firstLine = start(of: head).prefix { !$0.isNewline }
        return firstLine.contains(",") && firstLine.allSatisfy { $0.isNumber || " ,.-".contains($0) }
    }

    /// The formats a file with the extension `ext` (lowercased, without the dot) is read as,
    /// in the order `detect(_:)` tries them; empty for an extension no reader takes.
    package static func formats(forExtension ext: String) -> [InkFormat] {
        switch ext {
        case "xml": return [.gestureXML]
        case "inkml": return [.inkml]
        case "ndjson", "jsonl": return [.quickDraw, .labeledNDJSON]
        case "json": return [.inkJSON]
        case "tra", "tes", "dat", "unp": return [.unipen]
        default: return []
        }
    }

    /// Whether the file's first bytes fit this format.
    private func matches(_ head: String) -> Bool {
        let start = Self.start(of: head)
        switch self {
        case .gestureXML: return head.contains("<Gesture")
        case .inkml: return head.contains("<ink")
        case .quickDraw:
            let firstLine = start.prefix { !$0.isNewline }
            return firstLine.contains("\"drawing\":")
        case .labeledNDJSON, .inkJSON: return start.first == "{" || start.first == "["
        case .unipen: return start.first == "."
        }
    }

    /// `head` past leading whitespace and byte-order marks (an editor's BOM: break 24's pendigits
    /// CSV with one was taken for bad UNIPEN ink).
    private static func start(of head: String) -> Substring {
        head.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    }

    /// Bytes read from the start of a file to tell its format.
    private static let headLength = 4096

    /// Up to `headLength` bytes from the start of the file, decoded leniently.
    /// - Throws: `InkFormatError` (`.unreadable`), for a path that is no regular file without opening it.
    private static func head(of url: URL) throws(InkFormatError) -> String {
        try RegularFile.check(url)
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            let data = try handle.read(upToCount: headLength) ?? Data()
            return String(decoding: data, as: UTF8.self)
        } catch {
            throw RegularFile.readFailure(url, error: error)
        }
    }
}
