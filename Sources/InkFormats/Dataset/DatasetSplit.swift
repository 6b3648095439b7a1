/// The writer-independent split of a labelled dataset: no writer appears in two parts.
///
/// Every reader assigns each sample a part with the rule of its source, all in this file so the
/// rules can be read in one place. Tune on `validation`, report on `test`, never the reverse.
///
/// | source | train | validation | test |
/// | --- | --- | --- | --- |
/// | pendigits (`.tra`/`.tes`) | `.tra` writers except validation | `.tra` writers 5, 10, 15, 20, 25, 30 | `.tes` (14 writers) |
/// | $1 gesture logs (Subject) | s01 (pilot), s02–s07 | s08 | s09–s11 |
/// | MMG (user) | the other 14 users | 85 (finger), 88 (stylus) | 94, 99 (finger), 95, 98 (stylus) |
/// | UNIPEN train_r01_v07 | writer (or site without writer ids) hash < 70 | hash 70..<85 | hash ≥ 85 |
/// | Quick, Draw! (`key_id`) | hash < 70 | hash 70..<85 | hash ≥ 85 |
/// | InkML with a `split` annotation (`inkrec convert`) | `train` | `validation` | `test` |
/// | FC flowcharts (InkML writer) | writer1–12 | writer13–15 | writer16–18 (and any later writer) |
/// | MathWriting (InkML `splitTagOriginal`) | `train`, `synthetic` | `valid` | `test` (Google's split; writers not given) |
/// | other InkML (CROHME) | `writer` annotation hash < 70, else the file name's | hash 70..<85 | hash ≥ 85 |
/// | inkrec ndjson | its `split` field, else the hash rule on `writer`, else on `id`, else on file name and line |
///
/// "hash" is FNV-1a (64 bit) of the key modulo 100, stable across runs and platforms. A sample
/// with neither writer nor id is keyed by its file name, never its folder, so a copied dataset
/// keeps its split.
public enum DatasetSplit: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    case train
    case validation
    case test
    /// Every sample; a filter value, never assigned to a sample.
    case all

    public var description: String { rawValue }

    /// Whether a sample assigned `part` is selected by this filter.
    public func includes(_ part: DatasetSplit) -> Bool { self == .all || self == part }

    /// The part a file names (InkML's `split` annotation, ndjson's `split` key), surrounding
    /// whitespace ignored; case counts (`Train` is refused).
    /// - Throws: `.unexpected` naming the value (at most 40 characters, control characters escaped) for anything but `train`, `validation` or `test`
    ///   (`all` too: a filter, never a part), so a misspelt part refuses the record rather than
    ///   letting the hash rule put a held-out sample in training.
    static func part(named name: String) throws(InkFormatError.Reason) -> DatasetSplit {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let part = DatasetSplit(rawValue: trimmed), part != .all else {
            throw .unexpected(expected: "split train|validation|test", found: "'\(excerpt(name))'")
        }
        return part
    }

    /// Decodes a part by ``part(named:)``: JSON holds samples' parts, never the `all` filter.
    /// So `.all` encodes as `"all"` but does not decode: a value holding the filter (a
    /// command's options, say) does not round-trip through JSON; keep it as its `rawValue`.
    /// - Throws: `DecodingError.dataCorrupted` whose `underlyingError` is that function's reason.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        do { self = try .part(named: container.decode(String.self)) } catch let reason as InkFormatError.Reason {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: reason.description, underlyingError: reason))
        }
    }

    /// The hash rule: 70 % train, 15 % validation, 15 % test, by `key` (a writer id).
    public static func hashed(_ key: String) -> DatasetSplit {
        switch StableHash.fnv1a(key) % 100 {
        case ..<70: return .train
        case ..<85: return .validation
        default: return .test
        }
    }

    /// The hash rule on `source` (`path` or `path#index`) without its folders.
    static func hashed(fileOf source: String) -> DatasetSplit {
        hashed(String(source.split(separator: "/", omittingEmptySubsequences: false).last ?? ""))
    }

    /// pendigits: `.tes` is the test set; `.tra` writers 5, 10, …, 30 are held out for validation.
    static func pendigits(writerNumber: Int?, isTestFile: Bool) -> DatasetSplit {
        if isTestFile { return .test }
        guard let writerNumber else { return .train }
        return writerNumber % 5 == 0 ? .validation : .train
    }

    /// $1 gesture logs by subject number (1 is the pilot subject).
    static func dollarOne(subject: Int?) -> DatasetSplit {
        switch subject ?? 0 {
        case ...7: return .train
        case 8: return .validation
        default: return .test
        }
    }

    /// MMG by user id; validation and test each hold as many finger as stylus users.
    static func mmg(user: String) -> DatasetSplit {
        switch user {
        case "85", "88": return .validation
        case "94", "99", "95", "98": return .test
        default: return .train
        }
    }

    /// MathWriting by its own `splitTagOriginal` annotation (`train`, `synthetic`, `valid`, `test`);
    /// `nil` for other tags. Synthetic inks are training data in MathWriting.
    static func mathWriting(splitTag: String) -> DatasetSplit? {
        switch splitTag {
        case "train", "synthetic": return .train
        case "valid": return .validation
        case "test": return .test
        default: return nil
        }
    }

    /// FC flowcharts by InkML writer (`writer1` … `writer35`); for the InkML reader.
    public static func flowchart(writer: String) -> DatasetSplit {
        guard let number = Int(writer.drop(while: { !$0.isNumber })) else { return hashed(writer) }
        switch number {
        case ...12: return .train
        case 13...15: return .validation
        default: return .test
        }
    }
}
