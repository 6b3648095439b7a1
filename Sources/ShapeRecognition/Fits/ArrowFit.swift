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
    static let headReachShare = 0.55
    static let headOvershootShare = 0.2
    /// Each barb reaches at least this share of the shaft away from the shaft's line.
    static let minimumBarbSpread = 0.07
    /// Barb angle to the shaft, in radians.
    static let barbAngles = 0.15...1.4
    /// Off-shaft ink outside every head may be at most this share of the points.
    static let strayShare = 0.04

    /// - Complexity: O(n log n) typical (Douglas–Peucker), then O(n).
    init?(strokes: [[Vector2]], points: [Vector2], size: Double) {
        var shaft: Segment?
        for stroke in strokes {
            let kept = stroke.interimDouglasPeuckerIndices(tolerance: size * Self.straightTolerance)
            for (i, j) in zip(kept, kept.dropFirst()) where shaft == nil || stroke[i].distance(to: stroke[j]) > shaft!.length {
                shaft = Segment(stroke[i], stroke[j])
            }
        }
        guard let shaft, shaft.length >= size * Self.minimumShaft else { return nil }
        let length = shaft.length
        let axis = (shaft.b - shaft.a) / length, normal = axis.perpendicular
        let offShaft = length * Self.offShaftShare

        // For each end: the farthest off-shaft point on each side within the head region.
        var barbs: [[Vector2?]] = [[nil, nil], [nil, nil]]
        var stray = 0
        for p in points {
            let along = (p - shaft.a).dot(axis), across = (p - shaft.a).dot(normal)
            guard abs(across) > offShaft else { continue }
            var claimed = false
            for (end, tip) in [shaft.a, shaft.b].enumerated() {
                let back = end == 0 ? along : length - along
                guard back >= -length * Self.headOvershootShare, back <= length * Self.headReachShare else { continue }
                claimed = true
                let side = across > 0 ? 0 : 1
                if barbs[end][side] == nil || p.distance(to: tip) > barbs[end][side]!.distance(to: tip) {
                    barbs[end][side] = p
                }
            }
            if !claimed { stray += 1 }
        }
        guard Double(stray) <= Double(points.count) * Self.strayShare else { return nil }

        var heads: [Bool] = [false, false]
        var segments = [shaft]
        for (end, tip) in [shaft.a, shaft.b].enumerated() {
            let backward = end == 0 ? axis : -axis
            guard let left = barbs[end][0], let right = barbs[end][1] else { continue }
            let valid = [left, right].allSatisfy { barb in
                let v = barb - tip
                let angle = abs(atan2(v.cross(backward), v.dot(backward)))
                return abs(v.dot(normal)) >= length * Self.minimumBarbSpread && Self.barbAngles.contains(angle)
            }
            if valid {
                heads[end] = true
                segments += [Segment(tip, left), Segment(tip, right), Segment(left, right)]
            }
        }
        guard heads[0] || heads[1] else { return nil }
        let tipAtB = heads[1]
        start = tipAtB ? shaft.a : shaft.b
        end = tipAtB ? shaft.b : shaft.a
        headAtStart = heads[0] && heads[1]
        meanDistance = segments.meanDistance(of: points)
        shaftLength = length
    }
}
