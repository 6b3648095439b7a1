import Foundation
import InkCore

/// Reads an InkML file as one labelled dataset sample (the dataset loader's InkML reader).
///
/// - Drawing: `InkDrawing(inkML:path:)`, with its stroke groups; `LabeledInk.labeledGroups()`
///   turns an FC flowchart or CROHME sample into one sample per labelled symbol.
/// - Label: the document's `normalizedLabel` (MathWriting's ground truth), else `truth` (CROHME
///   LaTeX, the FC pattern id such as `"7b"` with its quotes), else `label`, else empty;
///   surrounding whitespace and line breaks are not part of it.
/// - Writer: the `writer` annotation. Split: the `split` annotation (`train`, `validation`,
///   `test`, as `inkrec convert` writes it; any other value refuses the file) where present, else `DatasetSplit.flowchart(writer:)`
///   for FC files (`UI` starting `2010_IRCCyN_FC`), `mathWriting(splitTag:)` for MathWriting,
///   else the hash rule on the writer, or on the path when no writer is named.
/// - Id: the `sampleId` annotation, else FC's `UI`, else none (the loader numbers the sample).
///
/// The annotations a field takes (the label's, `writer`, `sampleId`, a `split` the split comes
/// from) are not kept in `drawing.annotations`: the fields hold them, and an `inkrec convert`
/// round trip through InkML gives back the annotations it started with. `UI` stays (FC's own
/// document id). `InkDrawing(inkML:path:)` keeps every annotation.
enum InkMLSample {
    /// The annotations a document's label is read from, first found first.
    static let labelAnnotations = ["normalizedLabel", "truth", "label"]

    /// - Throws: `InkFormatError` as `InkDrawing(inkML:path:)`; `.noInk` naming the file for a
    ///   document without a point (no trace, or only empty ones), as the other readers refuse a
    ///   record without one. `InkDrawing(inkML:path:)` itself reads such a document as an empty drawing.
    ///   `.unexpected` for a `split` annotation other than `train`, `validation` or `test`.
    static func read(_ data: Data, path: String) throws -> LabeledInk {
        var drawing = try InkDrawing(inkML: data, path: path)
        guard !drawing.isEmpty else { throw InkFormatError(path: path, reason: .noInk) }
        let notes = drawing.annotations
        let labelKey = labelAnnotations.first { notes[$0] != nil }
        let label = labelKey.flatMap { notes[$0].map(LabeledInk.trimmedLabel) } ?? ""
        let writer = notes["writer"]
        // What a field takes leaves the annotations, so a convert round trip adds none.
        for key in [labelKey, "writer", "sampleId"].compactMap(\.self) { drawing.annotations[key] = nil }
        let split: DatasetSplit
        if let stored = notes["split"] {
            do { split = try .part(named: stored) } catch { throw InkFormatError(path: path, reason: error) }
            drawing.annotations["split"] = nil
        } else if let writer, LabeledInk.isFlowchartPage(notes) {
            split = .flowchart(writer: writer)
        } else if let tag = notes["splitTagOriginal"], let part = DatasetSplit.mathWriting(splitTag: tag) {
            split = part
        } else {
            split = writer.map { .hashed($0) } ?? .hashed(fileOf: path)
        }
        return LabeledInk(drawing: drawing, label: label, writer: writer, source: path, id: notes["sampleId"] ?? notes["UI"], split: split)
    }
}
