import Foundation
import InkCore

/// Angle helpers, in radians.
enum Angle {
    /// `angle` folded into (−π/2, π/2]: the orientation of an undirected axis.
    static func halfTurnNormalized(_ angle: Double) -> Double {
        var a = angle.truncatingRemainder(dividingBy: .pi)
        if a <= -.pi / 2 { a += .pi }
        if a > .pi / 2 { a -= .pi }
        return a
    }

    /// A box-symmetric shape (rectangle, ellipse) of `width` along `angle` and `height` across
    /// it, described with the angle folded into (−π/4, π/4]: each quarter turn taken off swaps
    /// the sides, so the same outline always gets the same answer (`Shape.rotation`).
    static func quarterTurnFolded(_ angle: Double, width: Double, height: Double)
        -> (angle: Double, width: Double, height: Double)
    {
        let a = halfTurnNormalized(angle)
        if a > .pi / 4 { return (a - .pi / 2, height, width) }
        if a <= -.pi / 4 { return (a + .pi / 2, height, width) }
        return (a, width, height)
    }

    /// The turn, in radians in (−π/count, π/count], from one of `count` points evenly spaced
    /// round `center` standing straight up (y down) to `point` being one of them: the rotation
    /// of a regular polygon or star with a vertex or point at `point`.
    static func radialRotation(of point: Vector2, about center: Vector2, count: Int) -> Double {
        let angle = normalized((point - center).angle + .pi / 2)
        let step = 2 * Double.pi / Double(count)
        return angle - step * (angle / step).rounded()
    }

    /// `angle` folded into (−π, π].
    static func normalized(_ angle: Double) -> Double {
        // Already in range (the usual case in the fits' inner loops): skip the division.
        if angle > -.pi && angle <= .pi { return angle }
        var a = angle.truncatingRemainder(dividingBy: 2 * .pi)
        if a <= -.pi { a += 2 * .pi }
        if a > .pi { a -= 2 * .pi }
        return a
    }
}
