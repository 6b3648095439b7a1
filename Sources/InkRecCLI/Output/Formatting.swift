import Foundation
import InkFormats

/// Number formats shared by every command's text output.
public enum Formatting {
    /// `3498` → `"3,498"`.
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (offset, character) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result += "," }
            result.append(character)
        }
        return (value < 0 ? "-" : "") + result
    }

    /// A count and its noun, agreeing: `count(1, "sample")` → `"1 sample"`, `count(3498, "sample")`
    /// → `"3,498 samples"`; `plural` for nouns that take more than an `s`.
    public static func count(_ value: Int, _ singular: String, plural: String? = nil) -> String {
        "\(grouped(value)) \(value == 1 ? singular : plural ?? singular + "s")"
    }

    /// Labels with their counts, most frequent first, then by name: `"diamond ×4, hexagon ×2"`,
    /// each as `label(_:)` shows it (`"rectangle " ×1`, `"a\tb" ×2`, `"say \"hi\"" ×1`).
    static func labelCounts(_ counts: [String: Int]) -> String {
        mostFrequentFirst(counts).map { labelCount($0.key, $0.value) }.joined(separator: ", ")
    }

    /// One label and its count as `labelCounts` lists it: `circle ×6`, `"a\nb" ×1`.
    static func labelCount(_ label: String, _ count: Int) -> String {
        "\(Self.label(label)) ×\(grouped(count))"
    }

    /// The `limit` most frequent labels with their counts, each quoted (`label(_:quoted:)`) and
    /// cut after `excerptLimit` characters with "…" (a label from a file may hold anything), then
    /// how many more there are: `"teapot" ×3, "heptagon\n" ×1 and 2 more labels`. For error messages.
    static func quotedLabelCounts(_ counts: [String: Int], limit: Int = 10, excerptLimit: Int = 40) -> String {
        let sorted = mostFrequentFirst(counts)
        let shown = sorted.prefix(limit).map {
            label(String($0.key.prefix(excerptLimit)), quoted: true) + ($0.key.count > excerptLimit ? "…" : "") + " ×\(grouped($0.value))"
        }.joined(separator: ", ")
        return sorted.count > limit ? shown + " and \(count(sorted.count - limit, "more label"))" : shown
    }

    /// Files a warning lists by name; the rest are counted.
    static let listedFiles = 3

    /// The indented lines of a per-file warning: one for each of the first ``listedFiles`` files
    /// (`line` of each), then `  … and N more files` for the rest.
    static func fileLines<File>(_ files: [File], _ line: (File) -> String) -> [String] {
        files.prefix(listedFiles).map { "  " + line($0) }
            + (files.count > listedFiles ? ["  … and \(count(files.count - listedFiles, "more file"))"] : [])
    }

    /// `counts` most frequent first, ties by name: the same order on every run (a dictionary's is not).
    static func mostFrequentFirst(_ counts: [String: Int]) -> [(key: String, value: Int)] {
        counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
    }

    /// `label` as every message shows a label: as it is, or — when `quoted`, or when bare it would
    /// not read as itself (empty, white space at either end, a control character, or a `"`, so
    /// `say "hi"` and `"1"` are never taken for quoted text) — in quotes, `"` and `\` escaped,
    /// and control characters, line and paragraph separators and bidirectional controls written
    /// as `escapingControls` writes them everywhere else (`"say \"hi\""`, `"\"1\""`, `"a\tb"`,
    /// `"\u{1B}[31m"`, `"x\0y"`): one escape syntax in labels, tables and warnings alike.
    static func label(_ label: String, quoted: Bool = false) -> String {
        guard quoted || label.first?.isWhitespace ?? true || label.last?.isWhitespace ?? true || label.contains("\"")
                || escapingControls(label) != label else {
            return label
        }
        let escaped = label.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "\"" + escapingControls(escaped) + "\""
    }

    /// `0.97126` → `"97.13 %"` (a fraction in 0…1 shown as a percentage).
    public static func percent(_ fraction: Double, digits: Int = 2) -> String {
        String(format: "%.\(digits)f %%", fraction * 100)
    }

    /// A number with a fixed count of decimals: `fixed(0.41234, digits: 3)` → `"0.412"`. From a
    /// magnitude of `scientificFrom` on, scientific notation with as many decimals (`1.000e+298`),
    /// so a huge value (a time or coordinate read from a damaged file) stays one short word.
    public static func fixed(_ value: Double, digits: Int = 3) -> String {
        String(format: abs(value) < scientificFrom ? "%.\(digits)f" : "%.\(digits)e", value)
    }

    /// 10¹²: seconds of 30,000 years, points of a 350,000 km page.
    static let scientificFrom = 1e12

    /// Seconds as `m:ss` (or `h:mm:ss` from one hour): `75` → `"1:15"`; `"?"` for a negative,
    /// non-finite or `Int`-overflowing value (an estimate from a rate near zero).
    public static func clock(seconds: Double) -> String {
        guard seconds.isFinite, seconds >= 0, seconds < 0x1p63 else { return "?" }
        let whole = Int(seconds.rounded())
        let (hours, minutes, secs) = (whole / 3600, whole / 60 % 60, whole % 60)
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))" : "\(minutes):\(twoDigits(secs))"
    }
}
