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
        // A stack in one buffer (each pass pushes at most n points, and drops its last one).
        let n = sorted.count
        var top = 0
        let stack = [Vector2](unsafeUninitializedCapacity: 2 * n) { buffer, initialized in
            for pass in 0..<2 {
                let start = top
                for k in 0..<n {
                    let p = sorted[pass == 0 ? k : n - 1 - k]
                    while top >= start + 2, (buffer[top - 1] - buffer[top - 2]).cross(p - buffer[top - 2]) <= 0 {
                        top -= 1
                    }
                    buffer[top] = p
                    top += 1
                }
                top -= 1
            }
            initialized = top
        }
        return stack
    }
}
