import Foundation

/// One point of a drawing flattened to a fixed-length sequence, with the pen-up structure kept
/// as marks: what a sequence classifier reads.
public struct ResampledPoint: Sendable, Hashable, Codable {
    /// Position, in points.
    public var location: Vector2
    /// Seconds since the first point of its stroke, when the source records time (add the stroke's
    /// `startTime` for seconds since the drawing began).
    public var timeOffset: Double?
    /// Index of the stroke in the source drawing's `strokes`.
    public var strokeIndex: Int
    /// True for the first point of each stroke: the pen went down here (a pen-up came before,
    /// except for the drawing's first point).
    public var isStrokeStart: Bool

    public init(location: Vector2, timeOffset: Double? = nil, strokeIndex: Int, isStrokeStart: Bool) {
        self.location = location
        self.timeOffset = timeOffset
        self.strokeIndex = strokeIndex
        self.isStrokeStart = isStrokeStart
    }
}
