import Foundation
import InkCore
import InkFiles

/// Writes labelled samples as one UNIPEN 1.0 file (Guyon et al. 1994), the conventions
/// `UnipenReader` reads, so a `.dat` or `.unp` file of it reads back sample for sample.
///
/// ```
/// .VERSION 1.0
/// .HIERARCHY TEXT
/// .Y_DIM 242
/// .WRITER_ID 2
/// .COORD X Y T
/// .SEGMENT TEXT 0-1 ? "arrow"
/// .PEN_DOWN
///  50 0 0
///  52 2 15
/// .PEN_UP
/// ```
/// - Segments: one `.SEGMENT TEXT delineation ? "label"` per sample (`\` and `"` escaped as
///   `\\` and `\"`, a line break as a space), naming its strokes as components, each one
///   `.PEN_DOWN` block closed by `.PEN_UP`, numbered from 0 across the file as the reader counts.
/// - Writer: `.WRITER_ID` before each sample's blocks (bare when the writer is `nil`), with runs
///   of white space as one space. Read from a stand-alone file the writer comes back as it was
///   written, and the split is the hash rule on it, not the sample's `split`.
/// - Coordinates: UNIPEN stores integers, y up: `x` is rounded to the nearest whole number,
///   halves away from zero (`Double.rounded()`: 2.5 → 3, -2.5 → -3), and `y` is written as
///   `Y_DIM - y.rounded()` with `.Y_DIM` the largest rounded y of the file (at least 0), which
///   the reader flips back.
/// - Time: `.COORD X Y T` and `T` in whole milliseconds (rounded as above) from the first
///   stroke's start, for a sample whose every point has a time (stroke start times, or where
///   unknown the end of the stroke before); else `.COORD X Y`, no time.
/// - Read it back from a `.dat` or `.unp` file: `.tra`/`.tes` are read as pendigits, which
///   takes writers from `.COMMENT`s and assumes its own box and sampling rate.
/// - Lost: channels but time, fractions, stroke style and ids, groups, annotations, the id and
///   the split: `FormatLoss(writing:as: .unipen)` says which a sample loses.
///
/// O(points).
public enum UnipenWriter {
    /// The samples as UNIPEN text; no samples give a header alone, which reads back as no sample.
    /// - Throws: `InkFormatError` with the sample's `record` index: `.noInk` for a drawing without
    ///   points, `.nonFiniteValue` or `.coordinateOutOfRange` (stroke, point) for a value no reader
    ///   would accept.
    public static func encode(_ samples: [LabeledInk]) throws -> Data {
        for (index, sample) in samples.enumerated() {
            if let reason = sample.drawing.unusableValue { throw InkFormatError(record: index, reason: reason) }
            guard !sample.drawing.isEmpty else { throw InkFormatError(record: index, reason: .noInk) }
        }
        let height = samples.lazy.flatMap(\.drawing.strokes).flatMap(\.points).map { $0.y.rounded() }.max() ?? 0
        let yDimension = max(0, height)
        var text = ".VERSION 1.0\n.COMMENT written by inkrec: one labelled segment a sample, y up\n"
        text += ".HIERARCHY TEXT\n.Y_DIM \(DecimalText.shortest(yDimension))\n"
        var component = 0
        var timed: Bool?
        for sample in samples {
            let drawing = sample.drawing
            text += ".WRITER_ID" + (sample.writer.flatMap(writerID).map { " " + $0 } ?? "") + "\n"
            let times = drawing.writtenTimes
            if timed != (times != nil) {
                timed = times != nil
                text += times != nil ? ".COORD X Y T\n" : ".COORD X Y\n"
            }
            let last = component + drawing.strokes.count - 1
            let delineation = last == component ? "\(component)" : "\(component)-\(last)"
            text += ".SEGMENT TEXT \(delineation) ? \"\(escaped(sample.label))\"\n"
            for (s, stroke) in drawing.strokes.enumerated() {
                text += ".PEN_DOWN\n"
                for (p, point) in stroke.points.enumerated() {
                    text += " " + DecimalText.shortest(point.x.rounded()) + " " + DecimalText.shortest(yDimension - point.y.rounded())
                    if let times { text += " " + DecimalText.shortest((times[s][p] * 1000).rounded()) }
                    text += "\n"
                }
                text += ".PEN_UP\n"
            }
            component = last + 1
        }
        return Data(text.utf8)
    }

    /// Writes `encode(samples)` to `url` atomically (a temporary file, then a rename).
    /// - Throws: what `encode` throws, naming `url`; `InkFormatError` (`.unwritable`).
    public static func write(_ samples: [LabeledInk], to url: URL) throws {
        try AtomicFile.write(to: url) { try encode(samples) }
    }

    /// `writer` as a `.WRITER_ID` line holds it and the reader gives it back: its words joined
    /// by one space, `nil` when it has none.
    static func writerID(_ writer: String) -> String? {
        let words = writer.split(whereSeparator: \.isWhitespace)
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// The label inside `.SEGMENT`'s quotes: `\` and `"` escaped, line breaks as spaces.
    private static func escaped(_ label: String) -> String {
        var out = ""
        for character in label {
            switch character {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case _ where character.isNewline: out += " "
            default: out.append(character)
            }
        }
        return out
    }
}
