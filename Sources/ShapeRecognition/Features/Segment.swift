import Foundation
import InkCore

/// A straight segment between two points, for distances from ink to fitted geometry.
struct Segment: Sendable, Hashable {
    var a: Vector2
    var b: Vector2

    init(_ a: Vector2, _ b: Vector2) {
        self.a = a
        self.b = b
    }

    var length: Double { a.distance(to: b) }

    /// Distance from `p` to the nearest point of the segment, in points. O(1).
    func distance(to p: Vector2) -> Double { p.distance(toSegment: a, b) }

    /// The square of `distance(to:)`, in square points. O(1).
    func squaredDistance(to p: Vector2) -> Double { p.squaredDistance(toSegment: a, b) }

    /// The turn from this segment's direction to `next`'s, in radians in −π…π, signed as
    /// `Vector2.signedAngle(to:)`.
    func signedTurn(to next: Segment) -> Double {
        (b - a).signedAngle(to: next.b - next.a)
    }

    /// The turn from this segment's direction to `next`'s, in radians in 0…π, sign dropped.
    func turn(to next: Segment) -> Double { abs(signedTurn(to: next)) }

    /// Which side of this segment's line `p` lies on: `(b − a) × (p − a)`, in square points,
    /// positive where `Vector2.cross` is, 0 on the line.
    func side(of p: Vector2) -> Double { (b - a).cross(p - a) }

    /// Whether the two segments cross at a point interior to both (touching ends do not count).
    func crosses(_ other: Segment) -> Bool {
        crosses(other, endSides: (side(of: other.a), side(of: other.b)))
    }

    /// `crosses(_:)` given `endSides`, this segment's `side(of:)` of `other`'s two ends: along
    /// a polyline, consecutive segments share an end, so each point's side is found once.
    func crosses(_ other: Segment, endSides: (a: Double, b: Double)) -> Bool {
        // The other segment's side test only where this one's passes: most pairs tested lie apart.
        guard endSides.a * endSides.b < 0 else { return false }
        return other.side(of: a) * other.side(of: b) < 0
    }
}

extension Array where Element == Segment {
    /// Mean distance of `points` to the nearest segment, in points. O(n·k) for k segments.
    func meanDistance(of points: [Vector2]) -> Double {
        guard !points.isEmpty, !isEmpty else { return .infinity }
        // Segments outside, points inside, each segment's distances in one pass
        // (`Vector2.squaredDistances`, two points a step); the nearest squared distance, rooted
        // once, is the nearest distance. In a temporary buffer: `Array(repeating:count:)` looked
        // its storage type up at run time.
        let n = points.count
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * n) { buffer in
            let nearest = UnsafeMutableBufferPointer(rebasing: buffer[..<n])
            let squared = UnsafeMutableBufferPointer(rebasing: buffer[n...])
            nearest.initialize(repeating: .infinity)
            points.withUnsafeBufferPointer { points in
                for segment in self {
                    Vector2.squaredDistances(of: points, toSegment: segment.a, segment.b, into: squared)
                    for i in 0..<n { nearest[i] = Swift.min(nearest[i], squared[i]) }
                }
            }
            var total = 0.0
            for squared in nearest { total += squared.squareRoot() }
            return total / Double(n)
        }
    }
}

extension Array where Element == Segment {
    /// `body` given, for each of `points`, the squared distance to its nearest segment, in
    /// square points, and that segment's index: the first of equally near ones (index 0 and
    /// an infinite distance where none is nearer than infinity, as for NaN points). Each
    /// segment's distances are measured in one pass (`Vector2.squaredDistances`, two points a
    /// step). O(n·k).
    func withNearest<Result>(
        to points: [Vector2], _ body: (UnsafeBufferPointer<(squared: Double, index: Int)>) -> Result
    ) -> Result {
        let n = points.count
        return withUnsafeTemporaryAllocation(of: (squared: Double, index: Int).self, capacity: n) { nearest in
            nearest.initialize(repeating: (.infinity, 0))
            withUnsafeTemporaryAllocation(of: Double.self, capacity: n) { squared in
                points.withUnsafeBufferPointer { points in
                    for (s, segment) in enumerated() {
                        Vector2.squaredDistances(of: points, toSegment: segment.a, segment.b, into: squared)
                        for i in 0..<n where squared[i] < nearest[i].squared { nearest[i] = (squared[i], s) }
                    }
                }
            }
            return body(UnsafeBufferPointer(nearest))
        }
    }
}

