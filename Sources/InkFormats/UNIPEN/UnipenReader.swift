import Foundation
import InkCore

/// Reads UNIPEN 1.0 files (Guyon et al. 1994): one `LabeledInk` per labelled `.SEGMENT`.
///
/// Keywords used: `.PEN_DOWN`/`.PEN_UP` (one component each, numbered from 0 across the file and
/// its includes), `.SEGMENT level delineation quality "label"`, `.INCLUDE` (resolved in the
/// `include/` folder of the nearest ancestor that has one), `.COORD` (channel order; `X`, `Y`,
/// optional `T` in milliseconds and `P`, pressure, kept as `force` as written, as the InkML
/// reader keeps `F`, unless a point of the block leaves it out or it is not finite: then P is
/// dropped for that block and named with why; other channels, and a repeated X, Y, T or P, are
/// read past and, when some point gives them, named in the annotation `inkrec:channelsNotKept`), `.POINTS_PER_SECOND`, `.DT` (pen-up gap, milliseconds),
/// `.Y_DIM`, `.WRITER_ID`, and `.COMMENT` (pendigits writer ids, below). Other keywords and
/// their continuation lines are skipped.
///
/// - Time: the `T` channel where `.COORD` has it; else synthesised as `index / POINTS_PER_SECOND`
///   within each stroke. Stroke `startTime`s come from `T`, or from chaining durations and `.DT`
///   gaps; unknown gaps (no `.DT`, as in train_r01_v07) leave later strokes' `startTime` nil.
/// - Orientation: y is flipped (`Y_DIM - y`, or `-y` without `.Y_DIM`) for sources recorded
///   y-up; see `UnipenSource`.
/// - Writer: `site/WRITER_ID` (site = the contributor folder of the first `.INCLUDE`), or
///   `WRITER_ID` alone in a file without `.INCLUDE`s (as `UnipenWriter` writes); pendigits
///   files (`.tra`/`.tes`) take it from `.COMMENT label writer index` after each segment,
///   prefixed with the extension (`tra-12`, `tes-3`: both files number writers from 1).
/// - A stand-alone file with no `include/` folder above it (pendigits names `dene.doc`, never
///   distributed) has its `.INCLUDE`s ignored, unless a segment then lies out of range: the file
///   is refused naming its first unresolved `.INCLUDE` and line (`includeFolderNotFound`).
///
/// - Truncation: a pen-down block ends at the next keyword; each is closed by `.PEN_UP` in
///   pendigits, in `UnipenWriter`'s files and in 181 of the first 200 include files of
///   train_r01_v07, and every one of those files ends with a newline. A pen-down block still open
///   at the end of a pendigits file, or at the end of any data file whose last point line has no
///   newline (a file cut mid-number: "40 0 2" may have been "40 0 25"), was cut off: the segments
///   over it are refused (`.unexpected`, "the end of the file (truncated)"). A file ending inside
///   a pen-down block after a whole line, or after a last line of blanks, a carriage return or a
///   DOS end-of-file mark (0x1A), is read as complete. Only the file read is checked so, not the
///   include files it names.
/// - No sample: a file with keyword lines but no labelled `.SEGMENT` (a header alone, as
///   `UnipenWriter` writes for no samples; pen data no `.SEGMENT` names; a file cut off in its
///   header) reads as no samples and no error; `noSampleReason` says which, for a message.
/// - Line ends: LF or CRLF; a file with carriage returns and no line feed at all (CR only,
///   classic Mac OS) is read with each CR as a line end.
///
/// Complexity: O(bytes) per file plus its includes; included files are re-read per data file.
final class UnipenReader {
    /// Bytes a complete file may end with after its last newline.
    private static func isTrailingFiller(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == 0x1A
    }

    private var includeRoots: [String: URL?] = [:]
    private static let maxIncludeDepth = 8
    /// Includes read per data file (train_r01_v07 needs at most a handful): a file that includes
    /// itself many times per level would otherwise be read exponentially often.
    private static let maxIncludes = 1_000

