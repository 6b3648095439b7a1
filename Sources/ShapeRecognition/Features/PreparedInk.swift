import Foundation
import InkCore

/// A group of strokes made ready for the fits: non-finite points and dots dropped, each stroke
/// resampled at a spacing relative to the group's size, and the strokes chained into one path.
///
/// Everything is relative to the bounding-box diagonal, so nothing depends on absolute pixels,
/// and the points are taken relative to `origin`, so nothing depends on where the ink lies.
struct PreparedInk: Sendable {
    /// The first finite input point, in canvas points: every point below is relative to it. The
    /// fits sum squares of coordinates (covariances, the conic's scatter); about a far origin
    /// (1e10 points) those sums lose the ink's own extent to rounding.
    var origin: Vector2
    /// Resampled strokes, in drawing order, each with at least 2 points.
    var strokes: [[Vector2]]
    /// The strokes joined into one path: from the first stroke, each next the nearest remaining
    /// stroke by endpoint distance, reversed where that joins better.
    var path: [Vector2]
    /// Every resampled point of every stroke.
    var points: [Vector2]
    /// The strokes as drawn, before resampling (finite points relative to `origin`, dots left
    /// out): a long thin box's ends are a step or two of the resampled ink, so its checks look
    /// at these resampled finer (`ShapeRecognizer.thinBoxFit`).
    var drawnStrokes: [[Vector2]]
    /// The axis-aligned box of the ink.
    var bounds: BoundingBox
    /// `bounds.diagonal`, in points: the size every tolerance is a fraction of.
    var size: Double
    /// The resampling spacing, in points.
    var spacing: Double
    /// The dots by the ink that have extent, resampled at half `spacing` (at least 2 points
    /// each): the fits ignore them, but an arrow's small head may be drawn so.
    var dots: [[Vector2]]
    /// A dot lies farther than `dotMargin` from the other ink: it is left out of the strokes,
    /// the size, the spacing and `dots`; the recognizer declines open ink beside it.
    var hasDotApart: Bool

    /// Resampling spacing as a fraction of the diagonal: 1/48 keeps a circle near 100 points.
    static let spacingFraction = 1.0 / 48
    /// Upper bound on resampled points for the whole group, keeping the cost O(1) per recognition.
    static let maximumPoints = 200
    /// A stroke shorter than this fraction of the diagonal is a dot.
    static let dotFraction = 0.06
    /// Dots within this fraction of the diagonal of the other ink's box are ignored (a pen tap on
    /// the outline); a dot farther out (`hasDotApart`) is part of something else — the dot of
    /// "!", "i", or beside a closed outline a mouse click — and is left out of the ink.
    static let dotMargin = 0.05

    /// - Returns: `nil` when no stroke has two distinct finite points, the ink has no extent,
    ///   every stroke is a dot, or a finite coordinate lies beyond `InkPoint.coordinateLimit`
    ///   (±1e15 points; non-finite points are left out).
    /// - Complexity: O(n) in input points, plus O(s²) in strokes for the chaining.
    init?(_ input: [InkStroke]) {
        guard let origin = input.lazy.flatMap(\.points).first(where: { $0.location.isFinite })?.location else { return nil }
        self.origin = origin
        // Plain loops: lazy and joined sequences cost more than the fits here.
        var finite: [[Vector2]] = []
        finite.reserveCapacity(input.count)
        for stroke in input {
            var locations: [Vector2] = []
            locations.reserveCapacity(stroke.points.count)
            for point in stroke.points where point.location.isFinite {
                // Beyond the limit a difference loses its precision: the rest would be a guess.
                guard point.hasSupportedLocation else { return nil }
                locations.append(point.location - origin)
            }
            finite.append(locations)
        }
        guard let box = Self.bounds(of: finite), box.diagonal > 0, box.diagonal.isFinite else { return nil }
        var kept: [[Vector2]] = [], dots: [[Vector2]] = [], dotsWithExtent: [[Vector2]] = []
        var total = 0.0
        for stroke in finite {
            let length = stroke.polylineLength
            if length > box.diagonal * Self.dotFraction {
                kept.append(stroke)
                total += length
            } else {
                dots.append(stroke)
                if length > 0 { dotsWithExtent.append(stroke) }
            }
        }
        guard let inkBox = Self.bounds(of: kept) else { return nil }
        let margin = inkBox.insetBy(-inkBox.diagonal * Self.dotMargin)
        hasDotApart = !dots.allSatisfy { $0.allSatisfy(margin.contains) }
        // A dot apart takes no part: neither in the spacing nor as an arrow's head.
        let spacing = max((hasDotApart ? inkBox : box).diagonal * Self.spacingFraction, total / Double(Self.maximumPoints))
        strokes = kept.map { $0.resampled(spacing: spacing) }
        drawnStrokes = kept
        self.dots = hasDotApart ? [] : dotsWithExtent.map { $0.resampled(spacing: spacing / 2) }
        bounds = Self.bounds(of: strokes) ?? box
        size = bounds.diagonal
        self.spacing = spacing
        points = Self.concatenated(strokes)
        path = Self.chain(strokes)
    }

