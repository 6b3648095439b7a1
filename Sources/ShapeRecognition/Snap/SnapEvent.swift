import InkCore

/// Feedback a `SnapSession` asks the app to give, shaped like `UICanvasFeedbackGenerator`:
/// pass `location` straight to `pathCompleted(at:)` / `alignmentOccurred(at:)`.
///
/// One event per instant: every `SnapSession` call returns an array that is empty or holds one
/// event, never more, since the generator expects one feedback per gesture event (two haptics
/// at once feel like one, or like a fault). What each call can return:
///
/// | call | returns |
/// | --- | --- |
/// | `begin(_:id:)`, `cancel()` | always `[]` |
/// | `append(_:)` while drawing | `[]`, or `[.pathComplete]` when the point completes a hold |
/// | `append(_:)` after a snap | `[]`, or `[.alignment]` when the drag engages a guide |
/// | `update(time:)` | `[]`, or `[.pathComplete]` when the resting pen completes a hold |
/// | `end(at:)` | `[]`, or `[.pathComplete]` for a hold that elapsed before pen-up, or with `snapsOnPenUp`; never `.alignment` |
///
/// So `for event in events` and `events.first` read the same. A snap that also locks onto guides
/// is one `pathComplete` carrying them; a drag that engages two guides at once (a corner onto a
/// grid crossing) emits the first, in the order orientation, vertical line, horizontal line, and
/// the other is engaged silently: the shape shows both.
public enum SnapEvent: Sendable, Hashable {
    /// The stroke (with the strokes grouped with it) snapped to `shape`, already turned and moved
    /// onto `guides` (orientation, then vertical and horizontal lines; empty when none was in
    /// reach). `location` is the pen's position in canvas points; `time` is the session clock in
    /// seconds.
    case pathComplete(shape: Shape, guides: [AlignmentGuide], location: Vector2, time: Double)
    /// The adjusted geometry locked onto `guide`. `location` is where it touched the guide, in
    /// canvas points; `time` is the session clock in seconds.
    case alignment(guide: AlignmentGuide, location: Vector2, time: Double)

    /// Where the feedback happens, in canvas points.
    public var location: Vector2 {
        switch self {
        case .pathComplete(_, _, let location, _), .alignment(_, let location, _): location
        }
    }

    /// When the feedback happens, in seconds on the session clock.
    public var time: Double {
        switch self {
        case .pathComplete(_, _, _, let time), .alignment(_, _, let time): time
        }
    }
}
