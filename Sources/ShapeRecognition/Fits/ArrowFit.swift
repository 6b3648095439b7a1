import Foundation
import InkCore

/// An arrow fitted to ink: the shaft is a long polyline of one stroke, or of strokes whose ends
/// meet (consecutive Douglas–Peucker segments bending gently, or a flowchart connector's
/// square elbows); a head is an end of the shaft where other ink leaves it backwards on both
/// sides. Stroke order does not matter, so one-stroke arrows, shafts retraced back along
/// themselves and separate shaft and head strokes all fit; a head at each end makes a double
/// arrow.
struct ArrowFit: Sendable, Hashable {
    /// The tail (an end without a head, or the first end for a double arrow), in points.
    var start: Vector2
    /// The tip, in points.
    var end: Vector2
    /// The shaft from `start` to `end`: two points for a straight arrow, more for a bent one.
    var shaft: [Vector2]
    /// Whether the start also carries a head (a double arrow).
    var headAtStart: Bool
    /// Mean distance of the ink to the shaft and barbs, in points.
    var meanDistance: Double
    /// Shaft length along its polyline, in points.
    var shaftLength: Double

    /// Douglas–Peucker tolerance for finding straight runs, as a fraction of the ink's diagonal.
    static let straightTolerance = 0.025
    /// Consecutive segments turning less than this, in radians, form one straight run. Tolerance
    /// and turn are tight enough that a bowed shaft becomes several runs the shaft follows, so its
    /// bow is not mistaken for barbs.
    static let runTurn = 0.2
    /// A shaft may bend by at most this much at one joint and in all, in radians (a bowed
    /// shaft), besides its elbows. A bow's bend is not kept by the slant or stretch another writer
    /// draws with: a stretch by s across its chord turns a bend b into 2·atan(s·tan(b/2)). The
    /// limit in all is the 0.9 rad a drawn bow reaches, stretched by 1.15 (1.01 rad): $1 train
    /// writer s04's shafts curve up into the head, and sheared by 0.15 or stretched by 1.2 some
    /// bent past 0.9 (fast/arrow04 in a mixed copy: 0.94), their tail cut off the shaft and left
    /// stray. A wider
    /// limit (1.12, a stretch by 1.3) snapped more pendigits 6s and 9s, whose loop's side bends
    /// like a bow, and stretched pigtails.
    static let shaftJointBend = 0.7
    static let shaftBend = 1.0
    /// A connector's elbow turns this much, in radians (70°–112°)…
    static let elbowTurns = 1.22...1.95
    /// …between straight legs each at least this fraction of the diagonal long…
    static let minimumElbowLeg = 0.1
    /// …at most this many times. The head shares below are then of the straight stretch each
    /// head sits on (up to the nearest elbow), not of the whole shaft.
    static let maximumElbows = 2
    /// A stroke going on past a shaft's end within this angle of straight ahead, in radians,
    /// continues the shaft: no head there.
    static let continuation = Double.pi / 4
    /// …where the stroke first gets this share of the head's stretch away from the end (a hook
    /// at the end of a shaft, or a one-stroke arrow's overshoot before its barb, is shorter).
    static let continuationReach = 0.15
    /// Strokes whose ends come this close, as a fraction of the diagonal, may carry one shaft.
    static let strokeJoin = 0.05
    /// A shaft shorter than this fraction of the diagonal is not an arrow's.
    static let minimumShaft = 0.45
    /// Shafts tried, longest first (a big head's barb can outrun the shaft).
    static let shaftCandidates = 4
    /// Points farther than this share of the shaft's shortest end stretch from it are off the
    /// shaft: first 6 %, then, where that finds no arrow, 3 %, then 1.5 % (a small head's barbs
    /// lie inside the wider band, while the wider band keeps a retraced shaft's strokes off a
    /// bigger head).
    static let bandShares = [0.06, 0.03, 0.015]
    /// Bands narrower than 3 % are tried only on a shaft whose ends lie at least this share of
    /// the diagonal apart: a tiny head ends a connector spanning the ink, while a box drawn in
    /// one stroke is a shaft round three sides whose ends come close, and its pen's hook at the
    /// start corner lies off the narrowest band like a tiny head.
    static let narrowBandShare = 0.03
    static let narrowBandChord = 0.5
    /// A head spans this share of its stretch back from the tip and this share beyond it (a head
    /// drawn as its own stroke often has its apex well past where the shaft stopped: a flowchart
    /// "V" as tall as the shaft, into which the shaft reaches only halfway).
    static let headReachShare = 0.75
    static let headOvershootShare = 1.0
    /// The apex may lie this share of its stretch off the shaft's line.
    static let apexSpread = 0.2
    /// Each barb reaches at least this share of its stretch away from the head's axis, or one
    /// resampling spacing where that is less (a small "V" ending a long connector, whose barbs
    /// are a few points each); the barbs are the off-shaft points on each side farthest from
    /// the apex.
    static let minimumBarbSpread = 0.04
    /// The head's axis (the bisector of its barbs) lies within this angle of the shaft's, in
    /// radians.
    static let maximumHeadTilt = 0.6
    /// The shorter barb is at least this share of the longer one: a head is roughly
    /// symmetric (a caret's pen hook at its apex is no second barb).
    static let minimumBarbBalance = 0.3
    /// The barbs' angles to the head's axis add up to at least this, in radians: the sides of a loop
    /// around the shaft's end ("∅") run nearly along it (MMG writer 85's: 0.20–0.37). $1 train
    /// writer s01 draws narrow heads (0.51–0.65; fast arrow05, at 0.51, declined under the 0.55
    /// this was): a writer who draws them a little narrower, or a slant, lost them. At 0.45 a
    /// pendigits train "9" snapped too (eighteenth pass).
    static let minimumOpening = 0.5
    /// A barb's pen may hook at its end by up to this share of the barb's length (the barb then
    /// ends where it turned, its rearmost point along the shaft: $1 writer s08 ends the second
    /// barb of one-stroke arrows with a foot; a small head's foot may be longer,
    /// `ArrowFit.hookShareLimit`)…
    static let maximumHookShare = 0.5
    /// …running forward: its direction's component along the shaft, towards the tip, at least
    /// this (a "4"'s hooked crossbar end runs across it)…
    static let minimumHookForward = 0.4
    /// …and outward: its component across the shaft, away from its line on the barb's side, at
    /// least this (a "6"'s loop curls back in).
    static let minimumHookOutward = 0.45
    /// Barb angle to the head's axis, and to the shaft, in radians.
    static let barbAngles = 0.15...1.4
    static let barbShaftAngles = 0.15...1.4
    /// A barb is drawn: ink not drawn with the shaft lies along this share of the segment from the
    /// tip to its far point, counted where the segment is off the shaft (near the tip the barb
    /// still overlaps it)…
    static let minimumBarbCoverage = 0.7
    /// …within this share of the barb's length (barbs bow)…
    static let barbBow = 0.2
    /// …counted in this many bins along the barb (at most 64), or one per resampling spacing on
    /// a shorter barb (a small head on a long connector has only a few points).
    static let coverageBins = 10
    /// Barbs may bow by `barbBow` of their length (a ")" head) only where the shaft runs into the
    /// head turning at most this much, in radians, over the head's length; elsewhere by half that.
    /// Where the shaft bends just before its end, its direction is unsure and a bowed "head" is
    /// more often a digit's loop or foot.
    static let straightApproach = 0.3
    /// A closed head's ink lies within this share of its stretch of the shaft's end, has at
    /// least `closedHeadPoints` points, is `closedHeadWidths` (at a leg's end
    /// `legClosedHeadWidths`) of the stretch wide across the shaft, reaches on its narrower side
    /// of the shaft's line at least `closedHeadBalance` of its wider side (and its centre lies no
    /// farther behind the tip than that share of its width),
    /// is `closedHeadDepth` of its width deep along the shaft, and is closed (see `closedHull`).
    static let closedHeadReach = 0.5
    static let closedHeadPoints = 8
    static let closedHeadWidths = 0.08...0.6
    /// A closed head at the end of a connector's last leg (its stretch ends at an elbow) may be
    /// this wide against the leg: the leg can be short beside the head (FC train writer 12's
    /// loop ending an "L", 0.66 of its leg, and writer 1's "<" of two barb strokes, 0.65, were
    /// declined at 0.6). Kept for legs only: on straight shafts 0.8 also took pendigits train
    /// "4"s and "9"s for arrows with closed heads (twenty-third pass).
    static let legClosedHeadWidths = 0.08...0.8
    static let closedHeadBalance = 0.3
    static let closedHeadDepth = 0.4
    static let closedHeadSectors = 12
    /// A closed head's ink leaves at most this many of its sectors empty on average over the
    /// sectors' turns (`meanEmptySectors(round:count:)`): a gap of up to 90° round its centre.
    /// Sectors fixed to the axes (11 of 12 filled) passed or failed the same sparse head as it
    /// was turned by 3° (fifteenth pass).
    static let closedHeadEmptySectors = 2.0
    static let closedHeadProbes = 24
    static let closedHeadClosure = 0.75
    /// Hull probes find ink within this share of the head's width.
    static let closedHeadGap = 0.12
    /// The shaft's own ink is explained this many times as far from the shaft as other ink.
    static let shaftInkWander = 2.0
    /// Off-shaft ink outside the heads, and ink the arrow does not explain, may each be at most
    /// this share of the points.
    static let strayShare = 0.04

