/// The ink-level annotation types inkrec writes for what InkML itself cannot say.
enum InkMLAnnotation {
    /// Trace positions (0-based, space-separated) whose stroke has no known start time.
    static let untimedTraces = "inkrec:untimedTraces"
    /// Trace positions whose stroke has no id: the `xml:id` every trace gets was made up.
    static let unnamedTraces = "inkrec:unnamedTraces"
    /// The units of X and Y when the reader kept their values as written (`dev`, `px`, …: no
    /// length it can turn into points); the writer names them in the `traceFormat` again.
    static let coordinateUnits = "inkrec:coordinateUnits"

    /// The positions listed in one of these annotations; words that are not indices are ignored.
    static func traceIndices(_ value: String?) -> [Int] {
        (value ?? "").split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    }

    /// The annotation's text for `indices`, or `nil` (no annotation) when there are none.
    static func text(_ indices: [Int]) -> String? {
        indices.isEmpty ? nil : indices.map(String.init).joined(separator: " ")
    }
}
