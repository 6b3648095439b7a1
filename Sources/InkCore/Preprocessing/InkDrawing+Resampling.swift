import Foundation

extension InkDrawing {
    /// This drawing resampled to exactly `count` points in total, shared among the strokes by
    /// arc length; strokes stay separate, so pen-up moves are never bridged.
    ///
    /// Every non-empty stroke gets one point, and the other `count − k` points (k non-empty
    /// strokes) are shared in proportion to stroke length by largest remainder (Hamilton), ties to
    /// the earlier stroke; each stroke is then resampled with `InkStroke.resampled(count:)`, so
    /// the spacing is close to `length / (count − k)` everywhere and each stroke keeps its first
    /// point, and its last when it gets two or more. When every stroke has zero length the points
    /// are shared equally.
    ///
    /// The result has as many strokes as the input, in the same order, so `groups` stay valid; a
    /// stroke that gets no point is empty. That happens to empty strokes, and, when `count < k`,
    /// to all but the `count` longest strokes (ties to the earlier). `count <= 0` empties every
    /// stroke; a `count` above `InkStroke.maximumResampledPointCount` is lowered to it (100,000
    /// points in all, as one stroke gets at most). Style metadata, groups and annotations are kept.
    ///
    /// Complexity: O(n + min(count, 100,000) + k log k) time, n = total points.
    public func resampled(count: Int) -> InkDrawing {
        let count = Swift.min(count, InkStroke.maximumResampledPointCount)
        let shares = Self.pointShares(count: count, lengths: strokes.map { $0.isEmpty ? nil : $0.length })
        var copy = self
        copy.strokes = zip(strokes, shares).map { $0.resampled(count: $1) }
        return copy
    }

    /// This drawing with each stroke resampled to a point every `spacing` points of arc length
    /// (`InkStroke.resampled(spacing:)`): each stroke from its own first point, keeping its last,
    /// so pen-up moves are never bridged and the gaps are `spacing` but the last of each stroke
    /// (at most `spacing`).
    ///
    /// Strokes stay in order, one for one, so `groups` stay valid; groups, annotations, style
    /// metadata and `startTime`s are kept, and time and the other channels are interpolated. A
    /// `spacing` that is zero, negative, NaN or infinite returns the drawing unchanged, as do empty
    /// and single-point strokes. Each stroke gets at most `InkStroke.maximumResampledPointCount`
    /// points (100,000; a finer spacing is widened for that stroke).
    ///
    /// Complexity: O(n + Σ min(length / spacing, 100,000)) time and memory, n = total points.
    public func resampled(spacing: Double) -> InkDrawing {
        var copy = self
        copy.strokes = strokes.map { $0.resampled(spacing: spacing) }
        return copy
    }

    /// This drawing with each stroke resampled to a point every `timeStep` seconds of its own
    /// `timeOffset`s (`InkStroke.resampled(timeStep:)`): each stroke from its first point's time,
    /// keeping its last point, so pen-up time is never filled in.
    ///
    /// Strokes stay in order, one for one, so `groups` stay valid; groups, annotations, style
    /// metadata and `startTime`s are kept. Empty and single-point strokes are unchanged. Each
    /// stroke gets at most `InkStroke.maximumResampledPointCount` points (100,000; a finer step is
    /// widened for that stroke).
    ///
    /// - Throws: `DrawingResamplingError`: with no stroke for a `timeStep` that is not positive and
    ///   finite (`.invalidTimeStep`, even for a drawing without strokes); with the first failing
    ///   stroke's index for a point without a finite `timeOffset` (`.missingTime`) or where time
    ///   goes backwards (`.nonMonotonicTime`; `repairingTime()` fixes that).
    /// - Complexity: O(n + Σ min(duration / timeStep, 100,000)) time and memory, n = total points.
    public func resampled(timeStep: Double) throws(DrawingResamplingError) -> InkDrawing {
        guard timeStep > 0, timeStep.isFinite else {
            throw DrawingResamplingError(strokeIndex: nil, reason: .invalidTimeStep(timeStep))
        }
        var copy = self
        for (index, stroke) in strokes.enumerated() {
            do {
                copy.strokes[index] = try stroke.resampled(timeStep: timeStep)
            } catch {
                throw DrawingResamplingError(strokeIndex: index, reason: error)
            }
        }
        return copy
    }

    /// The points of `resampled(count:)` in drawing order, each marked with its stroke index and
    /// whether it starts a stroke: exactly `max(count, 0)` points, at most
    /// `InkStroke.maximumResampledPointCount`, when the drawing has any point, none otherwise.
    /// O(n + min(count, 100,000) + k log k).
    public func resampledPoints(count: Int) -> [ResampledPoint] {
        let count = Swift.min(Swift.max(count, 0), InkStroke.maximumResampledPointCount)
        var result: [ResampledPoint] = []
        result.reserveCapacity(count)
        for (strokeIndex, stroke) in resampled(count: count).strokes.enumerated() {
            for (i, p) in stroke.points.enumerated() {
                result.append(
                    ResampledPoint(
                        location: p.location, timeOffset: p.timeOffset, strokeIndex: strokeIndex,
                        isStrokeStart: i == 0))
            }
        }
        return result
    }

    /// Points per stroke summing to `count` (or 0 when no stroke has a point): one for each
    /// non-empty stroke (`lengths[i] != nil`), the rest by largest remainder in proportion to length.
    static func pointShares(count: Int, lengths: [Double?]) -> [Int] {
        var shares = Array(repeating: 0, count: lengths.count)
        // Non-finite lengths (NaN coordinates) weigh nothing rather than poisoning the shares.
        let nonEmpty = lengths.enumerated().compactMap { i, l in l.map { (stroke: i, length: $0.isFinite ? $0 : 0) } }
        guard count > 0, !nonEmpty.isEmpty else { return shares }
        guard count > nonEmpty.count else {
            // Too few points: the longest strokes get one each.
            let byLength = nonEmpty.sorted { rankedBefore($0.length, $0.stroke, $1.length, $1.stroke) }
            for s in byLength.prefix(count) { shares[s.stroke] = 1 }
            return shares
        }
        let extra = count - nonEmpty.count
        let total = nonEmpty.reduce(0) { $0 + $1.length }
        var remainders: [(fraction: Double, stroke: Int)] = []
        var assigned = 0
        for s in nonEmpty {
            let weight = total > 0 && total.isFinite ? s.length / total : 1 / Double(nonEmpty.count)
            let ideal = weight * Double(extra)
            let whole = min(Int(ideal.rounded(.down)), extra - assigned)
            shares[s.stroke] = 1 + whole
            assigned += whole
            remainders.append((ideal - Double(whole), s.stroke))
        }
        remainders.sort { rankedBefore($0.fraction, $0.stroke, $1.fraction, $1.stroke) }
        for r in remainders.prefix(extra - assigned) { shares[r.stroke] += 1 }
        return shares
    }

    /// Larger value first, then lower index: a strict total order for ranking strokes.
    private static func rankedBefore(_ a: Double, _ i: Int, _ b: Double, _ j: Int) -> Bool {
        a != b ? a > b : i < j
    }
}
