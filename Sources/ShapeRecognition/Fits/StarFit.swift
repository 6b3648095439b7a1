import Foundation
import InkCore

/// A star fitted to ink: its points are the corners of the ink's convex hull (so a one-stroke
/// pentagram, an outlined star and two overlapping triangles all work, whatever the stroke
/// order), its inner vertices where the ink comes closest to the centre between two points, or,
/// for a star drawn along its chords, where successive chords cross.
struct StarFit: Sendable, Hashable {
    var center: Vector2
    /// Mean distance of the points to the centre, in points.
    var outerRadius: Double
    /// Inner radius over outer radius, in 0…1.
    var innerRadiusRatio: Double
    /// Outer vertices, clockwise on screen from the top-most.
    var points: [Vector2]
    /// Mean distance of the ink to the star's outline or chords, in points.
    var meanDistance: Double

    /// Star point counts considered.
    static let pointCounts = 5...8
    /// Half-width of the sector around each bisector searched for the inner vertex, as a share of
    /// the half-angle between points.
    static let innerSectorShare = 0.35

    /// Largest relative deviation of the points' radii and angular gaps from a regular star's.
    static let maximumIrregularity = 0.6
    /// Inner over outer radius above which the ink is a convex polygon, not a star (a regular
    /// pentagon's edges pass the bisectors at 0.81, a pentagram's valleys lie at 0.38).
    static let maximumInnerRatio = 0.72

    /// - Parameters:
    ///   - strokes: the ink's strokes, each in drawing order; `ink` is their points.
    /// - Returns: `nil` when the hull does not have 5–8 clear corners (or 4 and a blunt point,
    ///   `withBluntPoint(_:hull:strokes:size:)`, with valleys at most `bluntPointMaximumInnerRatio`
    ///   deep), the corners are far from regular, the ink does not reach in between them, it does
    ///   not wind one way round the centre (`backtrackShare(of:about:)`), one stroke visits the
    ///   points in no regular order, or half of its points or more are open
    ///   (`openPointCount(of:points:radius:)`).
    /// - Complexity: O(n log n) for the hull, O(n·k) for the distances with k = 4·points segments.
    init?(strokes: [[Vector2]], points ink: [Vector2], hull: [Vector2], size: Double) {
        guard hull.count >= 5, let outline = PolygonFit(path: hull.closedRing, size: size, manySided: false)
        else { return nil }
        let blunt = outline.vertices.count == Self.pointCounts.lowerBound - 1
        guard let outer = blunt
            ? Self.withBluntPoint(outline.vertices, hull: hull, strokes: strokes, size: size) : outline.vertices,
            Self.pointCounts.contains(outer.count)
        else { return nil }
        self.init(
            outer: outer, strokes: strokes, ink: ink, maximumIrregularity: Self.maximumIrregularity,
            maximumInnerRatio: blunt ? Self.bluntPointMaximumInnerRatio : Self.maximumInnerRatio)
    }

