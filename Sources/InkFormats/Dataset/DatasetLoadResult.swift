/// The samples a dataset load produced, and the records it had to skip.
public struct DatasetLoadResult: Sendable {
    /// Samples in file order (folders walked in sorted path order).
    public var samples: [LabeledInk]
    /// One error per skipped record or file; empty unless loading with `skipMalformed`.
    public var skipped: [InkFormatError]

    public init(samples: [LabeledInk] = [], skipped: [InkFormatError] = []) {
        self.samples = samples
        self.skipped = skipped
    }
}
