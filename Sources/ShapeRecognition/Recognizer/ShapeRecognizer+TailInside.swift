import InkCore

extension ShapeRecognizer {
    /// Whether a one-stroke drawing's tail runs into the closed outline `vertices`: a point of
    /// the path outside `loop` (its indices the outline was fitted on: before the cut, where
    /// the pen led in, and after it, where it ran on) lies inside the outline farther than the
    /// sides' tolerance (`PolygonFit.toleranceFraction` of the diagonal) from every side.
    ///
    /// A pen closing a polygon or box stops, overshoots past the start corner along a side,
    /// retraces the outline or leaves it outwards with a hook: no tail of a snapped train or
    /// validation drawing of $1, Quick, Draw! or FC comes inside its outline beyond that
    /// tolerance. A tail running into the interior is another line of the figure — a
    /// scribble's next segment, a diagonal across a box — and the outline alone is not what was
    /// drawn. Several strokes are not looked at: their chained path's ends are whole strokes,
    /// such as a side drawn apart, joined in the order their ends meet.
    /// - Complexity: O(t·k) for t path points outside `loop` and k vertices.
    static func tailEntersOutline(_ vertices: [Vector2], ink: PreparedInk, loop: ClosedRange<Int>) -> Bool {
        guard ink.strokes.count == 1, vertices.count >= 3 else { return false }
        let sides = vertices.closedPolygonSegments
        let tolerance = PolygonFit.toleranceFraction * ink.size
        let tail = ink.path.indices.lazy.filter { !loop.contains($0) }.map { ink.path[$0] }
        return tail.contains { p in
            p.lies(inside: vertices) && sides.allSatisfy { $0.squaredDistance(to: p) > tolerance * tolerance }
        }
    }
}

extension Vector2 {
    /// Whether this point lies inside the closed polygon `vertices` (even–odd rule: a ray to
    /// the right crosses its sides an odd number of times). O(k) in vertices.
    fileprivate func lies(inside vertices: [Vector2]) -> Bool {
        var inside = false
        var previous = vertices[vertices.count - 1]
        for vertex in vertices {
            if (vertex.y > y) != (previous.y > y),
                x < vertex.x + (y - vertex.y) * (previous.x - vertex.x) / (previous.y - vertex.y)
            {
                inside.toggle()
            }
            previous = vertex
        }
        return inside
    }
}
