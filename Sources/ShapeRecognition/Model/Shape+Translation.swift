import InkCore

extension Shape {
    /// This shape moved by `offset` (points); every other property is kept exactly. O(vertices).
    func translated(by offset: Vector2) -> Shape {
        var copy = self
        copy.frame = BoundingBox(origin: frame.origin + offset, width: frame.width, height: frame.height)
        copy.start = start.map { $0 + offset }
        copy.end = end.map { $0 + offset }
        copy.vertices = vertices.map { $0 + offset }
        return copy
    }
}
