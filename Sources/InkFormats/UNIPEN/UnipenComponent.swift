import InkCore

/// One recorded pen-down…pen-up block of a UNIPEN session, numbered from 0 in file order.
struct UnipenComponent {
    /// Locations as read (before any y flip), in tablet units.
    var xs: [Double] = []
    var ys: [Double] = []
    /// Explicit `T` channel values, milliseconds, when `.COORD` has `T`.
    var milliseconds: [Double]?
    /// Sampling rate in force when recorded (`.POINTS_PER_SECOND`), points per second.
    var pointsPerSecond: Double?
    /// Seconds from the previous component's last point to this one's first (`.DT`), if given.
    var gapBefore: Double?
    /// `.WRITER_ID` in force when recorded.
    var writer: String?
    /// `Y_DIM` when the source is y-up, so the flip maps 0…Y_DIM onto itself; `0` flips to -y.
    var flipHeight: Double?

    var count: Int { xs.count }

    /// Seconds from the first to the last point, when time is known.
    var duration: Double? {
        if let ms = milliseconds, let first = ms.first, let last = ms.last { return (last - first) / 1000 }
        guard let pointsPerSecond, pointsPerSecond > 0, count > 0 else { return nil }
        return Double(count - 1) / pointsPerSecond
    }

    /// Points `range` as an `InkStroke`, y flipped for y-up sources, time from the slice's first
    /// point: the `T` channel where recorded, else synthesised as `index / pointsPerSecond`.
    func stroke(_ range: Range<Int>, startTime: Double?) -> InkStroke {
        var points: [InkPoint] = []
        points.reserveCapacity(range.count)
        let base = range.lowerBound
        for i in range {
            let y = flipHeight.map { $0 - ys[i] } ?? ys[i]
            var time: Double?
            if let ms = milliseconds {
                time = (ms[i] - ms[base]) / 1000
            } else if let pointsPerSecond, pointsPerSecond > 0 {
                time = Double(i - base) / pointsPerSecond
            }
            points.append(InkPoint(x: xs[i], y: y, timeOffset: time))
        }
        return InkStroke(points: points, startTime: startTime)
    }
}
