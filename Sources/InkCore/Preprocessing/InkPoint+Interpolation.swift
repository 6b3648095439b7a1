import Foundation

extension InkPoint {
    /// The point a fraction `t` of the way from `a` to `b`: `a` at `t == 0`, `b` at `t == 1`.
    ///
    /// Location, time offset, force, azimuth, altitude, size and opacity are interpolated linearly
    /// (azimuth too: a turn across ±π is taken the long way, which pen data rarely does between
    /// neighbouring samples). A channel present on only one end is taken from the nearer end
    /// (`a` for `t < 0.5`), so no value is invented and none is dropped. O(1).
    public static func interpolated(_ a: InkPoint, _ b: InkPoint, _ t: Double) -> InkPoint {
        func mix(_ u: Double?, _ v: Double?) -> Double? {
            switch (u, v) {
            case (let u?, let v?): return u + (v - u) * t
            default: return t < 0.5 ? u : v
            }
        }
        let size: InkSize?
        switch (a.size, b.size) {
        case (let u?, let v?):
            size = InkSize(width: u.width + (v.width - u.width) * t, height: u.height + (v.height - u.height) * t)
        default:
            size = t < 0.5 ? a.size : b.size
        }
        return InkPoint(
            x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t,
            timeOffset: mix(a.timeOffset, b.timeOffset), force: mix(a.force, b.force),
            azimuth: mix(a.azimuth, b.azimuth), altitude: mix(a.altitude, b.altitude),
            size: size, opacity: mix(a.opacity, b.opacity))
    }
}

extension InkStroke {
    /// Points interpolated at `targets` along a parameter `key` that rises with the point index
    /// (arc length or time), one output point a target, in order (`sampled(_:along:at:mix:)`).
    func interpolated<Targets: Collection<Double>>(along key: [Double], at targets: Targets) -> [InkPoint] {
        sampled(points, along: key, at: targets, mix: InkPoint.interpolated)
    }
}

/// `elements` interpolated by `mix` at `targets` along a parameter `key` that rises with the
/// index (arc length or time), one output a target, in order.
///
/// `key` has one entry an element and must be non-decreasing; `targets` must be non-decreasing.
/// Targets below `key[0]` give the first element, above `key.last` the last. A run of equal keys
/// (a zero-length segment) resolves to its first element. O(n + targets.count).
///
/// Inlined, so each caller's `mix` is inlined into the loop (the recognizers resample every
/// stroke, and a call per point costs more than the interpolation).
@inline(__always)
func sampled<Element, Targets: Collection<Double>>(
    _ elements: [Element], along key: [Double], at targets: Targets, mix: (Element, Element, Double) -> Element
) -> [Element] {
    guard let first = elements.first else { return [] }
    guard elements.count > 1 else { return Array(repeating: first, count: targets.count) }
    var result = [Element]()
    result.reserveCapacity(targets.count + 1)  // the resamplers append the last element
    var segment = 0  // the target lies on elements[segment] ... elements[segment + 1]
    for target in targets {
        while segment < elements.count - 2 && key[segment + 1] < target { segment += 1 }
        let span = key[segment + 1] - key[segment]
        let t = span > 0 ? min(max((target - key[segment]) / span, 0), 1) : 0
        result.append(mix(elements[segment], elements[segment + 1], t))
    }
    return result
}
