import InkCore

/// A recognized shape with clean geometry, in the terms of PaperKit's model where PaperKit has
/// the shape: rectangles, rounded rectangles and ellipses insert with
/// `insertNewShape(configuration:frame:rotation:)` from `frame` and `rotation`; lines and straight
/// arrows with `insertNewLine(configuration:from:to:startMarker:endMarker:)` from `start`, `end`
/// and the markers (`marker == .arrow`). PaperKit has no irregular `polygon` and no bent arrow
/// (`vertices`), and takes no `sides` or `innerRadiusRatio` for its regular polygons and stars:
/// draw those from `vertices` or keep the ink (<doc:MappingToPaperKit>).
///
/// All coordinates are canvas points (y down); angles are radians, positive clockwise on screen
/// (the direction of `CGAffineTransform(rotationAngle:)` with y down).
public struct Shape: Sendable, Hashable, Codable {
    public var kind: ShapeKind
    /// The unrotated frame: its centre is the shape's centre; width and height are the shape's own
    /// extents before `rotation` is applied about that centre. For a regular polygon or star that
    /// is the bounding box of the unrotated outline (a triangle of circumradius 100 spans
    /// 173.2 × 150), whose centre need not be the circumscribed circle's. Lines and arrows: the box
    /// of their points.
    public var frame: BoundingBox
    /// Rotation about the frame's centre, in radians, positive clockwise on screen. Normalized so
    /// that one outline has one description:
    /// - rectangles, rounded rectangles and ellipses: (−π/4, π/4], with `frame`'s width and height
    ///   swapped for each quarter turn taken off (an axis-aligned tall ellipse is rotation 0 with
    ///   height > width); circles are 0;
    /// - regular polygons and stars with n sides or points: (−π/n, π/n], turned from one point
    ///   straight up;
    /// - polygons as recognized, lines and arrows: 0 (`vertices`, `start` and `end` carry them).
    ///   Moving a shape in `SnapSession` may turn a polygon's frame within (−π/2, π/2].
    public var rotation: Double
    /// A line's start point (the end nearer where the pen started); an arrow's tail, the end
    /// without a head, wherever the pen started (for a double arrow, the end drawn first).
    public var start: Vector2?
    /// A line's end point; an arrow's tip.
    public var end: Vector2?
    public var startMarker: LineMarker
    public var endMarker: LineMarker
    /// Corner points in drawing-independent order (clockwise on screen from the top-most, the
    /// left-most of equally high ones): the 4 corners of rectangles, the corners of polygons (as
    /// drawn) and regular polygons (the regular polygon's, which `frame` bounds once turned by
    /// `rotation`), stars' outer and inner points alternating, and the shaft of a bent
    /// (polyline) arrow from tail to tip. Empty for rounded rectangles, ellipses, lines and
    /// straight arrows.
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

/// The kinds a stroke can snap to. Six are named as PaperKit's `ShapeConfiguration.Shape` cases
/// (`line`, `rectangle`, `roundedRectangle`, `ellipse`, `star`, `regularPolygon`; PaperKit takes
/// no count for the last two); `arrow` is a line with a head (PaperKit's `insertNewLine` with a
/// marker, not its filled `arrowShape`), and `polygon`, with irregular `vertices`, has no PaperKit
/// counterpart. See <doc:MappingToPaperKit>.
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

/// A line end decoration: PaperKit's `startMarker`/`endMarker` are `Bool`s, `true` for `.arrow`.
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
    /// A 4-gon whose diagonals cross at a right angle (a rhombus, or a kite: a lopsided flowchart
    /// decision) standing on a corner
    /// (diagonals near the axes); a square only within 10° of 45° (turned less it is a rotated
    /// `rectangle`, which is then a runner-up). A box that is no square is never a diamond.
    public static let diamond = ShapeTraits(rawValue: 1 << 2)
    /// A 4-gon with two pairs of parallel sides that is not a rectangle.
    public static let parallelogram = ShapeTraits(rawValue: 1 << 3)
}