    /// - Parameter points: the points of `strokes`, concatenated in order.
    /// - Returns: the best-fitting arrow over the longest shafts, or `nil` when none has a head.
    /// - Complexity: O(n log n) typical (Douglas–Peucker), then O(n·s) per shaft candidate for s
    ///   shaft segments.
    init?(strokes: [[Vector2]], points: [Vector2], size: Double, spacing: Double) {
        var cutCorner = false
        self.init(strokes: strokes, points: points, size: size, spacing: spacing, cutCorner: &cutCorner)
    }

    /// As `init(strokes:points:size:spacing:)`, and sets `cutCorner` where a candidate shaft's
    /// end run turns at a sharp corner that still points the way the shaft ran
    /// (`trimmed(_:points:size:spacing:cutCorner:)`): a head there may be too small for
    /// `spacing`. `cutCorner` is only ever set, never cleared.
    init?(strokes: [[Vector2]], points: [Vector2], size: Double, spacing: Double, cutCorner: inout Bool) {
        // Each polyline as its trace, span of runs and length: only the longest few become shafts.
        let traces = Self.traces(of: strokes, points: points, size: size)
        var runs: [[Run]] = []
        runs.reserveCapacity(traces.count)
        var polylines: [(trace: Int, span: ClosedRange<Int>, length: Double)] = []
        var corners: [Vector2] = []
        var strokeEnds: [Int] = []
        strokeEnds.reserveCapacity(2 * strokes.count)
        for stroke in strokes {
            let first = (strokeEnds.last ?? -1) + 1
            strokeEnds.append(first)
            strokeEnds.append(first + stroke.count - 1)
        }
        // The first traces are the strokes themselves (whose points they index, so no copy is
        // made of them); chained ones repeat their ink.
        for (index, trace) in traces.enumerated() {
            let line = index < strokes.count ? strokes[index] : trace.map { points[$0] }
            let kept = DouglasPeucker.keptIndices(line, tolerance: size * Self.straightTolerance)
            // A chained trace's jumps across a pen lift wider than a stroke join are leg gaps.
            let gaps = index < strokes.count ? [] : Self.legGaps(in: line, joinedWithin: max(size * Self.strokeJoin, spacing))
            runs.append(Self.straightRuns(line, kept: gaps.isEmpty ? kept : Self.keeping(gaps, in: kept), legGaps: gaps))
            // Room made once per trace; a lazy map appended as a sequence cost more than the loop.
            let gentle = Self.gentlePolylines(runs[index], size: size)
            polylines.reserveCapacity(polylines.count + gentle.count)
            for polyline in gentle { polylines.append((index, polyline.span, polyline.length)) }
            if index < strokes.count { Self.appendSharpCorners(of: line, kept: kept, to: &corners) }
        }
        // Sorted in place and the best fit kept as found: no further lists.
        var candidates = polylines.filter { $0.length >= size * Self.minimumShaft }
        candidates.sort { $0.length > $1.length }
        var best: ArrowFit?
        for candidate in candidates.prefix(Self.shaftCandidates) {
            guard let fit = Self.fit(
                along: Self.shaft(along: runs[candidate.trace][candidate.span], trace: traces[candidate.trace], size: size),
                points: points, strokeEnds: strokeEnds, corners: corners, spacing: spacing, size: size,
                cutCorner: &cutCorner)
            else { continue }
            // The first of equally good fits stays, as `min(by:)` would keep it.
            if best.map({ fit.meanDistance / fit.shaftLength < $0.meanDistance / $0.shaftLength }) ?? true { best = fit }
        }
        guard let best else { return nil }
        self = best
    }

    /// An arrow from its parts, as a band's fit along one shaft finds them.
    private init(start: Vector2, end: Vector2, shaft: [Vector2], headAtStart: Bool, meanDistance: Double, shaftLength: Double) {
        self.start = start
        self.end = end
        self.shaft = shaft
        self.headAtStart = headAtStart
        self.meanDistance = meanDistance
        self.shaftLength = shaftLength
    }

