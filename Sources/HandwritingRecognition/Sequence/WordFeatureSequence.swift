import Foundation
import InkCore
import NeuralNetwork

/// Turns the strokes of one handwritten word into the fixed-width input row of a sequence model:
/// `pointCount` steps of `channels` values, channels fastest.
///
/// 1. **Clean**: points with a non-finite coordinate are dropped; empty strokes are left out.
/// 2. **Zone**: the word's `WritingZone` gives the x-height, the unit of every length below, and
///    the zone centre, the origin of y. Lengths in x-heights make the row invariant to
///    translation and uniform scale (not to rotation or slant).
/// 3. **Order**: strokes left to right by their leftmost point (ties in writing order), so a
///    printed word's letters and most delayed strokes (t-crosses) come where they are read.
/// 4. **Resample** across strokes by arc length (`InkDrawing.resampledPoints(count:)`) at
///    `pointsPerXHeight` points per x-height of ink, plus one per stroke; a word that would need
///    more than `pointCount` points is resampled to exactly `pointCount` (coarser spacing).
/// 5. **Per point**:
///
/// | channel | value | why |
/// | --- | --- | --- |
/// | 0, 1 | dx, dy from the previous point, in x-heights, clamped to ±4 | pen-up jumps, size |
/// | 2, 3 | cos, sin of the writing direction | shape |
/// | 4, 5 | cos, sin of the turning angle (1, 0 at a stroke start) | curvature, corners |
/// | 6 | 1 where the pen came down after a pen-up | stroke boundaries |
/// | 7 | 1 on the last point of a stroke | stroke boundaries |
/// | 8 | y relative to the zone centre, in x-heights, clamped to ±3 | ascenders, descenders |
/// | 9 | 1 on ink, 0 on padding | where the word ends |
///
/// Steps after the last point are padding: all zeros. Every value is finite, even for finite
/// coordinates so large that lengths overflow. O(n + pointCount) for n input points
/// (plus O(n log n) for the zone).
public struct WordFeatureSequence: Sendable, Equatable {
    /// The name stored in model files for this featurizer.
    public static let name = "word-trajectory-v1"
    public static let channels = 10
    static let maxStep = 4.0
    static let maxZoneOffset = 3.0

    /// Steps per row (points after resampling, including padding), within
    /// `InkFeatureExtractor.pointCountRange`.
    public let pointCount: Int
    /// Resampling density: points per x-height of arc length, within `pointsPerXHeightRange`.
    public let pointsPerXHeight: Double

    /// The densities a model file may give and `init(pointCount:pointsPerXHeight:)` keeps: positive,
    /// at most 1000 points per x-height.
    public static let pointsPerXHeightRange = Double.leastNonzeroMagnitude...1000

    /// A featurizer of `pointCount` steps at `pointsPerXHeight` points per x-height, each clamped
    /// into its range (`InkFeatureExtractor.pointCountRange`, `pointsPerXHeightRange`) like
    /// `InkFeatureExtractor(pointCount:)`; a NaN density gives the default, 6. So `pointCount: 1`
    /// makes 2 steps and a density of 0 resamples every stroke to one point; check the properties
    /// afterwards, or validate a user's values against the ranges first, to report them instead.
    public init(pointCount: Int = 256, pointsPerXHeight: Double = 6) {
        let counts = InkFeatureExtractor.pointCountRange, densities = Self.pointsPerXHeightRange
        self.pointCount = min(max(pointCount, counts.lowerBound), counts.upperBound)
        self.pointsPerXHeight =
            pointsPerXHeight.isNaN ? 6 : min(max(pointsPerXHeight, densities.lowerBound), densities.upperBound)
    }

    /// Values per input row.
    public var width: Int { pointCount * Self.channels }

    /// What a model file records to rebuild this featurizer.
    public var preprocessingDescription: PreprocessingDescription {
        PreprocessingDescription(
            name: Self.name, parameters: ["pointCount": Double(pointCount), "pointsPerXHeight": pointsPerXHeight])
    }

    /// What `init?(_:)` needs of a description named `name`, for error messages.
    public static let parameterRule =
        "\(InkFeatureExtractor.parameterRule), pointsPerXHeight above 0 and at most 1000"

