import Foundation
import InkCore
import InkFiles

/// inkrec's labelled-dataset interchange: one drawing a line (DESIGN.md).
///
/// ```json
/// {"id":"s02/arrow01","label":"arrow","writer":"2","split":"train",
///  "strokes":[[[50,242,0],[52,240,0.015]],[[10,10]]],
///  "strokeStartTimes":[0,1.25],"groups":[{"strokeIndices":[0,1],"label":"arrow"}],
///  "annotations":{"countrycode":"US"}}
/// ```
/// - `strokes`: points `[x, y]` or `[x, y, t]`, x and y in points (y down), `t` in seconds from
///   the stroke's first point (`InkPoint.timeOffset`).
/// - Optional keys: `label` (unlabelled ink, e.g. for `inkrec recognize`, reads with the empty
///   label, as InkML without a `truth` does), `writer`, `split` (`train`, `validation` or `test`;
///   another value refuses the record; absent: the hash rule on `writer`, else on `id`),
///   `strokeStartTimes` (`InkStroke.startTime`, `null` where unknown), `groups`, `annotations`.
/// - Lossless for locations, times, stroke start times, labels, writers, splits, groups and
///   annotations: numbers are written in Swift's shortest round-trip form. Force, angles, size,
///   opacity and stroke style are not carried (use inkrec JSON for those).
public enum LabeledNDJSON {
    /// The samples as ndjson text, one line each, in order.
    /// - Throws: `InkFormatError` with the sample's `record` index: `.nonFiniteValue` or
    ///   `.coordinateOutOfRange` (stroke, point) for a value no reader would accept.
    public static func encode(_ samples: [LabeledInk]) throws -> Data {
        var text = ""
        for (index, sample) in samples.enumerated() {
            do {
                try JSONLineWriter.append(sample, to: &text)
            } catch {
                throw InkFormatError(record: index, reason: error)
            }
            text.append("\n")
        }
        return Data(text.utf8)
    }

    /// Writes `samples` to `url` atomically (temporary file, then rename). O(points).
    /// - Throws: what `encode` throws, naming `url`; `InkFormatError` (`.unwritable`).
    public static func write(_ samples: [LabeledInk], to url: URL) throws {
        try AtomicFile.write(to: url) { try encode(samples) }
    }

    /// Reads every line of `data`; `source` of each sample is `path#lineIndex` (0-based).
    /// - Parameter skipMalformed: keep going past bad lines, returning their errors in `skipped`.
    /// - Throws: `InkFormatError` with the line number for the first bad line unless skipping.
    public static func decode(_ data: Data, path: String = "<input>", skipMalformed: Bool = false) throws
        -> DatasetLoadResult
    {
        var policy = MalformedRecordPolicy(skipMalformed: skipMalformed)
        var samples: [LabeledInk] = []
        try read([UInt8](data), path: path, policy: &policy) { samples.append($0) }
        return DatasetLoadResult(samples: samples, skipped: policy.skipped)
    }

    static func read(
        _ bytes: [UInt8], path: String, policy: inout MalformedRecordPolicy, into body: (LabeledInk) throws -> Void
    ) throws {
        try Line.readLines(bytes, path: path, policy: &policy, into: body)
    }

    private struct Line: JSONLineRecord {
        var id: String?
        var label: String?
        var writer: String?
        // Read as text so an unknown part is refused as other formats refuse it, not with the decoder's message.
        var split: String?
        var strokes: [[[Double]]]
        var strokeStartTimes: [Double?]?
        var groups: [StrokeGroup]?
        var annotations: [String: String]?

        func sample(source: String) throws(InkFormatError.Reason) -> LabeledInk {
            if let strokeStartTimes, strokeStartTimes.count != strokes.count {
                throw .unexpected(
                    expected: "\(strokes.count) strokeStartTimes", found: "\(strokeStartTimes.count)")
            }
            var inkStrokes: [InkStroke] = []
            inkStrokes.reserveCapacity(strokes.count)
            for (s, points) in strokes.enumerated() {
                var inkPoints: [InkPoint] = []
                inkPoints.reserveCapacity(points.count)
                for (p, values) in points.enumerated() {
                    guard values.count == 2 || values.count == 3 else {
                        throw .unexpected(
                            expected: "[x, y] or [x, y, t] at stroke \(s), point \(p)", found: values.count == 1 ? "1 number" : "\(values.count) numbers")
                    }
                    // JSON has no NaN, but a literal like 1e999 decodes to infinity.
                    if let bad = values.first(where: { !$0.isFinite }) { throw .invalidNumber("\(bad)") }
                    inkPoints.append(InkPoint(x: values[0], y: values[1], timeOffset: values.count == 3 ? values[2] : nil))
                }
                inkStrokes.append(InkStroke(points: inkPoints, startTime: strokeStartTimes?[s] ?? nil))
            }
            var drawing = InkDrawing(strokes: inkStrokes, groups: groups ?? [], annotations: annotations ?? [:])
            drawing.setChannelsNotKept([])  // an earlier read's, not this one's
            if let problem = drawing.groupIndexProblem { throw problem }
            return LabeledInk(drawing: drawing, label: label ?? "", writer: writer, source: source, id: id, split: try split.map(DatasetSplit.part(named:)))
        }
    }
}
