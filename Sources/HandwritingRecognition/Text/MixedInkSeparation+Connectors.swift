import InkCore

extension MixedInkSeparation {
    /// The shapes that stay shapes among text: those at least `minimumSize` (bounding-box
    /// diagonal, points), and connectors: a smaller shape that reaches two kept shapes (a line or
    /// arrow from one flowchart box to the next), or one when it is an arrow at least
    /// `arrowMinimumSize` (the recognizer found its head). Two shapes reach each other when a
    /// stroke end of either lies within `reach` (points) of the other's ink (an arrow's tip on a
    /// connection circle). Repeated until none joins, so an arrow reaching another arrow counts. A
    /// letter touches at most the box it is written in, and a text page has no kept shapes to
    /// reach. O(n²·e·p) once for which shapes reach which, then O(n²) per round, at most n rounds,
    /// for n shapes, e stroke ends and p points a shape.
    static func keeping(
        _ found: [Found], strokes: [InkStroke], minimumSize: Double, arrowMinimumSize: Double, reach: Double,
        isArrow: (ShapeValue) -> Bool
    ) -> [Found] {
        var kept = found.map { $0.box.diagonal >= minimumSize }
        let ink = found.map { item in item.part.strokeIndices.map { strokes[$0].points.map(\.location).filter(\.isFinite) } }
        let ends = ink.map { lines in lines.flatMap { $0.count > 1 ? [$0.first!, $0.last!] : $0 } }
        // Which shapes reach which does not change between rounds; only what is kept does (and
        // a shape kept from the start never needs its list).
        let reaches = found.indices.map { i in
            kept[i] ? [] : found.indices.filter { j in
                j != i && overlap(found[i].box, found[j].box, margin: reach)
                    && (ends[i].contains { end in ink[j].contains { lies(end, within: reach, of: $0) } }
                        || ends[j].contains { end in ink[i].contains { lies(end, within: reach, of: $0) } })
            }
        }
        var joined = true
        while joined {
            joined = false
            for i in found.indices where !kept[i] {
                let anchors = reaches[i].filter { kept[$0] }
                if anchors.count >= 2
                    || (anchors.count == 1 && found[i].box.diagonal >= arrowMinimumSize && isArrow(found[i].part.shape))
                {
                    kept[i] = true
                    joined = true
                }
            }
        }
        return found.indices.filter { kept[$0] }.map { found[$0] }
    }

    /// Whether `point` lies within `distance` of the polyline `line` (a dot counts as its point).
    private static func lies(_ point: Vector2, within distance: Double, of line: [Vector2]) -> Bool {
        guard line.count > 1 else { return line.first.map { $0.distance(to: point) <= distance } ?? false }
        let squared = distance * distance
        return zip(line, line.dropFirst()).contains { point.squaredDistance(toSegment: $0, $1) <= squared }
    }
}
