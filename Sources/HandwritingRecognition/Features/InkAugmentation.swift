import Foundation
import InkCore

/// Random, label-preserving distortions of a character for training: a small affine map
/// (rotation, shear, anisotropic scale) about the drawing's centre, then Gaussian jitter on every
/// point, and optionally straight strokes drawn the other way. Ranges are small enough that a 6
/// does not become a 9 or a 1 a "/".
public struct InkAugmentation: Sendable, Equatable {
    /// Largest rotation either way, radians.
    public var maxRotation: Double
    /// Largest horizontal shear factor either way (x += shear · y).
    public var maxShear: Double
    /// Largest relative change of each axis' scale (0.15: 85 %…115 %).
    public var maxScaleChange: Double
    /// Standard deviation of point jitter as a fraction of the drawing's longer side.
    public var jitter: Double
    /// Probability that a straight stroke (chord at least 95 % of its arc length) is reversed:
    /// its points in the opposite order, times mirrored so they still increase. Writers draw
    /// stems and bars either way (a t-stem from the bottom up), and a trajectory model sees
    /// the direction.
    public var straightStrokeReversal: Double

    /// The defaults used to train the shipped character models: ±0.15 rad (≈ 9°), shear ±0.25,
    /// scale ±15 % per axis, jitter 1 % of the size, no reversal.
    public init(
        maxRotation: Double = 0.15, maxShear: Double = 0.25, maxScaleChange: Double = 0.15, jitter: Double = 0.01,
        straightStrokeReversal: Double = 0
    ) {
        self.maxRotation = maxRotation
        self.maxShear = maxShear
        self.maxScaleChange = maxScaleChange
        self.jitter = jitter
        self.straightStrokeReversal = straightStrokeReversal
    }

    /// A distorted copy of `drawing`; the input is not changed. Same generator state, same result.
    /// O(n) for n points.
    public func augmented(_ drawing: InkDrawing, using generator: inout some RandomNumberGenerator) -> InkDrawing {
        guard let box = drawing.bounds else { return drawing }
        let angle = Double.random(in: -maxRotation...maxRotation, using: &generator)
        let shear = Double.random(in: -maxShear...maxShear, using: &generator)
        let sx = 1 + Double.random(in: -maxScaleChange...maxScaleChange, using: &generator)
        let sy = 1 + Double.random(in: -maxScaleChange...maxScaleChange, using: &generator)
        let centre = box.center
        let distortion = AffineTransform2D(a: sx, b: 0, c: shear * sy, d: sy, tx: 0, ty: 0)
        let transform = AffineTransform2D.translation(-centre)
            .concatenating(distortion)
            .concatenating(.rotation(angle))
            .concatenating(.translation(centre))
        var result = drawing.applying(transform)
        if straightStrokeReversal > 0 {
            for s in result.strokes.indices where Self.isStraight(result.strokes[s]) {
                if Double.random(in: 0..<1, using: &generator) < straightStrokeReversal {
                    result.strokes[s] = Self.reversed(result.strokes[s])
                }
            }
        }
        let sigma = jitter * max(box.width, box.height)
        guard sigma > 0 else { return result }
        for s in result.strokes.indices {
            for p in result.strokes[s].points.indices {
                result.strokes[s].points[p].location += Vector2(
                    Self.gaussian(&generator) * sigma, Self.gaussian(&generator) * sigma)
            }
        }
        return result
    }

    private static func isStraight(_ stroke: InkStroke) -> Bool {
        let length = stroke.length
        guard let first = stroke.points.first, let last = stroke.points.last, length > 0 else { return false }
        return (last.location - first.location).length >= 0.95 * length
    }

    /// `stroke` drawn from its last point to its first; a time `t` becomes `first + last − t`.
    private static func reversed(_ stroke: InkStroke) -> InkStroke {
        var result = stroke
        let start = stroke.points.first?.timeOffset, end = stroke.points.last?.timeOffset
        result.points = stroke.points.reversed().map { point in
            var point = point
            if let time = point.timeOffset, let start, let end { point.timeOffset = start + end - time }
            return point
        }
        return result
    }

    /// Standard normal sample (Box–Muller).
    private static func gaussian(_ generator: inout some RandomNumberGenerator) -> Double {
        let u1 = Double.random(in: Double.ulpOfOne..<1, using: &generator)
        let u2 = Double.random(in: 0..<1, using: &generator)
        return (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)
    }
}
