import InkCore

/// The component/point ranges of a UNIPEN `.SEGMENT`: `3`, `1-2`, `12:0-12:42`, `24:0-26:6`, and
/// comma-separated lists of these. Components and points count from 0; ends are inclusive.
struct UnipenDelineation {
    /// One contiguous run: from component `first` (point `firstPoint`, else its start) to
    /// component `last` (point `lastPoint`, else its end).
    struct Run: Equatable {
        var first: Int
        var firstPoint: Int?
        var last: Int
        var lastPoint: Int?
    }

    let text: String
    let runs: [Run]

    /// `nil` when `text` is not a delineation.
    init?(_ text: String) {
        var runs: [Run] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let ends = part.split(separator: "-", omittingEmptySubsequences: false)
            guard ends.count == 1 || ends.count == 2,
                let start = Self.position(ends[0]), let end = Self.position(ends[ends.count - 1])
            else { return nil }
            runs.append(Run(first: start.component, firstPoint: start.point, last: end.component, lastPoint: end.point))
        }
        guard !runs.isEmpty else { return nil }
        self.text = text
        self.runs = runs
    }

    private static func position(_ text: Substring) -> (component: Int, point: Int?)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2, let component = Int(parts[0]), component >= 0 else { return nil }
        guard parts.count == 2 else { return (component, nil) }
        guard let point = Int(parts[1]), point >= 0 else { return nil }
        return (component, point)
    }

    /// The pen-down strokes this delineation selects, in order. Pen-up components inside a
    /// range are not ink and are left out. Each stroke's `startTime` counts from the first
    /// selected point, where the session timing is known.
    /// - Throws: `.segmentOutOfRange` when a component or point does not exist, `.unexpected`
    ///   for a component the file was truncated inside.
    func strokes(of components: [UnipenComponent]) throws(InkFormatError.Reason) -> [InkStroke] {
        var slices: [(component: UnipenComponent, range: Range<Int>)] = []
        for run in runs {
            guard run.first <= run.last, run.last < components.count else {
                throw .segmentOutOfRange(delineation: text, components: components.count)
            }
            for c in run.first...run.last where components[c].isPenDown {
                if let line = components[c].truncatedFromLine {
                    throw .unexpected(expected: ".PEN_UP closing the .PEN_DOWN of line \(line)", found: "the end of the file (truncated)")
                }
                let count = components[c].count
                let lower = c == run.first ? run.firstPoint ?? 0 : 0
                let last = c == run.last ? run.lastPoint ?? count - 1 : count - 1
                // `last < count` first, so `last + 1` cannot overflow (a point index may be Int.max).
                guard last < count, lower <= last + 1 else {
                    throw .segmentOutOfRange(delineation: text, components: components.count)
                }
                slices.append((components[c], lower..<(last + 1)))
            }
        }
        let origin = slices.first.flatMap { slice -> (timeline: Int, time: Double)? in
            guard !slice.range.isEmpty, let time = slice.component.sessionTime(at: slice.range.lowerBound) else {
                return nil
            }
            return (slice.component.timeline, time)
        }
        return slices.map { $0.component.stroke($0.range, origin: origin) }
    }
}
