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
        var version: Int
        var samples: [Entry]
    }

    /// One element of `samples`: the sample, or why it could not be decoded.
    private struct Entry: Decodable {
        let sample: Result<LabeledInk, InkFormatError.Reason>

        init(from decoder: Decoder) {
            do { sample = .success(try LabeledInk(from: decoder)) } catch {
                // An unknown split is refused in the words every format uses, not as malformed JSON.
                if case DecodingError.dataCorrupted(let context) = error, let reason = context.underlyingError as? InkFormatError.Reason {
                    sample = .failure(reason)
                } else {
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
    /// - Throws: `InkFormatError` (`.malformedJSON` for text that is not such a document,
    ///   `.unexpected` for another format or a newer version); for the first bad sample, the same
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
        guard document.format == "inkrec", document.version <= version else {
            throw InkFormatError(
                path: path,
                reason: .unexpected(
                    expected: "format \"inkrec\" version ≤ \(version)",
                    found: "format \"\(document.format)\" version \(document.version)"))
        }
        for (index, entry) in document.samples.enumerated() {
            let sample = try policy.sample(path: path, record: index) { () throws(InkFormatError.Reason) in
                let sample = try entry.sample.get()
                if let reason = sample.drawing.unusableValue ?? sample.drawing.groupIndexProblem { throw reason }
                return sample
            }
            if let sample { try body(sample) }
        }
    }
}
