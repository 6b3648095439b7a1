import Foundation
import InkCore

/// A closed polygon fitted to a closed path: Douglas–Peucker from the two mutually farthest
/// points (so the start corner does not matter), then vertices merged where they nearly coincide
/// or the turn there is too slight to be a corner.
struct PolygonFit: Sendable, Hashable {
    /// Vertices clockwise on screen, starting from the top-most.
    var vertices: [Vector2]

    /// Douglas–Peucker tolerance as a fraction of the ink's diagonal.
    static let toleranceFraction = 0.045
    /// A vertex whose turn is below this, in radians, is not a corner (tremor, slight bends).
    static let minimumTurn = 0.55
    /// With 4 vertices or fewer left, a corner must turn at least this, in radians: a triangle's
    /// bent side is not a fourth corner, while a hexagon's or octagon's shallow turns (and a
    /// star hull's) are judged against `minimumTurn` or `relativeTurnShare`.
    static let fewCornersMinimumTurn = 0.65
    /// Vertices closer than this fraction of the perimeter are merged (overshoot, retraced corners).
    static let mergeFraction = 0.06

    /// Polygon area over its convex hull's: the kinds snapped (triangles to octagons, diamonds,
    /// parallelograms) are convex; a self-crossing vertex order (a pentagram's) or a concave one
    /// (the outline of "I", "T") falls below.
    static let minimumConvexity = 0.85
    /// A vertex may turn against the polygon's winding by at most this, in radians (60°, a
    /// regular hexagon's corner): a rough outline dents (Quick, Draw! train octagon #32 by 0.58,
    /// the most of the snapped train and validation polygons), but a turn the wrong way as large
    /// as the corners a polygon fit keeps turn is a concave corner, and the kinds snapped are
    /// convex. Few-point random scribbles snapped with spikes (ink run out and back, turning
    /// 2.5–3.1 the wrong way at their tip), which add almost no area, so `minimumConvexity`
    /// lets them pass.
    static let maximumReflexTurn = Double.pi / 3

    /// - Returns: `nil` when fewer than 3 corners remain or the polygon is not convex (nor
    ///   simple, nor free of concave corners and spikes: `maximumReflexTurn`).
    /// - Complexity: O(n log n) typical for Douglas–Peucker (twice), O(k²) in the k vertices it
    ///   keeps at the fine tolerance.
    /// - Parameter manySided: whether to look for 6–8-gons at the fine tolerance first (a star's
    ///   hull, whose corners are sharp, needs only the coarse one).
    init?(path: [Vector2], size: Double, manySided: Bool = true) {
        guard path.count >= 4 else { return nil }
        let mean = path.mean
        let i0 = path.indexOfFarthest(from: mean)!
        let i1 = path.indexOfFarthest(from: path[i0])!
        let (lo, hi) = (min(i0, i1), max(i0, i1))
        // Both tolerances from one Douglas–Peucker pass over each half (the coarse one stops
        // sooner), read off the points' reaches: index arrays per half and tolerance were a
        // tenth of a recognition's heap blocks.
        let coarse = size * Self.toleranceFraction > 0 ? size * Self.toleranceFraction : 0
        let fine = size * Self.fineToleranceFraction > 0 ? size * Self.fineToleranceFraction : 0
        // Each array built once at its final size, by appending: these run several times per
        // recognition (`Array(slice)` looked its storage type up at run time, dearer).
        var middle: [Vector2] = [], wrapped: [Vector2] = []
        middle.reserveCapacity(hi - lo + 1)
        middle.append(contentsOf: path[lo...hi])
        wrapped.reserveCapacity(path.count - hi + lo + 1)
        wrapped.append(contentsOf: path[hi...])
        wrapped.append(contentsOf: path[...lo])
        let halves = (first: middle, second: wrapped)
        let finest = manySided ? min(coarse, fine) : coarse
        let corners = DouglasPeucker.withReaches(halves.first, finest: finest) { first in
            DouglasPeucker.withReaches(halves.second, finest: finest) { second -> [Vector2]? in
                // The polygon at `limit`: each half's kept points but its last (the other's first).
                func simplified(_ limit: Double) -> [Vector2] {
                    var vertices: [Vector2] = []
                    vertices.reserveCapacity(first.count + second.count - 2)
                    for i in 0..<(first.count - 1) where first[i] > limit { vertices.append(halves.first[i]) }
                    for i in 0..<(second.count - 1) where second[i] > limit { vertices.append(halves.second[i]) }
                    return vertices
                }
                // Many sides first: a regular hexagon lies within 5 %, an octagon within 3 %, of
                // the diagonal of the circle through its corners, too close for the coarse
                // tolerance to place its vertices, so a finer one and the elimination order pick them.
                if manySided, let many = Self.manySidedCorners(simplified(fine)) { return many }
                if let few = Self.merged(simplified(coarse), relativeTurn: false), few.count >= 3 { return few }
                return nil
            }
        }
        guard let cleaned = corners else { return nil }
        guard
            cleaned.polygonArea >= Self.minimumConvexity * ConvexHull.vertices(of: cleaned).polygonArea,
            Self.isSimple(cleaned), Self.largestReflexTurn(cleaned) <= Self.maximumReflexTurn
        else { return nil }
        vertices = Self.canonicalOrder(cleaned)
    }

