/// The ink-level annotation types inkrec writes for what InkML itself cannot say.
enum InkMLAnnotation {
    /// Trace positions (0-based, space-separated) whose stroke has no known start time.
    static let untimedTraces = "inkrec:untimedTraces"

    /// The positions listed in an `untimedTraces` annotation; words that are not indices are ignored.
    static func untimedTraceIndices(_ value: String?) -> [Int] {
        (value ?? "").split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    }
}