extension Array where Element == Segment {
    /// Mean over `points` of the distance to the nearest segment divided by that segment's length:
    /// how far each side of a polygon bows, independent of the polygon's size. O(n·k).
    func meanRelativeDistance(of points: [Vector2]) -> Double {
        meanRelativeDistance(of: points, nearestSides: nil)
    }

    /// `meanRelativeDistance(of:)`, also writing into `nearestSides` (one entry per point) the
    /// index of each point's nearest segment by squared distance, the first of equal ones (0
    /// where none is nearer than infinity): `PolygonFit.refinedBySideLines` assigns the points
    /// to sides so, and the squared distances serve both. O(n·k).
    func meanRelativeDistance(of points: [Vector2], nearestSides: UnsafeMutableBufferPointer<Int>?) -> Double {
        nearestSides?.initialize(repeating: 0)
        guard !points.isEmpty, !isEmpty else { return .infinity }
        // Segments outside, points inside (as `meanDistance`), so each segment's own terms stay
        // out of the inner loop; each point still meets the segments in order, so it keeps the
        // same nearest one. Squared distances screen the segments; the root, taken only where
        // one is below the nearest's square, decides exactly as comparing distances would (the
        // root is monotonic).
        let n = points.count
        return withUnsafeTemporaryAllocation(
            of: (distance: Double, length: Double, squared: Double, sideSquared: Double).self, capacity: n
        ) { nearest in
            nearest.initialize(repeating: (.infinity, 1, .infinity, .infinity))
            for (s, segment) in enumerated() {
                let length = segment.length
                for i in 0..<n {
                    let squared = segment.squaredDistance(to: points[i])
                    if let nearestSides, squared < nearest[i].sideSquared {
                        nearestSides[i] = s
                        nearest[i].sideSquared = squared
                    }
                    guard squared < nearest[i].squared else { continue }
                    let d = squared.squareRoot()
                    if d < nearest[i].distance { (nearest[i].distance, nearest[i].length, nearest[i].squared) = (d, length, squared) }
                }
            }
            var total = 0.0
            for i in 0..<n { total += nearest[i].length > 0 ? nearest[i].distance / nearest[i].length : 0 }
            return total / Double(n)
        }
    }
}

extension Array where Element == Vector2 {
    /// The length of this polyline, in points.
    var polylineLength: Double {
        zip(self, dropFirst()).reduce(0.0) { $0 + $1.0.distance(to: $1.1) }
    }

    /// The mean of these points, in points: the sum in order over the count (not finite for none).
    /// O(n).
    var mean: Vector2 {
        var sum = Vector2.zero
        for p in self { sum += p }
        return sum / Double(count)
    }

    /// The least distance from `p` to these points, in points; infinity when there are none. O(n).
    func nearestDistance(to p: Vector2) -> Double {
        // The root of the least squared distance is the least distance (the root is monotonic and
        // correctly rounded): one root instead of one per point.
        var least = Double.infinity
        for q in self { least = Swift.min(least, (q - p).lengthSquared) }
        return least.squareRoot()
    }

    /// The area enclosed by this polygon (shoelace formula), in square points, sign dropped.
    var polygonArea: Double { abs(twiceSignedPolygonArea) / 2 }

    /// Twice the signed area of this polygon (shoelace formula), in square points: positive when
    /// it winds clockwise on screen (y down).
    var twiceSignedPolygonArea: Double {
        var twice = 0.0
        for i in indices { twice += self[i].cross(self[(i + 1) % count]) }
        return twice
    }

    /// The summed side lengths of this polygon, closing back to the first vertex, in points: the
    /// lengths of `closedPolygonSegments` added in order, without making the segments.
    var closedPolygonPerimeter: Double {
        var total = 0.0
        for i in indices { total += self[i].distance(to: self[(i + 1) % count]) }
        return total
    }

    /// This polygon's vertices with the first repeated at the end (closing it as a polyline), in
    /// one array (`self + [first]` allocated the one-element array too). Empty for none.
    var closedRing: [Vector2] {
        guard let first else { return [] }
        var ring: [Vector2] = []
        ring.reserveCapacity(count + 1)
        ring.append(contentsOf: self)
        ring.append(first)
        return ring
    }

    /// The segments of this polygon, closing back to the first vertex.
    var closedPolygonSegments: [Segment] {
        indices.map { Segment(self[$0], self[($0 + 1) % count]) }
    }
}
