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

    /// The strokes this delineation selects, in order, with each stroke's `startTime` in seconds
    /// from the first selected point where the components' timing allows it.
    /// - Throws: `.segmentOutOfRange` when a component or point does not exist.
    func strokes(of components: [UnipenComponent]) throws(InkFormatError.Reason) -> [InkStroke] {
        var slices: [(component: Int, range: Range<Int>)] = []
        for run in runs {
            guard run.first <= run.last, run.last < components.count else {
                throw .segmentOutOfRange(delineation: text, components: components.count)
            }
            for c in run.first...run.last {
                let count = components[c].count
                let lower = c == run.first ? run.firstPoint ?? 0 : 0
                let upper = c == run.last ? run.lastPoint.map { $0 + 1 } ?? count : count
                guard lower <= upper, upper <= count else {
                    throw .segmentOutOfRange(delineation: text, components: components.count)
                }
                slices.append((c, lower..<upper))
            }
        }
        return Self.timed(slices, of: components)
    }

    /// Attaches `startTime`s: from the `T` channel when every slice has it, else by chaining
    /// durations and `.DT` gaps of consecutive components; `nil` from the first unknown gap on.
    private static func timed(_ slices: [(component: Int, range: Range<Int>)], of components: [UnipenComponent])
        -> [InkStroke]
    {
        guard let first = slices.first else { return [] }
        let origin = components[first.component].milliseconds.flatMap { ms in
            first.range.isEmpty ? nil : ms[first.range.lowerBound]
        }
        var clock: Double? = 0
        var strokes: [InkStroke] = []
        for (k, slice) in slices.enumerated() {
            let component = components[slice.component]
            var start: Double?
            if let origin, let ms = component.milliseconds, !slice.range.isEmpty {
                start = (ms[slice.range.lowerBound] - origin) / 1000
            } else if k == 0 {
                start = 0
            } else if let previous = clock, slices[k - 1].component + 1 == slice.component,
                let gap = component.gapBefore, let pps = component.pointsPerSecond, pps > 0
            {
                start = previous + gap + Double(slice.range.lowerBound) / pps
            }
            strokes.append(component.stroke(slice.range, startTime: start))
            // The clock after this slice: its start plus the time to the component's last point.
            if let start, let pps = component.pointsPerSecond, pps > 0, component.milliseconds == nil {
                clock = start + Double(component.count - 1 - slice.range.lowerBound) / pps
            } else {
                clock = nil
            }
        }
        return strokes
    }
}
