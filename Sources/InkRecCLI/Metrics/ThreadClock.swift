import Foundation

/// The thread's CPU clock (`CLOCK_THREAD_CPUTIME_ID`): time this thread ran, not time it waited,
/// so it gives the cost of a call even on a loaded machine, where wall time grows.
enum ThreadClock {
    static var now: Duration {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return .seconds(Int64(spec.tv_sec)) + .nanoseconds(Int64(spec.tv_nsec))
    }
}
