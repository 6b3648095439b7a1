import Foundation
import InkCore

/// Order-dependent measures of the chained path, all scale-free and invariant to drawing
/// direction and start point.
struct PathFeatures: Sendable, Hashable {
    /// How far the path is from closing, as a fraction of the ink's diagonal: the smaller of the
    /// endpoint gap and the distance from each end to the other end's first quarter (so an
    /// overshoot past the start still counts as closed).
    var closureGap: Double
    /// Sum of turning angles along the path, in radians, sign dropped (2π for a simple loop,
    /// 4π for a one-stroke pentagram).
    var totalTurning: Double
    /// Number of proper self-crossings of the path (a pentagram has 5).
    var selfIntersections: Int
    /// Path length over the ink's diagonal.
    var relativeLength: Double

    /// Points the path is thinned to before counting crossings: keeps that count O(1).
    static let crossingPoints = 64
    /// Share of the path at each end searched for the other end, for overshoot closure.
    static let closureSearchShare = 0.25

    /// - Complexity: O(n) in path points (the crossing count works on a fixed 64 points).
    init(_ ink: PreparedInk) {
        let path = ink.path
        let n = path.count
        let reach = max(1, Int(Double(n) * Self.closureSearchShare))
        var gap = path[0].distance(to: path[n - 1])
        for i in 0..<reach {
            gap = min(gap, path[n - 1].distance(to: path[i]), path[0].distance(to: path[n - 1 - i]))
        }
        closureGap = gap / ink.size

        var turning = 0.0
        var length = 0.0
        for i in 1..<n {
            length += path[i].distance(to: path[i - 1])
            guard i + 1 < n else { continue }
            let u = path[i] - path[i - 1], v = path[i + 1] - path[i]
            if u.lengthSquared > 0, v.lengthSquared > 0 { turning += atan2(u.cross(v), u.dot(v)) }
        }
        totalTurning = abs(turning)
        relativeLength = length / ink.size

        let stride = max(1, (n + Self.crossingPoints - 1) / Self.crossingPoints)
        var thin = Swift.stride(from: 0, to: n, by: stride).map { path[$0] }
        if thin.last != path[n - 1] { thin.append(path[n - 1]) }
        var crossings = 0
        for i in 0..<max(0, thin.count - 1) {
            let s = Segment(thin[i], thin[i + 1])
            for j in (i + 2)..<max(i + 2, thin.count - 1) where s.crosses(Segment(thin[j], thin[j + 1])) {
                crossings += 1
            }
        }
        selfIntersections = crossings
    }
}
