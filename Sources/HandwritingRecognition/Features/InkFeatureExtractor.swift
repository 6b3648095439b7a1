import Foundation
import InkCore
import NeuralNetwork

/// Turns an `InkDrawing` of one character into the fixed-size input row of a classifier network.
/// Every preprocessing choice of the handwriting classifier is here, in this order:
///
/// 1. **Clean**: points with a non-finite coordinate are dropped (a NaN would poison the whole row).
/// 2. **Normalize**: the bounding box's centre moves to (0, 0) and the longer side is scaled to
///    2, keeping the aspect ratio (a "1" stays thin, an "o" stays round); y points down as in
///    `InkDrawing`. A single point is only centred.
/// 3. **Resample** across strokes to `pointCount` points by arc length
///    (`InkDrawing.resampledPoints(count:)`): points are shared among strokes by length, and a
///    pen-up is never bridged, so "11" (two bars) and a zig-zag "M" stay apart.
/// 4. **Per point**, `channels` = 8 values, channels fastest:
///
/// | channel | value | why |
/// | --- | --- | --- |
/// | 0, 1 | x, y in [−1, 1] | shape |
/// | 2, 3 | cos, sin of the writing direction | order and direction of the trace |
/// | 4, 5 | cos, sin of the turning angle since the previous point | curvature, corners |
/// | 6 | 1 where the pen came down after a pen-up, else 0 | stroke boundaries |
/// | 7 | 1 on the last point of a stroke, else 0 | stroke boundaries |
///
/// Direction and turning are measured inside a stroke only (the pen-up move is not a direction);
/// a point without a successor takes its predecessor's direction, a lone point gets (0, 0).
/// The row is `pointCount · channels` values. O(n + pointCount) for n input points.
public struct InkFeatureExtractor: Sendable, Equatable {
    /// The name stored in model files for this extractor.
    public static let name = "ink-trajectory-v1"
    public static let channels = 8

    /// Points after resampling, within `pointCountRange`.
    public let pointCount: Int

    /// An extractor resampling to `pointCount` points, clamped into `pointCountRange` (2 to
    /// 100,000): a trajectory needs two points for a direction, and resampling gives at most
    /// `InkStroke.maximumResampledPointCount`. So `pointCount: 1` (or 0, or negative) makes a
    /// 2-point extractor; check `pointCount` afterwards, or validate a user's value against
    /// `pointCountRange` first, to report it instead.
    public init(pointCount: Int = 64) {
        self.pointCount = min(max(pointCount, Self.pointCountRange.lowerBound), Self.pointCountRange.upperBound)
    }

    /// Values per input row.
    public var width: Int { pointCount * Self.channels }

    /// What a model file records to rebuild this extractor.
    public var preprocessingDescription: PreprocessingDescription {
        PreprocessingDescription(name: Self.name, parameters: ["pointCount": Double(pointCount)])
    }

    /// The `pointCount`s a model file may give and `init(pointCount:)` keeps: a trajectory needs
    /// two points, and resampling gives at most `InkStroke.maximumResampledPointCount`.
    public static let pointCountRange = 2...InkStroke.maximumResampledPointCount

    /// What `init?(_:)` needs of a description named `name`, for error messages.
    public static let parameterRule = "pointCount a whole number from \(pointCountRange.lowerBound) to \(pointCountRange.upperBound)"

    /// The extractor a model file describes, or `nil` if this build does not know it or its
    /// `pointCount` is outside `pointCountRange`.
    public init?(_ description: PreprocessingDescription) {
        guard description.name == Self.name, let count = description.parameters["pointCount"],
            let points = Int(exactly: count), Self.pointCountRange.contains(points)
        else { return nil }
        self.init(pointCount: points)
    }

    /// The feature row of `drawing`; all zeros for a drawing without finite points.
    public func features(_ drawing: InkDrawing) -> [Float] {
        var row = [Float](repeating: 0, count: width)
        let points = Self.cleaned(drawing)
            .normalized(NormalizationOptions(scale: .uniform(size: 2), translation: .boundingBoxCenter))
            .resampledPoints(count: pointCount)
        guard points.count == pointCount else { return row }
        for (i, (point, step)) in zip(points, TrajectoryStep.steps(points)).enumerated() {
            let base = i * Self.channels
            row[base] = Float(point.location.x)
            row[base + 1] = Float(point.location.y)
            step.write(into: &row, at: base + 2, jumpsIn: point.isStrokeStart && i > 0)
        }
        return row
    }

    /// A minibatch: one feature row per drawing.
    public func features(_ drawings: [InkDrawing]) -> Matrix {
        var values = [Float]()
        values.reserveCapacity(drawings.count * width)
        for drawing in drawings { values += features(drawing) }
        return Matrix(rows: drawings.count, columns: width, values: values)
    }

    /// `drawing` without its points that have a non-finite coordinate.
    static func cleaned(_ drawing: InkDrawing) -> InkDrawing {
        var copy = drawing
        for s in copy.strokes.indices { copy.strokes[s].points.removeAll { !$0.location.isFinite } }
        return copy
    }
}
