import Foundation
import InkCore

/// A rotated rectangle fitted to ink: orientation from the minimum-area bounding rectangle, then
/// each side moved to the median of the points nearest it, so the sides sit on the ink's
/// centre line (inside the ink's bounds) and an overshoot at the closing corner does not grow it.
struct RectangleFit: Sendable, Hashable {
    /// Centre, in points.
    var center: Vector2
    /// Extent along `rotation`, in points.
    var width: Double
    /// Extent across `rotation`, in points.
    var height: Double
    /// Angle of the `width` side from the x axis, in radians in (−π/4, π/4].
    var rotation: Double
    /// For each side (along-min, along-max, across-min, across-max), the share of its length that
    /// the points nearest it span, each point standing for the ink half a resampling step either
    /// side of it, in 0…1 (0 for a side no point lies near).
    var sideCoverage: [Double]

    /// Shares of the smaller side within which a point counts toward a side's coverage.
    static let coverageBand = 0.3

    /// The fit in the frame of `box` (its rotation; the sides then move to the ink as above):
    /// `fits(points:implied:spacing:hull:strokes:)` offers the minimum-area box's and the side direction's.
    ///
    /// - Parameter implied: points along a stretch the pen left undrawn that the ink implies
    ///   (`ClosedOutline.implied`): they count toward side coverage and corner insets (a
    ///   corner the pen stopped short of is not rounded), not toward the sides'
    ///   positions or the error.
    /// - Parameter spacing: the points' resampling step, in points: a side's points span its
    ///   ink less up to one step (half at each end), which on a side about a step long (the
    ///   ends of a 400 × 12 box, resampled every 8 points) is most of it.
    /// - Returns: `nil` when a side's median leaves no positive width or height.
    /// - Complexity: O(n) in points.
    init?(points: [Vector2], implied: [Vector2], spacing: Double, box: MinimumAreaRectangle) {
        let (angle, w, h) = Angle.quarterTurnFolded(box.rotation, width: box.width, height: box.height)
        let axis = Vector2(cos(angle), sin(angle)), normal = axis.perpendicular
        let toLocal = { (p: Vector2) -> Vector2 in let d = p - box.center; return Vector2(d.dot(axis), d.dot(normal)) }
        let local = points.map(toLocal)
        let impliedLocal = implied.map(toLocal)

        // Four-lane values rather than arrays: no allocation for them.
        var bounds = SIMD4<Double>(-w / 2, w / 2, -h / 2, h / 2)
        // Each side's coverage needs only the least and greatest of its span coordinates: kept
        // as `min()` and `max()` of them in order would pick them, without storing them all;
        // bit `side` of `spanned` marks a side with any.
        var spanLo = SIMD4<Double>(), spanHi = SIMD4<Double>(), spanned: UInt8 = 0
        let extendSpan = { (side: Int, value: Double) in
            guard spanned & (1 << side) != 0 else {
                spanned |= 1 << side
                spanLo[side] = value
                spanHi[side] = value
                return
            }
            spanLo[side] = value < spanLo[side] ? value : spanLo[side]
            spanHi[side] = spanHi[side] < value ? value : spanHi[side]
        }
        let band = Self.coverageBand * max(min(w, h), 1e-9)
        // Each side's coordinates in its own stretch of one buffer (`n` long, in the points'
        // order), not four arrays; not needed after, so selected in place. (A temporary
        // allocation of this size asks the runtime for the stack's bounds: dearer than malloc.)
        let n = local.count
        let values = UnsafeMutableBufferPointer<Double>.allocate(capacity: 4 * n)
        defer { values.deallocate() }
        var counts = SIMD4<Int>()
        for q in local {
            let (side, distance) = Self.nearestSide(q, bounds: bounds)
            values.initializeElement(at: side * n + counts[side], to: side < 2 ? q.x : q.y)
            counts[side] += 1
            if distance <= band { extendSpan(side, side < 2 ? q.y : q.x) }
        }
        for q in impliedLocal {
            let (side, distance) = Self.nearestSide(q, bounds: bounds)
            if distance <= band { extendSpan(side, side < 2 ? q.y : q.x) }
        }
        for side in 0..<4 where counts[side] > 0 {
            let stretch = UnsafeMutableBufferPointer(rebasing: values[side * n ..< side * n + counts[side]])
            bounds[side] = stretch.selectElement(atSortedPosition: counts[side] / 2)
        }
        let width = bounds[1] - bounds[0], height = bounds[3] - bounds[2]
        guard width > 0, height > 0 else { return nil }
        let middle = Vector2((bounds[0] + bounds[1]) / 2, (bounds[2] + bounds[3]) / 2)
        center = box.center + axis * middle.x + normal * middle.y
        self.width = width
        self.height = height
        rotation = angle
        sideCoverage = (0..<4).map { side in
            guard spanned & (1 << side) != 0 else { return 0 }
            return min(1, (spanHi[side] - spanLo[side] + spacing) / (side < 2 ? height : width))
        }
        (localPoints, impliedPoints, localBounds, self.middle) = (local, impliedLocal, bounds, middle)
    }

