import InkCore

/// Splits a page that mixes shapes and handwriting (an FC flowchart: boxes, arrows and the words
/// inside them) into shapes and text strokes, given any shape recognizer as a closure, so text
/// recognition does not depend on the shape module and the logic can be tested with a stub.
///
/// Candidates are runs of 1…`maxStrokesPerShape` strokes consecutive in writing order whose boxes
/// touch (a rectangle drawn in two strokes, an arrow's shaft and head), longest runs first; a
/// candidate must be at least `minimumSizeRatio` times the median stroke's bounding-box diagonal,
/// so letters that look like shapes ("O", "l", "-") stay text. Known failure: a page of shapes
/// only, all of one size, has a median as large as its shapes, so shapes smaller than
/// `minimumSizeRatio` times that median are read as text.
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

    /// Separates `drawing`. `shape` returns a shape for the strokes it is confident about, else
    /// `nil`. Calls `shape` O(s · maxStrokesPerShape) times for s strokes.
    public init(
        _ drawing: InkDrawing, maxStrokesPerShape: Int = 3, minimumSizeRatio: Double = 1.5,
        shape: ([InkStroke]) -> ShapeValue?
    ) {
        let bounds = drawing.strokes.map { $0.points.map(\.location).filter(\.isFinite) }.map {
            BoundingBox(enclosing: $0)
        }
        let diagonals = bounds.compactMap { $0?.diagonal }.sorted()
        let minimumSize = diagonals.isEmpty ? 0 : diagonals[diagonals.count / 2] * minimumSizeRatio
        var taken = [Bool](repeating: false, count: drawing.strokes.count)
        shapes = []
        var start = 0
        while start < drawing.strokes.count {
            guard !taken[start], let first = bounds[start] else {
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
            var found = false
            for run in runs.reversed() where run.box.diagonal >= minimumSize {
                if let value = shape(Array(drawing.strokes[start..<run.end])) {
                    shapes.append(Part(shape: value, strokeIndices: Array(start..<run.end)))
                    for i in start..<run.end { taken[i] = true }
                    start = run.end
                    found = true
                    break
                }
            }
            if !found { start += 1 }
        }
        textStrokeIndices = drawing.strokes.indices.filter { !taken[$0] }
    }

    /// Whether two boxes overlap or nearly touch (within 5 % of the larger diagonal).
    private static func touch(_ a: BoundingBox, _ b: BoundingBox) -> Bool {
        let margin = 0.05 * max(a.diagonal, b.diagonal)
        return a.minX - margin <= b.maxX && b.minX - margin <= a.maxX && a.minY - margin <= b.maxY
            && b.minY - margin <= a.maxY
    }
}
