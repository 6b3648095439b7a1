import InkCore

/// Rotation and uniform scale about an anchor, then a translation: the map the pen applies to a
/// snapped shape while adjusting it, and the moves alignment makes. Angles are radians, clockwise
/// on screen (y down), as `Shape.rotation`.
struct SimilarityTransform: Sendable, Hashable {
    var anchor: Vector2
    var rotation: Double
    var scale: Double
    var translation: Vector2

    init(anchor: Vector2 = .zero, rotation: Double = 0, scale: Double = 1, translation: Vector2 = .zero) {
        self.anchor = anchor
        self.rotation = rotation
        self.scale = scale
        self.translation = translation
    }

    static func translation(_ offset: Vector2) -> SimilarityTransform {
        SimilarityTransform(translation: offset)
    }

    static func rotation(_ angle: Double, about anchor: Vector2) -> SimilarityTransform {
        SimilarityTransform(anchor: anchor, rotation: angle)
    }

    /// The map about `anchor` that takes `grab` to `target`: the pen grabbed the shape at `grab` and
    /// is now at `target`. When `grab` sits on the anchor the pen can neither turn nor scale the
    /// shape, so it moves it instead.
    static func dragging(_ grab: Vector2, to target: Vector2, about anchor: Vector2) -> SimilarityTransform {
        let from = grab - anchor, to = target - anchor
        guard from.length > 1e-9 else { return .translation(target - grab) }
        return SimilarityTransform(
            anchor: anchor, rotation: to.angle - from.angle, scale: to.length / from.length)
    }

    func apply(_ p: Vector2) -> Vector2 {
        anchor + (p - anchor).rotated(by: rotation) * scale + translation
    }
}
