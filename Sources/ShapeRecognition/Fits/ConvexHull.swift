import InkCore

/// Convex hulls by Andrew's monotone chain (1979).
enum ConvexHull {
    /// The hull vertices, counter-clockwise in y-up axes (clockwise on screen), without collinear
    /// points; fewer than 3 vertices for collinear input.
    ///
    /// - Complexity: O(n log r) in the number of points n with r monotone runs along x (a few
    ///   for a drawn stroke; O(n log n) at worst).
    static func vertices(of points: [Vector2]) -> [Vector2] {
        let n = points.count
        return withSortedByX(points) { sorted in
            guard n >= 3 else { return Array(sorted) }
            // A stack in one temporary buffer (each pass pushes at most n points, and drops its
            // last one), copied out at the hull's size: `Array(unsafeUninitializedCapacity:)`
            // looked its storage type up at run time, dearer than the copy of a few vertices.
            return withUnsafeTemporaryAllocation(of: Vector2.self, capacity: 2 * n) { buffer in
                var top = 0
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
                return Array(UnsafeBufferPointer(rebasing: buffer[..<top]))
            }
        }
    }

    /// `body` given `points` sorted by x, then y, stably: `sorted(by:)`'s order, by a natural
    /// merge sort. A stroke runs back and forth along x in a few long runs, which are merged as
    /// found (descending ones reversed) where the standard library's sort first grows short runs
    /// to its minimum length by insertion. O(n log r) for r runs. The sorted copy, the merge's
    /// second buffer and the run ends live in temporary buffers (on the stack when small): as
    /// arrays, the two copies of the input were two heap blocks a call. The buffer given to
    /// `body` is valid only during the call: copy out what must outlive it.
    static func withSortedByX<Result>(_ points: [Vector2], _ body: (UnsafeBufferPointer<Vector2>) -> Result) -> Result {
        let n = points.count
        func less(_ a: Vector2, _ b: Vector2) -> Bool { a.x < b.x || (a.x == b.x && a.y < b.y) }
        return withUnsafeTemporaryAllocation(of: Vector2.self, capacity: 2 * n) { storage in
            // The points in the first half; each merge pass writes the other half.
            let a = UnsafeMutableBufferPointer(rebasing: storage[..<n])
            let b = UnsafeMutableBufferPointer(rebasing: storage[n...])
            _ = a.initialize(fromContentsOf: points)
            var inSecond = false
            withUnsafeTemporaryAllocation(of: Int.self, capacity: n) { runEnds in
                var runs = 0
                var start = 0
                while start < n {
                    var end = start + 1
                    if end < n, less(a[end], a[start]) {
                        // Strictly descending: reversed, it is ascending and no equal points swap.
                        while end < n, less(a[end], a[end - 1]) { end += 1 }
                        var i = start, j = end - 1
                        while i < j {
                            (a[i], a[j]) = (a[j], a[i])
                            i += 1
                            j -= 1
                        }
                    } else {
                        while end < n, !less(a[end], a[end - 1]) { end += 1 }
                    }
                    runEnds[runs] = end
                    runs += 1
                    start = end
                }
                var (source, target) = (a, b)
                while runs > 1 {
                    var lo = 0, merged = 0
                    for pair in stride(from: 0, to: runs, by: 2) {
                        let mid = runEnds[pair], hi = pair + 1 < runs ? runEnds[pair + 1] : mid
                        // A stable merge: on a tie the left run's point goes first.
                        var i = lo, j = mid, k = lo
                        while i < mid, j < hi {
                            if less(source[j], source[i]) {
                                target[k] = source[j]
                                j += 1
                            } else {
                                target[k] = source[i]
                                i += 1
                            }
                            k += 1
                        }
                        while i < mid { target[k] = source[i]; i += 1; k += 1 }
                        while j < hi { target[k] = source[j]; j += 1; k += 1 }
                        runEnds[merged] = hi
                        merged += 1
                        lo = hi
                    }
                    runs = merged
                    swap(&source, &target)
                    inSecond.toggle()
                }
            }
            return body(UnsafeBufferPointer(inSecond ? b : a))
        }
    }
}
