import Foundation
import InkCore

extension Shape {
    /// This shape moved, turned and scaled by `transform`; kind, markers and traits are kept.
    /// Lines and arrows keep the recognizer's convention: `frame` is the box of their points and
    /// `rotation` stays as it was (their direction is `start` to `end`). O(vertices).
    func applying(_ transform: SimilarityTransform) -> Shape {
        var copy = self
        copy.start = start.map(transform.apply)
        copy.end = end.map(transform.apply)
        copy.vertices = vertices.map(transform.apply)
        if isLinear, let start = copy.start, let end = copy.end,
            let box = BoundingBox(enclosing: [start, end] + copy.vertices)
        {
            copy.frame = box
            return copy
        }
        copy.rotation = Self.folded(rotation + transform.rotation, period: rotationPeriod)
        // A regular polygon's or star's frame need not be centred on its circle: folding the
        // rotation by a symmetry turn moves the frame about the circle's centre.
        if let circle = radialCircle, let sides {
            copy.frame = Self.radialFrame(
                count: sides, innerRadiusRatio: kind == .star ? innerRadiusRatio : nil,
                center: transform.apply(circle.center), radius: circle.radius * transform.scale,
                rotation: copy.rotation)
            return copy
        }
        let center = transform.apply(frame.center)
        var width = frame.width * transform.scale, height = frame.height * transform.scale
        if kind == .rectangle || kind == .roundedRectangle || kind == .ellipse {
            (copy.rotation, width, height) = Angle.quarterTurnFolded(rotation + transform.rotation, width: width, height: height)
        }
        copy.frame = BoundingBox(origin: center - Vector2(width / 2, height / 2), width: width, height: height)
        return copy
    }

    /// The turn after which the shape looks the same: 2π/n for regular polygons and stars with n
    /// sides or points, π for the other kinds (their frame is symmetric; irregular polygons keep
    /// their true corners in `vertices`).
    var rotationPeriod: Double {
        if kind == .regularPolygon || kind == .star, let sides, sides > 0 { return 2 * .pi / Double(sides) }
        return .pi
    }

    /// `angle` folded into (−period/2, period/2]. With a period of π this is `rotation`'s range.
    static func folded(_ angle: Double, period: Double) -> Double {
        var folded = angle.truncatingRemainder(dividingBy: period)
        if folded <= -period / 2 { folded += period }
        if folded > period / 2 { folded -= period }
        return folded
    }

    /// True for kinds drawn from `start` to `end` (PaperKit's `insertNewLine`).
    var isLinear: Bool {
        (kind == .line || kind == .arrow) && start != nil && end != nil
    }
}
