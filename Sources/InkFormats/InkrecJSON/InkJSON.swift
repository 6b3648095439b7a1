import Foundation
import InkCore

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

    struct Document: Codable {
        var format = "inkrec"
        var version = InkJSON.version
        var samples: [LabeledInk]
    }

    /// The samples as a pretty-printed, key-sorted JSON document.
    /// - Throws: `InkFormatError` (`.invalidNumber`) when a value is NaN or infinite.
    public static func encode(_ samples: [LabeledInk]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do { return try encoder.encode(Document(samples: samples)) } catch {
            throw InkFormatError(reason: .invalidNumber(describe(error)))
        }
    }

    /// Writes `samples` to `url` atomically (temporary file, then rename).
    /// - Throws: `InkFormatError` (`.invalidNumber`, `.unwritable`).
    public static func write(_ samples: [LabeledInk], to url: URL) throws {
        let data: Data
        do { data = try encode(samples) } catch let error as InkFormatError { throw error.located(at: url.path) }
        try AtomicFile.write(data, to: url)
    }

    /// The samples of a document.
    /// - Throws: `InkFormatError` (`.malformedJSON`, `.unexpected` for another format or a newer
    ///   version, `.nonFiniteValue` for a number that decoded to infinity, `.coordinateOutOfRange` beyond
    ///   ±1e15 points, `.unexpected` for a
    ///   group naming a stroke that does not exist).
    public static func decode(_ data: Data, path: String = "<input>") throws -> [LabeledInk] {
        let document: Document
        do { document = try JSONDecoder().decode(Document.self, from: data) } catch {
            throw InkFormatError(path: path, reason: .malformedJSON(describe(error)))
        }
        guard document.format == "inkrec", document.version <= version else {
            throw InkFormatError(
                path: path,
                reason: .unexpected(
                    expected: "format \"inkrec\" version ≤ \(version)",
                    found: "format \"\(document.format)\" version \(document.version)"))
        }
        for (index, sample) in document.samples.enumerated() {
            if let reason = sample.drawing.unusableValue ?? sample.drawing.groupIndexProblem {
                throw InkFormatError(path: path, record: index, reason: reason)
            }
        }
        return document.samples
    }
}
