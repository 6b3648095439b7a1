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
    /// Vertices closer than this fraction of the perimeter are merged (overshoot, retraced corners).
    static let mergeFraction = 0.06

    /// Polygon area over its convex hull's: the kinds snapped (triangles to octagons, diamonds,
    /// parallelograms) are convex; a self-crossing vertex order (a pentagram's) or a concave one
    /// (the outline of "I", "T") falls below.
    static let minimumConvexity = 0.85

    /// - Returns: `nil` when fewer than 3 corners remain or the polygon is not convex.
    /// - Complexity: O(n log n) typical for Douglas–Peucker, O(k²) in the few vertices after.
    init?(path: [Vector2], size: Double) {
        guard path.count >= 4 else { return nil }
        var mean = Vector2.zero
        for p in path { mean += p }
        mean = mean / Double(path.count)
        let i0 = path.indices.max { path[$0].distance(to: mean) < path[$1].distance(to: mean) }!
        let i1 = path.indices.max { path[$0].distance(to: path[i0]) < path[$1].distance(to: path[i0]) }!
        let (lo, hi) = (min(i0, i1), max(i0, i1))
        let tolerance = size * Self.toleranceFraction
        let first = Array(path[lo...hi])
        let second = Array(path[hi...]) + Array(path[...lo])
        var candidates = DouglasPeucker.keptIndices(first, tolerance: tolerance).dropLast().map { first[$0] }
        candidates += DouglasPeucker.keptIndices(second, tolerance: tolerance).dropLast().map { second[$0] }
        guard let cleaned = Self.merged(candidates), cleaned.count >= 3,
            cleaned.polygonArea >= Self.minimumConvexity * ConvexHull.vertices(of: cleaned).polygonArea,
            Self.isSimple(cleaned)
        else { return nil }
        vertices = Self.canonicalOrder(cleaned)
    }

    /// Repeatedly drops the vertex with the weakest claim (nearly coincident with a neighbour, or
    /// turning less than `minimumTurn`) until every vertex is a clear corner.
    private static func merged(_ input: [Vector2]) -> [Vector2]? {
        var v = input
        while v.count >= 3 {
            let perimeter = v.closedPolygonSegments.reduce(0.0) { $0 + $1.length }
            guard perimeter > 0 else { return nil }
            var weakest: (index: Int, score: Double)?
            for i in v.indices {
                let prev = v[(i + v.count - 1) % v.count], next = v[(i + 1) % v.count]
                let u = v[i] - prev, w = next - v[i]
                let shortest = min(u.length, w.length) / perimeter
                let turn = (u.lengthSquared > 0 && w.lengthSquared > 0) ? abs(atan2(u.cross(w), u.dot(w))) : 0
                // Scores below 1 mean the vertex should go; the smallest goes first.
                let score = min(shortest / mergeFraction, turn / minimumTurn)
                if score < 1, weakest == nil || score < weakest!.score { weakest = (i, score) }
            }
            guard let weakest else { return v }
            v.remove(at: weakest.index)
        }
        return v
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

    /// Rotates and orients the vertices: clockwise on screen (positive signed area with y down),
    /// starting from the top-most (smallest y, then smallest x).
    static func canonicalOrder(_ input: [Vector2]) -> [Vector2] {
        var v = input
        var area = 0.0
        for i in v.indices { area += v[i].cross(v[(i + 1) % v.count]) }
        if area < 0 { v.reverse() }
        let top = v.indices.min { v[$0].y < v[$1].y || (v[$0].y == v[$1].y && v[$0].x < v[$1].x) }!
        return Array(v[top...] + v[..<top])
    }

    /// Interior angles, in radians, at each vertex.
    var interiorAngles: [Double] {
        vertices.indices.map { i in
            let prev = vertices[(i + vertices.count - 1) % vertices.count], next = vertices[(i + 1) % vertices.count]
            let u = prev - vertices[i], w = next - vertices[i]
            return abs(atan2(u.cross(w), u.dot(w)))
        }
    }

    /// Side lengths, in points, from each vertex to the next.
    var sideLengths: [Double] { vertices.closedPolygonSegments.map(\.length) }
}
