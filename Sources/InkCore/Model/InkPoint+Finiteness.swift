extension InkPoint {
    /// True when the location and every channel present are finite (no NaN, no infinity). O(1).
    public var hasFiniteValues: Bool {
        let optionals = [timeOffset, force, azimuth, altitude, opacity, size?.width, size?.height]
        return x.isFinite && y.isFinite && optionals.allSatisfy { $0?.isFinite ?? true }
    }
}
