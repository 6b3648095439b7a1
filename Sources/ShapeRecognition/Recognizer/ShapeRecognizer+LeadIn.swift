import Foundation
import InkCore

extension ShapeRecognizer {
    /// A lead-in ends within this share of the stroke's length from its start: a lead-in of 0.15
    /// of the diagonal is about 6 % of a triangle's ink, 0.3 of the diagonal about 12 %.
    static let leadInMaximumShare = 0.15
    /// The stroke's end lies at least this share of the diagonal from its start, or the pen
    /// closed on its landing point and there is no lead-in to cut (a lead-in of 0.1 of the
    /// diagonal or less is recognized as drawn: the closing corner takes it).
    static let leadInMinimumGap = 0.05
    /// The stroke's end comes back to the lead-in's end at most this share of its distance to
    /// the start: the outline closes there, not at the pen's landing.
    static let leadInEndRatio = 0.9
    /// The stroke's end comes back within this share of the diagonal of the lead-in's end: the
    /// s01–s08 triangles with a lead-in end within 0.15 (their own closing gap), while the $1 delete
    /// marks, arrows and x's whose first stroke nears their end come no nearer than 0.22, and
    /// recognizing those again raised the $1 pilot's p99 by 0.03 M instructions.
    static let leadInEndReach = 0.2
    /// A lead-in turns at least this much (radians, about 17°) into the first side: one running
    /// straight on into it is a stem, not a landing — a "4" written in one stroke from its foot
    /// is a triangle with such a lead-in (break22: 57 of 120 jittered ones snapped, 19 before the
    /// rule; with this turn, 19). Measured on the perturbed s01–s08 outlines, lead-ins along the
    /// first side's line are left to the closing corner as before (TuningHistory, dollar22).
    static let leadInMinimumTurn = 0.3

    /// A rectangle or triangle drawn in one stroke whose pen landed off its start corner — a
    /// lead-in along the first side or into the corner from outside, as a writer's pen lands
    /// before the corner it means to start at — and closed back at that corner, not at the
    /// landing point. The closing corner is fitted between the landing point and the stroke's
    /// end, so the lead-in bends the first side and the outline declines (on the $1 s01–s08
    /// triangles with a lead-in of 0.15 of the diagonal, 9–92 % are recognized, most with an
    /// ellipse as the best guess). Recognized again from the lead-in's end (`leadInEnd`), it
    /// answers when that gives a sharp rectangle or a triangle with a vertex within
    /// `cornerLoopReach` of its shortest side of both the cut and the stroke's end, round which
    /// the cut outline winds once, and the lead-in turns at least `leadInMinimumTurn` into the
    /// first side from that vertex; otherwise `nil`. O(n) in the input points, plus one
    /// recognition when a lead-in is found.
    func leadInCut(_ strokes: [InkStroke]) -> ShapeRecognition? {
        // One stroke only, as with corner loops: a group's first stroke starts wherever it likes.
        // Found on the points as drawn: most declining strokes have no lead-in, and preparing
        // (resampling) each again raised the $1 pilot's p50 by a tenth.
        guard strokes.count == 1, Self.mayHaveLeadIn(strokes[0]) else { return nil }
        var p = strokes[0].points.map(\.location).filter(\.isFinite)
        guard let origin = p.first else { return nil }
        for i in p.indices { p[i] -= origin }
        guard let size = BoundingBox(enclosing: p)?.diagonal, let cut = Self.leadInEnd(of: p, size: size) else { return nil }
        let outline = Array(p[cut...])
        // The outline winds once round the answer (`minimumLoopAreaShare`, as for a triangle
        // closing past its start): a narrow pendigits "8" cut near its top is a triangle whose
        // two lobes, wound opposite ways, cancel.
        guard let (recognition, v, reach) = recognizedBoxOrTriangle([outline], origin: origin),
            Self.loopAreaShare(outline, triangle: v) >= Self.minimumLoopAreaShare
        else { return nil }
        // The lead-in joins the outline at its start corner and the pen closes there: a cut
        // mid-side is a digit's or a letter's tail, and a delete mark cut on its first stroke
        // closes by crossing its middle, its end half a side off.
        let end = p[p.count - 1]
        guard let k = v.indices.first(where: { p[cut].distance(to: v[$0]) <= reach && end.distance(to: v[$0]) <= reach }) else { return nil }
        return Self.leadInTurn(p, cut: cut, corner: k, of: v) >= Self.leadInMinimumTurn ? recognition : nil
    }

