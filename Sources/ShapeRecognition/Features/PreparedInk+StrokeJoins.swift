import InkCore

extension PreparedInk {
    /// Where the pen lifted between the strokes of the group: each stroke's first and last
    /// point, none for a single stroke. A polygon side drawn as its own stroke ends at its
    /// corners (overshooting them or not), where ShortStraw, which sees one stroke at a time,
    /// finds no turn. O(s) in strokes.
    var strokeJoins: [Vector2] {
        strokes.count > 1 ? strokes.flatMap { [$0[0], $0[$0.count - 1]] } : []
    }
}