    /// Reads the UNIPEN text `bytes` and passes each labelled segment to `body`.
    /// - Parameters:
    ///   - path: where the bytes came from, named in errors and sources; its extension tells
    ///     pendigits (`.tra`/`.tes`).
    ///   - resolvesIncludes: whether `.INCLUDE`s are looked up in the `include/` folder above
    ///     `path` (a file); in-memory text has none, as a stand-alone file without one.
    /// - Throws: `InkFormatError` for text without keyword lines, and with path and line for unreadable numbers, missing includes
    ///   (also an unresolved one that a segment needs) and, unless `policy` skips them, bad
    ///   segments (truncated ones among them: one over a pendigits pen-down block the file ends
    ///   inside, or over any pen-down block a file without a final newline ends inside).
    func read(
        _ bytes: [UInt8], path: String, resolvesIncludes: Bool, policy: inout MalformedRecordPolicy,
        into body: (LabeledInk) throws -> Void
    ) throws {
        let session = UnipenSession(source: UnipenSource(path: path), resolvesIncludes: resolvesIncludes)
        // Text with no keyword line (JSON read with `--from unipen`) is no UNIPEN file, not an empty one.
        guard try process(bytes, path: path, session: session, depth: 0) else {
            throw InkFormatError(
                path: path, line: 1,
                reason: bytes.isEmpty ? .emptyFile : .unexpected(expected: "UNIPEN keyword lines (.COORD, .PEN_DOWN, .SEGMENT …)", found: "none"))
        }
        session.finishFile()
        for (index, segment) in session.segments.enumerated() {
            var sample: LabeledInk?
            var missingInclude: InkFormatError?
            try policy.attempt {
                do {
                    sample = try session.sample(segment, source: "\(path)#\(index)")
                } catch let reason as InkFormatError.Reason {
                    if case .segmentOutOfRange = reason, let unresolved = session.unresolvedInclude {
                        missingInclude = unresolved
                        return
                    }
                    throw InkFormatError(path: path, line: segment.line, record: index, reason: reason)
                }
            }
            // The whole file lacks its ink: one error for the file, not one per segment.
            if let missingInclude { throw missingInclude }
            if let sample { try body(sample) }
        }
    }

    /// Why the UNIPEN text `bytes` reads as no samples without an error, or `nil` when it has a
    /// labelled segment or does not read: it ends mid-line (cut off), its `.SEGMENT`s have no
    /// quoted label, its pen-down blocks have no `.SEGMENT`, or it has no pen-down block (a
    /// header alone). `.INCLUDE`s are resolved as `read` resolves them. O(bytes) plus includes.
    func noSampleReason(_ bytes: [UInt8], path: String, resolvesIncludes: Bool) -> String? {
        let session = UnipenSession(source: UnipenSource(path: path), resolvesIncludes: resolvesIncludes)
        guard (try? process(bytes, path: path, session: session, depth: 0)) == true else { return nil }
        session.finishFile()
        guard session.segments.isEmpty else { return nil }
        let text = Self.lineBreaksNormalized(bytes)
        if let last = text.lastIndex(where: { !Self.isTrailingFiller($0) }), text[last] != 0x0A {
            let lineStart = text[..<last].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            let number = text[..<lineStart].count { $0 == 0x0A } + 1
            let line = String(decoding: text[lineStart...last], as: UTF8.self)
            return "no labelled .SEGMENT: the file ends mid-line at line \(number) (\"\(excerpt(line))\"), cut off?"
        }
        let blocks = session.components.count(where: \.isPenDown)
        let pens = "\(blocks) pen-down block\(blocks == 1 ? "" : "s")"
        if session.unlabelledSegments > 0 {
            let count = session.unlabelledSegments
            return "no labelled .SEGMENT: \(pens); \(count) .SEGMENT\(count == 1 ? " has" : "s have") no quoted label"
        }
        return blocks == 0
            ? "no .PEN_DOWN block and no .SEGMENT (a header alone)"
            : "no .SEGMENT: \(pens) that no .SEGMENT names as a sample"
    }