    /// A shaft candidate: its polyline and the indices (into all points) of the ink it was
    /// drawn with, which is shaft however far it wanders from the polyline — never a barb.
    struct Shaft {
        var vertices: [Vector2]
        /// The indices (into all points) of the trace the shaft lies on, in drawing order…
        var trace: [Int]
        /// …and the positions in `trace` of the shaft's own ink.
        var ink: ClosedRange<Int>
    }

    /// A straight run and the positions of its ink in its trace.
    struct Run {
        var segment: Segment
        var ink: ClosedRange<Int>
        /// Whether the run is the jump across a leg gap (`legGaps(in:joinedWithin:)`), which a
        /// shaft crosses only as an elbow.
        var isLegGap = false
    }

    /// The strokes a shaft may lie on, as indices into all points: each stroke, and each chain of
    /// strokes whose ends come within `strokeJoin` of the diagonal of each other (a connector
    /// drawn leg by leg, or both legs drawn out of their corner) or, where none does, whose legs
    /// meet at a corner their pen stopped short of (`legsMeet(_:atTail:_:atLast:points:size:)`),
    /// grown at both ends and each stroke reversed where that joins it. `points` are the
    /// strokes' points in order. O(s²) in strokes plus O(n), and O(n) per leg-gap candidate.
    private static func traces(of strokes: [[Vector2]], points: [Vector2], size: Double) -> [[Int]] {
        var offsets = [0]
        for stroke in strokes { offsets.append(offsets[offsets.count - 1] + stroke.count) }
        var result = strokes.indices.map { Array(offsets[$0]..<offsets[$0 + 1]) }
        guard strokes.count > 1 else { return result }
        var chained = Set<Int>()
        for first in strokes.indices where !chained.contains(first) {
            var chain = [first], trace = result[first]
            // Grow at the tail, then at the head, with the nearest unused stroke end within the
            // join distance (legs drawn from a common corner join start to start).
            for atTail in [true, false] {
                while let end = atTail ? trace.last : trace.first {
                    let joint = points[end]
                    var best: (stroke: Int, reversed: Bool, gap: Double)?
                    // Ends that touch first; then legs whose pen stopped short of their corner.
                    for legGap in [false, true] where best == nil {
                        for other in strokes.indices where !chain.contains(other) {
                            for reversed in [false, true] {
                                // The end of `other` that touches the trace: its start when
                                // appended as drawn, its end when prepended as drawn.
                                let touchesAtLast = reversed == atTail
                                let touching = touchesAtLast ? strokes[other][strokes[other].count - 1] : strokes[other][0]
                                let gap = touching.distance(to: joint)
                                guard gap <= size * (legGap ? legGapJoin : strokeJoin), gap < best?.gap ?? .infinity,
                                    !legGap || legsMeet(trace, atTail: atTail, result[other], atLast: touchesAtLast, points: points, size: size)
                                else { continue }
                                best = (other, reversed, gap)
                            }
                        }
                    }
                    guard let best else { break }
                    chain.append(best.stroke)
                    let piece = best.reversed ? Array(result[best.stroke].reversed()) : result[best.stroke]
                    trace = atTail ? trace + piece : piece + trace
                }
            }
            if chain.count > 1 {
                chained.formUnion(chain)
                result.append(trace)
            }
        }
        return result
    }

    /// Consecutive Douglas–Peucker segments turning less than `runTurn` joined into one run, so a
    /// slightly bowed stretch stays one run; each of `legGaps` (positions in `line` after which
    /// the trace jumps a leg gap, their ends among `kept`) is a run of its own.
    private static func straightRuns(_ line: [Vector2], kept: [Int], legGaps: [Int]) -> [Run] {
        var runs: [Run] = []
        // Room for a run per segment, the most there can be: grown run by run, it reallocated.
        runs.reserveCapacity(max(kept.count - 1, 0))
        for (i, j) in zip(kept, kept.dropFirst()) {
            let next = Segment(line[i], line[j])
            if legGaps.contains(i) {
                runs.append(Run(segment: next, ink: i...j, isLegGap: true))
            } else if let last = runs.last, !last.isLegGap, last.segment.turn(to: next) < runTurn {
                runs[runs.count - 1] = Run(segment: Segment(last.segment.a, next.b), ink: last.ink.lowerBound...j)
            } else {
                runs.append(Run(segment: next, ink: i...j))
            }
        }
        return runs
    }

    /// Every run, and from each run the longest chain of following runs that bends less than
    /// `shaftJointBend` at each joint and `shaftBend` in all (as `ShaftBend` measures it: a
    /// tremor's turns each way cancel within each leg), except for up to `maximumElbows`
    /// square elbows between legs of at least `minimumElbowLeg` of the diagonal (a flowchart
    /// connector); the chain is also kept as it stands before each elbow. Each as its span of
    /// runs and its length along them (the polyline length of its vertices: consecutive runs
    /// share their joint).
    private static func gentlePolylines(_ runs: [Run], size: Double) -> [(span: ClosedRange<Int>, length: Double)] {
        let lengths = runs.map(\.segment.length)
        // Each joint's signed turn, found once: the chains from every run cross the same joints.
        let turns = zip(runs, runs.dropFirst()).map { $0.segment.signedTurn(to: $1.segment) }
        var result: [(span: ClosedRange<Int>, length: Double)] = []
        result.reserveCapacity(2 * runs.count)
        for i in runs.indices where !runs[i].isLegGap { result.append((i...i, lengths[i])) }
        let leg = size * minimumElbowLeg
        // A leg gap is crossed only as an elbow.
        for i in runs.indices where !runs[i].isLegGap {
            // `sinceElbow`: the length of the chain since its start or last elbow.
            var j = i, bend = ShaftBend(), elbows = 0, length = lengths[i], sinceElbow = lengths[i]
            while j + 1 < runs.count {
                let turn = turns[j]
                if !runs[j + 1].isLegGap, abs(turn) < shaftJointBend, bend.bend(turning: turn) < shaftBend {
                    bend.add(turn)
                    j += 1
                    length += lengths[j]
                    sinceElbow += lengths[j]
                    continue
                }
                // Before a leg gap the leg may end in a short bend (the pen easing off before it
                // lifted): the leg is the chain since the last elbow.
                guard elbows < maximumElbows, lengths[j] >= leg || (runs[j + 1].isLegGap && sinceElbow >= leg),
                    let next = elbowLeg(after: j, of: runs, size: size)
                else { break }
                if j > i { result.append((i...j, length)) }
                elbows += 1
                bend.turnElbow()
                // A rounded elbow's short run stepped over stays in the chain.
                for k in (j + 1)...next { length += lengths[k] }
                j = next
                sinceElbow = lengths[next]
            }
            if j > i { result.append((i...j, length)) }
        }
        return result
    }

