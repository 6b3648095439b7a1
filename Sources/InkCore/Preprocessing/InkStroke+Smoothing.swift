import Foundation

extension InkStroke {
    /// This stroke with its locations smoothed by a Gaussian of `radius` points each side
    /// (σ = radius / 2), to take out digitizer jitter before corner finding or features.
    ///
    /// Endpoints stay where they were; near them the window is cut to what fits on both sides
    /// (symmetric), so ends are not pulled inward. Other channels, the point count and timestamps are
    /// kept. `radius <= 0` or fewer than three points returns the stroke unchanged. Smoothing
    /// rounds corners and shrinks curves slightly (a circle of r points sampled every s points
    /// loses about σ²s²/(2r) points of radius), so keep the radius small (1–3). Not invariant
    /// under resampling: smooth after resampling by arc length when spacing matters. O(n · radius).
    public func smoothed(radius: Int = 2) -> InkStroke {
        guard radius > 0, points.count > 2 else { return self }
        let radius = min(radius, points.count / 2)  // a wider window could never be used
        let sigma = Double(radius) / 2
        let weights = (0...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let source = locations
        var copy = self
        for i in 1..<(points.count - 1) {
            let reach = min(radius, i, points.count - 1 - i)
            var sum = source[i] * weights[0]
            var total = weights[0]
            for k in stride(from: 1, through: reach, by: 1) {
                sum += (source[i - k] + source[i + k]) * weights[k]
                total += 2 * weights[k]
            }
            copy.points[i].location = sum / total
        }
        return copy
    }
}
