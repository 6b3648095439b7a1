import Foundation
import InkCore

/// A group of strokes made ready for the fits: non-finite points and dots dropped, each stroke
/// resampled at a spacing relative to the group's size, and the strokes chained into one path.
///
/// Everything is relative to the bounding-box diagonal, so nothing depends on absolute pixels.
struct PreparedInk: Sendable {
    /// Resampled strokes, in drawing order, each with at least 2 points.
    var strokes: [[Vector2]]
    /// The strokes joined into one path: from the first stroke, each next the nearest remaining
    /// stroke by endpoint distance, reversed where that joins better.
    var path: [Vector2]
    /// Every resampled point of every stroke.
    var points: [Vector2]
    /// The axis-aligned box of the ink.
    var bounds: BoundingBox
    /// `bounds.diagonal`, in points: the size every tolerance is a fraction of.
    var size: Double
    /// The resampling spacing, in points.
    var spacing: Double

    /// Resampling spacing as a fraction of the diagonal: 1/48 keeps a circle near 100 points.
    static let spacingFraction = 1.0 / 48
    /// Upper bound on resampled points for the whole group, keeping the cost O(1) per recognition.
    static let maximumPoints = 400
    /// A stroke shorter than this fraction of the diagonal is a dot.
    static let dotFraction = 0.06
    /// Dots within this fraction of the diagonal of the other ink's box are ignored (a pen tap on
    /// the outline); a dot farther out is part of something else (the dot of "!", "i"), and the
    /// group is not a shape.
    static let dotMargin = 0.05

    /// - Returns: `nil` when no stroke has two distinct finite points, the ink has no extent, or a
    ///   dot lies apart from the rest.
    /// - Complexity: O(n) in input points, plus O(s²) in strokes for the chaining.
    init?(_ input: [InkStroke]) {
        let finite = input.map { $0.points.lazy.map(\.location).filter(\.isFinite) }.map(Array.init)
        guard let box = BoundingBox(enclosing: finite.joined()), box.diagonal > 0, box.diagonal.isFinite
        else { return nil }
        let lengths = finite.map { stroke in
            zip(stroke, stroke.dropFirst()).reduce(0.0) { $0 + $1.0.distance(to: $1.1) }
        }
        let kept = zip(finite, lengths).filter { $0.1 > box.diagonal * Self.dotFraction }
        guard let inkBox = BoundingBox(enclosing: kept.map(\.0).joined()) else { return nil }
        let margin = inkBox.insetBy(-inkBox.diagonal * Self.dotMargin)
        let dots = zip(finite, lengths).filter { $0.1 <= box.diagonal * Self.dotFraction }.map(\.0)
        guard dots.allSatisfy({ $0.allSatisfy(margin.contains) }) else { return nil }
        let total = kept.reduce(0.0) { $0 + $1.1 }
        let spacing = max(box.diagonal * Self.spacingFraction, total / Double(Self.maximumPoints))
        strokes = kept.map { InkStroke(locations: $0.0).resampled(spacing: spacing).locations }
        bounds = BoundingBox(enclosing: strokes.joined()) ?? box
        size = bounds.diagonal
        self.spacing = spacing
        points = Array(strokes.joined())
        path = Self.chain(strokes)
    }

    /// The path cut where, in its last quarter, it comes back nearest to its first point: a closed
    /// outline without the overshoot past its start (which would fold back as a false corner).
    /// O(n).
    var closedLoop: [Vector2] {
        let n = path.count
        guard n >= 8 else { return path }
        let tail = (n - n / 4)..<n
        let nearest = tail.min { path[$0].distance(to: path[0]) < path[$1].distance(to: path[0]) }!
        return Array(path[...nearest])
    }

    /// Joins strokes greedily by nearest endpoints, starting with the first drawn.
    private static func chain(_ strokes: [[Vector2]]) -> [Vector2] {
        var remaining = Array(strokes.dropFirst())
        var path = strokes[0]
        while !remaining.isEmpty, let tail = path.last {
            var best = (index: 0, reversed: false, distance: Double.infinity)
            for (i, stroke) in remaining.enumerated() {
                let toStart = tail.distance(to: stroke[0]), toEnd = tail.distance(to: stroke[stroke.count - 1])
                if toStart < best.distance { best = (i, false, toStart) }
                if toEnd < best.distance { best = (i, true, toEnd) }
            }
            let next = remaining.remove(at: best.index)
            path.append(contentsOf: best.reversed ? next.reversed() : next)
        }
        return path
    }
}
