import Foundation
import InkCore

extension Shape {
    /// This shape moved, turned and scaled by `transform`; kind, markers and traits are kept.
    /// O(vertices).
    func applying(_ transform: SimilarityTransform) -> Shape {
        var copy = self
        copy.start = start.map(transform.apply)
        copy.end = end.map(transform.apply)
        copy.vertices = vertices.map(transform.apply)
        let center = transform.apply(frame.center)
        let width = frame.width * transform.scale, height = frame.height * transform.scale
        copy.frame = BoundingBox(origin: center - Vector2(width / 2, height / 2), width: width, height: height)
        copy.rotation = Self.normalizedRotation(rotation + transform.rotation)
        return copy
    }

    /// `angle` folded into (−π/2, π/2], the range of `rotation`: every frame-based kind looks the
    /// same turned by π (polygons and stars keep their true corners in `vertices`).
    static func normalizedRotation(_ angle: Double) -> Double {
        var folded = angle.truncatingRemainder(dividingBy: .pi)
        if folded <= -.pi / 2 { folded += .pi }
        if folded > .pi / 2 { folded -= .pi }
        return folded
    }

    /// True for kinds drawn from `start` to `end` (PaperKit's `insertNewLine`).
    var isLinear: Bool {
        (kind == .line || kind == .arrow) && start != nil && end != nil
    }
}