    /// The points of `strokes`, in order: one stroke's own array, shared rather than copied,
    /// else one array grown once (a joined sequence copied element by element cost an arrow
    /// retry ~10 k instructions). O(n) in points, O(1) for one stroke.
    static func concatenated(_ strokes: [[Vector2]]) -> [Vector2] {
        if strokes.count == 1 { return strokes[0] }
        var all: [Vector2] = []
        all.reserveCapacity(strokes.reduce(0) { $0 + $1.count })
        for stroke in strokes { all.append(contentsOf: stroke) }
        return all
    }

    /// The box around every point of every stroke, or `nil` when there is none.
    private static func bounds(of strokes: [[Vector2]]) -> BoundingBox? {
        var lo = Vector2(Double.infinity, Double.infinity), hi = -lo
        for stroke in strokes {
            for p in stroke {
                lo = Vector2(min(lo.x, p.x), min(lo.y, p.y))
                hi = Vector2(max(hi.x, p.x), max(hi.y, p.y))
            }
        }
        return lo.x <= hi.x ? BoundingBox(minX: lo.x, minY: lo.y, maxX: hi.x, maxY: hi.y) : nil
    }

    /// The indices of the closed outline inside the path: cut where its two ends cross (the pen
    /// closing past its start in an "X"), else where, in its last quarter, it comes back nearest
    /// to its first point — without the overshoot or tails, which would fold back as false
    /// corners. O(n) plus a segment test for each pair of head and tail segments whose boxes meet
    /// (at most n²/16).
    var cutLoopRange: ClosedRange<Int> {
        let n = path.count
        guard n >= 8 else { return 0...(n - 1) }
        let reach = n / 4
        // Only head segments that reach the tail's box can cross it.
        var lo = path[n - 1], hi = path[n - 1]
        for p in path[(n - reach - 1)...] {
            lo = Vector2(min(lo.x, p.x), min(lo.y, p.y))
            hi = Vector2(max(hi.x, p.x), max(hi.y, p.y))
        }
        for i in 0..<reach
        where max(path[i].x, path[i + 1].x) >= lo.x && min(path[i].x, path[i + 1].x) <= hi.x
            && max(path[i].y, path[i + 1].y) >= lo.y && min(path[i].y, path[i + 1].y) <= hi.y
        {
            let head = Segment(path[i], path[i + 1])
            // From the far end inward, so the loop kept is the longest; consecutive tail
            // segments share a point, whose side of the head is found once.
            var sideAfter = head.side(of: path[n - 1])
            for j in stride(from: n - 2, through: n - reach, by: -1) {
                let side = head.side(of: path[j])
                if head.crosses(Segment(path[j], path[j + 1]), endSides: (side, sideAfter)) { return (i + 1)...j }
                sideAfter = side
            }
        }
        return 0...path.indexOfNearest(to: path[0], in: (n - reach)..<n)!
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
