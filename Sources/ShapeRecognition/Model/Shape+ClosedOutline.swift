import Foundation
import InkCore

extension Shape {
    /// The closed outline as its corners, in canvas points, first corner not repeated: a
    /// rectangle's or rounded rectangle's frame corners (turned by `rotation`), 64 points round an
    /// ellipse, a polygon's or star's `vertices` (a polygon listing fewer than three: its frame
    /// corners); `nil` for lines, arrows and a star without vertices. For measuring ink against
    /// the shape and drawing it. O(1), or O(`vertices`).
    package var closedOutline: [Vector2]? {
        let w = frame.width / 2, h = frame.height / 2
        let frameCorners = [Vector2(-w, -h), Vector2(w, -h), Vector2(w, h), Vector2(-w, h)].map {
            center + $0.rotated(by: rotation)
        }
        switch kind {
        case .line, .arrow: return nil
        case .star: return vertices.count >= 3 ? vertices : nil
        case .polygon, .regularPolygon: return vertices.count >= 3 ? vertices : frameCorners
        case .rectangle, .roundedRectangle: return frameCorners
        case .ellipse:
            let count = 64
            return (0..<count).map { i in
                let t = 2 * Double.pi * Double(i) / Double(count)
                return center + Vector2(w * cos(t), h * sin(t)).rotated(by: rotation)
            }
        }
    }
}
