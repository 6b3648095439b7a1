import InkCore

extension PathFeatures {
    /// A path comes back to its start when, after leaving it by more than twice this share of
    /// the ink's diagonal, it passes within this share of its first point.
    static let overtraceReturnShare = 0.15
    /// All of the ink after the return lies within this share of the diagonal of the loop before
    /// it: the pen went round again (or on along the first side) rather than on to a tail.
    static let overtraceTolerance = 0.08

    /// The index of `path` where a loop drawn on past its start — a circle traced 1.6 turns, a
    /// triangle whose pen ran on along its first side — first comes back nearest its start, when
    /// some ink follows and all of it lies along the loop (`overtraceTolerance`); `nil` for a path
    /// that never comes back, ends at its return, or goes on elsewhere (the stem of an "a" or "9").
    /// The loop up to the return is the outline; the rest only retraces it.
    /// - Parameter size: the ink's diagonal, in points.
    /// - Complexity: O(n) to find the return, then O(r·j) for the r points after it and the j
    ///   before, only for a path that comes back.
    static func overtraceEnd(of path: [Vector2], size: Double) -> Int? {
        let n = path.count, radius = overtraceReturnShare * size
        guard n >= 8, radius > 0 else { return nil }
        let start = path[0]
        guard let away = path.indices.first(where: { path[$0].distance(to: start) > 2 * radius }),
            var i = path[away...].indices.first(where: { path[$0].distance(to: start) <= radius })
        else { return nil }
        // On to the nearest point of this pass by the start.
        while i + 1 < n, path[i + 1].distance(to: start) < path[i].distance(to: start) { i += 1 }
        // One or two points after the return are the pen's stop, not a second pass.
        guard n - 1 - i >= 3 else { return nil }
        let loop = path[...i], tolerance = overtraceTolerance * size
        for p in path[(i + 1)...] where !loop.contains(where: { $0.distance(to: p) <= tolerance }) { return nil }
        return i
    }
}
