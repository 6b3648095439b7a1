import Foundation
import InkCore

/// Random, label-preserving distortions of a character for training: a small affine map
/// (rotation, shear, anisotropic scale) about the drawing's centre, then Gaussian jitter on every
/// point. Ranges are small enough that a 6 does not become a 9 or a 1 a "/".
public struct InkAugmentation: Sendable, Equatable {
    /// Largest rotation either way, radians.
    public var maxRotation: Double
    /// Largest horizontal shear factor either way (x += shear · y).
    public var maxShear: Double
    /// Largest relative change of each axis' scale (0.15: 85 %…115 %).
    public var maxScaleChange: Double
    /// Standard deviation of point jitter as a fraction of the drawing's longer side.
    public var jitter: Double

    /// The defaults used to train the shipped models: ±0.15 rad (≈ 9°), shear ±0.25,
    /// scale ±15 % per axis, jitter 1 % of the size.
    public init(maxRotation: Double = 0.15, maxShear: Double = 0.25, maxScaleChange: Double = 0.15, jitter: Double = 0.01) {
        self.maxRotation = maxRotation
        self.maxShear = maxShear
        self.maxScaleChange = maxScaleChange
        self.jitter = jitter
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

    /// Standard normal sample (Box–Muller).
    private static func gaussian(_ generator: inout some RandomNumberGenerator) -> Double {
        let u1 = Double.random(in: Double.ulpOfOne..<1, using: &generator)
        let u2 = Double.random(in: 0..<1, using: &generator)
        return (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)
    }
}
