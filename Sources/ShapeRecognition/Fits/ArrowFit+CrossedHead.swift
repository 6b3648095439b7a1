import InkCore

extension ArrowFit {
    /// A crossed head: a barb drawn as a stroke through the tip and on past it (FC writer 6
    /// draws the shaft and one barb in one stroke, then the other barb across the tip). Its end
    /// is the forward-most ink, so it passes for the apex and the barbs do not fit; the apex is
    /// then looked for again at the tip, and ink along each barb's line past the apex, up to
    /// this share of the barb's length, is the head's.
    static let crossingOvershoot = 0.8

    /// The segments a crossed head's barbs draw past its `apex`: each barb's line, from `apex`
    /// away from the barb's end, `crossingOvershoot` of its length. O(1).
    static func crossings(apex: Vector2, left: Vector2, right: Vector2) -> [Segment] {
        [left, right].map { Segment(apex, apex + (apex - $0) * crossingOvershoot) }
    }
}

extension ArrowFit.ShaftEnds {
    /// Moves the apex of each end without a running-on stroke to its tip where the apex is a
    /// stroke's first or last point (`strokeEnds`, ascending positions in the ink) off the
    /// shaft's trace — the end of a barb drawn across the tip, not a head's vertex — and forgets
    /// the band looked at last. Returns whether an apex moved. O(log s) in strokes, plus O(n)
    /// where an apex is a stroke's end.
    mutating func crossHeads(strokeEnds: [Int]) -> Bool {
        var moved = false
        for end in 0..<2 where !runsOn[end] && !crossed[end] {
            guard let position = apexPositions[end], strokeEnds.containsSorted(position),
                !shaft.trace.contains(position)
            else { continue }
            apexes[end] = tips[end]
            crossed[end] = true
            moved = true
        }
        if moved { band = nil }
        return moved
    }
}

extension Array where Element == Int {
    /// Whether the ascending array holds `value`. O(log n).
    fileprivate func containsSorted(_ value: Int) -> Bool {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < count && self[low] == value
    }
}
