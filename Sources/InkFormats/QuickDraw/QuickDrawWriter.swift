import Foundation
import InkCore
import InkFiles

/// Writes labelled samples as Google's Quick, Draw! ndjson, one drawing a line, the layout
/// `QuickDrawReader` reads (Ha & Eck 2017, the Quick, Draw! dataset).
///
/// ```json
/// {"word":"circle","countrycode":"US","key_id":"5266005389475840","drawing":[[[635,628],[265,265],[0,17]]]}
/// ```
/// - Strokes: the raw form `[[x…],[y…],[t…]]` when every point of the drawing has a time, `t` in
///   whole milliseconds from the first stroke's start (stroke start times, or where unknown the
///   end of the stroke before), plus the first stroke's start when above 0
///   (`quickDrawClockStart`: a first `t` above 0 that `QuickDrawReader` kept is written back);
///   else the simplified form `[[x…],[y…]]`. Coordinates are written
///   as they are, not moved into the simplified set's 0…255 box nor simplified.
/// - Rounding: Quick, Draw! stores integers, so x, y and t are rounded to the nearest whole
///   number, halves away from zero (`Double.rounded()`): 2.5 → 3, -2.5 → -3.
/// - Keys: `word` (the label), `countrycode`, `timestamp` and `recognized` from the drawing's
///   annotations of those names (`recognized` only when `true` or `false`), `key_id` (the
///   writer, left out when `nil`), `drawing`. The reader splits by the hash of `key_id`, not by
///   the sample's `split`.
/// - Lost: channels but time, fractions of coordinates and milliseconds, stroke style and ids,
///   groups, other annotations, the id and the split: `FormatLoss(writing:as: .quickDraw)` says
///   which a sample loses.
///
/// O(points).
public enum QuickDrawWriter {
    /// The samples as Quick, Draw! ndjson, one line each, in order; no samples give no bytes.
    /// - Throws: `InkFormatError` with the sample's `record` index: `.noInk` for a drawing without
    ///   points, `.nonFiniteValue` or `.coordinateOutOfRange` (stroke, point) for a value no reader
    ///   would accept.
    public static func encode(_ samples: [LabeledInk]) throws -> Data {
        var text = ""
        for (index, sample) in samples.enumerated() {
            do {
                try append(sample, to: &text)
            } catch {
                throw InkFormatError(record: index, reason: error)
            }
        }
        return Data(text.utf8)
    }

    /// Writes `encode(samples)` to `url` atomically (a temporary file, then a rename).
    /// - Throws: what `encode` throws, naming `url`; `InkFormatError` (`.unwritable`).
    public static func write(_ samples: [LabeledInk], to url: URL) throws {
        try AtomicFile.write(to: url) { try encode(samples) }
    }

    /// Whether the annotation has a key of its own in a Quick, Draw! line.
    /// (`dataset: quickdraw` is implied: the reader sets it again.)
    static func keeps(annotation key: String, value: String) -> Bool {
        LabeledInk.isImplied(annotation: key, value: value, by: .quickDraw) || key == "countrycode" || key == "timestamp" || (key == "recognized" && (value == "true" || value == "false"))
    }

    private static func append(_ sample: LabeledInk, to text: inout String) throws(InkFormatError.Reason) {
        let drawing = sample.drawing
        if let reason = drawing.unusableValue { throw reason }
        guard !drawing.isEmpty else { throw .noInk }
        text += "{\"word\":"
        JSONLineWriter.appendString(sample.label, to: &text)
        for key in ["countrycode", "timestamp"] {
            guard let value = drawing.annotations[key] else { continue }
            text += ",\"\(key)\":"
            JSONLineWriter.appendString(value, to: &text)
        }
        if let recognized = drawing.annotations["recognized"], keeps(annotation: "recognized", value: recognized) {
            text += ",\"recognized\":\(recognized)"
        }
        if let writer = sample.writer {
            text += ",\"key_id\":"
            JSONLineWriter.appendString(writer, to: &text)
        }
        text += ",\"drawing\":["
        let times = drawing.writtenTimes
        let clockStart = (drawing.quickDrawClockStart * 1000).rounded()
        for (s, stroke) in drawing.strokes.enumerated() {
            if s > 0 { text += "," }
            text += "["
            try appendArray(stroke.points.map(\.x), to: &text)
            text += ","
            try appendArray(stroke.points.map(\.y), to: &text)
            if let times {
                text += ","
                try appendArray(times[s].map { clockStart + ($0 * 1000).rounded() }, to: &text)
            }
            text += "]"
        }
        text += "]}\n"
    }

    /// `[v, …]` with each value rounded to a whole number.
    private static func appendArray(_ values: [Double], to text: inout String) throws(InkFormatError.Reason) {
        text += "["
        for (i, value) in values.enumerated() {
            if i > 0 { text += "," }
            try JSONLineWriter.appendNumber(value.rounded(), to: &text)
        }
        text += "]"
    }
}
