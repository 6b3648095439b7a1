import Foundation

/// Path measures on a polyline given as its vertices in drawing order.
extension Array where Element == Vector2 {
    /// Arc length from the first vertex to each vertex, in points: `result[0] == 0`, and
    /// `result[i]` adds the distance from vertex `i − 1` to vertex `i`. Empty for an empty array.
    ///
    /// Non-decreasing for finite input; a NaN coordinate makes every later entry NaN. O(n).
    package var cumulativeArcLengths: [Double] {
        guard let first else { return [] }
        var result = [Double]()
        result.reserveCapacity(count)
        var total = 0.0
        var previous = first
        for p in self {
            total += p.distance(to: previous)
            result.append(total)
            previous = p
        }
        return result
    }
}
