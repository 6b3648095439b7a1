/// Where a `SnapSession` is in the life of a stroke.
public enum SnapState: Sendable, Hashable {
    /// No stroke yet, or the last one was cancelled.
    case idle
    /// The pen is down and the ink is shown as drawn.
    case drawing
    /// The stroke snapped to this shape and the pen has not moved beyond the hold radius since.
    case snapped(Shape)
    /// The pen moved after the snap: this is the resized/rotated shape to render.
    case adjusting(Shape)
    /// The pen lifted; the committed shape, or `nil` when the ink stays as drawn.
    case ended(Shape?)

    /// True between `begin` and `end`/`cancel`.
    public var isPenDown: Bool {
        switch self {
        case .drawing, .snapped, .adjusting: true
        case .idle, .ended: false
        }
    }
}
