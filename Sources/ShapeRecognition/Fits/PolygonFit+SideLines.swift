import Foundation
import InkCore

extension PolygonFit {
    /// Ink within this share of a side's length from either end is left out of that side's line
    /// fit: a rounded corner's arc belongs to no side.
    static let sideLineTrim = 0.2
    /// A side's line is fitted to at least this many points.
    static let minimumSidePoints = 3
    /// A corner where the side lines meet may lie at most this share of its shorter side from the
    /// vertex Douglas–Peucker kept: farther, the lines meet by accident, not at a drawn corner.
    static let maximumCornerShift = 0.35
    /// A corner where the side lines meet lies within this share of its shorter side of the ink:
    /// a rounded corner's arc passes near it (Quick, Draw! train triangles: up to 0.155), while
    /// lines meeting past a short side replace it (an MMG train "D" drawn as a wedge with a
    /// short upright back: 0.204).
    static let maximumCornerGap = 0.18

    /// The polygon whose sides are total-least-squares lines through the ink along the middle of
    /// each side, its corners where consecutive lines meet.
    ///
    /// Douglas–Peucker keeps vertices on the ink, so at a rounded corner (a mouse-drawn
    /// triangle's apex) the vertex sits on the arc, inside the corner the straight sides imply,
    /// and both sides tilt away from their ink. Fitted to each side's middle, the lines meet
    /// where the drawn sides do, and the ink lies on them but for the arc.
    ///
    /// - Parameters:
    ///   - points: the ink, in points; each is assigned to its nearest side…
    ///   - nearestSides: …given for each point, by squared distance, the first of equal ones
    ///     (`meanRelativeDistance(of:nearestSides:)` over `vertices.closedPolygonSegments`).
    /// - Returns: `nil` when a side has fewer than `minimumSidePoints` points in its middle,
    ///   consecutive lines are parallel, or a corner moves more than `maximumCornerShift` of its
    ///   shorter side or lies farther than `maximumCornerGap` of it from the ink.
    /// - Complexity: O(n + k) for n points and k sides.
    func refinedBySideLines(_ points: [Vector2], nearestSides: UnsafeMutableBufferPointer<Int>) -> PolygonFit? {
        let sides = vertices.closedPolygonSegments
        let k = sides.count
        // Reserved: grown point by point, the middles reallocate a score of times per call.
        var middles = (0..<k).map { _ in
            var middle: [Vector2] = []
            middle.reserveCapacity(points.count)
            return middle
        }
        for (j, p) in points.enumerated() {
            let side = sides[nearestSides[j]], direction = side.b - side.a
            let t = (p - side.a).dot(direction) / direction.lengthSquared
            if t >= Self.sideLineTrim, t <= 1 - Self.sideLineTrim { middles[nearestSides[j]].append(p) }
        }
        var lines: [LineFit] = []
        for middle in middles {
            guard middle.count >= Self.minimumSidePoints, let line = LineFit(middle) else { return nil }
            lines.append(line)
        }
        var corners: [Vector2] = []
        for i in 0..<k {
            // Vertex i joins side i − 1 and side i.
            let a = lines[(i + k - 1) % k], b = lines[i]
            guard abs(a.direction.cross(b.direction)) > 1e-9,
                let (s, _) = Vector2.lineMeeting(a.centroid, a.direction, b.centroid, b.direction)
            else { return nil }
            let corner = a.centroid + a.direction * s
            let shorter = min(sides[(i + k - 1) % k].length, sides[i].length)
            guard corner.isFinite, corner.distance(to: vertices[i]) <= Self.maximumCornerShift * shorter else { return nil }
            corners.append(corner)
        }
        // Each corner lies near the ink: a rounded corner's arc passes by it, while lines meeting
        // far from any ink replace a drawn side.
        let refinedSides = corners.closedPolygonSegments.map(\.length)
        for i in 0..<k {
            let gap = points.nearestDistance(to: corners[i])
            guard gap <= Self.maximumCornerGap * min(refinedSides[i], refinedSides[(i + k - 1) % k]) else { return nil }
        }
        var refined = self
        refined.vertices = Self.canonicalOrder(corners)
        return refined
    }

    /// For this triangle, `refinedBySideLines(_:nearestSides:)` when the ink lies nearer its
    /// sides than this triangle's (a rounded apex), else this triangle; with the mean relative
    /// distance of `points` to the sides kept (`meanRelativeDistance`). Other polygons are not
    /// refined (see ShapeRecognizer.md), so none is asked: a programmer error. O(n).
    func straightSided(_ points: [Vector2]) -> (fit: PolygonFit, error: Double) {
        precondition(vertices.count == 3, "PolygonFit.straightSided is for triangles, got \(vertices.count) vertices")
        let sides = vertices.closedPolygonSegments
        // One pass over the sides finds the error and each point's side for the refinement.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: points.count) { nearestSides in
            let error = sides.meanRelativeDistance(of: points, nearestSides: nearestSides)
            guard let refined = refinedBySideLines(points, nearestSides: nearestSides) else { return (self, error) }
            let refinedError = refined.vertices.closedPolygonSegments.meanRelativeDistance(of: points)
            return refinedError < error ? (refined, refinedError) : (self, error)
        }
    }
}
