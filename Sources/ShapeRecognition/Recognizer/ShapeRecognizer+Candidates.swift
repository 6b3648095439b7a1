import Foundation
import InkCore

/// One kind's fit: the snapped geometry, its scale-free error and calibrated confidence.
struct ScoredShape: Sendable {
    var shape: Shape
    var error: Double
    var confidence: Double
}

extension ShapeRecognizer {
    /// A path whose ends come closer than this share of the diagonal is closed.
    static let closureLimit = 0.3
    /// A path whose ends are farther apart than `closureLimit` but within this share of the
    /// diagonal may still be a hexagon to octagon with its last side missing (`openPolygon`).
    static let openPolygonClosureLimit = 0.5
    /// The missing side of an open polygon is at most this times the median drawn side: a longer
    /// chord closes over more than one missing side, or a "?"'s hook to the foot of its stem.
    static let openPolygonChordShare = 2.0
    /// A path whose ends are farther apart than `closureLimit` is still closed when the ends'
    /// sides imply the stretch left undrawn (`ClosedOutline`) and it is at most this share of
    /// the outline; that stretch then counts as ink for a rectangle's side coverage.
    static let maximumMissingShare = 0.25
    /// An open polygon's path turns at least this much one way in all, in radians.
    static let openPolygonMinimumTurn = Double.pi
    /// A closed fit must have ink along this share of each rectangle side.
    static let minimumCoverage = 0.6
    /// An ellipse must have ink in this share of its angle bins (a gap of up to ~70° is allowed).
    static let minimumEllipseCoverage = 0.8
    /// Angle bins for an ellipse's coverage.
    static let coverageBins = 24
    /// The coverage bins, found without `atan2` where the ratio of coordinates decides.
    static let ellipseBins = AngleBins(count: coverageBins)
    /// A fitted ellipse may not be larger than the ink by more than this factor (arcs extrapolate).
    static let ellipseOvergrowth = 1.3
    /// Ink lying within this share of its length from its total-least-squares line encloses no
    /// area: a down-and-back retrace is a line, never an ellipse (Quick, Draw! train line #103,
    /// at 0.026, snapped to a circle; the thinnest drawn ellipses, FC terminators, lie 0.13 out).
    static let retraceThickness = 0.06
    /// A rhombus that is no square is a diamond when both diagonals lie within this angle of
    /// the axes, in radians (or it `standsOnCorner`).
    static let diamondAxisTolerance = 0.26
    /// A square is a diamond when its sides lie within this angle of 45° to the axes, in
    /// radians (10°): turned less, it is a rotated square (`isDiamond`), unless it stands among
    /// upright boxes (`uprightPageCornerTolerance`).
    static let cornerStandingTolerance = 0.17
    /// A 4-gon's corners are right angles within this tolerance, in radians.
    static let rightAngleTolerance = 0.3
    /// Where a rectangle fits, a parallelogram's angles must differ from right angles by more
    /// than this on average, in radians: a box drawn slightly skewed is a rectangle. The
    /// flowchart "data" parallelograms of the FC training writers skew 0.29 or more.
    static let minimumParallelogramSkew = 0.25
    /// The largest corner radius of a rounded rectangle, as a share of its shorter side.
    static let maximumCornerRadiusShare = 0.4
    /// A fitted vertex is a drawn corner when a ShortStraw corner lies within this fraction of
    /// the diagonal: polygons must have sharp corners, curves (a circle, the bowl of a "D") do not.
    static let cornerMatch = 0.07
    /// On a thin rectangle ShortStraw may find one corner mid-way along a short side: a corner
    /// also matches within this share of the shorter side.
    static let shortSideCornerMatch = 0.6
    /// Below this aspect ratio ShortStraw's corners are unreliable (its straw window spans a short
    /// side), so a thin rectangle's corners are not checked against them.
    static let thinAspect = 0.25
    /// Rectangle corners that may lack a drawn corner.
    static let unmatchedCornerAllowance = 1

