import Foundation
import InkCore

/// A drawn outline closed where the pen meant to close it.
///
/// The pen often misses the closing corner: it stops short of the start corner (a gap along the
/// last side), ends beside it or runs into the first side below it, or finishes with a hook. The
/// outline's sides are its Douglas–Peucker segments; the closing corner is where the lines of the
/// first and last sides (total-least-squares fits) meet. The loop runs from the start to the end,
/// trimmed back to that corner where a side ran past it and with the corner added where the pen
/// stopped short of it, so the polygon through it has no false side at the closure.
///
/// When the ends' sides do not meet in a corner (parallel, or meeting far back along them, as a
/// "[", "U", "V" or "L" does), the loop is the path itself and nothing is implied.
struct ClosedOutline: Sendable {
    /// The outline; the side back from the last point to the first closes it.
    var loop: [Vector2]
    /// The closing corner where the ends' sides meet, when one was placed (`loop`'s last point).
    var corner: Vector2?
    /// Points every resampling spacing along the stretch the pen left undrawn (from the last
    /// drawn point to the corner and on to the first): ink implied by the ends' directions, for
    /// side coverage. Empty when the ends do not imply a closure or met.
    var implied: [Vector2]
    /// Length of the undrawn stretch over the whole closed outline's, in 0…1; `nil` when the
    /// ends' directions do not imply a closure (the chord between them would be a new side).
    var missingShare: Double?

    /// Douglas–Peucker tolerance for the sides, as a fraction of the diagonal (as `PolygonFit`).
    static let sideTolerance = PolygonFit.toleranceFraction
    /// A first or last side shorter than this share of the outline is a hook or a stub, not a
    /// side: it is dropped, and the side before it closes the outline.
    static let hookShare = 0.05
    /// The ends' sides meet at more than this angle, in radians, to place a corner.
    static let minimumCornerAngle = 0.3
    /// Where a side ran past the corner, it is trimmed back by at most this share of its length.
    static let maximumTrimShare = 0.35
    /// The undrawn stretch from the corner to each end is at most this times the drawn part of
    /// that side.
    static let maximumLegShare = 2.0
    /// Sides that are parallel within `minimumCornerAngle` close along their common line when the
    /// chord between the ends lies within this angle of both, in radians (a start mid-side).
    static let chordAngle = 0.3

    /// - Parameters:
    ///   - path: the outline as drawn, overshoot already cut (`PreparedInk.cutLoopRange`).
    ///   - size: the ink's diagonal, in points.
    ///   - spacing: the resampling spacing, in points, for `implied`.
    /// - Complexity: O(n log n) in path points (Douglas–Peucker), then O(n).
    init(path: [Vector2], size: Double, spacing: Double) {
        loop = path
        corner = nil
        implied = []
        missingShare = nil
        let n = path.count
        guard n >= 8, size > 0, spacing > 0 else { return }
        var kept = DouglasPeucker.keptIndices(path, tolerance: size * Self.sideTolerance)
        let arc = path.cumulativeArcLengths
        let total = arc[n - 1]
        guard total > 0 else { return }
        let length = { (i: Int, j: Int) in arc[j] - arc[i] }
        // Hooks at either end.
        if kept.count >= 5, length(kept[0], kept[1]) < Self.hookShare * total { kept.removeFirst() }
        if kept.count >= 5, length(kept[kept.count - 2], kept[kept.count - 1]) < Self.hookShare * total { kept.removeLast() }
        // A closed outline has at least three sides with the closing one.
        guard kept.count >= 4 else { return }
        var head = kept[0], tail = kept[kept.count - 1]
        let firstSide = Array(path[head...kept[1]]), lastSide = Array(path[kept[kept.count - 2]...tail])
        guard let first = LineFit(firstSide), let last = LineFit(lastSide) else { return }
        // Outward along the first side (towards and past the start), forward along the last.
        let outward = first.direction.dot(path[head] - path[kept[1]]) >= 0 ? first.direction : -first.direction
        let forward = last.direction.dot(path[tail] - path[kept[kept.count - 2]]) >= 0 ? last.direction : -last.direction
        let start = first.centroid + outward * outward.dot(path[head] - first.centroid)
        let end = last.centroid + forward * forward.dot(path[tail] - last.centroid)
        guard abs(outward.cross(forward)) > sin(Self.minimumCornerAngle),
            let (s, t) = Vector2.lineMeeting(start, outward, end, forward)
        else {
            // One side drawn in two pieces: the pen started mid-side and came back along it.
            let chord = start - end
            guard chord.length > 0, forward.dot(outward) < 0,
                abs(forward.signedAngle(to: chord)) <= Self.chordAngle,
                abs((-outward).signedAngle(to: chord)) <= Self.chordAngle
            else { return }
            loop = Array(path[head...tail])
            implied = Self.points(from: path[tail], to: path[head], spacing: spacing)
            missingShare = chord.length / (length(head, tail) + chord.length)
            return
        }
        let corner = start + outward * s
        let firstLength = length(head, kept[1]), lastLength = length(kept[kept.count - 2], tail)
        guard s >= -Self.maximumTrimShare * firstLength, t >= -Self.maximumTrimShare * lastLength,
            s <= Self.maximumLegShare * firstLength, t <= Self.maximumLegShare * lastLength
        else { return }
        // Trim each side that ran past the corner back to it.
        while head < kept[1], (path[head] - corner).dot(outward) > 0, s < 0 { head += 1 }
        while tail > kept[kept.count - 2], (path[tail] - corner).dot(forward) > 0, t < 0 { tail -= 1 }
        guard tail - head >= 3 else { return }
        loop = Array(path[head...tail]) + [corner]
        self.corner = corner
        implied = Self.points(from: path[tail], to: corner, spacing: spacing)
            + Self.points(from: corner, to: path[head], spacing: spacing)
        let missing = path[tail].distance(to: corner) + corner.distance(to: path[head])
        missingShare = missing / (length(head, tail) + missing)
    }

    /// A step between consecutive loop points longer than this many resampling spacings is no
    /// ink: the pen lifted between chained strokes (or the loop runs to the placed corner).
    static let penLiftSpacings = 2.0

    /// How much of the closed loop is drawn without ink, in points: the pen lifts between
    /// chained strokes, the undrawn leg to the placed corner, and the closing side back from the
    /// last point to the first. A "1" with a flag or a "7" (with or without a crossbar) outlines
    /// a triangle whose third side is almost all such stretches; a triangle drawn with a short
    /// stop, or in strokes that meet, leaves only part of a side undrawn.
    /// - Parameter spacing: the resampling spacing, in points.
    /// - Complexity: O(n) in loop points.
    func undrawnLength(spacing: Double) -> Double {
        guard let first = loop.first, let last = loop.last else { return 0 }
        var undrawn = last.distance(to: first)
        for i in loop.indices.dropFirst() {
            let step = loop[i - 1].distance(to: loop[i])
            if step > Self.penLiftSpacings * spacing { undrawn += step }
        }
        return undrawn
    }

    /// Points every `spacing` strictly between `a` and `b`.
    private static func points(from a: Vector2, to b: Vector2, spacing: Double) -> [Vector2] {
        let count = Int(a.distance(to: b) / spacing)
        guard count > 0 else { return [] }
        return (1...count).map { a + (b - a) * (Double($0) / Double(count + 1)) }
    }
}
