import Foundation
import InkCore
import InkFiles

/// inkrec JSON: a `Codable` document holding labelled drawings with every channel.
///
/// ```json
/// {"format":"inkrec","version":1,"samples":[{"drawing":{…},"label":"…","writer":"…",
///   "source":"…","id":"…","split":"train"}]}
/// ```
/// `drawing` is `InkDrawing`'s `Codable` form (strokes with all point channels, groups,
/// annotations), so unlike `LabeledNDJSON` it keeps force, angles, size, opacity and style.
/// It keeps the sign of a zero too (`-0`, as `JSONEncoder` writes it); the other writers write
/// `0`, which reads back equal: the sign of a zero means nothing in ink.
public enum InkJSON {
    /// The document's `version`; readers reject newer versions.
    public static let version = 1

    struct Document: Encodable {
        var format = "inkrec"
        var version = InkJSON.version
        var samples: [LabeledInk]
    }

    /// A document as read: each sample decoded on its own, so that a bad one costs only itself.
    private struct ReadDocument: Decodable {
        var format: String
        /// Any number, so that `1.5` or `0` is refused as a version, not as malformed JSON.
        var version: Double
        var samples: [Entry]
    }

    /// One element of `samples`: the sample, or why it could not be decoded.
    private struct Entry: Decodable {
        let sample: Result<LabeledInk, InkFormatError.Reason>
        /// Whether decoding failed on the text itself (a control character in a key), which
        /// `read` locates in the document: the error names no place.
        private(set) var failedOnText = false

        init(from decoder: Decoder) {
            do {
                var read = try LabeledInk(from: decoder)
                read.drawing.setChannelsNotKept([])  // an earlier read's, not this one's
                sample = .success(read)
            } catch {
                // An unknown split is refused in the words every format uses, not as malformed JSON.
                if case DecodingError.dataCorrupted(let context) = error, let reason = context.underlyingError as? InkFormatError.Reason {
                    sample = .failure(reason)
                } else {
                    failedOnText = isSyntaxError(error)
                    sample = .failure(.malformedJSON(describe(error)))
                }
            }
        }
    }

    /// The samples as a pretty-printed, key-sorted JSON document.
    /// - Throws: `InkFormatError` with the sample's `record` index: `.nonFiniteValue` or
    ///   `.coordinateOutOfRange` (stroke, point) for a value the reader would refuse.
    public static func encode(_ samples: [LabeledInk]) throws -> Data {
        // Checked first: the encoder's own NaN error names a coding path, not the record, and it
        // writes coordinates past ±1e15 that `decode` refuses.
        for (index, sample) in samples.enumerated() {
            if let reason = sample.drawing.unusableValue { throw InkFormatError(record: index, reason: reason) }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do { return try encoder.encode(Document(samples: samples)) } catch {
            throw InkFormatError(reason: .invalidNumber(describe(error)))
        }
    }

    /// Writes `samples` to `url` atomically (temporary file, then rename).
    /// - Throws: what `encode` throws, naming `url`; `InkFormatError` (`.unwritable`).
    public static func write(_ samples: [LabeledInk], to url: URL) throws {
        try AtomicFile.write(to: url) { try encode(samples) }
    }

    /// The samples of a document.
    /// - Throws: `InkFormatError` (`.malformedJSON` for text that is not such a document, naming
    ///   the place where it can (a bare `NaN`, a number that underflows, an unescaped control
    ///   character), `.unexpected` for another format or a version other than 1…`version`); for the first bad sample, the same
    ///   with its `record` index: `.malformedJSON` (a missing key), `.unexpected` for a `split`
    ///   other than `train`, `validation` or `test`,
    ///   `.nonFiniteValue` for a number that decoded to infinity, `.coordinateOutOfRange` beyond
    ///   ±1e15 points, `.unexpected` for a group naming a stroke that does not exist.
    public static func decode(_ data: Data, path: String = "<input>") throws -> [LabeledInk] {
        var policy = MalformedRecordPolicy(skipMalformed: false)
        var samples: [LabeledInk] = []
        try read(data, path: path, policy: &policy) { samples.append($0) }
        return samples
    }

    /// Reads the document's samples into `body`; `policy` decides whether a bad sample stops the
    /// read or is skipped. A document that is not inkrec JSON (or is newer) is refused whole. O(bytes).
    static func read(
        _ data: Data, path: String, policy: inout MalformedRecordPolicy, into body: (LabeledInk) throws -> Void
    ) throws {
        let document: ReadDocument
        do { document = try JSONDecoder().decode(ReadDocument.self, from: data) } catch {
            throw InkFormatError(path: path, reason: .malformedJSON(describe(error, in: data)))
        }
        let found = document.version
        let isWhole = found.rounded() == found
        guard document.format == "inkrec", isWhole, (1...Double(version)).contains(found) else {
            let number = isWhole && abs(found) < 1e15 ? String(Int64(found)) : "\(found)"
            let why = document.format != "inkrec"
                ? "format \"\(excerpt(document.format))\" version \(number)"
                : isWhole && found > Double(version)
                    ? "unsupported version \(number), newer than this inkrec reads: use a newer inkrec"
                    : "unsupported version \(number): versions are whole numbers from 1"
            throw InkFormatError(path: path, reason: .unexpected(expected: "format \"inkrec\" version \(version) or older", found: why))
        }
        for (index, entry) in document.samples.enumerated() {
            let sample = try policy.sample(path: path, record: index) { () throws(InkFormatError.Reason) in
                if entry.failedOnText, let token = JSONInvalidToken.first(in: data, within: "samples.\(index)") {
                    throw .malformedJSON(token.description)
                }
                let sample = try entry.sample.get()
                if let reason = sample.drawing.unusableValue ?? sample.drawing.groupIndexProblem { throw reason }
                return sample
            }
            if let sample { try body(sample) }
        }
    }
}