    /// The points and the implied points in the minimum-area box's frame; the sides'
    /// coordinates there (along-min, along-max, across-min, across-max); and the rectangle's
    /// centre there: the rectangle's frame is shifted by `middle`. Kept unshifted so that a fit
    /// the sides' coverage rejects (most of them, on ink that is no box) spends nothing on its
    /// corner insets or its frame.
    private(set) var localPoints: [Vector2]
    private var impliedPoints: [Vector2]
    private(set) var localBounds: SIMD4<Double>
    private(set) var middle: Vector2

    /// Distance from each corner to the nearest point, drawn or implied, in points (0 for sharp
    /// corners). Found on each call: O(n).
    var cornerInsets: [Double] {
        let b = localBounds
        let corners = [Vector2(b[0], b[2]), Vector2(b[1], b[2]), Vector2(b[1], b[3]), Vector2(b[0], b[3])]
        // Over the drawn and implied points without joining them (the root is monotonic, so the
        // lesser root is the root of the lesser square).
        return corners.map { min(localPoints.nearestDistance(to: $0), impliedPoints.nearestDistance(to: $0)) }
    }

    /// Mean distance of the fitted points to the rectangle's outline with corners rounded by
    /// `cornerRadius` points (0 for sharp corners), via the rounded-box signed distance. O(n).
    func meanDistance(cornerRadius: Double) -> Double {
        var total = 0.0
        for p in localPoints { total += outlineDistance(p - middle, cornerRadius: cornerRadius) }
        return total / Double(max(localPoints.count, 1))
    }

    /// `meanDistance(cornerRadius:)` for three corner radii (points) in one pass over the points;
    /// each total adds the points in the same order, so each equals that call's result. O(n).
    func meanDistances(cornerRadii radii: SIMD3<Double>) -> SIMD3<Double> {
        var total = SIMD3<Double>.zero
        for p in localPoints {
            let q = p - middle
            for i in 0..<3 { total[i] += outlineDistance(q, cornerRadius: radii[i]) }
        }
        return total / Double(max(localPoints.count, 1))
    }

    /// Share of the fitted points lying farther than `limit` points from the outline with corners
    /// rounded by `cornerRadius` points. O(n).
    func shareFarther(than limit: Double, cornerRadius: Double) -> Double {
        let far = localPoints.count(where: { outlineDistance($0 - middle, cornerRadius: cornerRadius) > limit })
        return Double(far) / Double(max(localPoints.count, 1))
    }

    /// Distance of `p` (in the rectangle's frame: a point of `localPoints` less `middle`) to the outline with corners rounded by
    /// `cornerRadius` points: the absolute rounded-box signed distance.
    @inline(__always)
    private func outlineDistance(_ p: Vector2, cornerRadius: Double) -> Double {
        let q = Vector2(abs(p.x) - (width / 2 - cornerRadius), abs(p.y) - (height / 2 - cornerRadius))
        let outside = Vector2(max(q.x, 0), max(q.y, 0)).length
        return abs(outside + min(max(q.x, q.y), 0) - cornerRadius)
    }

    /// The corners in canvas points, in `Shape.vertices` order: clockwise on screen from the
    /// top-most (`PolygonFit.canonicalOrder`).
    var corners: [Vector2] {
        let axis = Vector2(cos(rotation), sin(rotation)), normal = axis.perpendicular
        return PolygonFit.canonicalOrder([(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)].map { sx, sy in
            center + axis * (sx * width / 2) + normal * (sy * height / 2)
        })
    }

    /// The side of `bounds` (min x, max x, min y, max y) nearest `q`, and its distance; the
    /// first of equal distances wins, as `min(by:)` would choose, with no array per point.
    static func nearestSide(_ q: Vector2, bounds: SIMD4<Double>) -> (side: Int, distance: Double) {
        var nearest = (side: 0, distance: abs(q.x - bounds[0]))
        let d1 = abs(q.x - bounds[1]), d2 = abs(q.y - bounds[2]), d3 = abs(q.y - bounds[3])
        if d1 < nearest.distance { nearest = (1, d1) }
        if d2 < nearest.distance { nearest = (2, d2) }
        if d3 < nearest.distance { nearest = (3, d3) }
        return nearest
    }
}
