import InkCore

extension ArrowFit {
    /// A connector drawn leg by leg whose pen stopped short of the corner (FC writer 5 lifts it
    /// 5–24 % of the diagonal before the corner): two strokes' ends this share of the diagonal
    /// apart still carry one shaft where their legs meet as an elbow (`legsMeet`).
    static let legGapJoin = 0.3

    /// Whether the end of one leg at `end`, heading `outward` out of its ink, and another stroke's
    /// end at `other`, heading `otherOutward` out of its ink, stop short of one corner: the legs
    /// turn an elbow's angle (`elbowTurns`) and their lines meet at most `legGapJoin` of the
    /// diagonal `size` ahead of each end (or `elbowRounding` behind it: a leg run a little past
    /// the corner). A "T"'s bar ends far beside its stem's line, a "+" crosses it. O(1).
    static func legsMeet(_ end: Vector2, heading outward: Vector2, _ other: Vector2, heading otherOutward: Vector2, size: Double) -> Bool {
        guard elbowTurns.contains(abs(outward.signedAngle(to: -otherOutward))) else { return false }
        guard let (s, t) = Vector2.lineMeeting(end, outward, other, otherOutward) else { return false }
        let reach = (-size * elbowRounding)...(size * legGapJoin)
        return reach.contains(s) && reach.contains(t)
    }

    /// Whether the end of `trace` (its last point when `atTail`, else its first) and the end of
    /// `stroke` (its last point when `atLast`, else its first), both as indices into `points`,
    /// are legs meeting at a corner their pen stopped short of (`legsMeet(_:heading:_:heading:size:)`),
    /// each leg's direction taken over `minimumElbowLeg` of the diagonal `size`. O(k) in the
    /// points walked.
    static func legsMeet(_ trace: [Int], atTail: Bool, _ stroke: [Int], atLast: Bool, points: [Vector2], size: Double) -> Bool {
        let reach = size * minimumElbowLeg
        guard let outward = outwardDirection(at: atTail, of: trace, points: points, reach: reach),
            let otherOutward = outwardDirection(at: atLast, of: stroke, points: points, reach: reach)
        else { return false }
        let (end, farEnd) = ends(of: trace, nearAtLast: atTail, points: points)
        let (otherEnd, otherFarEnd) = ends(of: stroke, nearAtLast: atLast, points: points)
        guard legsMeet(end, heading: outward, otherEnd, heading: otherOutward, size: size) else { return false }
        // A connector's legs lead away from their corner; a letter's bowl drawn as its own stroke
        // (a "P", "D" or "B") comes back to the stem it started beside.
        return !stroke.contains { points[$0].distance(to: farEnd) < reach }
            && !trace.contains { points[$0].distance(to: otherFarEnd) < reach }
    }

    /// The near and far end of `positions` (not empty; indices into `points`), the near one its
    /// last point when `nearAtLast`, else its first. O(1).
    private static func ends(of positions: [Int], nearAtLast: Bool, points: [Vector2]) -> (near: Vector2, far: Vector2) {
        let (first, last) = (points[positions[0]], points[positions[positions.count - 1]])
        return nearAtLast ? (last, first) : (first, last)
    }

    /// `outwardDirection(along:points:reach:)` at the end of `positions`: its last point when
    /// `atLast`, else its first.
    private static func outwardDirection(at atLast: Bool, of positions: [Int], points: [Vector2], reach: Double) -> Vector2? {
        atLast
            ? outwardDirection(along: positions.reversed(), points: points, reach: reach)
            : outwardDirection(along: positions, points: points, reach: reach)
    }

    /// The direction out of the ink at the first of `positions` (indices into `points`, from an
    /// end inwards): from the first point at least `reach` back along them to the end, or `nil`
    /// where the ink is shorter (a leg is at least `minimumElbowLeg` long). O(k) in the points
    /// walked.
    static func outwardDirection(along positions: some Sequence<Int>, points: [Vector2], reach: Double) -> Vector2? {
        var iterator = positions.makeIterator()
        guard let first = iterator.next() else { return nil }
        let end = points[first]
        while let position = iterator.next() {
            if points[position].distance(to: end) >= reach { return (end - points[position]).normalized }
        }
        return nil
    }

    /// The positions in a chained trace's `line` after which it jumps farther than `joinDistance`
    /// (a stroke join, or one resampling spacing where that is more): where a leg gap was joined.
    /// O(n).
    static func legGaps(in line: [Vector2], joinedWithin joinDistance: Double) -> [Int] {
        line.indices.dropLast().filter { line[$0].distance(to: line[$0 + 1]) > joinDistance }
    }

    /// Douglas–Peucker's `kept` positions with both ends of each of `legGaps` added, ascending:
    /// the jump is a segment of its own even where it runs on along a leg. O(k log k).
    static func keeping(_ legGaps: [Int], in kept: [Int]) -> [Int] {
        Array(Set(kept + legGaps + legGaps.map { $0 + 1 })).sorted()
    }

    /// The polyline `vertices` of consecutive `runs` with each leg gap (`Run.isLegGap`) closed:
    /// the vertices from the end of the leg before it to the start of the leg after it (the
    /// nearest runs longer than an elbow's rounding, `elbowRounding` of the diagonal `size`)
    /// replaced by the corner where the legs' lines meet — the connector as drawn, its legs run
    /// on to their corner. O(k) in runs.
    static func closingLegGaps(_ vertices: [Vector2], runs: ArraySlice<Run>, size: Double) -> [Vector2] {
        guard runs.contains(where: \.isLegGap) else { return vertices }
        let runs = Array(runs)
        let isLeg = { (k: Int) in !runs[k].isLegGap && runs[k].segment.length > size * elbowRounding }
        var result = vertices
        // Run k joins vertices k and k + 1; from the last, so earlier positions stay put.
        for k in stride(from: runs.count - 2, through: 1, by: -1) where runs[k].isLegGap {
            guard let before = (0..<k).last(where: isLeg), let after = ((k + 1)..<runs.count).first(where: isLeg) else { continue }
            let (a, b) = (runs[before].segment, runs[after].segment)
            guard let (s, _) = Vector2.lineMeeting(a.a, a.b - a.a, b.a, b.b - b.a) else { continue }
            result.replaceSubrange((before + 1)...after, with: [a.a + (a.b - a.a) * s])
        }
        return result
    }
}