    /// The angle (radians, 0…π) between the lead-in (`p[0]` to `p[cut]`) and the first side:
    /// from `v[k]` to whichever neighbouring vertex the ink heads for over the first 5 % of its
    /// length after the cut. 0 when the lead-in or the side has no length (or a point is not
    /// finite). O(n).
    static func leadInTurn(_ p: [Vector2], cut: Int, corner k: Int, of v: [Vector2]) -> Double {
        guard p.indices.contains(cut), v.indices.contains(k), v.count >= 3 else { return 0 }
        let outline = p[cut...]
        let probeDistance = 0.05 * Array(outline).polylineLength
        var reached = 0.0, probe = p[p.count - 1]
        for i in outline.indices.dropFirst() {
            reached += p[i - 1].distance(to: p[i])
            if reached >= probeDistance { probe = p[i]; break }
        }
        let heading = probe - p[cut]
        func cosine(_ a: Vector2, _ b: Vector2) -> Double { a.dot(b) / (a.length * b.length) }
        let neighbours = [v[(k + v.count - 1) % v.count], v[(k + 1) % v.count]]
        let next = cosine(neighbours[0] - v[k], heading) >= cosine(neighbours[1] - v[k], heading) ? neighbours[0] : neighbours[1]
        let turn = acos(max(-1, min(1, cosine(p[cut] - p[0], next - v[k]))))
        return turn.isFinite ? turn : 0
    }

    /// Whether `stroke`'s finite points could have a lead-in (`leadInEnd`), found without copying
    /// them: the end must lie at least `leadInMinimumGap` of the diagonal from the start, and no
    /// farther than `leadInEndReach` of the diagonal plus `leadInMaximumShare` of the length (the
    /// farthest the lead-in's end can be from the start), so most declining strokes — open
    /// gestures, letters — cost one pass. O(n).
    static func mayHaveLeadIn(_ stroke: InkStroke) -> Bool {
        var first: Vector2?, last = Vector2.zero, length = 0.0
        var lo = Vector2(Double.infinity, Double.infinity), hi = -lo
        for point in stroke.points where point.location.isFinite {
            let q = point.location
            if first != nil { length += last.distance(to: q) } else { first = q }
            last = q
            lo = Vector2(min(lo.x, q.x), min(lo.y, q.y))
            hi = Vector2(max(hi.x, q.x), max(hi.y, q.y))
        }
        guard let first else { return false }
        let size = (hi - lo).length, gap = last.distance(to: first)
        return gap >= leadInMinimumGap * size && gap <= leadInEndReach * size + leadInMaximumShare * length
    }

    /// The index in `p` (a polyline as drawn, points) where a lead-in ends: the point within
    /// `leadInMaximumShare` of the length from the start that lies nearest the last point, when
    /// that is not the first point, the last point lies at least `leadInMinimumGap` of `size`
    /// from the first and at most `leadInEndReach` of `size` and `leadInEndRatio` of that distance
    /// from the found point; otherwise `nil` (also for fewer than 8 points, a size that is not
    /// positive and finite, or non-finite points at the ends). O(n).
    static func leadInEnd(of p: [Vector2], size: Double) -> Int? {
        guard p.count >= 8, size > 0, size.isFinite else { return nil }
        let end = p[p.count - 1]
        let gap = end.distance(to: p[0])
        guard gap >= leadInMinimumGap * size else { return nil }
        let limit = leadInMaximumShare * p.polylineLength
        var reached = 0.0, nearest = 0, nearestDistance = gap
        for i in 1..<(p.count - 1) {
            reached += p[i - 1].distance(to: p[i])
            guard reached <= limit else { break }
            let d = end.distance(to: p[i])
            if d < nearestDistance { (nearest, nearestDistance) = (i, d) }
        }
        guard nearest > 0, nearestDistance <= leadInEndRatio * gap, nearestDistance <= leadInEndReach * size else { return nil }
        return nearest
    }
}
