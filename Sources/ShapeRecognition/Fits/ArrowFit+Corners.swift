import InkCore

extension ArrowFit {
    /// A Douglas–Peucker vertex of a stroke turning at least this much, in radians, is a sharp
    /// corner the arrow must account for.
    static let cornerTurn = 1.0
    /// A sharp corner is one of the arrow's vertices when it lies within this share of the ink's
    /// diagonal of one.
    static let cornerMatch = 0.08
    /// Sharp corners that may lie near none of the arrow's vertices (a pen hook, a barb drawn twice).
    static let unmatchedCornerAllowance = 1
    /// Corners inside a head's triangle (the hatching of a filled head) are the head's when its
    /// longer barb is at most this share of the straight stretch it sits on.
    static let hatchedHeadBarb = 0.6

    /// Appends to `corners` the sharp corners of one stroke: the vertices of its Douglas–Peucker
    /// polyline (`kept`, indices into `line`) turning at least `cornerTurn`, in order (appended
    /// where they are kept, not gathered in a list of their own). O(k) in kept vertices.
    static func appendSharpCorners(of line: [Vector2], kept: [Int], to corners: inout [Vector2]) {
        guard kept.count > 2 else { return }
        for k in 1..<(kept.count - 1) {
            let incoming = Segment(line[kept[k - 1]], line[kept[k]]), outgoing = Segment(line[kept[k]], line[kept[k + 1]])
            if incoming.turn(to: outgoing) >= cornerTurn { corners.append(line[kept[k]]) }
        }
    }

    /// Whether the ink's sharp `corners` are the arrow's: each lies within `cornerMatch` of the
    /// diagonal `size` of one of `vertices` (the shaft's vertices and ends, each head's apex and
    /// barb ends) or inside a head (`inHead`), but for `unmatchedCornerAllowance`. A drawn
    /// arrow turns only where its shaft bends, at its tip and at its barbs' ends; a random zigzag
    /// whose segments happen to pass for a shaft and barbs turns everywhere. O(c·v).
    static func accountsFor(
        _ corners: [Vector2], vertices: [Vector2], size: Double, inHead: (Vector2) -> Bool
    ) -> Bool {
        let tolerance = size * cornerMatch
        var unmatched = 0
        for corner in corners where !vertices.contains(where: { $0.distance(to: corner) <= tolerance }) && !inHead(corner) {
            unmatched += 1
            if unmatched > unmatchedCornerAllowance { return false }
        }
        return true
    }
}