    /// The shaft along consecutive `runs` of `trace`, its legs run on to the corners their pen
    /// stopped short of (`closingLegGaps`).
    private static func shaft(along runs: ArraySlice<Run>, trace: [Int], size: Double) -> Shaft {
        var vertices: [Vector2] = []
        vertices.reserveCapacity(runs.count + 1)
        vertices.append(runs[runs.startIndex].segment.a)
        for run in runs { vertices.append(run.segment.b) }
        return Shaft(
            vertices: closingLegGaps(vertices, runs: runs, size: size), trace: trace,
            ink: runs[runs.startIndex].ink.lowerBound...runs[runs.endIndex - 1].ink.upperBound)
    }

    /// Whether the shaft's own stroke goes on past its `end` (0 or 1) within `continuation` of
    /// straight ahead, checked where it first gets `reach` from the end: the pen did not stop to
    /// draw a head there, the shaft only bends (a check mark's bowed long leg). A one-stroke
    /// arrow's barb turns back. O(points past the end).
    private static func strokeRunsOn(past end: Int, of shaft: Shaft, points: [Vector2], reach: Double) -> Bool {
        let n = shaft.vertices.count
        let tip = shaft.vertices[end == 0 ? 0 : n - 1]
        let outward = (tip - shaft.vertices[end == 0 ? 1 : n - 2]).normalized
        // Positions in the trace going away from the end, without copying the trace.
        let beyond = end == 0
            ? stride(from: shaft.ink.lowerBound - 1, through: 0, by: -1)
            : stride(from: shaft.ink.upperBound + 1, through: shaft.trace.count - 1, by: 1)
        guard let next = beyond.first(where: { points[shaft.trace[$0]].distance(to: tip) >= reach }) else { return false }
        let step = (points[shaft.trace[next]] - tip).normalized
        return step.dot(outward) > cos(continuation)
    }

    /// The arc length from each end of `shaft` to its nearest elbow (a joint turning at least
    /// `shaftJointBend`), or the whole length: the straight stretch a head sits on. O(k).
    private static func endStretches(of shaft: [Vector2]) -> EndPair<Double> {
        EndPair { end in
            // The path from this end, without copying it.
            let count = shaft.count
            let path = { (k: Int) in shaft[end == 0 ? k : count - 1 - k] }
            var walked = 0.0
            for k in 1..<count {
                walked += path(k - 1).distance(to: path(k))
                if k + 1 < count, Segment(path(k - 1), path(k)).turn(to: Segment(path(k), path(k + 1))) >= shaftJointBend {
                    return walked
                }
            }
            return walked
        }
    }

    /// The arrow along `shaft` or, where none fits, along `shaft` cut back to the corners where
    /// tiny one-stroke heads begin (`trimmed(_:points:size:spacing:cutCorner:)`, which may set
    /// `cutCorner`). `strokeEnds` are the positions in `points` of each stroke's first and last
    /// point, ascending.
    private static func fit(
        along shaft: Shaft, points: [Vector2], strokeEnds: [Int], corners: [Vector2], spacing: Double, size: Double,
        cutCorner: inout Bool
    ) -> ArrowFit? {
        let along = { (shaft: Shaft) in
            fit(exactly: shaft, points: points, strokeEnds: strokeEnds, corners: corners, spacing: spacing, size: size)
        }
        if let fit = along(shaft) { return fit }
        // A head too small for the shaft's runs to end at may hide in its end run.
        guard let trimmed = trimmed(shaft, points: points, size: size, spacing: spacing, cutCorner: &cutCorner)
        else { return nil }
        return along(trimmed)
    }

    /// The arrow along `shaft` as it stands, its apexes first as found and then, where that
    /// fits none, moved to the tips of crossed heads (`ShaftEnds.crossHeads(strokeEnds:)`). No
    /// band is tried where neither end can have a head in any band (`ShaftEnds` is `nil`).
    private static func fit(
        exactly shaft: Shaft, points: [Vector2], strokeEnds: [Int], corners: [Vector2], spacing: Double, size: Double
    ) -> ArrowFit? {
        guard var ends = ShaftEnds(shaft, points: points, spacing: spacing) else { return nil }
        let chord = shaft.vertices[0].distance(to: shaft.vertices[shaft.vertices.count - 1])
        // Where no band finds an arrow, a barb drawn on through the tip may have put the apex at
        // its stroke's end: the bands look again with the apex at the tip.
        if let fit = fit(&ends, points: points, corners: corners, spacing: spacing, size: size, chord: chord) { return fit }
        guard ends.crossHeads(strokeEnds: strokeEnds) else { return nil }
        return fit(&ends, points: points, corners: corners, spacing: spacing, size: size, chord: chord)
    }

    /// The arrow along the shaft of `ends` in the first band of `bandShares` that finds one: a
    /// head small against its shaft lies inside the wide band, so a narrower one looks again. A
    /// narrower band only moves ink from on the shaft to off it, so a shaft with too much
    /// off-shaft ink outside both head regions has it in every narrower band too: no retry then.
    private static func fit(
        _ ends: inout ShaftEnds, points: [Vector2], corners: [Vector2], spacing: Double, size: Double, chord: Double
    ) -> ArrowFit? {
        for share in bandShares where share >= narrowBandShare || chord >= size * narrowBandChord {
            // Barbs first; where they leave the arrow unexplained, a closed head at their end (a
            // loop round the shaft's end has barbs too, its widest points, but bulges behind them).
            var band = fit(&ends, points: points, corners: corners, spacing: spacing, size: size, offShaftShare: share, closedFirst: false)
            if case .barbsLeaveInk = band {
                band = fit(&ends, points: points, corners: corners, spacing: spacing, size: size, offShaftShare: share, closedFirst: true)
            }
            switch band {
            case .arrow(let fit): return fit
            case .strayOutsideHeads: return nil
            case .noArrow, .barbsLeaveInk: continue
            }
        }
        return nil
    }

    /// What one band finds along a shaft.
    private enum BandFit {
        case arrow(ArrowFit)
        /// Off-shaft ink outside both head regions, or outside the region of the only end that
        /// can have a head, exceeds the stray limit.
        case strayOutsideHeads
        /// No head, or ink the arrow leaves unexplained.
        case noArrow
        /// Barbed heads found, but ink or corners they leave unexplained: a closed head at their
        /// end may explain them.
        case barbsLeaveInk
    }

