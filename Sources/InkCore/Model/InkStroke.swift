import Foundation

/// One pen-down to pen-up trace: points in drawing order, plus optional style metadata.
public struct InkStroke: Sendable, Hashable, Codable {
    public var points: [InkPoint]
    /// The ink kind as the source names it (PencilKit: "pen", "pencil", "marker"…), if any.
    public var inkType: String?
    /// Colour as the source writes it (e.g. "#1A1A1A"), if any.
    public var color: String?
    /// Nominal line width, in points, if any.
    public var width: Double?
    /// The source's identifier for this stroke (InkML `trace` `xml:id`/`id`), kept for round trips.
    public var id: String?
    /// Seconds from the drawing's start — its first point, unless the source's clock starts
    /// earlier (a Quick, Draw! first `t` above 0 is kept) — to this stroke's first point, or `nil`
    /// when the source records no absolute time. Point `timeOffset`s stay relative to the stroke, so this
    /// is what orders strokes in time and measures pen-up gaps.
    public var startTime: Double?

    public init(
        points: [InkPoint], inkType: String? = nil, color: String? = nil, width: Double? = nil,
        id: String? = nil, startTime: Double? = nil
    ) {
        self.points = points
        self.inkType = inkType
        self.color = color
        self.width = width
        self.id = id
        self.startTime = startTime
    }

    /// A stroke from bare locations, with no other channels.
    public init(locations: [Vector2]) {
        self.init(points: locations.map { InkPoint($0) })
    }

    public var isEmpty: Bool { points.isEmpty }
    public var count: Int { points.count }
    /// The point locations, in points.
    public var locations: [Vector2] { points.map(\.location) }

    /// The smallest axis-aligned box holding every point, or `nil` for an empty stroke. O(n).
    public var bounds: BoundingBox? { BoundingBox(enclosing: points.lazy.map(\.location)) }

    /// Arc length: the sum of distances between consecutive points, in points. O(n).
    public var length: Double {
        guard points.count > 1 else { return 0 }
        var total = 0.0
        for i in 1..<points.count { total += points[i].location.distance(to: points[i - 1].location) }
        return total
    }

    /// Seconds from the first to the last point, or `nil` without timestamps.
    public var duration: Double? {
        guard let first = points.first?.timeOffset, let last = points.last?.timeOffset else { return nil }
        return last - first
    }

    /// This stroke with every location mapped by `transform`; other channels are kept. O(n).
    public func applying(_ transform: AffineTransform2D) -> InkStroke {
        var copy = self
        for i in copy.points.indices { copy.points[i].location = transform.apply(copy.points[i].location) }
        return copy
    }
}
