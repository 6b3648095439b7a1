import InkCore

/// The local geometry of one resampled point, shared by the character and the word features.
///
/// Direction and turning are measured inside a stroke only (a pen-up move is not a direction):
/// a point without a successor takes its predecessor's direction, a lone point gets (0, 0), and
/// the first point of a stroke has no turning.
struct TrajectoryStep: Sendable {
    /// Unit vector towards the next point of the same stroke.
    var direction: Vector2
    /// cos and sin of the angle from the incoming to the outgoing direction; `nil` at a stroke start.
    var turning: (cos: Double, sin: Double)?
    /// Whether this is the last point of its stroke.
    var endsStroke: Bool

    /// One step per point, in order. O(points).
    static func steps(_ points: [ResampledPoint]) -> [TrajectoryStep] {
        var steps: [TrajectoryStep] = []
        steps.reserveCapacity(points.count)
        var previousDirection: Vector2?
        for (i, point) in points.enumerated() {
            let next = i + 1 < points.count && !points[i + 1].isStrokeStart ? points[i + 1] : nil
            let endsStroke = next == nil
            var direction = next.map { ($0.location - point.location).normalized } ?? previousDirection ?? .zero
            if !direction.isFinite { direction = .zero }
            let incoming = point.isStrokeStart ? nil : previousDirection
            steps.append(
                TrajectoryStep(
                    direction: direction,
                    turning: incoming.map { (cos: $0.dot(direction), sin: $0.cross(direction)) },
                    endsStroke: endsStroke))
            previousDirection = endsStroke ? nil : direction
        }
        return steps
    }

    /// Writes this step's channels at `row[base ..< base + 6]`: direction x and y, turning cos
    /// and sin (1 and 0 at a stroke start), whether the pen came down here after a jump from an
    /// earlier stroke (`jumpsIn`), and whether the stroke ends here.
    func write(into row: inout [Float], at base: Int, jumpsIn: Bool) {
        row[base] = Float(direction.x)
        row[base + 1] = Float(direction.y)
        row[base + 2] = Float(turning?.cos ?? 1)
        row[base + 3] = Float(turning?.sin ?? 0)
        row[base + 4] = jumpsIn ? 1 : 0
        row[base + 5] = endsStroke ? 1 : 0
    }
}
