extension LatencyPercentiles {
    /// `"p50 12.3 µs  p95 20.1 µs  p99 40.2 µs"`: the line the handwriting commands print;
    /// `unit` is the symbol of the unit the percentiles were made in.
    func text(unit: String, digits: Int = 1) -> String {
        [("p50", p50), ("p95", p95), ("p99", p99)]
            .map { "\($0.0) \(Formatting.fixed($0.1, digits: digits)) \(unit)" }
            .joined(separator: "  ")
    }
}
