import InkCore

extension ShapeRecognizer {
    /// A line declines where a stroke crosses itself with both passes within this share of the
    /// group's diagonal, in arc length, of one of the stroke's ends, round a loop a resampling
    /// spacing or more across the line (`endsInLoop(_:size:normal:width:)`).
    /// FC train connectors that snapped to lines end in loops crossed 0.003–0.20 of the
    /// diagonal from the stroke's end (writer12_5b #154, writer12_8b #89, writer5_11 #100: 1.7–2.5
    /// spacings across); no MMG or Quick, Draw! train or validation line crosses itself within
    /// 0.9 of an end (TuningHistory, twenty-sixth pass).
    static let endLoopReach = 0.25

    /// Whether the strokes of `ink` as drawn end in a loop a resampling spacing across the
    /// snapped `line` (`endsInLoop(_:size:normal:width:)`); `false` for a shape with no ends.
    static func endsInLoop(line: Shape, ink: PreparedInk) -> Bool {
        guard let start = line.start, let end = line.end else { return false }
        return endsInLoop(ink.drawnStrokes, size: ink.size, normal: (end - start).normalized.perpendicular, width: ink.spacing)
    }

    /// Whether a stroke of `strokes` (as drawn, in points) crosses itself where both crossing
    /// segments start or end within `endLoopReach` of `size` (the group's diagonal, in points)
    /// of arc length from the same end of the stroke, and the loop between the crossing passes
    /// is at least `width` points across `normal` (the unit normal of the line snapped): a loop,
    /// or a "V" drawn back across the ink, a spacing or more across at the end of a line is a
    /// head too small for the arrow fit, while a pen hook turns off without crossing its path
    /// or, retraced, crosses it within the pen's jitter (FC validation writers retrace the
    /// hooks ending their boxes' sides: loops 0.3 spacings across, at most 0.7). The line then
    /// declines rather than snapping: a wrong snap is worse than none. Strokes with non-finite
    /// points or fewer than 4 points cross nothing here; a non-positive or non-finite `size`
    /// finds no loop. O(k²) in the points within reach of the stroke ends, k at most
    /// `endLoopPointLimit`.
    static func endsInLoop(_ strokes: [[Vector2]], size: Double, normal: Vector2, width: Double) -> Bool {
        let reach = endLoopReach * size
        guard reach > 0, reach.isFinite else { return false }
        for drawn in strokes where drawn.count >= 4 {
            let stroke = thinned(drawn, to: endLoopPointLimit)
            // The last position whose arc length from the start is within reach, and the first
            // from the end.
            var walked = 0.0, head = 0
            while head + 1 < stroke.count, walked + stroke[head].distance(to: stroke[head + 1]) <= reach {
                walked += stroke[head].distance(to: stroke[head + 1])
                head += 1
            }
            walked = 0
            var tail = stroke.count - 1
            while tail > 0, walked + stroke[tail].distance(to: stroke[tail - 1]) <= reach {
                walked += stroke[tail].distance(to: stroke[tail - 1])
                tail -= 1
            }
            // Segments k (from point k to k + 1) touching each end's reach.
            for segments in [0...min(head, stroke.count - 2), max(tail - 1, 0)...(stroke.count - 2)]
            where hasLoop(stroke, segments: segments, normal: normal, width: width) {
                return true
            }
        }
        return false
    }

    /// Strokes of more points than this are searched through every n-th point (and the last),
    /// so a dense stroke (a 100,000-point line) costs no more than a 1,024-point one: the
    /// search is quadratic, and a loop a spacing across spans many of the points kept.
    static let endLoopPointLimit = 1024

    /// `stroke` itself when it has at most `limit` points, else every n-th point of it and its
    /// last, at most `limit` + 1 points.
    private static func thinned(_ stroke: [Vector2], to limit: Int) -> [Vector2] {
        guard stroke.count > limit, limit > 0 else { return stroke }
        let step = (stroke.count + limit - 1) / limit
        var kept = stride(from: 0, to: stroke.count, by: step).map { stroke[$0] }
        if (stroke.count - 1) % step != 0 { kept.append(stroke[stroke.count - 1]) }
        return kept
    }

    /// Whether two non-adjacent segments of `stroke` among `segments` (segment k joins points k
    /// and k + 1) cross at a point interior to both, the points between them spanning at least
    /// `width` across `normal`. O(k²).
    private static func hasLoop(_ stroke: [Vector2], segments: ClosedRange<Int>, normal: Vector2, width: Double) -> Bool {
        guard segments.count >= 3 else { return false }
        for i in segments where i + 2 <= segments.upperBound {
            let first = Segment(stroke[i], stroke[i + 1])
            guard first.length > 0 else { continue }
            for j in (i + 2)...segments.upperBound where Segment(stroke[j], stroke[j + 1]).crosses(first) {
                var low = Double.infinity, high = -Double.infinity
                for p in stroke[(i + 1)...j] {
                    let across = p.dot(normal)
                    low = min(low, across)
                    high = max(high, across)
                }
                if high - low >= width { return true }
            }
        }
        return false
    }
}