    /// A triangle's loop is drawn without ink (`ClosedOutline.undrawnLength`) along at most this
    /// share of its shortest side: an open two-sided stroke (a "1" with a flag, a "7" with or
    /// without a crossbar) leaves a whole side undrawn — 0.89–1.8 of it on the pendigits train
    /// and validation digits that snapped to triangles — while drawn triangles leave at most
    /// 0.70 ($1, Quick, Draw! train and validation).
    static let maximumTriangleUndrawnShare = 0.8

    /// Vertices of a polygon that may lack a ShortStraw corner: none below 6; fewer than half of a
    /// hexagon's or octagon's, whose shallow corners ShortStraw's curve test often drops (its long
    /// arm spans a whole side), so the vertices' evidence is mainly the elimination order (one
    /// more for an octagon with soft corners, `hasSoftCorners`).
    static func polygonCornerAllowance(vertices: Int) -> Int {
        vertices >= PolygonFit.manySides ? (vertices - 1) / 2 : 0
    }

    /// An octagon lying nearer the ink than this share of the ellipse's mean distance may have
    /// one more vertex without a ShortStraw corner (4 of 8). Quick, Draw! octagons with soft
    /// corners lie at 0.66 (train #23) and 0.40 (a validation one) of it; a circle's polygon lies
    /// farther than its ellipse.
    static let softCornerDistanceShare = 0.7
    /// ... and when its `PolygonFit.irregularity` is at most this: those two octagons score
    /// 0.51 and 0.57, while an MMG train "P" (66-finger-medium-P-07) whose outline passes as
    /// an 8-gon at 0.22 of the ellipse's distance scores 1.63.
    static let softCornerMaximumIrregularity = 0.8

    /// Whether `polygon` is an octagon with soft corners, ShortStraw missing half of them (its
    /// curve test sees a rounded 45° corner as part of a curve), yet clearly there: it is about
    /// as regular as a drawn octagon and lies nearer the ink than `softCornerDistanceShare` of
    /// the ellipse's distance. O(n·k).
    static func hasSoftCorners(_ polygon: PolygonFit, ellipse: EllipseFit?, points: [Vector2]) -> Bool {
        guard polygon.vertices.count == PolygonFit.maximumCorners, let ellipse,
            PolygonFit.irregularity(polygon.vertices) <= softCornerMaximumIrregularity
        else { return false }
        return polygon.vertices.closedPolygonSegments.meanDistance(of: points) <= softCornerDistanceShare * ellipse.meanDistance
    }

    /// Every kind that fits, scored: the arrow last, where the others leave room for one
    /// (`withArrow(_:ink:closes:)`), in the place after the line. O(n log n) in resampled points.
    func candidates(for ink: PreparedInk, features: PathFeatures) -> [ScoredShape] {
        withArrow(candidatesOtherThanArrow(for: ink, features: features), ink: ink, closes: features.closureGap <= Self.closureLimit)
    }

