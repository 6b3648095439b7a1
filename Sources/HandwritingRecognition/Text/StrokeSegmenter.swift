import InkCore

/// Over-segments strokes into pieces at the places where cursive letters join: every bottom of the
/// trajectory (a local maximum of y, y pointing down) and every top low enough to be a ligature
/// rather than an ascender. Characters are then unions of consecutive pieces (Tappert, Suen and
/// Wakahara 1990, §IV on segmentation at extrema of the vertical trajectory).
///
/// Extremes are found with hysteresis: the pen must travel `cutHysteresis` x-heights vertically
/// from one extreme before the next one counts, so tremor does not cut. Known failure: letters that
/// join at their middle (cursive "e" after "r") are not split apart, and a "u" written with a tiny
/// dip between its legs may lose a cut.
struct StrokeSegmenter: Sendable {
    var configuration: TextRecognizerConfiguration

    /// The pieces of stroke `index` (its finite `points`), in writing order, covering every point;
    /// neighbouring pieces share their cut point. O(n) for n points.
    func segments(of points: [Vector2], stroke index: Int, zone: WritingZone) -> [InkSegment] {
        guard points.count > 2 else { return points.isEmpty ? [] : [InkSegment(stroke: index, points: 0..<points.count)] }
        let cuts = cutIndices(points, zone: zone)
        var segments: [InkSegment] = []
        var start = 0
        for cut in cuts {
            segments.append(InkSegment(stroke: index, points: start..<(cut + 1)))
            start = cut
        }
        segments.append(InkSegment(stroke: index, points: start..<points.count))
        return segments
    }

    /// Interior indices of confirmed bottoms and low tops, ascending.
    private func cutIndices(_ points: [Vector2], zone: WritingZone) -> [Int] {
        let lowestTop = zone.midline - configuration.topCutAllowance * zone.xHeight
        return Self.extremes(of: points, hysteresis: configuration.cutHysteresis * zone.xHeight)
            .filter { $0.isBottom || points[$0.index].y >= lowestTop }.map(\.index)
    }

    /// The confirmed extremes of `points`' vertical trajectory, in order: bottoms (local maxima of
    /// y) and tops, each confirmed once the pen has moved `hysteresis` points back from it; interior
    /// indices only. O(n) for n points.
    static func extremes(of points: [Vector2], hysteresis delta: Double) -> [(index: Int, isBottom: Bool)] {
        guard points.count > 2 else { return [] }
        enum Heading { case unknown, down, up }
        var heading = Heading.unknown
        var top = 0  // index of the highest point (smallest y) since the last confirmed bottom
        var bottom = 0  // index of the lowest point (largest y) since the last confirmed top
        var extremes: [(index: Int, isBottom: Bool)] = []
        for i in 1..<points.count {
            let y = points[i].y
            if y < points[top].y { top = i }
            if y > points[bottom].y { bottom = i }
            switch heading {
            case .unknown:
                if y - points[top].y > delta {
                    heading = .down
                    bottom = i
                } else if points[bottom].y - y > delta {
                    heading = .up
                    top = i
                }
            case .down:
                if points[bottom].y - y > delta {
                    extremes.append((bottom, true))
                    heading = .up
                    top = i
                }
            case .up:
                if y - points[top].y > delta {
                    extremes.append((top, false))
                    heading = .down
                    bottom = i
                }
            }
        }
        return extremes.filter { $0.index > 0 && $0.index < points.count - 1 }
    }
}
