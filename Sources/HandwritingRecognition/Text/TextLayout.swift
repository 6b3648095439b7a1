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
    /// where the median is one of them. Small strokes (dots, accents, punctuation, bars) then join
    /// the line whose extent is nearest to their centre, a tie going to the line below, since dots
    /// sit above their letter. O(s log s) for s strokes.
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
        var lines: [(strokes: [Int], coreBottom: Double, top: Double, bottom: Double)] = []
        for i in main {
            let b = strokes[i].bounds
            let core = (b.minY + b.height / 4, b.maxY - b.height / 4)
            // Cores sorted by centre: compare with the running bottom of the current line.
            if let last = lines.last, core.0 <= last.coreBottom {
                lines[lines.count - 1].strokes.append(i)
                lines[lines.count - 1].coreBottom = max(last.coreBottom, core.1)
                lines[lines.count - 1].top = min(last.top, b.minY)
                lines[lines.count - 1].bottom = max(last.bottom, b.maxY)
            } else {
                lines.append(([i], core.1, b.minY, b.maxY))
            }
        }
        for i in strokes.indices where !isMain[i] {
            let y = strokes[i].bounds.center.y
            func distance(_ line: (strokes: [Int], coreBottom: Double, top: Double, bottom: Double)) -> Double {
                y < line.top ? line.top - y : (y > line.bottom ? y - line.bottom : 0)
            }
            var best = 0
            for l in lines.indices where distance(lines[l]) <= distance(lines[best]) { best = l }
            lines[best].strokes.append(i)
        }
        return lines.map { line in line.strokes.sorted().map { strokes[$0] } }
    }

    /// A line's strokes grouped into words, left to right: strokes whose horizontal extents overlap
    /// or lie closer than `gap` (points) belong to one word. A "word" of nothing but ink smaller
    /// than `dot` (a stray dot or comma) joins its nearer neighbour. O(s log s).
    static func words(_ line: [StrokeInk], gap: Double, dot: Double) -> [[StrokeInk]] {
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
            guard extent(words[w]).diagonal < dot else {
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
        return words
    }
}
