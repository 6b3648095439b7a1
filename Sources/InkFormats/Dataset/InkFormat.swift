import Foundation

/// The ink file formats this module reads, and how a file's format is recognised.
///
/// `detect(_:)` is the single place that maps a file to a format, and `InkDataset` the single
/// place that dispatches a format to its reader.
public enum InkFormat: String, Sendable, CaseIterable, CustomStringConvertible {
    /// $1 / $N / $P / MMG gesture-log XML: one `<Gesture>` per `.xml` file.
    case gestureXML = "gesture-xml"
    /// Google Quick, Draw! ndjson (`word`, `key_id`, `drawing`), raw or simplified.
    case quickDraw = "quickdraw"
    /// UNIPEN 1.0 (`.dat`, `.unp`; pendigits-orig `.tra`/`.tes`).
    case unipen
    /// inkrec labelled ndjson (`LabeledNDJSON`).
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
    /// - Throws: `InkFormatError.unreadable` when the file cannot be opened.
    public static func detect(_ url: URL) throws -> InkFormat? {
        let candidates = formats(forExtension: url.pathExtension.lowercased())
        guard !candidates.isEmpty else { return nil }
        let head = try Self.head(of: url)
        return candidates.first { $0.matches(head) }
    }

    /// The format to read `url` as, or `nil` for a file a folder walk passes over.
    ///
    /// With `given` (a format the user named, `--from`), a file named on its own is read as
    /// `given` whatever its extension, and a file found in a folder only when its extension is
    /// one of `given`'s (`.inkml` for `inkml`; `SOURCE.md` is passed over). Without it, the
    /// format is detected (`detect(_:)`).
    /// - Parameter isNamed: `url` was named on its own, not found by walking a folder.
    /// - Throws: `InkFormatError` (`.unreadable`); for a named file of no known format,
    ///   `undetectedError(for:)`.
    public static func reading(_ url: URL, given: InkFormat?, isNamed: Bool) throws -> InkFormat? {
        if let given {
            return isNamed || formats(forExtension: url.pathExtension.lowercased()).contains(given) ? given : nil
        }
        if let detected = try detect(url) { return detected }
        if isNamed { throw undetectedError(for: url) }
        return nil
    }

    /// Why `detect(_:)` found no format for `url`, for a file named on its own (a folder walk passes
    /// such files over): `.emptyFile` when it holds nothing but whitespace, else `.unknownFormat`.
    /// Reads at most 4 KiB.
    public static func undetectedError(for url: URL) -> InkFormatError {
        let head = (try? Self.head(of: url)) ?? ""
        let isBlank = head.utf8.count < headLength && head.allSatisfy { $0.isWhitespace || $0 == "\u{FEFF}" }
        return InkFormatError(path: url.path, reason: isBlank ? .emptyFile : .unknownFormat)
    }

    private static func formats(forExtension ext: String) -> [InkFormat] {
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
        let start = head.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        switch self {
        case .gestureXML: return head.contains("<Gesture")
        case .inkml: return head.contains("<ink")
        case .quickDraw:
            let firstLine = start.prefix { $0 != "\n" }
            return firstLine.contains("\"drawing\":")
        case .labeledNDJSON, .inkJSON: return start.first == "{" || start.first == "["
        case .unipen: return start.first == "."
        }
    }

    /// Bytes read from the start of a file to tell its format.
    private static let headLength = 4096

    /// Up to `headLength` bytes from the start of the file, decoded leniently.
    private static func head(of url: URL) throws -> String {
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            let data = try handle.read(upToCount: headLength) ?? Data()
            return String(decoding: data, as: UTF8.self)
        } catch {
            throw InkFormatError(path: url.path, reason: .unreadable(error.localizedDescription))
        }
    }
}
