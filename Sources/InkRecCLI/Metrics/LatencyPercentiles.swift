/// The 50th, 95th and 99th percentile of measured durations, in one unit; encodes as
/// `{"p50": …, "p95": …, "p99": …}` (the `latency_us` / `latency_ms` objects of the eval commands).
///
/// Percentiles are nearest-rank: the p-th percentile of n sorted samples is the ⌈p·n/100⌉-th smallest,
/// so every figure is a duration that was actually measured. O(n log n) in the number of samples.
public struct LatencyPercentiles: Sendable, Equatable, Codable {
    public enum Unit: Sendable {
        case microseconds, milliseconds

        var perSecond: Double { self == .microseconds ? 1e6 : 1e3 }
    }

    public let p50: Double
    public let p95: Double
    public let p99: Double

    /// - Returns: `nil` for no samples (there is no latency to report).
    public init?(_ samples: [Duration], unit: Unit) {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.map { $0.seconds * unit.perSecond }.sorted()
        func rank(_ percent: Double) -> Double {
            let position = Int((percent / 100 * Double(sorted.count)).rounded(.up))
            return sorted[min(max(position, 1), sorted.count) - 1]
        }
        p50 = rank(50)
        p95 = rank(95)
        p99 = rank(99)
    }
}
