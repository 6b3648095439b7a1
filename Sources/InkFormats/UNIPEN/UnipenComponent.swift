import InkCore

/// One recorded block of a UNIPEN session: the points after a `.PEN_DOWN` (ink) or after a
/// `.PEN_UP` (the pen moving in proximity, which some tablets record).
///
/// Components are numbered from 0 in file order, counting every pen-down block and every pen-up
/// block that holds points: that is the numbering `.SEGMENT`s of train_r01_v07 use (e.g. `ceb`,
/// whose segments would point past the end if pen-up blocks with points were not counted, and
/// `apa`, whose digits would start on pen-up blocks if empty ones were).
struct UnipenComponent {
    var isPenDown: Bool
    /// Locations as read (before any y flip), in tablet units.
    var xs: [Double] = []
    var ys: [Double] = []
    /// Explicit `T` channel values, milliseconds, when `.COORD` has `T`.
    var milliseconds: [Double]?
    /// `P` channel values (pen pressure) as written, when `.COORD` has `P`: `InkPoint.force`,
    /// kept in the device's units as the InkML reader keeps `F`; `nil` too once a point left P
    /// out or gave one not finite (named in `channelsNotKept`).
    var pressures: [Double]?
    /// `.COORD` channels in force when recorded that no `InkPoint` field keeps (`Z`, `B`, …), and
    /// P with why when it was dropped (`InkDrawing.channelsNotKeptAnnotation`).
    var channelsNotKept: [String] = []
    /// Sampling rate in force when recorded (`.POINTS_PER_SECOND`), points per second.
    var pointsPerSecond: Double?
    /// Milliseconds from the origin of `timeline` to the first point. Session times are kept in
    /// milliseconds, the unit of `T` and `.DT`, so differences of large stamps stay exact.
    var start: Double?
    /// Components on the same timeline have comparable `start`s; a new one begins after every
    /// pen-up gap of unknown length.
    var timeline = 0
    /// `.WRITER_ID` in force when recorded.
    var writer: String?
    /// For y-up sources, the height the flip maps onto itself (`Y_DIM`, or 0 to negate y).
    var flipHeight: Double?
    /// The line of the `.PEN_DOWN` whose block a pendigits file ended inside: pendigits closes
    /// every block with `.PEN_UP`, so its points were cut off (a truncated file).
    var truncatedFromLine: Int?

    init(isPenDown: Bool) { self.isPenDown = isPenDown }

    var count: Int { xs.count }

    /// Milliseconds from the first point to point `index`: the `T` channel where recorded, else
    /// `index × 1000 / pointsPerSecond`, else `nil`.
    func offset(at index: Int) -> Double? {
        if let ms = milliseconds, let first = ms.first { return ms[index] - first }
        guard let pointsPerSecond, pointsPerSecond > 0 else { return nil }
        return Double(index) * 1000 / pointsPerSecond
    }

    /// Milliseconds from the timeline's origin to point `index`, when known.
    func sessionTime(at index: Int) -> Double? {
        guard let start, let offset = offset(at: index) else { return nil }
        return start + offset
    }

    /// Points `range` as an `InkStroke`, y flipped for y-up sources, `force` from `P`, `timeOffset` in seconds from
    /// the slice's first point, and `startTime` in seconds from `origin` (a session time in
    /// milliseconds on some timeline) when this component lies on the same timeline.
    func stroke(_ range: Range<Int>, origin: (timeline: Int, time: Double)?) -> InkStroke {
        var points: [InkPoint] = []
        points.reserveCapacity(range.count)
        let base = range.isEmpty ? nil : offset(at: range.lowerBound)
        for i in range {
            let y = flipHeight.map { $0 - ys[i] } ?? ys[i]
            let time = offset(at: i).flatMap { t in base.map { (t - $0) / 1000 } }
            points.append(InkPoint(x: xs[i], y: y, timeOffset: time, force: pressures?[i]))
        }
        var startTime: Double?
        if let origin, origin.timeline == timeline, !range.isEmpty, let time = sessionTime(at: range.lowerBound) {
            startTime = (time - origin.time) / 1000
        }
        return InkStroke(points: points, startTime: startTime)
    }
}