    /// Douglas–Peucker tolerance, as a fraction of the diagonal, for polygons of `manySides` or
    /// more: fine enough to keep an octagon's corners, whose elimination order then selects.
    static let fineToleranceFraction = 0.015
    /// The most vertices the elimination order chooses among; at most 14, as its costs are kept
    /// in a `SIMD16` indexed up to `maximumCorners` + 1.
    static let maximumCorners = 8
    /// Polygons with at least this many vertices come from the fine tolerance.
    static let manySides = 6
    /// On a polygon of k ≥ 5 vertices a corner must turn this share of the regular k-gon's
    /// 2π/k (when below `minimumTurn`): an octagon's 45° corners, drawn unevenly, stay.
    static let relativeTurnShare = 0.4

    /// The Visvalingam–Whyatt (1993) simplifications of `input` to 3…8 vertices (`snapshots[k]`
    /// has k vertices, empty where `input` has fewer), and the count after which the cost of
    /// dropping one more vertex jumps the most: spurious vertices (tremor, a bend of a side) cost
    /// little area, a true corner much, while on a circle the cost grows smoothly. O(k²) in input
    /// vertices.
    static func clearestCorners(_ input: [Vector2]) -> (snapshots: [[Vector2]], count: Int) {
        // Appended, not `Array(repeating:count:)`, which looked its storage type up at run time.
        var snapshots: [[Vector2]] = []
        snapshots.reserveCapacity(maximumCorners + 1)
        for _ in 0...maximumCorners { snapshots.append([]) }
        guard input.count > 3 else {
            if input.count == 3 { snapshots[3] = input }
            return (snapshots, input.count)
        }
        let area = { (v: [Vector2], i: Int) -> Double in
            let prev = v[(i + v.count - 1) % v.count], next = v[(i + 1) % v.count]
            return abs((v[i] - prev).cross(next - prev)) / 2
        }
        var v = input
        var areas = v.indices.map { area(v, $0) }
        // costs[k]: the (running largest) area eliminated going from k vertices to k − 1, kept
        // for the k the choice below reads (up to `maximumCorners` + 1), in registers.
        var costs = SIMD16<Double>()
        var lastCost = 0.0
        while true {
            var weakest = 0
            for i in areas.indices where areas[i] < areas[weakest] { weakest = i }
            lastCost = max(lastCost, areas[weakest])
            if v.count <= maximumCorners + 1 { costs[v.count] = lastCost }
            if v.count <= maximumCorners { snapshots[v.count] = v }
            if v.count == 3 { break }
            v.remove(at: weakest)
            areas.remove(at: weakest)
            // Only the two neighbours' triangles changed.
            let next = weakest % v.count, prev = (weakest + v.count - 1) % v.count
            areas[prev] = area(v, prev)
            areas[next] = area(v, next)
        }
        var best = (count: input.count, jump: 0.0)
        for k in 3...min(maximumCorners, input.count) {
            let jump = k == input.count ? Double.infinity : costs[k] / max(costs[k + 1], 1e-12)
            if jump > best.jump { best = (k, jump) }
        }
        return (snapshots, best.count)
    }