    /// What an arrow along one shaft is judged on whatever the band, found once per shaft: its
    /// segments and length, each end's tip, backward direction, stretch (heads are sized by the
    /// straight stretch they sit on: the whole shaft unless it has elbows) and apex, the ink not
    /// drawn with the shaft, and each end's closed head, looked for when first needed.
    struct ShaftEnds {
        var shaft: Shaft
        var segments: [Segment]
        var length: Double
        var tips: EndPair<Vector2>
        var backwards: EndPair<Vector2>
        var scales: EndPair<Double>
        var apexes: EndPair<Vector2>
        /// The positions in the ink of each end's apex, `nil` where it is the tip.
        var apexPositions: EndPair<Int?>
        /// Whether each end's apex was moved to its tip by `crossHeads(strokeEnds:)`.
        var crossed = EndPair(false, false)
        /// Whether the shaft's own stroke runs on straight past each end (no head there).
        var runsOn: EndPair<Bool>
        /// The points not drawn with the shaft, in order.
        var otherInk: [Vector2]
        /// The points drawn with the shaft.
        var shaftInk: [Vector2]
        /// The resampling spacing, in points.
        var spacing: Double
        private var closedHeads = EndPair<ClosedHead??>(nil, nil)
        /// Whether a head may be found at each end in some band: the stroke does not run on past
        /// it, and ink not drawn with the shaft lies in its head region on both sides of the
        /// shaft's line (a barb's end is off-shaft ink there, in whatever band and wherever the
        /// apex). A closed head's ink lies there too: it is balanced across the line (so has ink
        /// strictly on each side) and lies within `closedHeadReach` (or `smallHeadReach`) of the
        /// stretch from the tip, inside the region's `headOvershootShare` ahead and
        /// `headReachShare` back.
        var mayHaveHead: EndPair<Bool>
        /// The off-shaft ink of the band looked at last.
        var band: OffShaftInk?
        /// The ink along each barb looked at so far (`barbCoverage(_:within:offShaft:)`).
        var barbInk: [BarbInk] = []

        /// `nil` when neither end may have a head (`mayHaveHead`: the stroke runs on past both
        /// ends, or neither has ink flanking it): no head can be found in any band, wherever its
        /// apex. O(n).
        init?(_ shaft: Shaft, points: [Vector2], spacing: Double) {
            self.spacing = spacing
            let vertices = shaft.vertices, n = vertices.count
            let scales = ArrowFit.endStretches(of: vertices)
            let runsOn = EndPair {
                ArrowFit.strokeRunsOn(past: $0, of: shaft, points: points, reach: scales[$0] * ArrowFit.continuationReach)
            }
            guard !runsOn[0] || !runsOn[1] else { return nil }
            self.runsOn = runsOn
            self.shaft = shaft
            self.scales = scales
            let tips = EndPair(vertices[0], vertices[n - 1])
            let backwards = EndPair((vertices[1] - vertices[0]).normalized, (vertices[n - 2] - vertices[n - 1]).normalized)
            (self.tips, self.backwards) = (tips, backwards)
            var own = [Bool](repeating: false, count: points.count)
            for i in shaft.ink { own[shaft.trace[i]] = true }
            // Whether a head is possible needs neither the apexes (a head region's extent does
            // not depend on its apex), nor the segments, nor the ink as two lists: most shafts
            // have none (a circle's arcs, an x's legs), so those are found only after.
            let mayHaveHead = ShaftEnds.otherInkFlanks(
                EndPair { ShaftEnds.region(tip: tips[$0], backward: backwards[$0], apex: tips[$0], scale: scales[$0]) },
                skipping: runsOn, points: points, own: own)
            guard mayHaveHead[0] || mayHaveHead[1] else { return nil }
            self.mayHaveHead = mayHaveHead
            otherInk = []
            otherInk.reserveCapacity(points.count)
            shaftInk = []
            shaftInk.reserveCapacity(shaft.ink.count)
            for (i, p) in points.enumerated() {
                if own[i] { shaftInk.append(p) } else { otherInk.append(p) }
            }
            segments = zip(vertices, vertices.dropFirst()).map { Segment($0, $1) }
            length = vertices.polylineLength
            let apexes = ArrowFit.apexes(
                of: tips, backwards: backwards, points: points, within: EndPair { scales[$0] * ArrowFit.apexSpread })
            self.apexes = EndPair { apexes[$0].map { points[$0] } ?? tips[$0] }
            apexPositions = apexes
        }

        /// The off-shaft ink in the band of `offShaft`: narrowed from the band looked at last
        /// where that was wider, else found afresh. `nil` as for `OffShaftInk`, where an end
        /// that cannot have a head (`mayHaveHead`) leaves the other's head to pass alone.
        /// O(n·s) afresh.
        mutating func offShaftInk(within offShaft: Double, strayLimit: Double) -> OffShaftInk? {
            if let band, offShaft <= band.offShaft {
                self.band = band.narrowed(to: offShaft, ink: otherInk, shaft: segments, strayLimit: strayLimit)
            } else {
                band = OffShaftInk(
                    ink: otherInk, shaft: segments, offShaft: offShaft, regions: (region(at: 0), region(at: 1)),
                    headless: (!mayHaveHead[0], !mayHaveHead[1]), strayLimit: strayLimit)
            }
            return band
        }

        /// The head region at `end` (0 or 1) round its apex as it stands, no barbs found yet.
        private func region(at end: Int) -> HeadRegion {
            ShaftEnds.region(tip: tips[end], backward: backwards[end], apex: apexes[end], scale: scales[end])
        }

        /// The head region at a `tip` with its `backward` direction and stretch `scale`, round
        /// `apex`, no barbs found yet.
        private static func region(tip: Vector2, backward: Vector2, apex: Vector2, scale: Double) -> HeadRegion {
            HeadRegion(
                tip: tip, backward: backward, apex: apex,
                near: -scale * ArrowFit.headOvershootShare, far: scale * ArrowFit.headReachShare)
        }

        /// For each end's region, whether ink not drawn with the shaft (the `points` not marked
        /// `own`) lies in it on both sides of the shaft's line; `false` at ends `skipped`. One pass
        /// for both ends, stopping once each end is flanked or skipped. O(n).
        private static func otherInkFlanks(
            _ regions: EndPair<HeadRegion>, skipping skipped: EndPair<Bool>, points: [Vector2], own: [Bool]
        ) -> EndPair<Bool> {
            // Marks the side `p` lies on in `region`; whether both sides now have ink. The regions
            // are read as `start` and `end`, not by index: an indexed read copies the region.
            func look(at p: Vector2, in region: HeadRegion, _ sides: inout (left: Bool, right: Bool)) -> Bool {
                if let place = region.place(p) {
                    if place.isLeft { sides.left = true } else { sides.right = true }
                }
                return sides.left && sides.right
            }
            var start = (left: false, right: false), end = (left: false, right: false)
            var flanked = (start: false, end: false), done = (start: skipped.start, end: skipped.end)
            for (i, p) in points.enumerated() where !own[i] {
                if !done.start { flanked.start = look(at: p, in: regions.start, &start) }
                if !done.end { flanked.end = look(at: p, in: regions.end, &end) }
                done = (done.start || flanked.start, done.end || flanked.end)
                if done.start && done.end { break }
            }
            return EndPair(flanked.start, flanked.end)
        }

