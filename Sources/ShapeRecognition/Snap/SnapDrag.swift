import InkCore

/// Whether the pen, after a snap, went on drawing instead of adjusting the shape: then pen-up
/// cancels the snap and the whole stroke stays ink. Snap-then-drag adjusts a shape (drag a line's
/// end to lengthen, shorten or turn it, a box's corner to scale it), but a pen that paused at a
/// corner and drew on round a box or triangle dragged the line snapped there into a stub and lost
/// the sides drawn after it (trials 13, 17, 25; $1 s05 slow triangle05). The drag was drawing when
///
/// - it shrank the shape to within `holdRadius` in every direction (a line's end brought back
///   onto its start: too small to have been drawn), or
/// - it *wandered* and *shrank* the shape: the pen's path after leaving `holdRadius` of the grab
///   point, counted in steps of at least `holdRadius` (so a resting or trembling pen's jitter adds
///   nothing), is longer than 1.5 × its displacement from the grab point + `holdRadius`, and the
///   shape ends at most a quarter of its size as snapped (larger side of its frame): the pen came
///   back round near where the line began.
///
/// An adjustment goes about straight (path ≈ displacement), or along an arc about the line's
/// start: a turn by θ has path/displacement = (θ/2)/sin(θ/2), 1.21 at 120°, below 1.5. A drag
/// back and forth to find the size or angle wanders but leaves the shape more than a quarter of
/// its size (break 25: a slow noisy turn, a swing of ±30°, a line stretched to 350 and brought
/// back to 120 points were cancelled when the rule asked only that the shape end smaller than the
/// drag's extent).
enum SnapDrag {
    static let wanderRatio = 1.5
    /// The share of its snapped size a wandering drag must shrink the shape to (or below) to read
    /// as drawing on: a box paused at its first corner leaves a line of 7–15 % of its side.
    static let drawnOnShrink = 0.25

    /// - Parameters:
    ///   - shape: the shape as the drag left it.
    ///   - snapped: the shape as the hold snapped it, before the drag.
    ///   - path: the pen's locations after the snap, in order (canvas points).
    ///   - grab: where the pen snapped the shape.
    ///   - holdRadius: `SnapConfiguration.holdRadius`, in points.
    /// - Complexity: O(path).
    static func wentOnDrawing(shape: Shape, snapped: Shape, path: [Vector2], grab: Vector2, holdRadius: Double) -> Bool {
        let shapeExtent = max(shape.frame.width, shape.frame.height)
        if shapeExtent < holdRadius { return true }
        guard shapeExtent <= drawnOnShrink * max(snapped.frame.width, snapped.frame.height),
            let left = path.firstIndex(where: { $0.distance(to: grab) > holdRadius }), let pen = path.last
        else { return false }
        var length = 0.0, counted = path[left]
        for point in path[left...] where point.distance(to: counted) >= holdRadius {
            length += point.distance(to: counted)
            counted = point
        }
        length += pen.distance(to: counted)
        return length > wanderRatio * pen.distance(to: grab) + holdRadius
    }
}
