import InkCore

/// A recognized shape with clean geometry, shaped like PaperKit's model so an app can insert it
/// directly: closed kinds map to `insertNewShape(configuration:frame:rotation:)` with `frame` and
/// `rotation`; `line` and `arrow` map to `insertNewLine(configuration:from:to:startMarker:endMarker:)`
/// with `start`, `end` and the markers.
///
/// All coordinates are canvas points (y down); angles are radians, positive clockwise on screen
/// (the direction of `CGAffineTransform(rotationAngle:)` with y down).
public struct Shape: Sendable, Hashable, Codable {
    public var kind: ShapeKind
    /// The unrotated frame: its centre is the shape's centre; width and height are the shape's own
    /// extents before `rotation` is applied about that centre.
    public var frame: BoundingBox
    /// Rotation about the frame's centre, in radians, normalized to (−π/2, π/2].
    public var rotation: Double
    /// Line and arrow start point (where the pen started the shaft).
    public var start: Vector2?
    /// Line and arrow end point.
    public var end: Vector2?
    public var startMarker: LineMarker
    public var endMarker: LineMarker
    /// Corner points in drawing-independent order (clockwise on screen from the top-most), for
    /// polygons, stars (alternating outer and inner points) and polyline arrows.
    public var vertices: [Vector2]
    /// Polygon sides, or star points; `nil` for other kinds.
    public var sides: Int?
    /// Star inner radius over outer radius, in 0…1; `nil` for other kinds.
    public var innerRadiusRatio: Double?
    /// Special cases the recognizer decided: square, circle, diamond, parallelogram.
    public var traits: ShapeTraits

    public init(
        kind: ShapeKind, frame: BoundingBox, rotation: Double = 0, start: Vector2? = nil,
        end: Vector2? = nil, startMarker: LineMarker = .none, endMarker: LineMarker = .none,
        vertices: [Vector2] = [], sides: Int? = nil, innerRadiusRatio: Double? = nil,
        traits: ShapeTraits = []
    ) {
        self.kind = kind
        self.frame = frame
        self.rotation = rotation
        self.start = start
        self.end = end
        self.startMarker = startMarker
        self.endMarker = endMarker
        self.vertices = vertices
        self.sides = sides
        self.innerRadiusRatio = innerRadiusRatio
        self.traits = traits
    }

    /// The centre of the shape, in canvas points.
    public var center: Vector2 { frame.center }
}

/// The kinds a stroke can snap to, named as in PaperKit's `ShapeConfiguration`.
public enum ShapeKind: String, Sendable, Hashable, Codable, CaseIterable {
    case line
    case arrow
    case rectangle
    case roundedRectangle
    case ellipse
    case star
    case regularPolygon
    case polygon
}

/// A line end decoration (PaperKit's `startMarker`/`endMarker`).
public enum LineMarker: String, Sendable, Hashable, Codable {
    case none
    case arrow
}

/// Named special cases of a shape kind.
public struct ShapeTraits: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A rectangle whose sides agree within tolerance.
    public static let square = ShapeTraits(rawValue: 1 << 0)
    /// An ellipse whose axes agree within tolerance.
    public static let circle = ShapeTraits(rawValue: 1 << 1)
    /// A 4-gon standing on a corner (diagonals near the axes).
    public static let diamond = ShapeTraits(rawValue: 1 << 2)
    /// A 4-gon with two pairs of parallel sides that is not a rectangle.
    public static let parallelogram = ShapeTraits(rawValue: 1 << 3)
}
