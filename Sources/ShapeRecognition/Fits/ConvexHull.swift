import InkCore

/// Convex hulls by Andrew's monotone chain (1979).
enum ConvexHull {
    /// The hull vertices, counter-clockwise in y-up axes (clockwise on screen), without collinear
    /// points; fewer than 3 vertices for collinear input.
    ///
    /// - Complexity: O(n log n) in the number of points.
    static func vertices(of points: [Vector2]) -> [Vector2] {
        let sorted = points.sorted { $0.x < $1.x || ($0.x == $1.x && $0.y < $1.y) }
        guard sorted.count >= 3 else { return sorted }
        var hull: [Vector2] = []
        hull.reserveCapacity(sorted.count + 1)
        for pass in 0..<2 {
            let start = hull.count
            for p in pass == 0 ? sorted : sorted.reversed() {
                while hull.count >= start + 2,
                    (hull[hull.count - 1] - hull[hull.count - 2]).cross(p - hull[hull.count - 2]) <= 0
                {
                    hull.removeLast()
                }
                hull.append(p)
            }
            hull.removeLast()
        }
        return hull
    }
}
