import Foundation
import InkCore

/// Order-dependent measures of the chained path, all scale-free and invariant to drawing
/// direction and start point.
struct PathFeatures: Sendable, Hashable {
    /// How far the path is from closing, as a fraction of the ink's diagonal: the smaller of the
    /// endpoint gap and the distance from each end to the other end's first quarter (so an
    /// overshoot past the start still counts as closed), or the gap where a loop drawn on past
    /// its start comes back to it (`overtraceEnd`).
    var closureGap: Double
    /// Where a loop drawn on past its start first comes back to it (`overtraceEnd(of:size:)`):
    /// the outline ends there, the ink after only retraces it.
    var overtraceEnd: Int?

    /// Share of the path at each end searched for the other end, for overshoot closure.
    static let closureSearchShare = 0.25

    /// - Complexity: O(n) in path points, plus `overtraceEnd(of:size:)`'s O(r·j) on a loop drawn on
    ///   past its start (r points after the return, j before it).
    init(_ ink: PreparedInk) {
        let path = ink.path
        let n = path.count
        let reach = max(1, Int(Double(n) * Self.closureSearchShare))
        var gap = path[0].distance(to: path[n - 1])
        for i in 0..<reach {
            gap = min(gap, path[n - 1].distance(to: path[i]), path[0].distance(to: path[n - 1 - i]))
        }
        // Chained strokes may pass the start at a join, later strokes filling in the outline:
        // only a pen that went on past its start without lifting retraces.
        overtraceEnd = ink.strokes.count == 1 ? Self.overtraceEnd(of: path, size: ink.size) : nil
        if let end = overtraceEnd { gap = min(gap, path[0].distance(to: path[end])) }
        closureGap = gap / ink.size
    }
}