    /// Every kind but the arrow that fits, scored, the line first. O(n log n) in resampled points.
    private func candidatesOtherThanArrow(for ink: PreparedInk, features: PathFeatures) -> [ScoredShape] {
        let calibration = configuration.calibration
        var result: [ScoredShape] = []
        func add(_ shape: Shape, error: Double, _ logistic: ShapeCalibration.Logistic) {
            result.append(ScoredShape(shape: shape, error: error, confidence: logistic.confidence(forError: error)))
        }

        let line = LineFit(ink.points)
        if let fit = line, fit.length > 0 {
            add(fit.shape, error: Self.lineError(fit, ink: ink), calibration.line)
        }
        let hull = ConvexHull.vertices(of: ink.points)
        let star = StarFit(triangles: ink.strokes, points: ink.points)
            ?? StarFit(strokes: ink.strokes, points: ink.points, hull: hull, size: ink.size)
        let closes = features.closureGap <= Self.closureLimit

        if let fit = star {
            let r = fit.outerRadius
            let frame = Shape.radialFrame(
                count: fit.points.count, innerRadiusRatio: fit.innerRadiusRatio, center: fit.center, radius: r,
                rotation: fit.rotation)
            add(
                Shape(
                    kind: .star, frame: frame, rotation: fit.rotation, vertices: fit.starVertices,
                    sides: fit.points.count, innerRadiusRatio: fit.innerRadiusRatio),
                error: fit.meanDistance / r, calibration.star)
        }

        // Closed kinds share one scale, √(hull area), so their errors compare directly.
        let scale = hull.polygonArea.squareRoot()
        guard scale > 0 else { return result }
        // Past the closure limit, only ends nearer than `maximumMissingShare` allows may close, and
        // only when the path stops where it was heading: a cut that dropped a tail (a "7"'s
        // crossbar) was not heading for its start.
        let endsNear = ink.path[0].distance(to: ink.path[ink.path.count - 1])
            <= Self.maximumMissingShare / (1 - Self.maximumMissingShare) * ink.path.polylineLength
        // A loop drawn on past its start is cut where it came back: the rest retraces it.
        let cutRange = features.overtraceEnd.map { 0...$0 } ?? (closes || endsNear ? ink.cutLoopRange : 0...(ink.path.count - 1))
        let cut = Array(ink.path[cutRange])
        let stopsShort = Double(ink.path.count - cut.count) <= ClosedOutline.hookShare * Double(ink.path.count)
        let outline = closes || (endsNear && stopsShort) ? ClosedOutline(path: cut, size: ink.size, spacing: ink.spacing) : nil
        let impliedClosure = outline?.missingShare.map { $0 <= Self.maximumMissingShare } ?? false
        guard let outline, closes || impliedClosure else {
            if features.closureGap <= Self.openPolygonClosureLimit, let polygon = openPolygon(ink),
                let shape = polygonShape(polygon, diamond: false, boxFits: false)
            {
                add(shape, error: polygon.vertices.closedPolygonSegments.meanRelativeDistance(of: ink.points), calibration.polygon)
            }
            return result
        }
        let ellipse = EllipseFit(ink.points)
        // A hexagon or octagon, or a stadium, is close to the ellipse through it, and both
        // calibrated confidences saturate: the shape lying nearer the ink than the ellipse, in
        // points (`distance`), is the one drawn, and the ellipse goes.
        func dropEllipse(ifFartherThan distance: Double) {
            if let ellipse, distance < ellipse.meanDistance { result.removeAll { $0.shape.kind == .ellipse } }
        }
        let retrace = line.map { $0.maxDistance <= Self.retraceThickness * $0.length } ?? false
        if let fit = ellipse, !retrace, let shape = ellipseShape(fit, ink: ink) {
            add(shape, error: fit.meanDistance / scale, calibration.ellipse)
        }
        let loop = outline.loop
        // ShortStraw's corners shift with where the loop starts: those of the path as cut count too.
        // Found on the first check: a closed outline with no polygon and no sharp box needs none.
        var drawnCorners: [Vector2] = []
        var loopCornersFound = false
        var cutCornersAdded = outline.corner == nil
        // `drawnCorners` without the corners only sparse sampling makes, once asked for.
        var shownCorners: [Vector2]?
        // `sampled`: a 6–8-gon's corners counted as ShortStraw finds them, those only sparse
        // sampling makes included.
        func unmatched(_ vertices: [Vector2], _ tolerance: Double, joins: [Vector2] = [], sampled: Bool = false) -> Int {
            if !loopCornersFound {
                drawnCorners = ShortStraw().corners(of: loop).locations
                loopCornersFound = true
            }
            // A 6–8-gon's shallow corners are what a circle turns at each point of sparse ink:
            // only the corners its drawn points show count (`withoutSampledCorners`), found once
            // for each set of drawn corners.
            func count() -> Int {
                var corners = drawnCorners
                if vertices.count >= PolygonFit.manySides && !sampled {
                    if shownCorners == nil { shownCorners = ink.withoutSampledCorners(drawnCorners) }
                    corners = shownCorners!
                }
                return Self.unmatchedCount(vertices, corners: corners + joins, tolerance: tolerance)
            }
            let onLoop = count()
            guard onLoop > 0, !cutCornersAdded else { return onLoop }
            // Needed only when the loop's corners leave a vertex unmatched.
            drawnCorners += ShortStraw().corners(of: cut).locations
            shownCorners = nil
            cutCornersAdded = true
            return count()
        }
        // A triangle's straight-sided fit, found once: its corner check and its score both need it.
        var straightTriangle: (drawn: PolygonFit, straight: (fit: PolygonFit, error: Double))?
        func straightSided(_ drawn: PolygonFit) -> (fit: PolygonFit, error: Double) {
            if let found = straightTriangle, found.drawn == drawn { return found.straight }
            let straight = drawn.straightSided(ink.points)
            straightTriangle = (drawn, straight)
            return straight
        }
        // The placed closing corner serves polygons of few sides only: a hexagon's or octagon's
        // pen stopping a little short of a shallow corner, or a side short, needs none, and the
        // ends' sides may meet past the next corner.
        let closedAtCorner = PolygonFit(path: loop, size: ink.size)
        let manySided = outline.corner == nil || (closedAtCorner?.vertices.count ?? 0) < PolygonFit.manySides - 1
            ? nil
            : PolygonFit(path: cut, size: ink.size).flatMap { $0.vertices.count >= PolygonFit.manySides ? $0 : nil }
        let polygon = (manySided ?? closedAtCorner).flatMap { (fit: PolygonFit) -> PolygonFit? in
            // A few-sided polygon's sides may each be a stroke: the pen lifts are its corners.
            // (Not a 6–8-gon's: a circle drawn in arcs would gain corners at its joins.)
            let joins = fit.vertices.count < PolygonFit.manySides ? ink.strokeJoins : []
            let tolerance = ink.size * Self.cornerMatch
            let missing = unmatched(fit.vertices, tolerance, joins: joins)
            let allowance = Self.polygonCornerAllowance(vertices: fit.vertices.count)
            // At a triangle's rounded corner Douglas–Peucker keeps a vertex anywhere along the arc,
            // ShortStraw the arc's sharpest point, nearer where the straight sides meet: the
            // corners the side lines place are matched instead.
            return missing <= allowance
                // Soft corners are those ShortStraw's curve test drops, not those the sampling makes.
                || (missing == allowance + 1 && unmatched(fit.vertices, tolerance, joins: joins, sampled: true) == missing
                    && Self.hasSoftCorners(fit, ellipse: ellipse, points: ink.points))
                || (fit.vertices.count == 3 && unmatched(straightSided(fit).fit.vertices, tolerance, joins: joins) == 0)
                // A rounded corner ShortStraw did not see (`unmatchedCornersAreRounded`).
                || Self.unmatchedCornersAreRounded(fit.vertices, corners: drawnCorners + joins, tolerance: tolerance, loop: loop)
                ? fit : nil
        }.flatMap { fit in
            fit.vertices.count > 3
                || outline.undrawnLength(spacing: ink.spacing) <= Self.maximumTriangleUndrawnShare * fit.sideLengths.min()!
                ? fit : nil
        }
        let diamond = polygon.map { Self.isDiamond($0, squareTolerance: squareCornerTolerance) } ?? false
        // A square standing on its corner is a diamond that may be placed as the square turned:
        // its rectangle stays a runner-up.
        let squareDiamond = diamond && polygon.map(Self.isRightAngled) ?? false
        if !diamond || squareDiamond {
            // Each kind from the box, of the two orientations, that passes the checks and lies
            // nearer the ink.
            var nearest: [ShapeKind: (shape: Shape, distance: Double)] = [:]
            let implied = impliedClosure ? outline.implied : []
            // `runOn`: the ink drawn after the pen came back to its start, when the box is fitted
            // on the loop without it; such a box answers only as a sharp rectangle with every
            // corner drawn, the run-on straight along a side past its corner (`runsOnAlongSide`).
            func consider(_ fits: [RectangleFit], runOn: [Vector2]?) {
                for coarse in fits {
                    // A thin box is looked at on its drawn strokes, finely enough to see its ends, and
                    // only as a closed four-cornered outline: a line drawn down and back is none.
                    // A run-on is looked for along a box's sides only, never a thin box's ends.
                    let thin = min(coarse.width, coarse.height) < Self.thinBoxSteps * ink.spacing
                    guard !thin || runOn == nil,
                        let looked = thin ? thinBoxFit(coarse, ink: ink, implied: implied) : (coarse, 0),
                        looked.fit.sideCoverage.allSatisfy({ $0 >= Self.minimumCoverage }),
                        // A tail run into the box is another line of the figure (`tailEntersOutline`).
                        !Self.tailEntersOutline(looked.fit.corners, ink: ink, loop: cutRange),
                        runOn.map({ looked.fit.runsOnAlongSide($0) }) ?? true
                    else { continue }
                    let (fit, resolution) = looked
                    // O(n) each time: found once for both checks. A corner nearer the ink than the
                    // fit can place one is sharp.
                    let insets = fit.cornerInsets.map { max(0, $0 - resolution) }
                    let bowl = Self.hasBowl(fit, insets: insets)
                    var shapes = rectangleShapes(fit, insets: insets, onCorner: !diamond)
                    if !diamond, !shapes.contains(where: { $0.0.kind != .rectangle }),
                        let stadium = stadiumShape(fit, sharpDistance: shapes[0].1, ellipse: ellipse)
                    {
                        shapes.append(stadium)
                    }
                    // O(n), so counted once and only where asked.
                    lazy var unmatchedCorners = unmatched(
                        fit.corners, max(ink.size * Self.cornerMatch, Self.shortSideCornerMatch * min(fit.width, fit.height)))
                    for (shape, distance) in shapes where distance < nearest[shape.kind]?.distance ?? .infinity {
                        let accepted = runOn == nil
                            ? shape.kind == .roundedRectangle
                                || (!bowl
                                    && (min(fit.width, fit.height) < Self.thinAspect * max(fit.width, fit.height)
                                        || unmatchedCorners <= Self.unmatchedCornerAllowance))
                            : shape.kind == .rectangle && !bowl && unmatchedCorners == 0
                        if accepted { nearest[shape.kind] = (shape, distance) }
                    }
                }
            }
            consider(RectangleFit.fits(points: ink.points, implied: implied, spacing: ink.spacing, hull: hull, strokes: ink.strokes), runOn: nil)
            // A box run on past its closing corner: the minimum-area box reaches the run-on's tip and
            // the side it ran past lies outside the coverage band (dollar18), so the box is fitted
            // again on the loop as cut, and only when the whole box found none.
            if nearest.isEmpty, ink.strokes.count == 1, features.overtraceEnd == nil, cutRange.upperBound < ink.path.count - 1 {
                consider(
                    RectangleFit.fits(points: cut, implied: implied, spacing: ink.spacing, hull: ConvexHull.vertices(of: cut), strokes: [cut]),
                    runOn: Array(ink.path[cutRange.upperBound...]))
            }
            for kind: ShapeKind in diamond ? [.rectangle] : [.rectangle, .roundedRectangle, .polygon] {
                if let (shape, distance) = nearest[kind] { add(shape, error: distance / scale, calibration.rectangle) }
            }
            if !diamond, let rounded = nearest[.roundedRectangle] { dropEllipse(ifFartherThan: rounded.distance) }
            Self.rankBelowDiamond(&result)
        }
        // Only a rectangle that would snap answers for a right-angled 4-gon.
        let boxFits = result.contains { $0.shape.kind == .rectangle && $0.confidence >= configuration.confidenceThreshold }
        if let drawn = polygon, drawn.vertices.count <= 8 {
            // A triangle's corners move to where its sides' lines meet; any other polygon keeps
            // its vertices, and its error is measured only where it is scored: a right-angled
            // 4-gon the rectangle answers for needs none (O(n·k), a twentieth of a box's cost).
            let triangle = drawn.vertices.count == 3 ? Self.scoredTriangle(straightSided(drawn), ink: ink, cut: cut) : nil
            let fit = triangle?.fit ?? drawn
            // A tail run into the polygon is another line of the figure.
            if Self.tailEntersOutline(fit.vertices, ink: ink, loop: cutRange) { return result }
            func error() -> Double { triangle?.error ?? fit.vertices.closedPolygonSegments.meanRelativeDistance(of: ink.points) }
            // A box drawn slanted is the rectangle even where the rectangle fit, off a skewed
            // outline, would not snap alone: it is scored as the 4-gon it was drawn as.
            if !boxFits, !diamond, fit.vertices.count == 4,
                let box = result.firstIndex(where: { $0.shape.kind == .rectangle }),
                Self.isSlantedBox(fit.vertices, meanDeviation: fit.meanRightAngleDeviation)
            {
                let slanted = error()
                let confidence = calibration.polygon.confidence(forError: slanted)
                if confidence > result[box].confidence { (result[box].error, result[box].confidence) = (slanted, confidence) }
                return result
            }
            guard let shape = polygonShape(fit, diamond: diamond, boxFits: boxFits) else { return result }
            add(shape, error: error(), calibration.polygon)
            if squareDiamond { Self.rankBelowDiamond(&result) }
            // With clear corners (checked above) a hexagon or octagon that would snap beats its
            // ellipse when nearer the ink, or not much farther when every vertex is a drawn
            // corner. A circle keeps its ellipse: any polygon through it lies farther, or is too
            // rough to snap, or has vertices where the pen did not turn.
            if drawn.vertices.count >= PolygonFit.manySides, result.last!.confidence >= configuration.confidenceThreshold {
                let distance = drawn.vertices.closedPolygonSegments.meanDistance(of: ink.points)
                let cornered = unmatched(drawn.vertices, ink.size * Self.cornerMatch) == 0
                dropEllipse(ifFartherThan: cornered ? distance / Self.corneredPolygonDistanceShare : distance)
            }
        }
        return result
    }

