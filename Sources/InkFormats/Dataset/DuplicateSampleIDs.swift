/// Sample ids that occur more than once in a dataset, and whether their labels agree.
///
/// `LabeledInk.id` is the source's own id (an ndjson `id`, an InkML `sampleId`) or, without one,
/// the sample's unique `source`. A repeated id is a copied record, or two samples that a tool
/// keyed by id (evaluation reports, `convert`) would confuse; with different labels, at least one
/// label is wrong. Readers keep both samples; this tells them apart for a warning.
///
/// Adding a sample is O(1) (hashing its id); memory holds every id and label.
public struct DuplicateSampleIDs: Sendable, Equatable {
    private var labelsByID: [String: String] = [:]
    /// Repeated ids in first-repeat order, each once.
    public private(set) var repeated: [String] = []
    private var repeatedIDs: Set<String> = []
    private var conflictingIDs: Set<String> = []

    /// Ids named in a warning; the rest are counted.
    public static let listedIDs = 3

    public init() {}

    /// How many of `repeated` were given a different label than at their first occurrence.
    public var conflicting: Int { conflictingIDs.count }

    /// Records `sample`'s id and label.
    public mutating func add(_ sample: LabeledInk) {
        guard let first = labelsByID[sample.id] else {
            labelsByID[sample.id] = sample.label
            return
        }
        if repeatedIDs.insert(sample.id).inserted { repeated.append(sample.id) }
        if first != sample.label { conflictingIDs.insert(sample.id) }
    }

    /// One `warning:` line naming the first ``listedIDs`` repeated ids, or `nil` when every id is unique.
    public var warning: String? {
        guard !repeated.isEmpty else { return nil }
        let listed = repeated.prefix(Self.listedIDs).joined(separator: ", ")
        let more = repeated.count > Self.listedIDs ? " and \(repeated.count - Self.listedIDs) more" : ""
        let ids = repeated.count == 1 ? "1 sample id occurs" : "\(repeated.count) sample ids occur"
        return "warning: \(ids) more than once (\(conflicting) with different labels), all samples used: \(listed)\(more)"
    }
}
