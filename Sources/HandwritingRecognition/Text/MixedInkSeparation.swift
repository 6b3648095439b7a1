import InkCore

/// Splits a page that mixes shapes and handwriting (an FC flowchart: boxes, arrows and the words
/// inside them) into shapes and text strokes, given any shape recognizer as a closure, so text
/// recognition does not depend on the shape module and the logic can be tested with a stub.
///
/// 1. Candidates are runs of 1…`maxStrokesPerShape` strokes consecutive in writing order whose
///    boxes touch (a rectangle drawn in two strokes, an arrow's shaft and head), longest runs
///    first; the first run `shape` accepts takes its strokes.
/// 2. A one-stroke shape takes a stroke written apart from it (an arrow's head added after the
///    rest of the page) when the two touch and `shape` calls them together an arrow.
/// 3. Letters also look like shapes ("O" an ellipse, "l" or a t's stem a line), so when strokes are
///    left over as text, a shape stays a shape only when it is at least `minimumSizeRatio` times
///    the median bounding-box diagonal of those text strokes, or when it connects: it reaches two
///    kept shapes (an arrow or line from box to box), or one when it is an arrow (`isArrow`: the
///    recognizer found its head) at least `arrowSizeRatio` times the median. Two shapes reach
///    each other when a stroke end of either lies within `connectorReach` median diagonals of the
///    other's ink. The others go back to the text. A page of shapes only, or with at most one
///    stroke left over for `shapesPerStrayStroke` (10) shapes, keeps them all.
///
/// Measured with `inkrec recognize` (Models/words.inkmodel, wamerican lexicon;
/// `scripts/fc-separation-check.py`) on the FC pages of train-split writers 1–12 (138 pages;
/// validation writers 13–15, 31 pages, in brackets): the size rule alone read 1,313 (314) of
/// 4,856 (1,186) shape strokes as text, took 373 (121) of 7,710 (1,948) text strokes as shapes,
/// and read 91 (23) of 470 (96) one-word labels right on the page (a word with the label's text
/// and exactly its strokes); with connectors, late heads and whole shape-only pages, 703 (137),
/// 386 (126) and 100 (29). Size ratio 2 instead (both splits, an earlier shape recognizer) read
/// 1,016 shape strokes as text but took 569 text strokes (483 with ratio 3), and long letter
/// strokes on text pages (the "y" of "country" on the shipped UNIPEN page as a line). The
/// recognizer's confidence does not tell short arrows from letters (median 0.84 for lines that
/// are arrows, 0.80 for lines that are letter strokes). On the 6,743 UNIPEN category 7
/// train-split words (no lexicon) no reading changes (4,921 right): a word has no kept shape to
/// connect to.
///
/// Known failures: a box drawn as more than `maxStrokesPerShape` strokes, or with strokes of other
/// objects written in between, is seen only in parts (a box's run can swallow the shaft of the
/// arrow leaving it, and the head stays text); an arrow between shapes that were not found, or
/// with a gap wider than the reach, stays text: 278 of the 1,238 arrows on those pages keep a
/// stroke in the text, 111 of them only in part.
public struct MixedInkSeparation<ShapeValue> {
    /// One shape and the strokes it was drawn with, ascending.
    public struct Part {
        public var shape: ShapeValue
        public var strokeIndices: [Int]
    }

    /// A found shape and its strokes' bounding box.
    typealias Found = (part: Part, box: BoundingBox)

    /// A page with at least this many shapes found for each stroke left over is a diagram without
    /// writing: its few strokes left are pieces the recognizer did not take (a long curved arrow),
    /// no letter scale. FC shape-only pages have 10 to 23 shapes a stray stroke; UNIPEN block
    /// capitals, lines around one other stroke ("THE", "THAT"), up to 8 (6 here costs 5 UNIPEN
    /// train-split words read right).
    static var shapesPerStrayStroke: Int { 10 }

    /// Shapes in the order their first stroke was written.
    public var shapes: [Part]
    /// The strokes left for text recognition, ascending.
    public var textStrokeIndices: [Int]

    /// Separates `drawing`. `shape` gets a candidate group of strokes and the page's other
    /// strokes (context: a recognizer can tell a diagram's shape, which other ink reaches, from a
    /// lone letter), and returns a shape for the group when it is confident, else `nil`.
    /// `isArrow` tells an arrow (with a head) among the values `shape` returns; by default none is.
    /// Ratios are to the median text-stroke diagonal (see above). Calls `shape` at most
    /// `maxStrokesPerShape` times per stroke, plus once per stroke touching a one-stroke shape;
    /// O(s) per call to gather the context, O(n³·e·p) at worst to keep connectors among n shapes.
    public init(
        _ drawing: InkDrawing, maxStrokesPerShape: Int = 4, minimumSizeRatio: Double = 3,
        arrowSizeRatio: Double = 1.5, connectorReach: Double = 0.35, isArrow: (ShapeValue) -> Bool = { _ in false },
        shape: (_ group: [InkStroke], _ context: [InkStroke]) -> ShapeValue?
    ) {
        let bounds = drawing.strokes.map { BoundingBox(enclosing: $0.points.map(\.location).filter(\.isFinite)) }
        var found: [Found] = []
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
            var match: Found?
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
        found = Self.joiningArrowHeads(found, strokes: drawing.strokes, bounds: bounds, isArrow: isArrow, shape: shape)
        var isShape = [Bool](repeating: false, count: drawing.strokes.count)
        for (part, _) in found { for i in part.strokeIndices { isShape[i] = true } }
        let textDiagonals = drawing.strokes.indices.filter { !isShape[$0] }.compactMap { bounds[$0]?.diagonal }.sorted()
        if textDiagonals.count * Self.shapesPerStrayStroke > found.count {
            let median = textDiagonals[textDiagonals.count / 2]
            found = Self.keeping(
                found, strokes: drawing.strokes, minimumSize: median * minimumSizeRatio,
                arrowMinimumSize: median * arrowSizeRatio, reach: median * connectorReach, isArrow: isArrow)
        }
        shapes = found.map(\.part)
        let taken = Set(shapes.flatMap(\.strokeIndices))
        textStrokeIndices = drawing.strokes.indices.filter { !taken.contains($0) }
    }

    /// Whether two boxes overlap or nearly touch (within 5 % of the larger diagonal).
    static func touch(_ a: BoundingBox, _ b: BoundingBox) -> Bool {
        overlap(a, b, margin: 0.05 * max(a.diagonal, b.diagonal))
    }

    /// Whether two boxes overlap or lie within `margin` (points) of each other.
    static func overlap(_ a: BoundingBox, _ b: BoundingBox, margin: Double) -> Bool {
        a.minX - margin <= b.maxX && b.minX - margin <= a.maxX && a.minY - margin <= b.maxY
            && b.minY - margin <= a.maxY
    }
}

// A separation made off the main thread is handed back (trial 18: Swift 6 refused it).
extension MixedInkSeparation: Sendable where ShapeValue: Sendable {}
extension MixedInkSeparation.Part: Sendable where ShapeValue: Sendable {}