        /// The closed head at `end` (0 or 1), found on the first call. O(n) then O(1).
        mutating func closedHead(at end: Int) -> ClosedHead? {
            if let known = closedHeads[end] { return known }
            // The ink within a closed head's reach, found once: a small head's lies within it
            // (`smallHeadReach` < `closedHeadReach`), so where no closed head is found the small
            // head looks at these points only, not at all the ink again.
            let tip = tips[end], reach = scales[end] * ArrowFit.closedHeadReach
            var near: [Int] = []
            near.reserveCapacity(otherInk.count)
            for (i, p) in otherInk.enumerated() where p.distance(to: tip) <= reach { near.append(i) }
            // The stretch stops short of the shaft's far end at an elbow: the head ends a leg.
            let widths = scales[end] < length - spacing ? ArrowFit.legClosedHeadWidths : ArrowFit.closedHeadWidths
            let head = ArrowFit.closedHead(
                at: tip, backward: backwards[end], ink: otherInk, near: near, shaftInk: shaftInk, scale: scales[end],
                widths: widths)
                ?? ArrowFit.smallClosedHead(
                    at: tip, backward: backwards[end], ink: otherInk, near: near, scale: scales[end], spacing: spacing)
            closedHeads[end] = .some(head)
            return head
        }
    }

