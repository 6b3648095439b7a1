import Foundation

/// Something snapped geometry can lock onto. Coordinates are canvas points, angles radians.
public enum AlignmentGuide: Sendable, Hashable, CustomStringConvertible {
    /// A direction: a line's direction or a shape's rotation turns onto `angle` (in [0, π), 0 is
    /// the canvas x axis, π/2 the y axis; other values are the configured angle steps).
    case orientation(angle: Double)
    /// The vertical line x = `x`.
    case vertical(x: Double, source: GuideSource)
    /// The horizontal line y = `y`.
    case horizontal(y: Double, source: GuideSource)

    public var description: String {
        switch self {
        case .orientation(let angle):
            "orientation \(Self.format(angle * 180 / .pi))°"
        case .vertical(let x, let source):
            "\(source) x=\(Self.format(x))"
        case .horizontal(let y, let source):
            "\(source) y=\(Self.format(y))"
        }
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.2f", value).replacingOccurrences(of: #"\.?0+$"#, with: "", options: .regularExpression)
    }
}

/// Where a guide line comes from.
public enum GuideSource: Sendable, Hashable, CustomStringConvertible {
    /// A line of the canvas grid.
    case grid
    /// An edge (or line endpoint) of the registered shape `shape`.
    case shapeEdge(shape: RegisteredShapeID)
    /// The centre line of the registered shape `shape`.
    case shapeCenter(shape: RegisteredShapeID)

    public var description: String {
        switch self {
        case .grid: "grid"
        case .shapeEdge(let shape): "\(shape) edge"
        case .shapeCenter(let shape): "\(shape) centre"
        }
    }
}
