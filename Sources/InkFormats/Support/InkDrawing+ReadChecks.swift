import InkCore

extension InkDrawing {
    /// Where the first NaN or infinite value of this drawing is (a point channel, or a stroke's
    /// `startTime` or `width`), or the first coordinate beyond `InkPoint.coordinateLimit`
    /// (±1e15 points, past which differences of coordinates are no longer exact enough, or
    /// finite, for recognition and rendering), as the reason readers throw; `nil` when every
    /// value is usable. Readers check what they derive, not only what they parse: a difference
    /// of two huge timestamps, or an InkML difference-coded value, can overflow to infinity.
    /// O(points).
    var unusableValue: InkFormatError.Reason? {
        for (s, stroke) in strokes.enumerated() {
            if let p = stroke.points.firstIndex(where: { !$0.hasFiniteValues }) {
                return .nonFiniteValue(stroke: s, point: p)
            }
            if let p = stroke.points.firstIndex(where: { !$0.hasSupportedLocation }) {
                return .coordinateOutOfRange(stroke: s, point: p)
            }
            if !(stroke.startTime?.isFinite ?? true) || !(stroke.width?.isFinite ?? true) {
                return .nonFiniteValue(stroke: s, point: nil)
            }
        }
        return nil
    }

    /// The first group naming a stroke index outside `strokes`, as the reason readers throw;
    /// `nil` when every group's indices are valid. O(group members).
    var groupIndexProblem: InkFormatError.Reason? {
        guard let group = groups.first(where: { $0.strokeIndices.contains { !strokes.indices.contains($0) } }) else {
            return nil
        }
        return .unexpected(expected: "group stroke indices in 0..<\(strokes.count)", found: "\(group.strokeIndices)")
    }
}
