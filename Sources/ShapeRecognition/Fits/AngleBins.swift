import Foundation
import InkCore

/// `count` equal angle bins round a centre: an offset `(x, y)` falls in bin
/// `⌊(atan2(y, x) + π) / 2π · count⌋` (the last bin also takes the angle π), so bin 0 starts at
/// the −x direction and the bins follow `atan2`'s sense of rotation.
///
/// Most offsets are binned by their quadrant and the ratio of their coordinates against the
/// tangents of the bin edges, which costs a division where `atan2` costs over a hundred
/// instructions; offsets within a relative `margin` of an edge or an axis take the `atan2`
/// formula itself, so every offset gets the bin that formula gives.
struct AngleBins: Sendable, Hashable {
    /// The number of bins, a multiple of 4 (whole bins per quadrant).
    let count: Int
    /// Tangents of the bin edges inside a quadrant, ascending.
    private let edgeTangents: [Double]

    /// Far above the rounding of either computation (≈ 1e-15 relative), so where the ratio
    /// decides, the `atan2` formula gives the same bin.
    static let margin = 1e-9

    /// - Precondition: `count` is a positive multiple of 4.
    init(count: Int) {
        precondition(count > 0 && count % 4 == 0, "angle bins: \(count) is not a positive multiple of 4")
        self.count = count
        let step = 2 * Double.pi / Double(count)
        edgeTangents = (1..<(count / 4)).map { tan(Double($0) * step) }
    }

    /// The bin of `offset`'s direction. A NaN coordinate traps, as `Int(_:)` does in the
    /// formula; the fits pass finite offsets. O(count).
    func bin(of offset: Vector2) -> Int {
        let x = offset.x, y = offset.y, quarter = count / 4
        // Quadrants in atan2 order from −π: the angle into each is the arctangent of `ratio`.
        let (first, ratio) = y < 0
            ? (x < 0 ? (0, y / x) : (quarter, -x / y))
            : (x > 0 ? (2 * quarter, y / x) : (3 * quarter, -x / y))
        if x != 0, y != 0, ratio > Self.margin, ratio < 1 / Self.margin, let inQuadrant = binInQuadrant(ratio) {
            return first + inQuadrant
        }
        return min(max(Int((atan2(y, x) + .pi) / (2 * .pi) * Double(count)), 0), count - 1)
    }

    /// How many edges `ratio` lies past, or `nil` when it lies within `margin` of one.
    private func binInQuadrant(_ ratio: Double) -> Int? {
        var passed = 0
        for edge in edgeTangents {
            if ratio > edge * (1 + Self.margin) {
                passed += 1
            } else if ratio >= edge * (1 - Self.margin) {
                return nil
            } else {
                break
            }
        }
        return passed
    }
}
