import InkCore

/// Page layout for text: strokes into lines by vertical position, a line's strokes into words by
/// horizontal gaps. Spatial only; the order strokes were written in plays no part.
enum TextLayout {
    /// A stroke with the finite points it holds.
    struct StrokeInk {
        var index: Int
        var points: [Vector2]
        var bounds: BoundingBox
    }

    /// Strokes grouped into lines, top to bottom.
    ///
    /// "Main" strokes (bounding-box diagonal at least half the median, and height at least a third
    /// of the upper-quartile height) are clustered by the middle half of their vertical extent:
    /// cores that overlap, directly or through a chain, are one line. Within a line every main
    /// stroke covers the body zone, so cores overlap; between lines they do not, even where a
    /// descender meets the next line's ascender. The height test keeps flat strokes (t-crosses,
    /// hyphens) from starting a line of their own above a cursive word of two or three strokes,
    /// where the median is one of them.
    ///
    /// A cluster of one main stroke that is no wider than the median main-stroke height of a
    /// neighbouring line and whose vertical extent overlaps the neighbour's is a mark of that
    /// line, not a line: the bar of a "!" standing above the body, a comma or a "j" hanging below
    /// it (the neighbour it overlaps most takes it). Then small strokes (dots, accents,
    /// punctuation, bars) join a line: the one whose extent holds their centre; else, between two
    /// lines (or beyond the first or last), the one of the two with a stroke overlapping them
    /// horizontally (the letter a dot sits on) if only one has, else the nearer, a tie going to
    /// the line below, since dots sit above their letter.
    ///
    /// Known limit: a line of nothing but one narrow stroke (a lone "I" or "1") whose extent
    /// overlaps the next line's joins it.
    ///
    /// - Complexity: O(s log s + m·s + l²·s) for s strokes, m small strokes and l clusters of
    ///   main strokes (l = the number of lines plus marks, a handful on a page).
    static func lines(_ strokes: [StrokeInk]) -> [[StrokeInk]] {
        guard !strokes.isEmpty else { return [] }
        let diagonals = strokes.map(\.bounds.diagonal).sorted()
        let median = diagonals[diagonals.count / 2]
        let heights = strokes.map(\.bounds.height).sorted()
        let upperQuartile = heights[heights.count * 3 / 4]
        let isMain = strokes.map { $0.bounds.diagonal >= median / 2 && $0.bounds.height >= upperQuartile / 3 }
        let main = strokes.indices.filter { isMain[$0] }.sorted {
            strokes[$0].bounds.center.y < strokes[$1].bounds.center.y
        }
        var lines: [Line] = []
        var coreBottom = -Double.infinity
        for i in main {
            let b = strokes[i].bounds
            let core = (top: b.minY + b.height / 4, bottom: b.maxY - b.height / 4)
            // Cores sorted by centre: compare with the running bottom of the current line.
            if !lines.isEmpty, core.top <= coreBottom {
                lines[lines.count - 1].add(i, b)
                coreBottom = max(coreBottom, core.bottom)
            } else {
                lines.append(Line(i, b))
                coreBottom = core.bottom
            }
        }
        // Long flat strokes beside a short tall one can leave no main stroke: one line of all.
        guard !lines.isEmpty else { return [strokes] }
        lines = mergingMarks(lines, strokes)
        for i in strokes.indices where !isMain[i] {
            let l = line(for: strokes[i].bounds, among: lines, strokes)
            lines[l].add(i, strokes[i].bounds)
        }
        return lines.map { line in line.strokes.sorted().map { strokes[$0] } }
    }

    /// The line a small stroke with `box` joins: the lowest line whose extent holds its centre;
    /// else, of the nearest line above and the nearest below, the one with a stroke overlapping
    /// it horizontally if only one has, else the nearer (a tie to the one below). O(s).
    private static func line(for box: BoundingBox, among lines: [Line], _ strokes: [StrokeInk]) -> Int {
        let y = box.center.y
        if let holding = lines.indices.last(where: { lines[$0].distance(to: y) == 0 }) { return holding }
        let above = lines.indices.filter { lines[$0].bottom < y }.max { lines[$0].bottom < lines[$1].bottom }
        let below = lines.indices.filter { lines[$0].top > y }.min { lines[$0].top < lines[$1].top }
        let neighbours = [above, below].compactMap { $0 }
        let overlapping = neighbours.filter { l in
            lines[l].strokes.contains { strokes[$0].bounds.minX <= box.maxX && box.minX <= strokes[$0].bounds.maxX }
        }
        if overlapping.count == 1 { return overlapping[0] }
        // `neighbours` is above, then below: `<=` lets the lower of two equally near lines win.
        var nearest = neighbours[0]
        for l in neighbours where lines[l].distance(to: y) <= lines[nearest].distance(to: y) { nearest = l }
        return nearest
    }

