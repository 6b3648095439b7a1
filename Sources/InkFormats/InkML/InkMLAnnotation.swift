import Foundation

/// The ink-level annotation types inkrec writes for what InkML itself cannot say.
enum InkMLAnnotation {
    /// Trace positions (0-based, space-separated) whose stroke has no known start time.
    static let untimedTraces = "inkrec:untimedTraces"
    /// Trace positions whose stroke has no id: the `xml:id` every trace gets was made up.
    static let unnamedTraces = "inkrec:unnamedTraces"
    /// X's and Y's units when the reader did not turn both into points: one unit when both are
    /// kept as written in it (`dev`, `px`, …: no length), else each axis's as `X=… Y=…` (`pt`
    /// for an axis converted to points, `none` for one declared without units). The writer
    /// names them in the `traceFormat` again (``coordinateUnitsWritten(_:)``).
    static let coordinateUnits = "inkrec:coordinateUnits"

    /// The declared `min`/`max` of the F, OA and OE channels (`F=0.0..1023.0 OA=..6.28`), in the
    /// model's units (radians; force as written), which `InkPoint` has no room for (not T: its
    /// range is on the document's clock, the model's T per trace):
    /// the writer declares them on its channels again, so a force range survives a round trip.
    static let channelRanges = "inkrec:channelRanges"

    /// One ``channelRanges`` entry for `name` from its `min` and `max` texts (surrounding
    /// whitespace ignored) times `scale`, or `nil` when ``keptRange(_:_:)`` keeps neither.
    static func channelRange(name: String, min: String?, max: String?, scale: Double) -> String? {
        func value(_ text: String?) -> Double? { text.flatMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }.map { $0 * scale } }
        guard let range = keptRange(value(min), value(max)) else { return nil }
        return "\(name)=\(range.min.map { "\($0)" } ?? "")..\(range.max.map { "\($0)" } ?? "")"
    }

    /// The `min` and `max` texts per channel name in a ``channelRanges`` annotation. An entry
    /// must read `NAME=MIN..MAX` with `..` after the `=`; entries that do not, or that
    /// ``keptRange(_:_:)`` drops, are skipped: an annotation from any source never stops a write.
    static func channelRanges(_ value: String?) -> [String: (min: String?, max: String?)] {
        var ranges: [String: (min: String?, max: String?)] = [:]
        for entry in (value ?? "").split(whereSeparator: \.isWhitespace) {
            guard let equals = entry.firstIndex(of: "=") else { continue }
            let bounds = entry[entry.index(after: equals)...]
            guard let dots = bounds.range(of: ".."),
                  let range = keptRange(Double(bounds[..<dots.lowerBound]), Double(bounds[dots.upperBound...]))
            else { continue }
            ranges[String(entry[..<equals])] = (range.min.map { "\($0)" }, range.max.map { "\($0)" })
        }
        return ranges
    }

    /// A declared range as kept: a bound that is not a finite number counts as missing; `nil`
    /// when both are missing or min is above max (a range no value fits says nothing to keep).
    private static func keptRange(_ low: Double?, _ high: Double?) -> (min: Double?, max: Double?)? {
        let (low, high) = (low.flatMap { $0.isFinite ? $0 : nil }, high.flatMap { $0.isFinite ? $0 : nil })
        guard low != nil || high != nil else { return nil }
        if let low, let high, low > high { return nil }
        return (low, high)
    }

    /// The ``coordinateUnits`` text for X in `x` and Y in `y` (`nil`: declared without units),
    /// or `nil` when neither declared any.
    static func coordinateUnitsText(x: String?, y: String?) -> String? {
        x == y ? x : "X=\(x ?? "none") Y=\(y ?? "none")"
    }

    /// The `units` to write on X and on Y (`nil`: none) for a drawing whose ``coordinateUnits``
    /// annotation is `value`: `pt` for an axis in a length (the reader converted it to points)
    /// or not named, the kept unit otherwise.
    static func coordinateUnitsWritten(_ value: String?) -> (x: String?, y: String?) {
        func written(_ units: Substring?) -> String? {
            guard let units, !units.isEmpty else { return "pt" }
            if units == "none" { return nil }
            return InkMLLength.points(per: units.lowercased()) == nil ? String(units) : "pt"
        }
        let words = (value ?? "").split(whereSeparator: \.isWhitespace)
        guard words.contains(where: { $0.contains("=") }) else { return (written(words.first), written(words.first)) }
        func axis(_ name: String) -> Substring? { words.first { $0.hasPrefix(name + "=") }?.dropFirst(name.count + 1) }
        return (written(axis("X")), written(axis("Y")))
    }

    /// The positions listed in one of these annotations; words that are not indices are ignored.
    static func traceIndices(_ value: String?) -> [Int] {
        (value ?? "").split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    }

    /// The annotation's text for `indices`, or `nil` (no annotation) when there are none.
    static func text(_ indices: [Int]) -> String? {
        indices.isEmpty ? nil : indices.map(String.init).joined(separator: " ")
    }
}