    /// A triangle's straight-sided fit (`straight`, `PolygonFit.straightSided`) and its error,
    /// measured on the loop without its tail where the pen closed it in an "X"
    /// (`crossedOvershootTrimmed`): that tail is no side. O(n).
    private static func scoredTriangle(
        _ straight: (fit: PolygonFit, error: Double), ink: PreparedInk, cut: [Vector2]
    ) -> (fit: PolygonFit, error: Double) {
        guard let loop = crossedOvershootTrimmed(ink: ink, cut: cut, triangle: straight.fit.vertices) else { return straight }
        return (straight.fit, straight.fit.vertices.closedPolygonSegments.meanRelativeDistance(of: loop))
    }

    /// A hexagon to octagon drawn one side short (the pen lifted before the last side, as many
    /// mouse-drawn ones are): the polygon through the open path, closed by the chord between its
    /// ends, when both ends are adjacent vertices (the chord is one side), the chord is no longer
    /// than `openPolygonChordShare` times the median drawn side, the path turns one way by
    /// `openPolygonMinimumTurn` or more, and the vertices are drawn corners as for a closed
    /// polygon. Fewer sides are not closed so: a "U", "[" or "C" stays
    /// open. O(n log n) in resampled points.
    private func openPolygon(_ ink: PreparedInk) -> PolygonFit? {
        let path = ink.path
        guard let fit = PolygonFit(path: path, size: ink.size),
            (PolygonFit.manySides...PolygonFit.maximumCorners).contains(fit.vertices.count)
        else { return nil }
        let v = fit.vertices, n = v.count
        let tolerance = ink.size * Self.cornerMatch
        let ends = [path[0], path[path.count - 1]].map { end in v.indexOfNearest(to: end, in: v.indices)! }
        guard zip(ends, [path[0], path[path.count - 1]]).allSatisfy({ v[$0].distance(to: $1) <= tolerance }),
            [1, n - 1].contains((ends[1] - ends[0] + n) % n)
        else { return nil }
        let chord = v[ends[0]].distance(to: v[ends[1]])
        let drawnSides = v.indices.filter { !Set([$0, ($0 + 1) % n]).isSubset(of: ends) }
            .map { v[$0].distance(to: v[($0 + 1) % n]) }
        let medianSide = drawnSides.element(atSortedPosition: drawnSides.count / 2)
        guard chord <= Self.openPolygonChordShare * medianSide else { return nil }
        // The pen turns one way round an open convex polygon, more than half a turn in all
        // (4 of a hexagon's 60° corners); a "?" turns back on itself. A jitter's cusp has no
        // sense of turn.
        guard abs(path.netTurnIgnoringCusps) >= Self.openPolygonMinimumTurn else { return nil }
        // Only the corners its drawn points show, as for a closed 6–8-gon (`withoutSampledCorners`).
        let unmatched = Self.unmatchedCount(v, corners: ink.withoutSampledCorners(ShortStraw().corners(of: path).locations), tolerance: tolerance)
        return unmatched <= Self.polygonCornerAllowance(vertices: n) ? fit : nil
    }