    /// The strokes of one line (main strokes, then the small ones it takes), with its vertical
    /// extent in points.
    private struct Line {
        var strokes: [Int]
        var top: Double
        var bottom: Double

        init(_ stroke: Int, _ bounds: BoundingBox) {
            strokes = [stroke]
            top = bounds.minY
            bottom = bounds.maxY
        }

        mutating func add(_ stroke: Int, _ bounds: BoundingBox) {
            strokes.append(stroke)
            top = min(top, bounds.minY)
            bottom = max(bottom, bounds.maxY)
        }

        /// How far `y` lies outside the line's extent (0 inside), in points.
        func distance(to y: Double) -> Double {
            y < top ? top - y : (y > bottom ? y - bottom : 0)
        }

        /// The gap between the two lines' extents, in points (negative where they overlap).
        func gap(to other: Line) -> Double {
            max(top, other.top) - min(bottom, other.bottom)
        }
    }

    /// `lines` (top to bottom) with each one-stroke mark merged into the neighbouring line it
    /// belongs to (see `lines(_:)`), until none is left. O(l² · s) for l clusters.
    private static func mergingMarks(_ lines: [Line], _ strokes: [StrokeInk]) -> [Line] {
        var lines = lines
        func medianHeight(_ line: Line) -> Double {
            let heights = line.strokes.map { strokes[$0].bounds.height }.sorted()
            return heights[heights.count / 2]
        }
        var merged = true
        while merged {
            merged = false
            for m in lines.indices where lines[m].strokes.count == 1 {
                let width = strokes[lines[m].strokes[0]].bounds.width
                let hosts = [m - 1, m + 1].filter { h in
                    lines.indices.contains(h) && width <= medianHeight(lines[h]) && lines[m].gap(to: lines[h]) <= 0
                }
                guard let host = hosts.min(by: { lines[m].gap(to: lines[$0]) < lines[m].gap(to: lines[$1]) }) else { continue }
                lines[host].add(lines[m].strokes[0], strokes[lines[m].strokes[0]].bounds)
                lines.remove(at: m)
                merged = true
                break
            }
        }
        return lines
    }

    /// A line's strokes grouped into words, left to right: strokes whose horizontal extents overlap
    /// or lie closer than `gap` (points) belong to one word. A "word" whose ink `isDot` (a stray
    /// dot, comma or tap: `WritingZone.isDot`) joins its nearer neighbour, and alone on its line is
    /// no word: a lone dot never forms one, whichever engine reads the words. O(s log s).
    static func words(_ line: [StrokeInk], gap: Double, isDot: (BoundingBox) -> Bool) -> [[StrokeInk]] {
        let sorted = line.sorted { $0.bounds.minX < $1.bounds.minX }
        var words: [[StrokeInk]] = []
        var right = -Double.infinity
        for stroke in sorted {
            if words.isEmpty || stroke.bounds.minX - right > gap {
                words.append([stroke])
            } else {
                words[words.count - 1].append(stroke)
            }
            right = max(right, stroke.bounds.maxX)
        }
        func extent(_ word: [StrokeInk]) -> BoundingBox { word.dropFirst().reduce(word[0].bounds) { $0.union($1.bounds) } }
        var w = 0
        while words.count > 1, w < words.count {
            guard isDot(extent(words[w])) else {
                w += 1
                continue
            }
            let box = extent(words[w])
            let left = w > 0 ? box.minX - extent(words[w - 1]).maxX : .infinity
            let right = w + 1 < words.count ? extent(words[w + 1]).minX - box.maxX : .infinity
            let target = left <= right ? w - 1 : w + 1
            words[target] += words[w]
            words.remove(at: w)
            w = 0
        }
        if words.count == 1, isDot(extent(words[0])) { return [] }
        return words
    }
}
