import InkCore

/// Whether the pen, after a snap, went on drawing instead of adjusting the shape: then pen-up
/// cancels the snap and the whole stroke stays ink. Snap-then-drag adjusts a shape (drag a line's
/// end to lengthen, shorten or turn it, a box's corner to scale it), but a pen that paused at a
/// corner and drew on round a box or triangle dragged the line snapped there into a stub and lost
/// the sides drawn after it (trials 13, 17, 25; $1 s05 slow triangle05). The drag was drawing when
///
/// - it shrank the shape to within `holdRadius` in every direction (a line's end brought back
///   onto its start: too small to have been drawn), or
/// - it *wandered* and outgrew the shape: the pen's path after leaving `holdRadius` of the grab
///   point is longer than 1.5 × its displacement from the grab point + `holdRadius`, and the
///   shape ends smaller (larger side of its frame) than the larger side of that path's bounds.
///
/// An adjustment goes about straight (path ≈ displacement), or along an arc about the line's
/// start: a turn by θ has path/displacement = (θ/2)/sin(θ/2), 1.21 at 120°, below 1.5. A drag
/// back and forth to find the size wanders but stays within the shape's extent.
enum SnapDrag {
    static let wanderRatio = 1.5

    /// - Parameters:
    ///   - shape: the shape as the drag left it.
    ///   - path: the pen's locations after the snap, in order (canvas points).
    ///   - grab: where the pen snapped the shape.
    ///   - holdRadius: `SnapConfiguration.holdRadius`, in points.
    /// - Complexity: O(path).
    static func wentOnDrawing(shape: Shape, path: [Vector2], grab: Vector2, holdRadius: Double) -> Bool {
        let shapeExtent = max(shape.frame.width, shape.frame.height)
        if shapeExtent < holdRadius { return true }
        guard let left = path.firstIndex(where: { $0.distance(to: grab) > holdRadius }),
            let bounds = BoundingBox(enclosing: path[left...]), let pen = path.last
        else { return false }
        let length = zip(path[left...], path[left...].dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
        let wandered = length > wanderRatio * pen.distance(to: grab) + holdRadius
        return wandered && shapeExtent < max(bounds.width, bounds.height)
    }
}