    /// A sharp rectangle's two adjacent corners both cut by at least this share of its shorter
    /// side are a bowl (a "D", "P"), not two rounded corners: 206 of the 210 $1 training
    /// rectangles cut none so, the MMG training "D"s cut two by 0.14–0.35.
    static let bowlCornerShare = 0.12

    /// Whether two adjacent corners of `fit` (their `insets`, `RectangleFit.cornerInsets`) are cut by
    /// `bowlCornerShare` of its shorter side.
    private static func hasBowl(_ fit: RectangleFit, insets: [Double]) -> Bool {
        let cut = insets.map { $0 >= Self.bowlCornerShare * min(fit.width, fit.height) }
        return cut.indices.contains { cut[$0] && cut[($0 + 1) % 4] }
    }

    /// How many of `vertices` have no drawn corner within `tolerance` points. O(k·c).
    private static func unmatchedCount(_ vertices: [Vector2], corners: [Vector2], tolerance: Double) -> Int {
        vertices.filter { v in !corners.contains { $0.distance(to: v) <= tolerance } }.count
    }

    private func ellipseShape(_ fit: EllipseFit, ink: PreparedInk) -> Shape? {
        guard 2 * fit.semiMajor <= Self.ellipseOvergrowth * ink.size else { return nil }
        // The bins with ink, as a bit mask (`coverageBins` ≤ 64).
        var covered: UInt64 = 0
        var coveredCount = 0
        let axis = Vector2(cos(fit.rotation), sin(fit.rotation))
        // Once every bin has ink, the rest of the points cannot change the coverage.
        for p in ink.points where coveredCount < Self.coverageBins {
            let d = p - fit.center
            let bin = Self.ellipseBins.bin(of: Vector2(d.dot(axis) / fit.semiMajor, d.dot(axis.perpendicular) / fit.semiMinor))
            if covered & (1 << UInt64(bin)) == 0 { (covered, coveredCount) = (covered | 1 << UInt64(bin), coveredCount + 1) }
        }
        guard Double(coveredCount) >= Self.minimumEllipseCoverage * Double(Self.coverageBins) else { return nil }
        let isCircle = (fit.semiMajor - fit.semiMinor) <= configuration.circleTolerance * fit.semiMajor
        let mean = (fit.semiMajor + fit.semiMinor) / 2
        let (rotation, a, b) = isCircle ? (0, mean, mean)
            : Angle.quarterTurnFolded(fit.rotation, width: fit.semiMajor, height: fit.semiMinor)
        return Shape(
            kind: .ellipse, frame: BoundingBox(origin: fit.center - Vector2(a, b), width: 2 * a, height: 2 * b),
            rotation: rotation, traits: isCircle ? .circle : [])
    }

