import Foundation

extension InkDrawing {
    /// This drawing rotated, scaled and translated as `options` say; see `normalizationTransform(_:)`.
    /// Strokes, their order and every non-location channel are kept. O(n).
    public func normalized(_ options: NormalizationOptions) -> InkDrawing {
        applying(normalizationTransform(options))
    }

    /// The affine map `normalized(_:)` applies, so a caller can map results back to the drawing's
    /// own coordinates with `inverted` (no factor is ever zero: invalid targets are ignored).
    ///
    /// Steps, in order: rotation about the centroid, scale measured on the rotated bounding box,
    /// then translation of the chosen reference point to (0, 0). Never divides by zero: a
    /// zero-width or zero-height drawing (a vertical or horizontal line) scales by its other side,
    /// and a single point or a drawing with no points is not scaled. A scale target that is not
    /// positive and finite is ignored: `.uniform` does not scale, and a `.nonUniform` side takes
    /// the other side's factor (neither scales when both are invalid). An empty drawing gives
    /// `.identity`.
    ///
    /// Known failure cases: the indicative angle is unstable when the first point lies near the
    /// centroid (a spiral drawn from its middle), so near-identical drawings can come out turned
    /// far apart; `.nonUniform` stretches a nearly straight stroke (width 1% of its height) to a
    /// square, so lines and zigzags meet; the centroid follows sampling density, so resample by
    /// arc length first.
    ///
    /// Complexity: O(n), two passes over the points.
    public func normalizationTransform(_ options: NormalizationOptions) -> AffineTransform2D {
        guard let centroid else { return .identity }
        var transform = AffineTransform2D.identity
        if options.rotation == .indicativeAngle, let angle = indicativeAngle {
            transform = .rotation(-angle, about: centroid)
        }
        let rotated = transform.apply(centroid)
        let box = applying(transform).bounds ?? BoundingBox(origin: rotated, width: 0, height: 0)
        let anchor: Vector2
        switch options.translation {
        case .none, .boundingBoxOrigin: anchor = box.origin
        case .boundingBoxCenter: anchor = box.center
        case .centroid: anchor = rotated
        }
        let (sx, sy) = Self.scaleFactors(options.scale, width: box.width, height: box.height)
        transform = transform.concatenating(.translation(-anchor)).concatenating(.scale(x: sx, y: sy))
        if options.translation == .none { transform = transform.concatenating(.translation(anchor)) }
        return transform
    }

    /// A side shorter than this fraction of the longer one counts as zero extent: rotating a
    /// vertical line leaves a width of ~1e-14 points, which must not be stretched to full size.
    private static let degenerateExtentRatio = 1e-9

    /// Scale factors for a box of `width` × `height` points; 1 where nothing sensible can be done.
    private static func scaleFactors(_ scale: NormalizationOptions.Scale, width: Double, height: Double)
        -> (x: Double, y: Double)
    {
        let longer = max(width, height)
        func factor(_ target: Double, _ extent: Double) -> Double? {
            guard target > 0, target.isFinite, extent.isFinite, extent > longer * degenerateExtentRatio,
                extent > 0
            else { return nil }
            return target / extent
        }
        switch scale {
        case .none:
            return (1, 1)
        case .uniform(let size):
            let f = factor(size, max(width, height)) ?? 1
            return (f, f)
        case .nonUniform(let targetWidth, let targetHeight):
            let fx = factor(targetWidth, width)
            let fy = factor(targetHeight, height)
            return (fx ?? fy ?? 1, fy ?? fx ?? 1)
        }
    }
}
