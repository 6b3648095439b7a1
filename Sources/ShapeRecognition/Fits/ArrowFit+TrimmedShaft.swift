import InkCore

extension ArrowFit {
    /// A one-stroke head smaller than the Douglas–Peucker tolerance (`straightTolerance`) is
    /// part of its shaft's end run: the shaft's ink then runs into the head's barbs, and no barb
    /// lies off it. Within this share of the diagonal of each shaft end (along the ink)…
    static let trimReach = 0.08
    /// …whose ink runs at most this share of its length from end to end (a head goes back and
    /// forth; a straight shaft end does not, and costs no more look)…
    static let trimmedZoneChord = 0.8
    /// …the ink, simplified at this many resampling spacings, turning by `cornerTurn` at a
    /// vertex is where the shaft ended and the head began: the first such corner from the
    /// shaft's body is the shaft's new end, where the ink from there on (in its trace) reaches
    /// this many spacings off the new end's line on both sides (a hook turns to one side only).
    static let trimTolerance = 0.5

    /// `shaft` with each end cut back to the first sharp corner of its ink within `trimReach`
    /// of the end (see `trimmedZoneChord` and `trimTolerance`), or `nil` where no end has one.
    /// Sets `cutCorner` where an end has a corner whose cut end still points the way the shaft
    /// ran, whether or not the ink past it reaches both sides (a head a spacing or two across
    /// may reach only one side at this spacing). O(1) per end whose ink runs straight, else
    /// O(k log k) in the k points near it.
    static func trimmed(_ shaft: Shaft, points: [Vector2], size: Double, spacing: Double, cutCorner: inout Bool) -> Shaft? {
        var trimmed = shaft
        let n = shaft.vertices.count
        for end in 0..<2 {
            // Positions in the trace from this end in towards the shaft's body.
            let outer = end == 0 ? shaft.ink.lowerBound : shaft.ink.upperBound
            let step = end == 0 ? 1 : -1
            var inner = outer, walked = 0.0
            while abs(inner - outer) < shaft.ink.count - 2 {
                let next = inner + step
                let length = points[shaft.trace[next]].distance(to: points[shaft.trace[inner]])
                guard walked + length <= size * trimReach else { break }
                walked += length
                inner = next
            }
            guard abs(inner - outer) >= 2,
                points[shaft.trace[inner]].distance(to: points[shaft.trace[outer]]) <= trimmedZoneChord * walked
            else { continue }
            // From the body out to the end.
            let line = stride(from: inner, through: outer, by: -step).map { points[shaft.trace[$0]] }
            let kept = DouglasPeucker.keptIndices(line, tolerance: spacing * trimTolerance)
            guard kept.count > 2,
                let corner = (1..<(kept.count - 1)).first(where: { k in
                    Segment(line[kept[k - 1]], line[kept[k]]).turn(to: Segment(line[kept[k]], line[kept[k + 1]])) >= cornerTurn
                })
            else { continue }
            let tip = line[kept[corner]], position = inner - step * kept[corner]
            // The cut end still points the way the shaft ran.
            let neighbour = shaft.vertices[end == 0 ? 1 : n - 2]
            let forward = (tip - neighbour).normalized
            guard forward.dot(shaft.vertices[end == 0 ? 0 : n - 1] - neighbour) > 0 else { continue }
            cutCorner = true
            guard reachesBothSides(
                from: position, outward: -step, of: shaft, points: points, tip: tip, forward: forward,
                within: size * trimReach, side: spacing * trimTolerance)
            else { continue }
            trimmed.vertices[end == 0 ? 0 : n - 1] = tip
            trimmed.ink = end == 0 ? position...trimmed.ink.upperBound : trimmed.ink.lowerBound...position
        }
        return trimmed.ink == shaft.ink ? nil : trimmed
    }

    /// Whether the trace's ink from `position` on, stepping by `outward` while within `reach` of
    /// `tip`, lies at least `side` off the line through `tip` along `forward` on both sides. O(k).
    private static func reachesBothSides(
        from position: Int, outward: Int, of shaft: Shaft, points: [Vector2], tip: Vector2, forward: Vector2,
        within reach: Double, side: Double
    ) -> Bool {
        var left = false, right = false
        for i in stride(from: position, through: outward < 0 ? 0 : shaft.trace.count - 1, by: outward) {
            let p = points[shaft.trace[i]]
            guard p.distance(to: tip) <= reach else { break }
            let lateral = (p - tip).cross(forward)
            left = left || lateral >= side
            right = right || lateral <= -side
            if left && right { return true }
        }
        return false
    }
}
