import InkCore

extension MixedInkSeparation {
    /// `found` with arrow heads drawn apart from their shafts joined to them: a stroke in no shape,
    /// no larger than a one-stroke shape (not an arrow) and touching it, joins that shape when
    /// `shape` calls the two together an arrow. FC writers often add the heads after the rest of
    /// the page, so a head is not next to its shaft in writing order. Shapes of several strokes
    /// are left alone: a box would take a letter written against its side. Calls `shape` once per
    /// touching stroke and one-stroke shape; O(s) per call to gather the context.
    static func joiningArrowHeads(
        _ found: [Found], strokes: [InkStroke], bounds: [BoundingBox?], isArrow: (ShapeValue) -> Bool,
        shape: (_ group: [InkStroke], _ context: [InkStroke]) -> ShapeValue?
    ) -> [Found] {
        var found = found
        var taken = Set(found.flatMap(\.part.strokeIndices))
        for i in found.indices where found[i].part.strokeIndices.count == 1 && !isArrow(found[i].part.shape) {
            let shaft = found[i].part.strokeIndices[0]
            for head in strokes.indices where !taken.contains(head) {
                guard let box = bounds[head], box.diagonal <= found[i].box.diagonal, touch(found[i].box, box) else { continue }
                let group = [min(shaft, head), max(shaft, head)]
                let context = strokes.indices.filter { $0 != shaft && $0 != head }.map { strokes[$0] }
                guard let value = shape(group.map { strokes[$0] }, context), isArrow(value) else { continue }
                found[i] = (Part(shape: value, strokeIndices: group), found[i].box.union(box))
                taken.insert(head)
                break
            }
        }
        return found
    }
}
