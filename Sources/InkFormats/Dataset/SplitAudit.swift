/// Whether the split a dataset's samples carry is writer-independent, as `DatasetSplit` intends.
///
/// Two things defeat it without an error: samples with no writer id in more than one part, whose
/// part is then chosen by sample (its id or file, `LabeledInk.init`), so one person's samples can
/// land in every part; and an explicit per-sample part (an ndjson `split` field, an InkML annotation) that
/// puts one writer in two or three parts. Neither is refused — a user may mean it — but a
/// command should say so, and a model must not claim a writer-independent split.
///
/// ```swift
/// var audit = SplitAudit()
/// for sample in result.samples { audit.add(sample) }
/// audit.warnings.forEach { print($0) }   // "warning: writer tra-1 is in train (3), validation (1) …"
/// ```
/// Adding a sample is O(1) (hashing its writer); memory holds one entry per writer.
public struct SplitAudit: Sendable, Equatable {
    /// One writer found in more than one part: its sample count per part.
    public struct SharedWriter: Sendable, Equatable {
        public let writer: String
        public let counts: [DatasetSplit: Int]

        /// `"tra-1 (train 3, validation 1, test 2)"`.
        public var description: String {
            let parts = DatasetSplit.parts.compactMap { part in counts[part].map { "\(part) \($0)" } }
            return "\(writer) (\(parts.joined(separator: ", ")))"
        }
    }

    /// Samples added.
    public private(set) var samples = 0
    /// Samples with no writer id, by part.
    public private(set) var withoutWriter: [DatasetSplit: Int] = [:]
    private var countsByWriter: [String: [DatasetSplit: Int]] = [:]

    /// Writers named in a warning; the rest are counted.
    public static let listedWriters = 3

    public init() {}

    /// Counts `sample`'s writer (or its lack) in its part.
    public mutating func add(_ sample: LabeledInk) {
        samples += 1
        if let writer = sample.writer {
            countsByWriter[writer, default: [:]][sample.split, default: 0] += 1
        } else {
            withoutWriter[sample.split, default: 0] += 1
        }
    }

    /// Writers with samples in more than one part, by name. O(writers log writers).
    public var sharedWriters: [SharedWriter] {
        countsByWriter.filter { $0.value.count > 1 }.map { SharedWriter(writer: $0.key, counts: $0.value) }
            .sorted { $0.writer < $1.writer }
    }

    /// True when no writer is in two parts and the samples without a writer (if any) are all in
    /// one part: the split is writer-independent as far as the writer ids tell. Writer-less
    /// samples in a single part (one InkML file, a set given one explicit `split`) cannot have
    /// spread a writer over parts by themselves. Vacuously true with no samples.
    public var isWriterIndependent: Bool { withoutWriter.count < 2 && !countsByWriter.values.contains { $0.count > 1 } }

    /// What split the samples were actually given, for a model's provenance:
    /// `"writer-independent split (DatasetSplit)"`, or `"split by sample, not writer-independent: …"`
    /// naming why.
    public var splitKind: String {
        guard !isWriterIndependent else { return "writer-independent split (DatasetSplit)" }
        return "split by sample, not writer-independent: " + reasons.joined(separator: "; ")
    }

    /// One line per problem, each starting `warning: `; empty for a writer-independent split.
    public var warnings: [String] { reasons.map { "warning: split is not writer-independent: \($0)" } }

    private var reasons: [String] {
        var reasons: [String] = []
        let missing = withoutWriter.values.reduce(0, +)
        if withoutWriter.count > 1 {
            reasons.append(
                "\(missing) of \(samples) \(samples == 1 ? "sample has" : "samples have") no writer id"
                    + " (split by sample id or file, so one writer's samples can be in several parts)")
        }
        let shared = sharedWriters
        if !shared.isEmpty {
            let listed = shared.prefix(Self.listedWriters).map(\.description).joined(separator: ", ")
            let more = shared.count > Self.listedWriters ? " and \(shared.count - Self.listedWriters) more" : ""
            let writers = shared.count == 1 ? "1 writer is" : "\(shared.count) writers are"
            reasons.append("\(writers) in more than one part (an explicit per-sample split): \(listed)\(more)")
        }
        return reasons
    }
}

extension DatasetSplit {
    /// The three parts a sample can be in, in order: train, validation, test.
    public static let parts: [DatasetSplit] = [.train, .validation, .test]
}
