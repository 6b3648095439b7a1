import Foundation

/// The thread's CPU clock (`CLOCK_THREAD_CPUTIME_ID`): time this thread ran, not time it waited,
/// so it gives the cost of a call even on a loaded machine, where wall time grows.
enum ThreadClock {
    static var now: Duration {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return .seconds(Int64(spec.tv_sec)) + .nanoseconds(Int64(spec.tv_nsec))
    }

    /// Runs `body` once and returns its result with the CPU time this thread spent in it.
    static func measure<T>(_ body: () throws -> T) rethrows -> (result: T, duration: Duration) {
        let start = now
        let result = try body()
        return (result, now - start)
    }
}
