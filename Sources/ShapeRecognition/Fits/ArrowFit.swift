import Foundation
import InkCore

/// An arrow fitted to ink: the shaft is the longest straight run (Douglas–Peucker segment) of any
/// stroke; a head is an end of the shaft where ink leaves the shaft backwards on both sides.
/// Stroke order does not matter, so one-stroke arrows, shafts retraced back along themselves and
/// separate shaft and head strokes all fit.
struct ArrowFit: Sendable, Hashable {
    /// The tail (an end without a head, or the first end for a double arrow), in points.
    var start: Vector2
    /// The tip, in points.
    var end: Vector2
    /// Whether the start also carries a head (a double arrow).
    var headAtStart: Bool
    /// Mean distance of the ink to the shaft and barbs, in points.
    var meanDistance: Double
    /// Shaft length, in points.
    var shaftLength: Double

    /// Douglas–Peucker tolerance for finding straight runs, as a fraction of the ink's diagonal.
    static let straightTolerance = 0.04
    /// A shaft shorter than this fraction of the diagonal is not an arrow's.
    static let minimumShaft = 0.45
    /// Points farther than this share of the shaft from its line are off the shaft.
    static let offShaftShare = 0.06
    /// A head spans this share of the shaft back from the tip (and a little beyond it).
    static let headReachShare = 0.5
    static let headOvershootShare = 0.2
    /// Each barb reaches at least this share of the shaft away from the shaft's line.
    static let minimumBarbSpread = 0.07
    /// Barb angle to the shaft, in radians.
    static let barbAngles = 0.15...1.4
    /// Off-shaft ink outside every head may be at most this share of the points.
    static let strayShare = 0.04
    /// A barb is drawn: ink lies along this share of the segment from the tip to its far point.
    static let minimumBarbCoverage = 0.7

    /// Consecutive straight segments turning less than this, in radians, form one run.
    static let runTurn = 0.3
    /// A barb's ink may bow away from its chord by this share of the barb's length.
    static let barbBow = 0.2
    /// Straight runs tried as the shaft, longest first (a big head's barb can outrun the shaft).
    static let shaftCandidates = 3

    /// - Returns: the best-fitting arrow over the longest straight runs, or `nil` when none has a head.
    /// - Complexity: O(n log n) typical (Douglas–Peucker), then O(n) per shaft candidate.
    init?(strokes: [[Vector2]], points: [Vector2], size: Double) {
        var runs: [Segment] = []
        for stroke in strokes {
            let kept = DouglasPeucker.keptIndices(stroke, tolerance: size * Self.straightTolerance)
            runs += Self.straightRuns(stroke, kept: kept)
        }
        let shafts = runs.filter { $0.length >= size * Self.minimumShaft }
            .sorted { $0.length > $1.length }.prefix(Self.shaftCandidates)
        let fits = shafts.compactMap { Self(shaft: $0, points: points) }
        guard let best = fits.min(by: { $0.meanDistance / $0.shaftLength < $1.meanDistance / $1.shaftLength })
        else { return nil }
        self = best
    }

    /// Consecutive Douglas–Peucker segments turning less than `runTurn` joined into one run, so a
    /// slightly bowed shaft stays one run.
    private static func straightRuns(_ stroke: [Vector2], kept: [Int]) -> [Segment] {
        var runs: [Segment] = []
        for (i, j) in zip(kept, kept.dropFirst()) {
            let next = Segment(stroke[i], stroke[j])
            if let last = runs.last {
                let u = last.b - last.a, v = next.b - next.a
                if abs(atan2(u.cross(v), u.dot(v))) < Self.runTurn {
                    runs[runs.count - 1] = Segment(last.a, next.b)
                    continue
                }
            }
            runs.append(next)
        }
        return runs
    }

    /// The arrow along `shaft`, or `nil` when no end of it has a head or ink strays elsewhere.
    private init?(shaft: Segment, points: [Vector2]) {
        let length = shaft.length
        let axis = (shaft.b - shaft.a) / length, normal = axis.perpendicular
        let offShaft = length * Self.offShaftShare

        // For each end: the farthest off-shaft point on each side within the head region, and the
        // off-shaft points outside that region.
        var barbs: [[Vector2?]] = [[nil, nil], [nil, nil]]
        var outside = [0, 0, 0]  // outside end 0's region, outside end 1's, outside both
        for p in points {
            let along = (p - shaft.a).dot(axis), across = (p - shaft.a).dot(normal)
            guard abs(across) > offShaft else { continue }
            var inside = [false, false]
            for (end, tip) in [shaft.a, shaft.b].enumerated() {
                let back = end == 0 ? along : length - along
                guard back >= -length * Self.headOvershootShare, back <= length * Self.headReachShare else { continue }
                inside[end] = true
                let side = across > 0 ? 0 : 1
                if barbs[end][side] == nil || p.distance(to: tip) > barbs[end][side]!.distance(to: tip) {
                    barbs[end][side] = p
                }
            }
            if !inside[0] { outside[0] += 1 }
            if !inside[1] { outside[1] += 1 }
            if !inside[0] && !inside[1] { outside[2] += 1 }
        }

        var ends = [shaft.a, shaft.b]
        var heads: [Bool] = [false, false]
        var segments = [shaft]
        for end in 0..<2 {
            let backward = end == 0 ? axis : -axis
            let tip = Self.apex(of: ends[end], backward: backward, points: points, within: offShaft)
            guard let left = barbs[end][0], let right = barbs[end][1] else { continue }
            let valid = [left, right].allSatisfy { barb in
                let v = barb - tip
                let angle = abs(atan2(v.cross(backward), v.dot(backward)))
                return abs(v.dot(normal)) >= length * Self.minimumBarbSpread && Self.barbAngles.contains(angle)
                    && Segment(tip, barb).coverage(by: points, within: max(offShaft, Self.barbBow * v.length))
                        >= Self.minimumBarbCoverage
            }
            if valid {
                heads[end] = true
                ends[end] = tip
                segments += [Segment(tip, left), Segment(tip, right), Segment(left, right)]
            }
        }
        let strayLimit = Double(points.count) * Self.strayShare
        let stray = heads[0] && heads[1] ? outside[2] : (heads[0] ? outside[0] : outside[1])
        guard heads[0] || heads[1], Double(stray) <= strayLimit else { return nil }
        start = heads[1] ? ends[0] : ends[1]
        end = heads[1] ? ends[1] : ends[0]
        headAtStart = heads[0] && heads[1]
        segments[0] = Segment(ends[0], ends[1])
        // Ink the arrow does not explain (the circle of "∅" around a slash) rules it out.
        let unexplained = points.filter { p in !segments.contains { $0.distance(to: p) <= offShaft } }.count
        guard Double(unexplained) <= strayLimit else { return nil }
        meanDistance = segments.meanDistance(of: points)
        shaftLength = length
    }

    /// The head's apex: the ink point near the shaft's line farthest forward past `end` (a head
    /// drawn as a separate stroke often has its apex beyond where the shaft stopped).
    private static func apex(of end: Vector2, backward: Vector2, points: [Vector2], within tolerance: Double) -> Vector2 {
        var best = end, bestForward = 0.0
        for p in points {
            let d = p - end
            let forward = -d.dot(backward)
            if forward > bestForward, abs(d.cross(backward)) <= tolerance { best = p; bestForward = forward }
        }
        return best
    }
}