    /// Repeatedly drops the vertex with the weakest claim (nearly coincident with a neighbour, or
    /// turning less than `minimumTurn`, or `relativeTurnShare` of 2π/k when `relativeTurn`, where
    /// a turn against the winding below `minimumTurn` counts as none) until every vertex is a
    /// clear corner.
    static func merged(_ input: [Vector2], relativeTurn: Bool) -> [Vector2]? {
        var v = input
        while v.count >= 3 {
            let perimeter = v.closedPolygonPerimeter
            guard perimeter > 0 else { return nil }
            let turnLimit = v.count <= 4
                ? (v.count == 4 && isParallelogram(v) ? parallelogramMinimumTurn : fewCornersMinimumTurn)
                : relativeTurn ? min(minimumTurn, relativeTurnShare * 2 * .pi / Double(v.count)) : minimumTurn
            var weakest: (index: Int, score: Double)?
            // Only the relative rule reads the sign: otherwise a turn counts as its size.
            let winding: Double = relativeTurn && v.twiceSignedPolygonArea < 0 ? -1 : 1
            for i in v.indices {
                let prev = v[(i + v.count - 1) % v.count], next = v[(i + 1) % v.count]
                let u = v[i] - prev, w = next - v[i]
                let shortest = min(u.length, w.length) / perimeter
                let signedTurn = (u.lengthSquared > 0 && w.lengthSquared > 0) ? u.signedAngle(to: w) * winding : 0
                // Among many sides, a slight turn against the winding is a dent, not a corner.
                let turn = relativeTurn && signedTurn < 0 && -signedTurn < minimumTurn ? 0 : abs(signedTurn)
                // Scores below 1 mean the vertex should go; the smallest goes first.
                let score = min(shortest / mergeFraction, turn / turnLimit)
                if score < 1, weakest == nil || score < weakest!.score { weakest = (i, score) }
            }
            guard let weakest else { return v }
            v.remove(at: weakest.index)
        }
        return v
    }

    /// A 4-gon whose opposite sides are parallel keeps corners that turn at least this, in
    /// radians: a flowchart "data" parallelogram slanted 34° turns only 0.59 at its obtuse
    /// corners, while a triangle's bent side, the reason for `fewCornersMinimumTurn`, has no
    /// parallel opposite sides.
    static let parallelogramMinimumTurn = 0.35
    /// Opposite sides within this angle, in radians, are parallel.
    static let parallelSidesTolerance = 0.2

    /// Whether both pairs of opposite sides of the 4-gon `v` are parallel.
    static func isParallelogram(_ v: [Vector2]) -> Bool {
        (0..<2).allSatisfy { i in
            let a = v[i + 1] - v[i], b = v[(i + 3) % 4] - v[i + 2]
            return abs(Angle.halfTurnNormalized(a.angle - b.angle)) <= parallelSidesTolerance
        }
    }

    /// Whether no two non-adjacent sides cross. O(k²) in vertices.
    private static func isSimple(_ v: [Vector2]) -> Bool {
        let sides = v.closedPolygonSegments
        for i in sides.indices {
            for j in (i + 2)..<max(i + 2, sides.count) where !(i == 0 && j == sides.count - 1) {
                if sides[i].crosses(sides[j]) { return false }
            }
        }
        return true
    }

    /// The largest turn of a vertex of the closed polygon `v` against its winding, in radians
    /// (0 or less when it is convex). O(k) in vertices.
    static func largestReflexTurn(_ v: [Vector2]) -> Double {
        let winding: Double = v.twiceSignedPolygonArea < 0 ? -1 : 1
        var largest = -Double.infinity
        for i in v.indices {
            let u = v[i] - v[(i + v.count - 1) % v.count], w = v[(i + 1) % v.count] - v[i]
            if u.lengthSquared > 0 && w.lengthSquared > 0 { largest = max(largest, -u.signedAngle(to: w) * winding) }
        }
        return largest
    }

    /// Rotates and orients the vertices: clockwise on screen (positive signed area with y down),
    /// starting from the top-most (smallest y, then smallest x).
    static func canonicalOrder(_ input: [Vector2]) -> [Vector2] {
        var v = input
        if v.twiceSignedPolygonArea < 0 { v.reverse() }
        let top = v.indices.min { v[$0].y < v[$1].y || (v[$0].y == v[$1].y && v[$0].x < v[$1].x) }!
        guard top > 0 else { return v }
        // Rotated in one new array (joining the two slices made a third).
        var rotated: [Vector2] = []
        rotated.reserveCapacity(v.count)
        rotated.append(contentsOf: v[top...])
        rotated.append(contentsOf: v[..<top])
        return rotated
    }

    /// Interior angles, in radians, at each vertex.
    var interiorAngles: [Double] {
        vertices.indices.map { i in
            let prev = vertices[(i + vertices.count - 1) % vertices.count], next = vertices[(i + 1) % vertices.count]
            let u = prev - vertices[i], w = next - vertices[i]
            return abs(u.signedAngle(to: w))
        }
    }

    /// Mean of the interior angles' deviations from a right angle, in radians: a 4-gon's skew.
    var meanRightAngleDeviation: Double {
        let angles = interiorAngles
        return angles.reduce(0) { $0 + abs($1 - .pi / 2) } / Double(max(angles.count, 1))
    }

    /// Side lengths, in points, from each vertex to the next.
    var sideLengths: [Double] { vertices.closedPolygonSegments.map(\.length) }
}
