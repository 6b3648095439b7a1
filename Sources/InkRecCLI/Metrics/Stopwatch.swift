/// Measures elapsed time on a monotonic clock (never jumps with wall-clock changes).
public struct Stopwatch: Sendable {
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant

    /// Starts timing now.
    public init() { start = clock.now }

    /// Time since ``init()``.
    public var elapsed: Duration { clock.now - start }

    /// Runs `body` once and returns its result with how long it took.
    public static func measure<T>(_ body: () throws -> T) rethrows -> (result: T, duration: Duration) {
        let stopwatch = Stopwatch()
        let result = try body()
        return (result, stopwatch.elapsed)
    }
}

extension Duration {
    /// The duration in seconds as a `Double`.
    package var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}