    /// The star through `outer` (clockwise on screen from the top-most), its inner vertices where
    /// the ink comes nearest the centre between two points, or where successive chords cross when
    /// the ink runs along them (`drawnChordCrossings(of:center:radius:strokes:)`).
    ///
    /// - Returns: `nil` when the points' radii or angular gaps deviate from a regular star's by
    ///   more than `maximumIrregularity`, the ink does not reach in between them (its median
    ///   valley deeper than `maximumInnerRatio` of the radius), more than `maximumFlatGaps` gaps
    ///   between points have no valley (`flatGapCount(nearest:outer:center:)`: a box with a
    ///   connector leaving it), the strokes are longer than its chords allow
    ///   (`inkFitsChords(_:outer:)`: ink retracing chords and outline), more than
    ///   `maximumBacktrackShare` of the area the strokes sweep about the centre runs backwards (a
    ///   zigzag whose hull happens to look like a star's), one stroke visits the points in no
    ///   regular order (`visitRegularity(of:points:)`), or half of the points or more are open,
    ///   no two sides meeting there (`openPointCount(of:points:radius:)`: letters' free ends).
    /// - Complexity: O(n·k) in ink points n and k = 4·points segments.
    init?(
        outer: [Vector2], strokes: [[Vector2]], ink: [Vector2], maximumIrregularity: Double,
        maximumInnerRatio: Double = Self.maximumInnerRatio
    ) {
        let n = outer.count
        let center = outer.mean
        let radii = outer.map { $0.distance(to: center) }
        let radius = radii.reduce(0, +) / Double(n)
        guard radius > 0 else { return nil }
        let step = 2 * Double.pi / Double(n)
        var irregular = radii.map { abs($0 - radius) / radius }.max() ?? 0
        var sectors: [AngularSector] = []
        sectors.reserveCapacity(n)
        for i in 0..<n {
            let a = (outer[i] - center).angle, b = (outer[(i + 1) % n] - center).angle
            let gap = Angle.normalized(b - a)
            irregular = max(irregular, abs(abs(gap) - step) / step)
            sectors.append(AngularSector(bisector: a + gap / 2, halfWidth: abs(gap) / 2 * Self.innerSectorShare))
        }
        // The irregularity needs no ink: checked first, it spares the sectors' search.
        guard irregular <= maximumIrregularity else { return nil }
        // Each sector's inner ratio is its nearest ink's over the radius: with no ink at all
        // within `maximumInnerRatio` of the radius (a circle's hull), none is, and the median
        // fails; one pass of lengths settles it without the sectors.
        guard ink.contains(where: { ($0 - center).length / radius <= maximumInnerRatio }) else { return nil }
        var nearest = [Double](repeating: .infinity, count: n)
        for p in ink {
            let d = p - center, length = d.length
            var angle: Double?
            let lazyAngle = { () -> Double in
                if let angle { return angle }
                angle = d.angle
                return angle!
            }
            for i in 0..<n where sectors[i].contains(d, length: length, angle: lazyAngle) {
                nearest[i] = min(nearest[i], length)
            }
        }
        guard nearest.allSatisfy(\.isFinite) else { return nil }
        let inner = nearest.map { $0 / radius }
        let ratio = inner.sorted()[n / 2]
        // The ink's winding, visit order and open points last: each costs more than the tests
        // before it, which reject the convex outlines (a circle's hull) most often tried.
        guard ratio <= maximumInnerRatio,
            Self.flatGapCount(nearest: nearest, outer: outer, center: center) <= Self.maximumFlatGaps,
            Self.inkFitsChords(strokes, outer: outer),
            Self.backtrackShare(of: strokes, about: center) <= Self.maximumBacktrackShare,
            strokes.count != 1 || Self.visitRegularity(of: strokes[0], points: outer) >= Self.minimumVisitRegularity,
            2 * Self.openPointCount(of: strokes, points: outer, radius: radius) < n
        else { return nil }

        // Room made once: grown one by one, each list reallocated several times.
        var segments: [Segment] = []
        segments.reserveCapacity(3 * n)
        var valleys: [Vector2] = []
        valleys.reserveCapacity(n)
        for i in 0..<n {
            let valley = center + sectors[i].axis * (ratio * radius)
            segments.append(Segment(outer[i], valley))
            segments.append(Segment(valley, outer[(i + 1) % n]))
            segments.append(Segment(outer[i], outer[(i + 2) % n]))
            valleys.append(valley)
        }
        // Drawn along its chords, the star's inner vertices are where they cross; outlined, where
        // the ink comes nearest the centre. The error keeps the nearest ink's valleys either way,
        // so the crossings move the geometry, not the confidence.
        let crossings = Self.drawnChordCrossings(of: outer, center: center, radius: radius, strokes: strokes)
        self.center = center
        outerRadius = radius
        innerRadiusRatio = crossings.map { $0.map { $0.distance(to: center) / radius }.sorted()[n / 2] } ?? ratio
        points = outer
        meanDistance = segments.meanDistance(of: ink)
        // Appended in place: a pair array per point cost an allocation each.
        var vertices: [Vector2] = []
        vertices.reserveCapacity(2 * n)
        for (point, inner) in zip(outer, crossings ?? valleys) {
            vertices.append(point)
            vertices.append(inner)
        }
        starVertices = vertices
    }

    /// Outer and inner vertices alternating, clockwise on screen from the top-most point.
    var starVertices: [Vector2]

    /// Rotation of the star from one point straight up, in radians in (−π/n, π/n].
    var rotation: Double { Angle.radialRotation(of: points[0], about: center, count: points.count) }
}
