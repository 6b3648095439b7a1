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
        var copy = self
        for (i, location) in locations.smoothed(radius: radius).enumerated() { copy.points[i].location = location }
        return copy
    }
}

extension Array where Element == Vector2 {
    /// This polyline smoothed as `InkStroke.smoothed(radius:)` smooths a stroke's locations, in
    /// points: the same count, the ends kept. O(n · radius).
    package func smoothed(radius: Int = 2) -> [Vector2] {
        guard radius > 0, count > 2 else { return self }
        let weights = smoothingWeights(radius: radius)
        var result = self
        for i in 1..<(count - 1) { result[i] = smoothedLocation(at: i, weights: weights) }
        return result
    }

    /// The Gaussian weights of `smoothed(radius:)` on this polyline (`radius > 0`, more than two
    /// points): element k weighs the points k away.
    func smoothingWeights(radius: Int) -> [Double] {
        let radius = Swift.min(radius, count / 2)  // a wider window could never be used
        let sigma = Double(radius) / 2
        return (0...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
    }

    /// Point `i` of `smoothed(radius:)`, given that radius's `smoothingWeights`: for callers that
    /// need only a few smoothed points. O(radius).
    func smoothedLocation(at i: Int, weights: [Double]) -> Vector2 {
        guard i > 0, i < count - 1 else { return self[i] }
        let reach = Swift.min(weights.count - 1, i, count - 1 - i)
        var sum = self[i] * weights[0]
        var total = weights[0]
        for k in stride(from: 1, through: reach, by: 1) {
            sum += (self[i - k] + self[i + k]) * weights[k]
            total += 2 * weights[k]
        }
        return sum / total
    }
}
