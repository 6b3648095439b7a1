import Foundation
import InkCore

/// Reads Google's Quick, Draw! ndjson: one drawing a line (Ha & Eck 2017, the Quick, Draw! dataset).
///
/// Both published stroke layouts are accepted: raw `[[x…], [y…], [t…]]` and simplified
/// `[[x…], [y…]]`.
/// - Label: `word`. Writer: `key_id`, which identifies a drawing, not a player: the dataset
///   publishes no player id, so each drawing counts as its own writer and the split — the hash
///   rule on `key_id` (`DatasetSplit.hashed`) — is by drawing; one player's drawings may fall in
///   several parts.
/// - Time: raw `t` is milliseconds from the drawing's start, usually its first point (`t` 0) but
///   not always (26 of the 522 shipped drawings start above 0). Each stroke's `startTime` is its
///   first point's `t` in seconds, so the offset is kept and `QuickDrawWriter` writes the same
///   `t`s back; point `timeOffset`s count from the stroke's first point. Simplified drawings have
///   no time.
/// - Coordinates: canvas pixels (raw) or the 0…255 box (simplified), y down.
/// - `countrycode`, `recognized` and `timestamp` are kept in `drawing.annotations` when present;
///   `dataset` (`LabeledInk.datasetAnnotation`) is `quickdraw`, so a converted file (labelled ndjson, InkML, which
///   keep annotations) still says what its labels mean: Quick, Draw!'s `diamond` is a gemstone.
enum QuickDrawReader {
    /// - Throws: `InkFormatError` for the first bad line unless `policy` skips bad lines.
    static func read(
        _ bytes: [UInt8], path: String, policy: inout MalformedRecordPolicy, into body: (LabeledInk) throws -> Void
    ) throws {
        try Entry.readLines(bytes, path: path, policy: &policy, into: body)
    }

    private struct Entry: JSONLineRecord {
        var word: String
        var key_id: String?
        var countrycode: String?
        var recognized: Bool?
        var timestamp: String?
        var drawing: [[[Double]]]

        func sample(source: String) throws(InkFormatError.Reason) -> LabeledInk {
            var strokes: [InkStroke] = []
            for channels in drawing {
                guard channels.count == 2 || channels.count == 3,
                    channels.allSatisfy({ $0.count == channels[0].count })
                else {
                    throw .unexpected(
                        expected: "a stroke [[x…],[y…]] or [[x…],[y…],[t…]] of equal lengths",
                        found: "\(channels.count) arrays of lengths \(channels.map(\.count))")
                }
                strokes.append(Self.stroke(channels))
            }
            guard strokes.contains(where: { !$0.isEmpty }) else { throw .noInk }
            var annotations = [LabeledInk.datasetAnnotation: InkFormat.quickDraw.rawValue]
            annotations["countrycode"] = countrycode
            annotations["recognized"] = recognized.map { "\($0)" }
            annotations["timestamp"] = timestamp
            let writer = key_id
            return LabeledInk(
                drawing: InkDrawing(strokes: strokes, annotations: annotations), label: word, writer: writer,
                source: source)
        }

        private static func stroke(_ channels: [[Double]]) -> InkStroke {
            let xs = channels[0], ys = channels[1]
            let ts = channels.count > 2 ? channels[2] : nil
            let first = ts?.first
            let base = first ?? 0
            var points: [InkPoint] = []
            points.reserveCapacity(xs.count)
            for i in xs.indices {
                points.append(InkPoint(x: xs[i], y: ys[i], timeOffset: ts.map { ($0[i] - base) / 1000 }))
            }
            return InkStroke(points: points, startTime: first.map { $0 / 1000 })
        }
    }
}
