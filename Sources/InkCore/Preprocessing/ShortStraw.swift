import Foundation

/// ShortStraw corner finding (Wolin, Eoff & Hammond 2008, "ShortStraw: A Simple and Effective
/// Corner Finder for Polylines", SBIM), with IStraw's curve handling (Xiong & LaViola 2009,
/// "Revisiting ShortStraw") in a simplified form of our own.
///
/// 1. Resample the stroke every `bounding-box diagonal / spacingDivisor` points of arc length.
/// 2. Bottom-up: the *straw* at point i is the distance from point i − W to point i + W; near a
///    corner the path folds back and the straw shortens. Runs of straws below
///    `median × medianFactor` each give one corner, at their shortest straw.
/// 3. Top-down: where the path between two consecutive corners fails the line test
///    (chord / path length > `lineThreshold`), add a corner at the shortest straw in the middle
///    half, until every stretch passes; then drop each corner whose neighbours pass the line
///    test together (collinear).
/// 4. Curve corners (when `curveTurningRatio` is set): ShortStraw fires all along arcs, because
///    an arc is no line. At a true corner the turn is concentrated, so the turning angle measured
///    with long arms (`longArm` points each way) is about the one measured with short arms
///    (`shortArm`); on an arc it grows in proportion to the arm. A corner whose long/short turning
///    ratio exceeds `curveTurningRatio` is dropped. The turns are measured on a copy smoothed
///    with `curveSmoothingRadius`, since digitizer noise dominates short arms. IStraw compares
///    corner angles at two arm lengths in the same spirit; this ratio test and its constants are
///    ours (see the properties for what they were checked on).
///
/// Complexity: O(n + m log m) for n input points and m resampled points (m ≈ length × divisor /
/// diagonal: 90 for a circle, 115 for a square). Each top-down split lies in the middle half of
/// its stretch, so its scans sum like a balanced recursion; inserting and removing corners in
/// the corner list adds O(c²) for c corners, negligible next to the scans unless c nears m.
/// Invariant under translation, rotation and uniform scale (all lengths are relative to the
/// diagonal); not under reversal of stroke direction in every tie.
///
/// Known failure cases: obtuse corners (above ~150°) are missed, as the paper reports; a
/// rounded corner whose radius is a large part of the side (a squircle) reads as a curve and
/// loses its corners; small hooks at the ends of a stroke can show up as corners; heavy
/// per-sample noise (over ~1% of the bounding-box diagonal) puts spurious corners on circles;
/// long retraced stretches (a back-and-forth line) confuse the line test. A corner of a closed
/// stroke that falls on its start/end point is reported only as the two ends.
public struct ShortStraw: Sendable, Hashable {
    /// Resample spacing is the bounding-box diagonal divided by this (paper: 40).
    public var spacingDivisor: Double
    /// W, the straw half-window in resampled points (paper: 3).
    public var window: Int
    /// A straw below `median straw × medianFactor` marks a corner candidate (paper: 0.95).
    public var medianFactor: Double
    /// A stretch whose chord / path length exceeds this is a line (paper: 0.95).
    public var lineThreshold: Double
    /// Short arm of the curve test, in resampled points (ours: 4, about 1/40 of a closed convex
    /// shape's outline).
    public var shortArm: Int
    /// Long arm of the curve test, in resampled points (ours: 12). Near the stroke ends both arms
    /// are cut to the points that exist on each side.
    public var longArm: Int
    /// A corner turning more than this many times as much with long arms as with short ones lies
    /// on a curve and is dropped; `nil` keeps the paper's ShortStraw. An arc gives
    /// `longArm / shortArm` = 3, a sharp corner ≈ 1 (ours: 1.8). Checked on $1 gesture logs of
    /// subjects s02–s05 (all speeds): 114 of 120 circles keep 0–2 interior corners (the paper's
    /// ShortStraw: 0 of 120), and rectangle, triangle and star corner counts are unchanged.
    public var curveTurningRatio: Double?
    /// Radius, in resampled points, of the Gaussian smoothing applied before the curve test's
    /// turning angles are measured (ours: 3); corners are still reported on the unsmoothed points.
    public var curveSmoothingRadius: Int

    public init(
        spacingDivisor: Double = 40, window: Int = 3, medianFactor: Double = 0.95, lineThreshold: Double = 0.95,
        shortArm: Int = 4, longArm: Int = 12, curveTurningRatio: Double? = 1.8, curveSmoothingRadius: Int = 3
    ) {
        self.spacingDivisor = spacingDivisor
        self.window = window
        self.medianFactor = medianFactor
        self.lineThreshold = lineThreshold
        self.shortArm = shortArm
        self.longArm = longArm
        self.curveTurningRatio = curveTurningRatio
        self.curveSmoothingRadius = curveSmoothingRadius
    }

    /// The corners of `stroke`; see the type's description. Only locations are used.
    public func corners(of stroke: InkStroke) -> StrokeCorners { corners(of: stroke.locations) }

