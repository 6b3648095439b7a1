import InkCore

extension ShapeRecognizer {
    /// A corner loop is a stretch of a stroke that starts and ends where two of its segments
    /// cross, no longer than this share of the stroke's length: a fast writer's loop at a
    /// corner of radius a tenth of a side is a tenth of a box's ink, an eighth of a triangle's.
    static let cornerLoopMaximumShare = 0.15
    /// Every point of a corner loop lies within this share of the answer's shortest side of one
    /// of its vertices.
    static let cornerLoopReach = 0.35
    /// Ink that declines is looked at again only when its best guess, a box or triangle, has at
    /// least this confidence: the $1 s01 delete marks and x's whose best guess is a triangle
    /// score 0.006 or less, and a second recognition of each raised p99 instructions by half;
    /// the looped s01–s08 copies recovered score 0.010 or more.
    static let cornerLoopMinimumConfidence = 0.008

    /// A rectangle or triangle drawn in one stroke with a small loop at some of its corners (the
    /// pen running past a corner and circling back through it, as fast writers do): the loops' ink lies off
    /// every side, so the closed fits' errors rise and the drawing declines. Recognized again
    /// with the loops cut out (`withoutSmallLoops`), it answers when that gives a sharp
    /// rectangle or a triangle with every loop at one of its vertices; otherwise `nil`. A
    /// pigtail's loop or a digit's lies at no corner of a box or triangle, and what else the
    /// ink without loops would be is not taken. O(n·w) for n input points and w points in
    /// the longest loop allowed, plus one recognition when a loop is found.
    func cornerLoopsCut(_ strokes: [InkStroke]) -> ShapeRecognition? {
        // One stroke only: a group's strokes meet nowhere as a fast pen's corner does, and the
        // loops of a block of handwriting (an FC train "h") may lie near its box's corners.
        guard let ink = PreparedInk(strokes), ink.strokes.count == 1,
            let (cut, loops) = Self.withoutSmallLoops(ink.strokes)
        else { return nil }
        guard let (recognition, v, reach) = recognizedBoxOrTriangle(cut, origin: ink.origin) else { return nil }
        let atCorners = loops.allSatisfy { loop in
            v.contains { vertex in loop.allSatisfy { $0.distance(to: vertex) <= reach } }
        }
        return atCorners ? recognition : nil
    }

    /// `strokes` (polylines relative to `origin`) recognized as drawn, when the answer is a
    /// shape corner loops or a lead-in can hide (`loopsCanHide`), with its vertices (relative to
    /// `origin`) and `cornerLoopReach` of its shortest side, in points; otherwise `nil`.
    func recognizedBoxOrTriangle(_ strokes: [[Vector2]], origin: Vector2) -> (ShapeRecognition, vertices: [Vector2], reach: Double)? {
        let recognition = recognizeAsDrawn(strokes.map { InkStroke(locations: $0.map { $0 + origin }) })
        guard let shape = recognition.shape, Self.loopsCanHide(shape.kind, sides: shape.sides) else { return nil }
        let v = shape.translated(by: -origin).vertices
        guard v.count >= 3, let shortest = v.closedPolygonSegments.map(\.length).min(), shortest > 0 else { return nil }
        return (recognition, v, Self.cornerLoopReach * shortest)
    }

    /// Whether corner loops can hide a shape of `kind` with `sides`: a sharp rectangle or a
    /// triangle (a polygon of 3 sides, regular or not).
    static func loopsCanHide(_ kind: ShapeKind, sides: Int?) -> Bool {
        kind == .rectangle || ((kind == .polygon || kind == .regularPolygon) && sides == 3)
    }

    /// `strokes` (polylines) with every small loop cut out — from the first segment of a crossing
    /// pair to the point before the second, the farthest such crossing within
    /// `cornerLoopMaximumShare` of the stroke's length — and the loops' points; `nil` when no
    /// stroke has one. O(n·w) for n points and w points within the longest loop allowed.
    static func withoutSmallLoops(_ strokes: [[Vector2]]) -> (strokes: [[Vector2]], loops: [[Vector2]])? {
        var loops: [[Vector2]] = []
        var result = strokes
        for (index, p) in strokes.enumerated() where p.count >= 4 {
            var reached = [0.0]
            reached.reserveCapacity(p.count)
            for i in 1..<p.count { reached.append(reached[i - 1] + p[i - 1].distance(to: p[i])) }
            let limit = cornerLoopMaximumShare * reached[p.count - 1]
            var kept: [Vector2] = []
            var i = 0
            let before = loops.count
            while i < p.count {
                kept.append(p[i])
                // The farthest segment (j, j + 1) within reach that crosses (i, i + 1).
                var farthest: Int?
                if i + 1 < p.count {
                    let segment = Segment(p[i], p[i + 1])
                    var j = i + 2
                    while j + 1 < p.count, reached[j] - reached[i + 1] <= limit {
                        if segment.crosses(Segment(p[j], p[j + 1])) { farthest = j }
                        j += 1
                    }
                }
                guard let j = farthest else {
                    i += 1
                    continue
                }
                loops.append(Array(p[(i + 1)...j]))
                i = j + 1
            }
            if loops.count > before { result[index] = kept }
        }
        return loops.isEmpty ? nil : (result, loops)
    }
}