    /// The arrow along the shaft of `ends` with off-shaft ink farther than `offShaftShare` of
    /// its shortest end stretch from it, each end's closed head taken before its barbs when
    /// `closedFirst` (`.noArrow` then when neither end has one). O(n·s) for s shaft segments.
    private static func fit(
        _ ends: inout ShaftEnds, points: [Vector2], corners: [Vector2], spacing: Double, size: Double,
        offShaftShare: Double, closedFirst: Bool
    ) -> BandFit {
        guard !closedFirst || ends.closedHead(at: 0) != nil || ends.closedHead(at: 1) != nil else { return .noArrow }
        let shaft = ends.shaft.vertices, n = shaft.count
        let (length, scales, tips, backwards) = (ends.length, ends.scales, ends.tips, ends.backwards)
        let (shaftSegments, otherInk, apexes) = (ends.segments, ends.otherInk, ends.apexes)
        let offShaft = min(scales.start, scales.end) * offShaftShare
        let strayLimit = Double(points.count) * Self.strayShare
        // For each end: the off-shaft point on each side within the head region farthest from the
        // apex, and the off-shaft points outside that region. Ink outside both head regions is
        // stray whichever heads are found.
        guard let band = ends.offShaftInk(within: offShaft, strayLimit: strayLimit) else { return .strayOutsideHeads }
        let outside = EndPair(band.outsideStart, band.outsideEnd), outsideBoth = band.outsideBoth
        let regions = EndPair(band.atStart, band.atEnd)

        var headEnds = tips
        var heads = EndPair(false, false)
        var headSegments = EndPair<[Segment]>([], [])
        var headDepths = EndPair(0.0, 0.0)
        var headBows = EndPair(0.0, 0.0)
        var closedHeads: [ClosedHead] = []
        var barbed = false
        // Whether `left` and `right` are the barbs of a head at `end`.
        func areBarbs(_ end: Int, _ left: Vector2, _ right: Vector2) -> Bool {
            let backward = backwards[end]
            let tip = apexes[end]
            // The head is judged in its own frame, its axis the bisector of the barbs: a head
            // drawn tilted to the shaft has one barb nearly along it and the other far off.
            let axis = ((left - tip).normalized + (right - tip).normalized).normalized
            // The opening (two arctangents) only where the barbs balance.
            let headShaped = min(left.distance(to: tip), right.distance(to: tip))
                >= Self.minimumBarbBalance * max(left.distance(to: tip), right.distance(to: tip))
                && abs((left - tip).signedAngle(to: axis)) + abs((right - tip).signedAngle(to: axis)) >= Self.minimumOpening
            // The shape checks are O(1); the barbs' ink coverage, O(n), only where they pass.
            // Each barb, left first, without an array of the two.
            func isShaped(_ barb: Vector2) -> Bool {
                let v = barb - tip
                return abs(v.cross(axis)) >= min(scales[end] * Self.minimumBarbSpread, spacing)
                    && Self.barbAngles.contains(abs(v.signedAngle(to: axis)))
                    && Self.barbShaftAngles.contains(abs(v.signedAngle(to: backward)))
            }
            func isDrawn(_ barb: Vector2) -> Bool {
                ends.barbCoverage(
                    Segment(tip, barb), within: max(offShaft, Self.barbBow * (barb - tip).length), offShaft: offShaft)
                    >= Self.minimumBarbCoverage
            }
            return headShaped && abs(axis.signedAngle(to: backward)) <= Self.maximumHeadTilt
                && isShaped(left) && isShaped(right) && isDrawn(left) && isDrawn(right)
        }
        // A barbed head at `end`: its barbs, the hooks at their ends and how far they may bow,
        // or `nil`. Each side's barb ends at its farthest point from the apex or, where that
        // fails, at its rearmost point (a barb whose pen hooked forward at its end; the hook
        // from there to the farthest point is the head's ink).
        func barbHead(_ end: Int) -> (left: Vector2, right: Vector2, hooks: [Segment], bow: Double)? {
            let region = regions[end]
            guard let farLeft = region.left, let farRight = region.right else { return nil }
            let tip = apexes[end]
            let hookedLeft = Self.hookedBarbEnd(
                farthest: farLeft, rearmost: region.rearmostLeft.point, apex: tip, backward: backwards[end],
                stretch: scales[end])
            let hookedRight = Self.hookedBarbEnd(
                farthest: farRight, rearmost: region.rearmostRight.point, apex: tip, backward: backwards[end],
                stretch: scales[end])
            // The farthest points first, then the left's hooked end, the right's, and both.
            for k in 0..<4 {
                guard let left = k & 1 == 0 ? farLeft : hookedLeft, let right = k & 2 == 0 ? farRight : hookedRight,
                    areBarbs(end, left, right)
                else { continue }
                // Barbs one stroke drew that meet nowhere are no head, however else they end.
                guard Self.barbsMeetAtApex(
                    ends.shaft, head: end, tip: tips[end], apex: tip, left: left, right: right, stretch: scales[end], points: points)
                else { return nil }
                let hooks = [Segment(left, farLeft), Segment(right, farRight)].filter { $0.length > 0 }
                let turn = Self.turn(backFrom: end, of: shaft, over: max(left.distance(to: tip), right.distance(to: tip)))
                return (left, right, hooks, turn <= Self.straightApproach ? Self.barbBow : Self.barbBow / 2)
            }
            return nil
        }
        // A head alone leaves the off-shaft ink outside its region stray, both heads the ink
        // outside both (within the limit here). So with no head at one end, the other is looked
        // for only where it could pass alone, and an end that could is looked at first.
        let passesAlone = EndPair { !ends.runsOn[$0] && Double(outside[$0]) <= strayLimit }
        let order = !passesAlone[0] && passesAlone[1] ? EndPair(1, 0) : EndPair(0, 1)
        // The pen going on past the end, straight ahead, drew no head there.
        for end in (0..<2).lazy.map({ order[$0] }) where !ends.runsOn[end] {
            if end == order[1], !heads[order[0]], !passesAlone[end] { break }
            let head: (apex: Vector2, left: Vector2, right: Vector2, hooks: [Segment], bow: Double)
            if !closedFirst, let barbs = barbHead(end) {
                barbed = true
                head = (apexes[end], barbs.left, barbs.right, barbs.hooks, barbs.bow)
            } else if let closed = ends.closedHead(at: end) {
                closedHeads.append(closed)
                head = (closed.apex, closed.left, closed.right, [], Self.barbBow)
            } else if closedFirst, let barbs = barbHead(end) {
                head = (apexes[end], barbs.left, barbs.right, barbs.hooks, barbs.bow)
            } else {
                continue
            }
            heads[end] = true
            headEnds[end] = head.apex
            headSegments[end] = [
                Segment(head.apex, head.left), Segment(head.apex, head.right), Segment(head.left, head.right),
                Segment(tips[end], head.apex),
            ] + head.hooks
                + (ends.crossed[end] ? Self.crossings(apex: head.apex, left: head.left, right: head.right) : [])
            headBows[end] = head.bow
            let backward = backwards[end]
            headDepths[end] = max((head.left - tips[end]).dot(backward), (head.right - tips[end]).dot(backward))
        }
        // Two heads reaching past each other are one head and ink across the shaft (an asterisk).
        if heads[0] && heads[1] && headDepths[0] + headDepths[1] > length {
            let dropped = headDepths[0] > headDepths[1] ? 0 : 1
            heads[dropped] = false
            headEnds[dropped] = tips[dropped]
            headSegments[dropped] = []
        }
        let stray = heads[0] && heads[1] ? outsideBoth : (heads[0] ? outside[0] : outside[1])
        guard heads[0] || heads[1], Double(stray) <= strayLimit else { return .noArrow }
        // A one-headed arrow's stroke draws its head at the tip, not past the tail.
        guard heads[0] && heads[1]
            || Self.tailInkStaysNear(
                ends.shaft, head: heads[1] ? 1 : 0, points: points, segments: shaftSegments, offShaft: offShaft, length: length)
        else { return .noArrow }
        let segments = shaftSegments + headSegments[0] + headSegments[1]
        // The shaft's polyline is Douglas–Peucker's at `straightTolerance`: ink that near it is
        // shaft (a wavy leg of a long connector strays farther than a short leg's band). The
        // shaft's own ink may bow `shaftInkWander` times as far: its runs join Douglas–Peucker
        // segments turning a little each way, and the run's chord cuts the bow.
        let shaftTolerance = max(offShaft, size * Self.straightTolerance)
        // The heads' segments first: the ink not drawn with the shaft lies mostly along them, and
        // whether some segment explains a point does not depend on the order they are tried in.
        // One list grown once (a map, a flat map and their sum made four).
        var explaining: [(Segment, Double)] = []
        explaining.reserveCapacity(headSegments[0].count + headSegments[1].count + shaftSegments.count)
        for end in 0..<2 {
            for segment in headSegments[end] { explaining.append((segment, max(offShaft, headBows[end] * segment.length))) }
        }
        for segment in shaftSegments { explaining.append((segment, shaftTolerance)) }
        // Ink the arrow does not explain (the circle of "∅" around a slash) rules it out; a filled
        // closed head's scribble lies inside its triangle, a round head's outline inside its hull.
        var unexplained = 0
        for p in otherInk where !explaining.contains(where: { $0.0.distance(to: p) <= $0.1 })
            && !closedHeads.contains(where: { $0.contains(p) })
        {
            unexplained += 1
            guard Double(unexplained) <= strayLimit else { return barbed && !closedFirst ? .barbsLeaveInk : .noArrow }
        }
        let shaftInkTolerance = shaftTolerance * Self.shaftInkWander
        for p in ends.shaftInk where !shaftSegments.contains(where: { $0.distance(to: p) <= shaftInkTolerance }) {
            unexplained += 1
            guard Double(unexplained) <= strayLimit else { return barbed && !closedFirst ? .barbsLeaveInk : .noArrow }
        }
        // The ink turns sharply only where the arrow has a vertex (a zigzag's segments can pass
        // for a shaft and wide barbs whose bands explain all its ink).
        var vertices = shaft + [headEnds[0], headEnds[1]]
        // Each barb's end, and each hook's (the segments after the four of a head).
        for end in 0..<2 where heads[end] {
            vertices += [headSegments[end][0].b, headSegments[end][1].b] + headSegments[end][4...].map(\.b)
        }
        // A filled head's scribble, or a small head's hatching, turns inside its triangle; a
        // zigzag's "head" spans its whole ink.
        let hatchable = EndPair { end in
            heads[end] && max(headSegments[end][0].length, headSegments[end][1].length) <= Self.hatchedHeadBarb * scales[end]
        }
        guard Self.accountsFor(corners, vertices: vertices, size: size, inHead: { corner in
            closedHeads.contains { $0.contains(corner) }
                || (0..<2).contains { end in
                    hatchable[end] && corner.lies(inTriangle: headEnds[end], headSegments[end][0].b, headSegments[end][1].b)
                }
        }) else { return barbed && !closedFirst ? .barbsLeaveInk : .noArrow }

        var line = shaft
        line[0] = headEnds[0]
        line[n - 1] = headEnds[1]
        if !heads[1] { line.reverse() }
        return .arrow(
            ArrowFit(
                start: line[0], end: line[n - 1], shaft: line, headAtStart: heads[0] && heads[1],
                meanDistance: segments.meanDistance(of: points), shaftLength: length))
    }