    /// The corners of a polyline given in points. A polyline with no extent (one point, or all
    /// points equal) gives its first point as the only point; non-finite input gives the input
    /// back with its ends as corners.
    public func corners(of polyline: [Vector2]) -> StrokeCorners {
        guard let box = BoundingBox(enclosing: polyline) else { return StrokeCorners(points: [], indices: []) }
        let spacing = box.diagonal / spacingDivisor
        guard spacing > 0, spacing.isFinite, polyline.allSatisfy(\.isFinite) else {
            let ends = box.diagonal == 0 ? [polyline[0]] : polyline
            return StrokeCorners(points: ends, indices: ends.count > 1 ? [0, ends.count - 1] : [0])
        }
        let points = polyline.resampled(spacing: spacing)
        let w = max(window, 1)
        guard points.count > 2 * w else { return StrokeCorners(points: points, indices: [0, points.count - 1]) }
        let arcLengths = points.cumulativeArcLengths
        let straws = Self.straws(points, window: w)
        var corners = bottomUpCorners(straws: straws, window: w)
        addMissingCorners(&corners, points: points, arcLengths: arcLengths, straws: straws)
        removeCollinearCorners(&corners, points: points, arcLengths: arcLengths)
        if let ratio = curveTurningRatio { removeCurveCorners(&corners, points: points, ratio: ratio) }
        return StrokeCorners(points: points, indices: corners)
    }

    // MARK: - Straws

    /// Straw lengths, in points, for every resampled point. Near the ends, where a full window does
    /// not fit, IStraw's extrapolation: the straw to the end scaled up to a full window's length.
    static func straws(_ points: [Vector2], window w: Int) -> [Double] {
        let last = points.count - 1
        return points.indices.map { i in
            let lo = max(i - w, 0)
            let hi = min(i + w, last)
            let straw = points[lo].distance(to: points[hi])
            return hi - lo < 2 * w && hi > lo ? straw * Double(2 * w) / Double(hi - lo) : straw
        }
    }

    /// Step 2: one corner per run of straws below the threshold, plus both ends.
    private func bottomUpCorners(straws: [Double], window w: Int) -> [Int] {
        let last = straws.count - 1
        let interior = straws[w..<(last - w + 1)]
        let threshold = interior.element(atSortedPosition: interior.count / 2) * medianFactor
        var corners = [0]
        var i = w
        while i <= last - w {
            if straws[i] < threshold {
                var shortest = i
                while i <= last - w && straws[i] < threshold {
                    if straws[i] < straws[shortest] { shortest = i }
                    i += 1
                }
                corners.append(shortest)
            }
            i += 1
        }
        corners.append(last)
        return corners
    }

    // MARK: - Top-down

    /// ShortStraw's line test between resampled points `a` and `b`; a zero-length path is a line.
    private func isLine(_ a: Int, _ b: Int, points: [Vector2], arcLengths: [Double]) -> Bool {
        let path = arcLengths[b] - arcLengths[a]
        guard path > 0 else { return true }
        return points[a].distance(to: points[b]) / path > lineThreshold
    }

    /// Step 3a: split every stretch that is not a line at its shortest straw in the middle half.
    /// Terminates: each split adds an index strictly inside a stretch, and there are finitely many.
    private func addMissingCorners(_ corners: inout [Int], points: [Vector2], arcLengths: [Double], straws: [Double]) {
        var i = 1
        while i < corners.count {
            let a = corners[i - 1]
            let b = corners[i]
            let quarter = (b - a) / 4
            let lower = max(a + quarter, a + 1)
            let upper = b - quarter
            if lower < upper, !isLine(a, b, points: points, arcLengths: arcLengths),
                let split = (lower..<upper).min(by: { straws[$0] < straws[$1] })
            {
                corners.insert(split, at: i)
            } else {
                i += 1
            }
        }
    }

    /// Step 3b: drop each corner whose neighbours are joined by a line.
    private func removeCollinearCorners(_ corners: inout [Int], points: [Vector2], arcLengths: [Double]) {
        var i = 1
        while i < corners.count - 1 {
            if isLine(corners[i - 1], corners[i + 1], points: points, arcLengths: arcLengths) {
                corners.remove(at: i)
            } else {
                i += 1
            }
        }
    }

    // MARK: - Curves

    /// Step 4: drop interior corners whose turn keeps growing with the arm length (an arc).
    /// Near an end the arms are cut to the points that exist on each side.
    private func removeCurveCorners(_ corners: inout [Int], points: [Vector2], ratio: Double) {
        guard corners.count > 2 else { return }  // only the ends: nothing to test
        // Only the points the arms reach are smoothed, each as `smoothed(radius:)` would.
        let weights = curveSmoothingRadius > 0 && points.count > 2
            ? points.smoothingWeights(radius: curveSmoothingRadius) : nil
        let smoothed = { (i: Int) in weights.map { points.smoothedLocation(at: i, weights: $0) } ?? points[i] }
        let last = points.count - 1
        // Kept in place, in order: a filter over `enumerated()` grew a second array of pairs.
        var kept = 1
        for k in 1..<(corners.count - 1) {
            let c = corners[k]
            let corner = smoothed(c)
            let shortTurn = Self.turning(at: corner, from: smoothed(c - min(shortArm, c)), to: smoothed(c + min(shortArm, last - c)))
            let longTurn = Self.turning(at: corner, from: smoothed(c - min(longArm, c)), to: smoothed(c + min(longArm, last - c)))
            if !(longTurn > shortTurn * ratio) {
                corners[kept] = c
                kept += 1
            }
        }
        corners[kept] = corners[corners.count - 1]
        corners.removeSubrange((kept + 1)...)
    }

    /// How far the path turns at `corner` between the chords from `before` and to `after`, in
    /// radians in [0, π].
    package static func turning(at corner: Vector2, from before: Vector2, to after: Vector2) -> Double {
        let incoming = corner - before
        let outgoing = after - corner
        return abs(incoming.signedAngle(to: outgoing))
    }
}
