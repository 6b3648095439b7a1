import Foundation

extension InkPoint {
    /// A point at `location` (in points, e.g. `touch.location(in: canvas)`) with `timeOffset` in
    /// seconds: from the stroke's first point in an `InkStroke`, on the session clock
    /// (`UITouch.timestamp`) for `SnapSession`. The other channels are `nil`.
    public init(_ location: CGPoint, timeOffset: Double? = nil) {
        self.init(Vector2(location), timeOffset: timeOffset)
    }
}
