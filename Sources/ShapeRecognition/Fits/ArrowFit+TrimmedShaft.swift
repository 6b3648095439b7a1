import InkCore

extension ArrowFit {
    /// A one-stroke head smaller than the Douglas–Peucker tolerance (`straightTolerance`) is
    /// part of its shaft's end run: the shaft's ink then runs into the head's barbs, and no barb
    /// lies off it. Within this share of the diagonal of each shaft end (along the ink)…
    static let trimReach = 0.08
    /// …the ink, simplified at this many resampling spacings, turning by `cornerTurn` at a
    /// vertex is where the shaft ended and the head began: the first such corner from the
    /// shaft's body is the shaft's new end.
    static let trimTolerance = 0.5

    /// `shaft` with each end cut back to the first sharp corner of its ink within `trimReach`
    /// of the end, or `nil` where no end has one. Complexity: O(k log k) in the points near
    /// the ends.
    static func trimmed(_ shaft: Shaft, points: [Vector2], size: Double, spacing: Double) -> Shaft? {
        var trimmed = shaft
        let n = shaft.vertices.count
        for end in 0..<2 {
            // Positions in the trace from the shaft's body out to this end.
            let limit = end == 0 ? shaft.ink.lowerBound : shaft.ink.upperBound
            let step = end == 0 ? 1 : -1
            var zone = [limit], walked = 0.0
            while zone.count < shaft.ink.count - 1 {
                let next = zone[zone.count - 1] + step
                walked += points[shaft.trace[next]].distance(to: points[shaft.trace[zone[zone.count - 1]]])
                guard walked <= size * trimReach else { break }
                zone.append(next)
            }
            guard zone.count >= 3 else { continue }
            zone.reverse()
            let line = zone.map { points[shaft.trace[$0]] }
            let kept = DouglasPeucker.keptIndices(line, tolerance: spacing * trimTolerance)
            guard kept.count > 2,
                let corner = (1..<(kept.count - 1)).first(where: { k in
                    Segment(line[kept[k - 1]], line[kept[k]]).turn(to: Segment(line[kept[k]], line[kept[k + 1]])) >= cornerTurn
                })
            else { continue }
            let tip = zone[kept[corner]]
            // The cut end still points the way the shaft ran.
            let neighbour = shaft.vertices[end == 0 ? 1 : n - 2]
            guard (points[shaft.trace[tip]] - neighbour).dot(shaft.vertices[end == 0 ? 0 : n - 1] - neighbour) > 0
            else { continue }
            trimmed.vertices[end == 0 ? 0 : n - 1] = points[shaft.trace[tip]]
            trimmed.ink = end == 0 ? tip...trimmed.ink.upperBound : trimmed.ink.lowerBound...tip
        }
        return trimmed.ink == shaft.ink ? nil : trimmed
    }
}
