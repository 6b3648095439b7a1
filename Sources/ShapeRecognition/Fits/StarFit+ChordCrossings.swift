import Foundation
import InkCore

extension StarFit {
    /// Ink within this share of the star's radius of a chord counts as drawn along it. An
    /// outlined pentagram's ink passes 0.21 of the radius from a chord's middle (its valleys and
    /// flanks), a one-stroke pentagram's through it.
    static let chordReach = 0.1
    /// The stretch of each chord, as shares of its length from its first point, whose ink gives
    /// the drawn chord's line: both crossings on it (at 0.38 and 0.62 for a pentagram), not the
    /// tips, where the pen turns.
    static let chordStretch = 0.2...0.8
    /// The stretch of each chord whose ink shows that the chord is drawn: the middle of the inner
    /// polygon's side, where an outlined star has none.
    static let chordMiddle = 0.4...0.6
    /// Ink there runs along the chord: its step is within this angle of the chord's direction, in
    /// radians. An outlined star of 7 or 8 points passes within `chordReach` of a chord's middle
    /// too, on a flank running out to the point, about 1.3 rad across the chord.
    static let chordAlignment = 0.35

    /// Where successive drawn chords cross, one per gap between points — chord i−1 → i+1 meets
    /// chord i → i+2 between points i and i+1 — when the ink is drawn along the chords (a
    /// one-stroke pentagram, two overlapping triangles): more than half of the chords have a step
    /// of a stroke within `chordReach` of the radius over the middle of their inner side
    /// (`chordMiddle`), running along them (`chordAlignment`).
    /// Each chord's line is the total-least-squares line of the ink nearest it along its
    /// `chordStretch` (hand-drawn chords miss the hull's corners and bow a little), the straight
    /// chord when fewer than two points are there. Those crossings are the star's inner vertices;
    /// the ink nearest the centre between two points lies on the inner polygon's sides instead,
    /// inside them (a pentagram's 0.38 of the radius read as 0.34).
    ///
    /// - Returns: `nil` for an outlined star, or when two successive chord lines are parallel or
    ///   cross beyond the star's radius.
    /// - Complexity: O(n·k) in ink points n and star points k.
    static func drawnChordCrossings(
        of outer: [Vector2], center: Vector2, radius: Double, strokes: [[Vector2]]
    ) -> [Vector2]? {
        let k = outer.count, reach = chordReach * radius, alignment = cos(chordAlignment)
        let chords = (0..<k).map { Segment(outer[$0], outer[($0 + 2) % k]) }
        // Room for all the ink in each stretch: grown point by point, each was reallocated about
        // seven times.
        let inkCount = strokes.reduce(0) { $0 + $1.count }
        var stretches = [[Vector2]](repeating: [], count: k)
        for i in 0..<k { stretches[i].reserveCapacity(inkCount) }
        var drawn = [Bool](repeating: false, count: k)
        for stroke in strokes {
            // Each point belongs to its nearest chord: near a crossing, the other chord's ink
            // would tilt the line.
            chords.withNearest(to: stroke) { nearestChords in
                for (index, p) in stroke.enumerated() {
                    // One root for the nearest chord: squares order the chords as distances do.
                    let (squared, nearest) = nearestChords[index]
                    guard squared.squareRoot() <= reach else { continue }
                    let chord = chords[nearest], direction = chord.b - chord.a
                    let t = (p - chord.a).dot(direction) / direction.dot(direction)
                    if chordStretch.contains(t) { stretches[nearest].append(p) }
                    if chordMiddle.contains(t), index + 1 < stroke.count {
                        let step = stroke[index + 1] - p, length = step.length * direction.length
                        if length > 0, abs(step.dot(direction)) >= alignment * length { drawn[nearest] = true }
                    }
                }
            }
        }
        guard 2 * drawn.count(where: { $0 }) > k else { return nil }
        let lines = (0..<k).map { i -> (point: Vector2, direction: Vector2) in
            if let fit = LineFit(stretches[i]) { return (fit.centroid, fit.direction) }
            return (chords[i].a, chords[i].b - chords[i].a)
        }
        var crossings: [Vector2] = []
        crossings.reserveCapacity(k)
        for i in 0..<k {
            let before = lines[(i + k - 1) % k], after = lines[i]
            guard let meeting = Vector2.lineMeeting(before.point, before.direction, after.point, after.direction)
            else { return nil }
            let crossing = before.point + meeting.s * before.direction
            guard crossing.distance(to: center) < radius else { return nil }
            crossings.append(crossing)
        }
        return crossings
    }
}