    /// The sharp rectangle, and a rounded one when the ink clearly cuts the corners (`insets`,
    /// `RectangleFit.cornerInsets`), each with the mean distance of the ink to its outline in points.
    /// `onCorner`: a square standing on its corner is the diamond (false where the polygon fit
    /// found the diamond and the rectangle is its runner-up).
    private func rectangleShapes(_ fit: RectangleFit, insets: [Double], onCorner: Bool) -> [(Shape, Double)] {
        let square = abs(fit.width - fit.height) <= configuration.squareTolerance * max(fit.width, fit.height)
        let frame = BoundingBox(
            origin: fit.center - Vector2(fit.width / 2, fit.height / 2), width: fit.width, height: fit.height)
        var result = [
            (Shape(kind: .rectangle, frame: frame, rotation: fit.rotation, vertices: fit.corners, traits: square ? .square : []),
             fit.meanDistance(cornerRadius: 0))
        ]
        // A square standing on a corner, its diagonals along the axes, is a diamond (a flowchart
        // decision) whose polygon fit missed a corner; the square stays its runner-up.
        if onCorner, square, abs(abs(fit.rotation) - .pi / 4) <= squareCornerTolerance {
            let diamond = Shape(kind: .polygon, frame: BoundingBox(enclosing: fit.corners)!, vertices: fit.corners, sides: 4, traits: .diamond)
            return [(diamond, result[0].1)] + result
        }
        let shorter = min(fit.width, fit.height)
        let insets = insets.sorted()
        let meanInset = insets.reduce(0, +) / 4
        // Every corner rounded alike (a "D" has two sharp corners and a bowl), none beyond the
        // largest radius a rounded rectangle takes here.
        if insets[0] >= configuration.roundedCornerShare * shorter, insets[3] <= 2 * insets[0],
            meanInset <= Self.maximumCornerRadiusShare * (2.0.squareRoot() - 1) * shorter
        {
            // The arc of radius r passes r(√2 − 1) inside the sharp corner.
            let radius = meanInset / (2.0.squareRoot() - 1)
            result.append(
                (Shape(kind: .roundedRectangle, frame: frame, rotation: fit.rotation, traits: square ? .square : []),
                 fit.meanDistance(cornerRadius: radius)))
        }
        return result
    }