    /// `bytes` with every carriage return made a line feed when the text has no line feed at all
    /// (classic Mac OS line ends, CR only), else as they are. O(bytes) at worst; a file with line
    /// feeds is only scanned to its first.
    static func lineBreaksNormalized(_ bytes: [UInt8]) -> [UInt8] {
        let hasLineFeed = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { memchr($0, 0x0A, buffer.count) != nil } ?? false
        }
        guard !hasLineFeed, bytes.contains(0x0D) else { return bytes }
        return bytes.map { $0 == 0x0D ? 0x0A : $0 }
    }

    /// Reads `bytes` into `session`. Returns whether any line was a keyword line.
    @discardableResult
    private func process(_ text: [UInt8], path: String, session: UnipenSession, depth: Int) throws -> Bool {
        let bytes = Self.lineBreaksNormalized(text)
        return try bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            var sawKeyword = false
            var start = 0
            var number = 0
            while start < buffer.count {
                number += 1
                // memchr: a per-byte Swift loop dominates debug builds on the 45 MB of sessions.
                var end = buffer.count
                if let newline = memchr(base + start, 0x0A, buffer.count - start) {
                    end = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(newline))
                }
                defer { start = end + 1 }
                // Keywords start in column 0; indented lines are points or a keyword's continuation.
                guard buffer[start] == UInt8(ascii: ".") else {
                    // A data file cut off mid-line (no newline after its last point line): the
                    // partial number is not read (nor refused as a bad number), and `finishFile`
                    // refuses the pen-down block it ends inside as truncated.
                    if end == buffer.count, depth == 0, session.isBlockOpen {
                        // Trailing blanks, a lone CR or a DOS end-of-file mark are no cut number.
                        session.endsMidLine = buffer[start..<end].contains { !Self.isTrailingFiller($0) }
                        continue
                    }
                    if session.isBlockOpen { try session.addPoint(buffer, start..<end, line: number, path: path) }
                    continue
                }
                sawKeyword = true
                let line = TextLine(bytes: bytes[start..<end], number: number)
                let fields = line.fields
                switch fields[0].text {
                case ".PEN_DOWN": session.startBlock(isPenDown: true, line: number)
                case ".PEN_UP": session.startBlock(isPenDown: false, line: number)
                case ".INCLUDE":
                    guard fields.count > 1 else { continue }
                    try include(fields[1].text, from: path, line: number, session: session, depth: depth)
                default:
                    // A keyword ends the open block: continuation lines after it are not points.
                    session.finishBlock()
                    try session.apply(keyword: fields[0].text, fields: fields, line: line, path: path)
                }
            }
            return sawKeyword
        }
    }

    private func include(_ name: String, from path: String, line: Int, session: UnipenSession, depth: Int) throws {
        guard session.resolvesIncludes, let root = includeRoot(for: URL(fileURLWithPath: path)) else {
            if session.unresolvedInclude == nil {
                session.unresolvedInclude = InkFormatError(path: path, line: line, reason: .includeFolderNotFound(name))
            }
            return
        }
        let url = root.appendingPathComponent(name)
        if session.source.site == nil { session.source.site = name.split(separator: "/").first.map(String.init) }
        guard depth < Self.maxIncludeDepth else {
            throw InkFormatError(
                path: path, line: line, reason: .unexpected(expected: "includes nested at most 8 deep", found: name))
        }
        session.includeCount += 1
        guard session.includeCount <= Self.maxIncludes else {
            throw InkFormatError(
                path: path, line: line,
                reason: .unexpected(expected: "at most \(Self.maxIncludes) includes per data file", found: name))
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw InkFormatError(path: path, line: line, reason: .missingInclude(url.path))
        }
        try process([UInt8](data), path: url.path, session: session, depth: depth + 1)
    }

    /// The nearest ancestor folder's `include/` subfolder, or `nil`; cached per folder. Ancestors
    /// of the path as given come first, then those of its target when it goes through a symbolic
    /// link (a link to a dataset's `data/7/art` folder).
    private func includeRoot(for file: URL) -> URL? {
        let folder = file.deletingLastPathComponent().standardizedFileURL
        if let cached = includeRoots[folder.path] { return cached }
        let found = Self.nearestInclude(above: folder)
            ?? Self.nearestInclude(above: file.resolvingSymlinksInPath().deletingLastPathComponent())
        includeRoots[folder.path] = found
        return found
    }

    private static func nearestInclude(above folder: URL) -> URL? {
        var candidate = folder
        while true {
            let include = candidate.appendingPathComponent("include")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: include.path, isDirectory: &isDirectory), isDirectory.boolValue {
                return include
            }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { return nil }
            candidate = parent
        }
    }
}