    /// The featurizer a model file describes, or `nil` if this build does not know it or its
    /// values are out of range (`pointCount` as `InkFeatureExtractor`'s, density positive and at most 1000).
    public init?(_ description: PreprocessingDescription) {
        guard description.name == Self.name, let count = description.parameters["pointCount"],
            let points = Int(exactly: count), InkFeatureExtractor.pointCountRange.contains(points),
            let density = description.parameters["pointsPerXHeight"], Self.pointsPerXHeightRange.contains(density)
        else { return nil }
        self.init(pointCount: points, pointsPerXHeight: density)
    }

    /// One word's row and, per ink step, the stroke it came from.
    public struct Features: Sendable, Equatable {
        /// `pointCount · channels` values.
        public var values: [Float]
        /// For each step holding ink (the first `strokeOfPoint.count` steps), the index of its
        /// stroke in the drawing given to `features(_:)`.
        public var strokeOfPoint: [Int]
    }

    /// The points `drawing` needs to be resampled at `pointsPerXHeight` (its ink length in
    /// x-heights times the density, plus one per stroke), before `features(_:)` caps them at
    /// `pointCount`; 0 for a drawing without finite points, infinity where lengths overflow.
    ///
    /// Above `pointCount` the word is squeezed: read at `pointCount / needed` of the density the
    /// model was trained at, with fewer output frames per character, so a long word or number (the
    /// shipped model: about 16 digits) reads poorly. `inkrec recognize` and `eval text` warn then.
    /// O(n log n) for n points.
    public func neededPointCount(_ drawing: InkDrawing) -> Double {
        layout(drawing)?.needed ?? 0
    }

    /// `drawing` cleaned, its strokes left to right (`order`: their original indices), its zone
    /// and `neededPointCount`; `nil` without finite points.
    private func layout(_ drawing: InkDrawing) -> (ordered: InkDrawing, order: [Int], zone: WritingZone, needed: Double)? {
        let cleaned = InkFeatureExtractor.cleaned(drawing)
        // Original stroke indices, left to right by leftmost point (stable: ties keep writing order).
        var lefts: [(index: Int, left: Double)] = []
        for (index, stroke) in cleaned.strokes.enumerated() {
            if let left = stroke.points.lazy.map(\.location.x).min() { lefts.append((index, left)) }
        }
        let order = lefts.sorted { $0.left != $1.left ? $0.left < $1.left : $0.index < $1.index }.map(\.index)
        guard let zone = WritingZone(strokes: order.map { cleaned.strokes[$0].points.map(\.location) }) else { return nil }
        var ordered = cleaned
        ordered.strokes = order.map { cleaned.strokes[$0] }
        let ink = ordered.strokes.reduce(0) { $0 + $1.length }
        let needed = (ink / zone.xHeight * pointsPerXHeight).rounded() + Double(order.count)
        return (ordered, order, zone, needed.isNaN ? .infinity : needed)
    }

    /// The features of `drawing` read as one word; all padding for a drawing without finite points.
    public func features(_ drawing: InkDrawing) -> Features {
        var row = [Float](repeating: 0, count: width)
        guard let (ordered, order, zone, wanted) = layout(drawing) else { return Features(values: row, strokeOfPoint: []) }
        let count = wanted.isFinite ? Int(min(max(wanted, 1), Double(pointCount))) : pointCount
        let points = ordered.resampledPoints(count: count)
        let centre = (zone.midline + zone.baseline) / 2
        // NaN (from lengths that overflow to infinity on absurd coordinates) reads as 0.
        func clamped(_ value: Double, _ limit: Double) -> Float { value.isNaN ? 0 : Float(min(max(value, -limit), limit)) }
        for (i, (point, step)) in zip(points, TrajectoryStep.steps(points)).enumerated() {
            let base = i * Self.channels
            let delta = i > 0 ? (point.location - points[i - 1].location) / zone.xHeight : .zero
            row[base] = clamped(delta.x, Self.maxStep)
            row[base + 1] = clamped(delta.y, Self.maxStep)
            step.write(into: &row, at: base + 2, jumpsIn: point.isStrokeStart && i > 0)
            row[base + 8] = clamped((point.location.y - centre) / zone.xHeight, Self.maxZoneOffset)
            row[base + 9] = 1
        }
        return Features(values: row, strokeOfPoint: points.map { order[$0.strokeIndex] })
    }
}
