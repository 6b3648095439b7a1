import InkCore

/// A piece of one stroke: the unit of over-segmentation. Neighbouring pieces of a cursive stroke
/// share their cut point, so `points` ranges of one stroke overlap by one index.
public struct InkSegment: Sendable, Hashable, Codable {
    /// Index of the stroke in the drawing.
    public var stroke: Int
    /// Indices into the stroke's points (points with a non-finite coordinate are not counted).
    public var points: Range<Int>

    public init(stroke: Int, points: Range<Int>) {
        self.stroke = stroke
        self.points = points
    }
}
