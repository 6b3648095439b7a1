import Foundation

/// Angle helpers, in radians.
enum Angle {
    /// `angle` folded into (−π/2, π/2]: the orientation of an undirected axis.
    static func halfTurnNormalized(_ angle: Double) -> Double {
        var a = angle.truncatingRemainder(dividingBy: .pi)
        if a <= -.pi / 2 { a += .pi }
        if a > .pi / 2 { a -= .pi }
        return a
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
