import Foundation
import InkCore

/// The units `SVGRenderer` writes one drawing's ink in: its finite points less the corner of
/// their bounds, times 10^`exponent`. Relative to the corner, the written numbers keep the ink's
/// detail whatever its offset (ink 10 points across at 1e14 was written as 100000000000007.02,
/// finer than renderers' single-precision floats resolve); scaled, ink under 1e-290 points across
/// keeps its shape and margin (subnormal ink rounded to a "0 0 0 0" viewBox; ink 1e-300 across lost
/// its margin). Ink over ~1.8e308 across (beyond the readers' ±1e15) has no finite extent and is
/// not drawn.
struct SVGInkFrame {
    /// The minimum corner of the ink's finite points, in the drawing's units (0 without ink).
    let corner: Vector2
    /// Written lengths are drawing lengths times 10^exponent: 0 unless the ink is under 1e-290
    /// across, else the power that makes its extent 1 to 10 written units.
    let exponent: Int
    /// The `viewBox`: the ink's bounds in written units grown by `margin` of their larger side
    /// (half a unit on every side round a lone point, a unit box round the corner without ink).
    let box: BoundingBox

    /// - Parameter margin: a fraction of the ink's larger side.
    init(drawing: InkDrawing, margin: Double) {
        let locations = drawing.strokes.lazy.flatMap(\.points).map(\.location).filter { $0.x.isFinite && $0.y.isFinite }
        guard let bounds = BoundingBox(enclosing: locations) else {
            (corner, exponent, box) = (.zero, 0, BoundingBox(minX: -0.5, minY: -0.5, maxX: 0.5, maxY: 0.5))
            return
        }
        let side = max(bounds.width, bounds.height)
        corner = bounds.origin
        exponent = side > 0 && side < 1e-290 ? Int((-log10(side)).rounded(.up)) : 0
        let written = BoundingBox(origin: .zero, width: Self.scaled(bounds.width, by: exponent), height: Self.scaled(bounds.height, by: exponent))
        let writtenSide = max(written.width, written.height)
        box = written.insetBy(writtenSide > 0 ? -margin * writtenSide : -0.5)
    }

    /// `p` (drawing units) in written units.
    func location(_ p: Vector2) -> Vector2 {
        Vector2(Self.scaled(p.x - corner.x, by: exponent), Self.scaled(p.y - corner.y, by: exponent))
    }

    /// A length in drawing units (a stroke's `width`) in written units.
    func writtenLength(_ length: Double) -> Double { Self.scaled(length, by: exponent) }

    /// A length in written units in drawing units.
    func drawingLength(_ length: Double) -> Double { Self.scaled(length, by: -exponent) }

    /// The `transform` that puts elements in the drawing's units (an `SVGPanel.overlay`) on the
    /// written ink, or `nil` when the two coincide.
    var overlayTransform: String? {
        guard corner != .zero || exponent != 0 else { return nil }
        let translation = "translate(\(DecimalText.shortest(-corner.x)) \(DecimalText.shortest(-corner.y)))"
        return exponent == 0 ? translation : "scale(1e\(exponent)) " + translation
    }

    /// `value` × 10^`exponent`, in steps of at most 10^300 so that neither the power nor a
    /// subnormal `value` times it overflows or underflows on the way.
    private static func scaled(_ value: Double, by exponent: Int) -> Double {
        var result = value, rest = exponent
        while rest != 0 {
            let step = max(-300, min(300, rest))
            result = step > 0 ? result * pow(10, Double(step)) : result / pow(10, Double(-step))
            rest -= step
        }
        return result
    }
}
