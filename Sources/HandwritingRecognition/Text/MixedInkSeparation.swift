import InkCore

/// Splits a page that mixes shapes and handwriting (an FC flowchart: boxes, arrows and the words
/// inside them) into shapes and text strokes, given any shape recognizer as a closure, so text
/// recognition does not depend on the shape module and the logic can be tested with a stub.
///
/// 1. Candidates are runs of 1…`maxStrokesPerShape` strokes consecutive in writing order whose
///    boxes touch (a rectangle drawn in two strokes, an arrow's shaft and head), longest runs
///    first; the first run `shape` accepts takes its strokes.
/// 2. Letters also look like shapes ("O" an ellipse, "l" or a t's stem a line), so when strokes are
///    left over as text, a shape smaller than `minimumSizeRatio` times the median bounding-box
///    diagonal of those text strokes goes back to the text. A page of shapes only keeps them all.
///
/// Known failures: a box drawn as more than `maxStrokesPerShape` strokes, or with strokes of other
/// objects written in between (an arrow's head added after the rest of the page, 73 of 1,490
/// arrows on the FC pages of train- and validation-split writers), is seen only in parts. Short
/// arrows between flowchart boxes (2–2.5 times a letter stroke) go back to the text and read as
/// "-", "f" or "I": with ratio 3, 1,953 of those pages' 7,201 shape strokes are read as text.
/// Ratio 2 reads 1,184 as text and one-word labels right on the page 162 times instead of 145
/// (of 619), but takes long letter strokes (the "y" of "country" on the shipped UNIPEN page as a
/// line): 2 for shapes other than lines, 3 for lines, costs 55 of 6,743 UNIPEN train-split
/// words read right (5,365 → 5,310, `inkrec recognize`, no lexicon), so 3 stays.
public struct MixedInkSeparation<ShapeValue> {
    /// One shape and the strokes it was drawn with, ascending.
    public struct Part {
        public var shape: ShapeValue
        public var strokeIndices: [Int]
    }

    /// Shapes in the order their first stroke was written.
    public var shapes: [Part]
    /// The strokes left for text recognition, ascending.
    public var textStrokeIndices: [Int]

    /// Separates `drawing`. `shape` gets a candidate group of strokes and the page's other
    /// strokes (context: a recognizer can tell a diagram's shape, which other ink reaches, from a
    /// lone letter), and returns a shape for the group when it is confident, else `nil`. Calls
    /// `shape` at most `maxStrokesPerShape` times per stroke; O(s) per call to gather the context.
    public init(
        _ drawing: InkDrawing, maxStrokesPerShape: Int = 4, minimumSizeRatio: Double = 3,
        shape: (_ group: [InkStroke], _ context: [InkStroke]) -> ShapeValue?
    ) {
        let bounds = drawing.strokes.map { BoundingBox(enclosing: $0.points.map(\.location).filter(\.isFinite)) }
        var found: [(part: Part, box: BoundingBox)] = []
        var start = 0
        while start < drawing.strokes.count {
            guard let first = bounds[start] else {
                start += 1
                continue
            }
            // The longest run of touching strokes from `start`, then shorter ones.
            var runs: [(end: Int, box: BoundingBox)] = [(start + 1, first)]
            while runs.count < maxStrokesPerShape, let last = runs.last, last.end < drawing.strokes.count,
                let next = bounds[last.end], Self.touch(last.box, next)
            {
                runs.append((last.end + 1, last.box.union(next)))
            }
            var match: (part: Part, box: BoundingBox)?
            for run in runs.reversed() {
                let context = Array(drawing.strokes[..<start] + drawing.strokes[run.end...])
                if let value = shape(Array(drawing.strokes[start..<run.end]), context) {
                    match = (Part(shape: value, strokeIndices: Array(start..<run.end)), run.box)
                    break
                }
            }
            if let match {
                found.append(match)
                start = match.part.strokeIndices.last! + 1
            } else {
                start += 1
            }
        }
        var isShape = [Bool](repeating: false, count: drawing.strokes.count)
        for (part, _) in found { for i in part.strokeIndices { isShape[i] = true } }
        let textDiagonals = drawing.strokes.indices.filter { !isShape[$0] }.compactMap { bounds[$0]?.diagonal }.sorted()
        if !textDiagonals.isEmpty {
            let minimumSize = textDiagonals[textDiagonals.count / 2] * minimumSizeRatio
            found.removeAll { $0.box.diagonal < minimumSize }
        }
        shapes = found.map(\.part)
        let taken = Set(shapes.flatMap(\.strokeIndices))
        textStrokeIndices = drawing.strokes.indices.filter { !taken.contains($0) }
    }

    /// Whether two boxes overlap or nearly touch (within 5 % of the larger diagonal).
    private static func touch(_ a: BoundingBox, _ b: BoundingBox) -> Bool {
        let margin = 0.05 * max(a.diagonal, b.diagonal)
        return a.minX - margin <= b.maxX && b.minX - margin <= a.maxX && a.minY - margin <= b.maxY
            && b.minY - margin <= a.maxY
    }
}
