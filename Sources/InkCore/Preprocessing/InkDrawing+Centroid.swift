import Foundation

extension InkStroke {
    /// The mean of the point locations, in points, or `nil` for an empty stroke.
    ///
    /// A mean over samples, as $1 uses it: it leans toward where the pen moved slowly, so resample
    /// by arc length first for a shape-only centroid. O(n).
    public var centroid: Vector2? { Self.mean(of: points.lazy.map(\.location)) }

    static func mean<S: Sequence>(of locations: S) -> Vector2? where S.Element == Vector2 {
        var sum = Vector2.zero
        var n = 0
        for p in locations {
            sum += p
            n += 1
        }
        return n > 0 ? sum / Double(n) : nil
    }
}

extension InkDrawing {
    /// The mean of all point locations over every stroke, in points, or `nil` when there are no
    /// points; see `InkStroke.centroid`. O(n).
    public var centroid: Vector2? { InkStroke.mean(of: strokes.lazy.flatMap { $0.points.lazy.map(\.location) }) }

    /// $1's indicative angle (Wobbrock, Wilson & Li 2007): the direction from the drawing's first
    /// point to its centroid, `atan2(c.y − p₀.y, c.x − p₀.x)`, in radians in (−π, π]. Rotating by
    /// its negative puts the first point straight left of the centroid (rotation normalization).
    ///
    /// `nil` when there are no points; 0 when the first point is the centroid. Invariant under
    /// translation and scale; rotating the drawing by θ adds θ (mod 2π); y-down axes, so a
    /// positive angle turns clockwise on screen. O(n).
    public var indicativeAngle: Double? {
        guard let first = strokes.first(where: { !$0.isEmpty })?.points[0].location, let c = centroid else {
            return nil
        }
        let d = c - first
        return d.lengthSquared > 0 ? d.angle : 0
    }
}
