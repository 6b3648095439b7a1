import InkCore

/// How far the pen may stay from where it touched down and still have made a tap — a dot, a pen
/// settling before it writes, a 0.5-point press — rather than a stroke (the "touch slop" of touch
/// toolkits). A tap has no extent to recognize: `SnapSession` arms its hold only once the pen
/// leaves this radius, and `ShapeRecognizer` answers `.none` for ink that never leaves it.
enum TouchSlop {
    /// `SnapConfiguration.holdRadius`'s default, 8 canvas points (UIKit points, about 132 to the
    /// inch on an iPad: about 1.5 mm): it absorbs hand tremor and the jitter of a resting pencil
    /// tip, while a deliberate stroke leaves it within its first few samples.
    static let radius = SnapConfiguration().holdRadius

    /// Whether the pen at `location` has left `radius` (points) of `origin`, where it touched down.
    static func hasLeft(_ origin: Vector2, at location: Vector2, radius: Double = radius) -> Bool {
        location.distance(to: origin) > radius
    }

    /// Whether `strokes` are a tap: no finite point leaves `radius` (points) of the first finite
    /// point (ink with no finite point is one too). O(n) in points, stopping at the first that
    /// leaves.
    static func isTap(_ strokes: [InkStroke], radius: Double = radius) -> Bool {
        var origin: Vector2?
        for stroke in strokes {
            for point in stroke.points where point.location.isFinite {
                guard let start = origin else {
                    origin = point.location
                    continue
                }
                if hasLeft(start, at: point.location, radius: radius) { return false }
            }
        }
        return true
    }
}
