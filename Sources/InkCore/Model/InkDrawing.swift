import Foundation

/// An ordered list of strokes: a character, a gesture, a page.
///
/// `groups` keep the source's stroke segmentation (InkML `traceGroup`, UNIPEN `.SEGMENT`) with
/// labels; `annotations` keep document-level text fields (InkML `annotation type=…`).
public struct InkDrawing: Sendable, Hashable, Codable {
    public var strokes: [InkStroke]
    public var groups: [StrokeGroup]
    public var annotations: [String: String]

    public init(strokes: [InkStroke], groups: [StrokeGroup] = [], annotations: [String: String] = [:]) {
        self.strokes = strokes
        self.groups = groups
        self.annotations = annotations
    }

    public var isEmpty: Bool { strokes.allSatisfy(\.isEmpty) }
    /// Total number of points over all strokes.
    public var pointCount: Int { strokes.reduce(0) { $0 + $1.count } }

    /// The smallest axis-aligned box holding every point, or `nil` when there are none. O(n).
    public var bounds: BoundingBox? {
        BoundingBox(enclosing: strokes.lazy.flatMap { $0.points.lazy.map(\.location) })
    }

    /// Arc length summed over the strokes (pen-up moves not counted), in points. O(n).
    public var length: Double { strokes.reduce(0) { $0 + $1.length } }

    /// This drawing with every location mapped by `transform`. O(n).
    public func applying(_ transform: AffineTransform2D) -> InkDrawing {
        var copy = self
        copy.strokes = strokes.map { $0.applying(transform) }
        return copy
    }

    public func translated(by offset: Vector2) -> InkDrawing { applying(.translation(offset)) }
    public func scaled(x sx: Double, y sy: Double) -> InkDrawing { applying(.scale(x: sx, y: sy)) }
    /// Rotated by `angle` radians about `center`.
    public func rotated(by angle: Double, about center: Vector2) -> InkDrawing {
        applying(.rotation(angle, about: center))
    }
}

/// A labelled set of strokes inside a drawing (a symbol, a word, a flowchart node).
public struct StrokeGroup: Sendable, Hashable, Codable {
    /// Indices into the drawing's `strokes`, in the source's order.
    public var strokeIndices: [Int]
    public var label: String?
    /// The source's identifier (InkML `xml:id`), kept for round trips.
    public var id: String?

    public init(strokeIndices: [Int], label: String? = nil, id: String? = nil) {
        self.strokeIndices = strokeIndices
        self.label = label
        self.id = id
    }
}