    /// Where a barb ends if its pen hooked forward at its end: its `rearmost` point along the
    /// shaft, when that differs from its `farthest` point from the `apex`, the hook between them
    /// is at most `maximumHookShare` of the barb to it (`hookShareLimit`, given the straight
    /// `stretch` the head sits on), and the hook runs forward and outward
    /// (its direction's component along the shaft, against `backward`, is at least
    /// `minimumHookForward`, and across it away from the shaft's line on the barb's side at least
    /// `minimumHookOutward`); else `nil`. O(1).
    private static func hookedBarbEnd(
        farthest: Vector2, rearmost: Vector2?, apex: Vector2, backward: Vector2, stretch: Double
    ) -> Vector2? {
        guard let rearmost, rearmost != farthest,
            case let barb = rearmost.distance(to: apex),
            rearmost.distance(to: farthest) <= hookShareLimit(barb: barb, stretch: stretch) * barb,
            case let direction = (farthest - rearmost).normalized, -direction.dot(backward) >= minimumHookForward,
            direction.cross(backward) * ((rearmost - apex).cross(backward) < 0 ? -1 : 1) >= minimumHookOutward
        else { return nil }
        return rearmost
    }

    /// How much the shaft turns, in radians, within `distance` back from its `end` (0 or 1).
    /// O(k) in shaft vertices.
    private static func turn(backFrom end: Int, of shaft: [Vector2], over distance: Double) -> Double {
        let path = end == 0 ? shaft : shaft.reversed()
        var walked = 0.0, turn = 0.0
        for k in 1..<(path.count - 1) {
            walked += path[k - 1].distance(to: path[k])
            guard walked < distance else { break }
            turn += Segment(path[k - 1], path[k]).turn(to: Segment(path[k], path[k + 1]))
        }
        return turn
    }

    /// A closed head at `tip` (a triangle or blob drawn outlined or filled round the shaft's
    /// end, as some flowchart writers draw every head): the ink not drawn with the shaft within
    /// `closedHeadReach` of the stretch `scale` around the tip is `widths` of the
    /// stretch wide across the shaft, on both sides of its line alike, centred no farther behind
    /// the tip than `closedHeadBalance` of its width, `closedHeadDepth` of its width deep, and
    /// closed (`closedHull`) with the shaft's own ink there (`shaftInk`; a loop drawn round the
    /// shaft's end may leave its gap where the shaft enters). Returns the forward-most ink as
    /// apex, the ink farthest out on each side and, for a head centred on the tip
    /// (`roundHeadCentring`), its hull. `near` are the positions in `ink` of the points within
    /// `closedHeadReach` of `scale` of the tip, ascending. O(k log k) in the head's k points,
    /// plus O(s) in `shaftInk`.
    private static func closedHead(
        at tip: Vector2, backward: Vector2, ink: [Vector2], near: [Int], shaftInk: [Vector2], scale: Double,
        widths: ClosedRange<Double>
    ) -> ClosedHead? {
        guard near.count >= closedHeadPoints else { return nil }
        let head = near.map { ink[$0] }
        let extent = HeadExtent(head, tip: tip, backward: backward)
        let centre = head.reduce(Vector2.zero, +) / Double(head.count)
        let centreAhead = -(centre - tip).dot(backward)
        guard widths.contains(extent.width / scale), extent.isBalanced,
            centreAhead >= -closedHeadBalance * extent.width, extent.hasDepth,
            let hull = closedHull(
                head + shaftInk.filter { $0.distance(to: tip) <= scale * closedHeadReach }, hullOf: head, centre: centre,
                tolerance: closedHeadGap * extent.width)
        else { return nil }
        let round = centreAhead <= roundHeadCentring * extent.width
        return ClosedHead(apex: extent.apex, left: extent.left, right: extent.right, roundHull: round ? hull : [])
    }

    /// The convex hull of `head` when `ink` is a closed loop round it, else `nil`: `ink` winds
    /// round its `centre`, leaving at most `closedHeadEmptySectors` of `closedHeadSectors` angle
    /// sectors empty on average over their turns, and runs all round the hull — at least
    /// `closedHeadClosure` of `closedHeadProbes` points spread evenly along the hull have ink
    /// within `tolerance` (a "V" leaves the side between its arms bare). The hull is built only
    /// once the sector test passes. O(k log k + k·probes).
    private static func closedHull(_ ink: [Vector2], hullOf head: [Vector2], centre: Vector2, tolerance: Double) -> [Vector2]? {
        guard ink.meanEmptySectors(round: centre, count: closedHeadSectors) <= closedHeadEmptySectors else { return nil }
        let hull = ConvexHull.vertices(of: head)
        guard hull.count >= 3 else { return nil }
        let edges = hull.indices.map { Segment(hull[$0], hull[($0 + 1) % hull.count]) }
        let step = edges.reduce(0.0) { $0 + $1.length } / Double(closedHeadProbes)
        var inked = 0, edge = 0, edgeStart = 0.0
        for k in 0..<closedHeadProbes {
            let along = Double(k) * step
            while edge < edges.count - 1, along > edgeStart + edges[edge].length {
                edgeStart += edges[edge].length
                edge += 1
            }
            let side = edges[edge]
            let probe = side.a + (side.b - side.a) * min(1, (along - edgeStart) / max(side.length, .ulpOfOne))
            if ink.contains(where: { $0.distance(to: probe) <= tolerance }) { inked += 1 }
        }
        return Double(inked) >= closedHeadClosure * Double(closedHeadProbes) ? hull : nil
    }

    /// Each head's apex: the ink point within `tolerance` of the shaft's line farthest forward
    /// past the shaft's `end` going against `backward` (a head drawn as a separate stroke often has
    /// its apex beyond where the shaft stopped, and off its line), as its position in `points`;
    /// `nil` when no ink lies past the end. Both ends in one pass. O(n).
    private static func apexes(
        of ends: EndPair<Vector2>, backwards: EndPair<Vector2>, points: [Vector2], within tolerances: EndPair<Double>
    ) -> EndPair<Int?> {
        // The best so far at one end: its position and how far forward it lies.
        func consider(_ i: Int, _ p: Vector2, end: Vector2, backward: Vector2, tolerance: Double, _ best: inout (Int?, Double)) {
            let d = p - end
            let forward = -d.dot(backward)
            if forward > best.1, abs(d.cross(backward)) <= tolerance { best = (i, forward) }
        }
        var start: (Int?, Double) = (nil, 0), end: (Int?, Double) = (nil, 0)
        for (i, p) in points.enumerated() {
            consider(i, p, end: ends.start, backward: backwards.start, tolerance: tolerances.start, &start)
            consider(i, p, end: ends.end, backward: backwards.end, tolerance: tolerances.end, &end)
        }
        return EndPair(start.0, end.0)
    }
}
