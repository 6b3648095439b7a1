import InkCore

extension ShapeRecognizer {
    /// Arc length either side of a triangle vertex, as a share of its shorter adjacent side,
    /// within which a rounded corner's turn is measured.
    static let roundedCornerWindow = 0.2
    /// A triangle vertex with no drawn corner is a rounded one when the loop turns at least this
    /// share of the triangle's turn there within `roundedCornerWindow`: a circle's loop, turning
    /// evenly, turns about a third of an inscribed triangle's 120° within that arc.
    static let roundedCornerTurnShare = 0.8

    /// Whether every vertex of the triangle `vertices` that has no corner of `corners` within
    /// `tolerance` points is a rounded corner of `loop` (the closed path, resampled): ShortStraw's
    /// curve test reads an arc of a fifth of a side or more as a curve and drops its corner, and
    /// Douglas–Peucker keeps a vertex anywhere along it, so the turn itself is measured, summed
    /// step by step (cusps left out) over the loop near the vertex. O(n) per unmatched vertex.
    static func unmatchedCornersAreRounded(_ vertices: [Vector2], corners: [Vector2], tolerance: Double, loop: [Vector2]) -> Bool {
        guard vertices.count == 3, loop.count >= 3 else { return false }
        return vertices.indices.allSatisfy { i in
            let v = vertices[i], previous = vertices[(i + 2) % 3], next = vertices[(i + 1) % 3]
            if corners.contains(where: { $0.distance(to: v) <= tolerance }) { return true }
            let turn = abs((v - previous).signedAngle(to: next - v))
            let window = roundedCornerWindow * min(v.distance(to: previous), v.distance(to: next))
            guard let nearest = loop.indexOfNearest(to: v, in: loop.indices) else { return false }
            return abs(loop.turn(around: nearest, within: window)) >= roundedCornerTurnShare * turn
        }
    }
}
