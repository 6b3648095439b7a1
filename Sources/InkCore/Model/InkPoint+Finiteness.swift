extension InkPoint {
    /// True when the location and every channel present are finite (no NaN, no infinity). O(1).
    public var hasFiniteValues: Bool {
        let optionals = [timeOffset, force, azimuth, altitude, opacity, size?.width, size?.height]
        return x.isFinite && y.isFinite && optionals.allSatisfy { $0?.isFinite ?? true }
    }

    /// The largest coordinate magnitude inkrec supports, in points: 1e15. Within it a difference of
    /// two coordinates keeps 1/8-point precision and the fourth powers a conic fit forms (≤ 2e61)
    /// stay far from overflow; at 1e308 a difference is already infinite. No canvas comes near it.
    public static let coordinateLimit = 1e15

    /// True when |x| and |y| are at most `coordinateLimit` (false for NaN or infinity). O(1).
    public var hasSupportedLocation: Bool {
        abs(x) <= Self.coordinateLimit && abs(y) <= Self.coordinateLimit
    }
}
