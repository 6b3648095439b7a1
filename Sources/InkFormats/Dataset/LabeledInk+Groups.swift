import Foundation
import InkCore

extension LabeledInk {
    /// One sample per labelled stroke group of this drawing: an FC flowchart's arrows, boxes and
    /// text, a CROHME expression's symbols, a UNIPEN segment.
    ///
    /// The samples of ``groupSamples(keepingLabels:)`` that have a label and a stroke: groups without a label
    /// (or one of only whitespace), without strokes, or naming a stroke index outside the drawing
    /// are left out. O(points in the groups).
    public func labeledGroups() -> [LabeledInk] {
        groupSelection().kept
    }

    /// One sample per stroke group of this drawing, in the groups' order, unlabelled and empty
    /// groups included, so a caller can count what ``labeledGroups()`` leaves out (an evaluation
    /// reports a group of no stroke as no ink, not as nothing).
    ///
    /// Each sample's drawing holds the group's strokes in the group's order (no groups), their
    /// `startTime`s rebased on the group's earliest stroke, and the page's annotations but those a
    /// label is read from (`truth`, …: the group has its own), so a group is judged as its page
    /// (`dataset`) and known as from its set (FC's `UI`) in any format it is written to; its label is the
    /// group's trimmed as a document's (``trimmedLabel(_:)``; `""` for none), or with
    /// `keepingLabels` as read (as `inkrec convert` writes labels); writer and split are this
    /// sample's, so the split stays writer-independent. `source` and `id` gain `#` and the
    /// group's id (or its index). A group naming a stroke index outside the drawing is left out.
    /// O(points in the groups).
    package func groupSamples(keepingLabels: Bool = false) -> [LabeledInk] {
        let strokes = drawing.strokes
        return drawing.groups.enumerated().compactMap { index, group in
            guard group.strokeIndices.allSatisfy(strokes.indices.contains) else { return nil }
            let label = group.label.map { keepingLabels ? $0 : Self.trimmedLabel($0) } ?? ""
            let suffix = "#" + (group.id ?? String(index))
            var members = group.strokeIndices.map { strokes[$0] }
            if let first = members.compactMap(\.startTime).min() {
                for i in members.indices { members[i].startTime = members[i].startTime.map { $0 - first } }
            }
            var annotations = drawing.annotations
            for key in InkMLSample.labelAnnotations { annotations[key] = nil }
            return LabeledInk(
                drawing: InkDrawing(strokes: members, annotations: annotations), label: label,
                writer: writer, source: source + suffix, id: id + suffix, split: split)
        }
    }
}
