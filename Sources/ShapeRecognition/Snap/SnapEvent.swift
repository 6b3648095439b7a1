import InkCore

/// Feedback a `SnapSession` asks the app to give, shaped like `UICanvasFeedbackGenerator`:
/// pass `location` straight to `pathCompleted(at:)` / `alignmentOccurred(at:)`.
public enum SnapEvent: Sendable, Hashable {
    /// The stroke (with the strokes grouped with it) snapped to `shape`. `location` is the pen's
    /// position in canvas points; `time` is the session clock in seconds.
    case pathComplete(shape: Shape, location: Vector2, time: Double)
    /// The snapped geometry locked onto `guide`. `location` is where it touched the guide, in
    /// canvas points; `time` is the session clock in seconds.
    case alignment(guide: AlignmentGuide, location: Vector2, time: Double)

    /// Where the feedback happens, in canvas points.
    public var location: Vector2 {
        switch self {
        case .pathComplete(_, let location, _), .alignment(_, let location, _): location
        }
    }

    /// When the feedback happens, in seconds on the session clock.
    public var time: Double {
        switch self {
        case .pathComplete(_, _, let time), .alignment(_, _, let time): time
        }
    }
}
