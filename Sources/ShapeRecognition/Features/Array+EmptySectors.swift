import Foundation
import InkCore

extension Array where Element == Vector2 {
    /// How many of `count` equal angle sectors round `centre` the points' directions leave
    /// empty, averaged over every turn of the sectors: a gap of g radians between neighbouring
    /// directions holds g/s − 1 empty sectors of width s on average (none when g ≤ s). Sectors
    /// fixed to the axes make the count depend on how the ink happens to lie against their
    /// edges, so a sparse loop turned by 3° can gain or lose a sector (FC train writer 4's
    /// and validation writer 13's closed heads, fifteenth pass). Points at `centre`, and
    /// non-finite offsets, point nowhere and are left out; with none left, or `count` < 1, every
    /// sector is empty. O(k log k).
    func meanEmptySectors(round centre: Vector2, count: Int) -> Double {
        let angles = compactMap { p -> Double? in
            let offset = p - centre
            guard offset.x.isFinite, offset.y.isFinite, offset.x != 0 || offset.y != 0 else { return nil }
            return offset.angle
        }.sorted()
        guard let first = angles.first, let last = angles.last, count > 0 else { return Double(Swift.max(count, 0)) }
        let sector = 2 * Double.pi / Double(count)
        var empty = Swift.max(0, first + 2 * Double.pi - last - sector)
        for (a, b) in zip(angles, angles.dropFirst()) { empty += Swift.max(0, b - a - sector) }
        return empty / sector
    }
}