    /// The polygon's shape, or `nil` for a 4-gon the rectangle fit answers for: right-angled, or
    /// right-angled on average and not a parallelogram, or a box drawn slanted (`isSlantedBox`),
    /// when `boxFits` (a rectangle candidate that would snap exists).
    private func polygonShape(_ polygon: PolygonFit, diamond: Bool, boxFits: Bool) -> Shape? {
        let v = polygon.vertices, n = v.count
        let angles = polygon.interiorAngles
        let parallel = n == 4 && PolygonFit.isParallelogram(v)
        // A box with one slanted side (often the closing one, drawn from a gap at the first
        // corner) is right-angled on average; a parallelogram, whose opposite sides stay parallel,
        // is not unless barely skewed (and a trapezoid the rectangle fit rejects stays a polygon).
        let deviations = angles.map { abs($0 - .pi / 2) }
        let meanDeviation = polygon.meanRightAngleDeviation
        if n == 4 && !diamond
            && (deviations.allSatisfy { $0 <= Self.rightAngleTolerance }
                || (boxFits
                    && (meanDeviation <= (parallel ? Self.minimumParallelogramSkew : Self.rightAngleTolerance)
                        || Self.isSlantedBox(v, meanDeviation: meanDeviation))))
        {
            return nil  // a rectangle: the rectangle fit answers for it
        }
        let sides = polygon.sideLengths
        let meanSide = sides.reduce(0, +) / Double(n)
        let regularAngle = Double(n - 2) * .pi / Double(n)
        let regular = sides.allSatisfy { abs($0 - meanSide) <= configuration.regularSideTolerance * meanSide }
            && angles.allSatisfy { abs($0 - regularAngle) <= configuration.regularAngleTolerance }
        var traits: ShapeTraits = []
        if diamond { traits.insert(.diamond) }
        if n == 4 && !diamond && !regular && parallel { traits.insert(.parallelogram) }
        guard regular && !diamond else {
            return Shape(kind: .polygon, frame: BoundingBox(enclosing: v)!, vertices: v, sides: n, traits: traits)
        }
        let center = v.mean
        let radius = v.reduce(0.0) { $0 + $1.distance(to: center) } / Double(n)
        let rotation = Angle.radialRotation(of: v[0], about: center, count: n)
        let frame = Shape.radialFrame(count: n, innerRadiusRatio: nil, center: center, radius: radius, rotation: rotation)
        // The regular polygon's own corners (one towards the ink's first), which the frame
        // bounds: the ink's, sides up to `regularSideTolerance` apart, would not fit it.
        let first = (v[0] - center).normalized * radius
        let corners = (0..<n).map { center + first.rotated(by: 2 * Double.pi * Double($0) / Double(n)) }
        return Shape(
            kind: .regularPolygon, frame: frame, rotation: rotation, vertices: PolygonFit.canonicalOrder(corners), sides: n, traits: traits)
    }
}
