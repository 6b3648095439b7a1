import InkFormats

extension CommandContext {
    /// Streams the labelled samples under the command line's `paths` (files or folders, relative
    /// to ``currentDirectory``) to `body`, skipping malformed records and unreadable files.
    ///
    /// Skipped records are never silent: their count and the first few errors go to stderr.
    /// - Returns: the errors of the skipped records.
    /// - Throws: `InkFormatError` when a path does not exist; whatever `body` throws.
    @discardableResult
    public func forEachSample(
        in paths: [String], split: DatasetSplit, format: InkFormat? = nil, _ body: (LabeledInk) throws -> Void
    ) throws -> [InkFormatError] {
        let skipped = try InkDataset.forEachSample(
            paths: paths.map(url(forPath:)), format: format, split: split, skipMalformed: true, body)
        reportSkipped(skipped)
        return skipped
    }

    /// Every labelled sample under `paths`, as ``forEachSample(in:split:format:_:)`` reads them.
    /// - Throws: ``CommandError/badInput(_:)`` when no sample is left (nothing readable, or an
    ///   empty split), naming the first skipped error if any; `InkFormatError` for a missing path.
    public func loadSamples(in paths: [String], split: DatasetSplit, format: InkFormat? = nil) throws -> [LabeledInk] {
        var samples: [LabeledInk] = []
        let skipped = try forEachSample(in: paths, split: split, format: format) { samples.append($0) }
        guard !samples.isEmpty else { throw CommandError.noSamples(in: paths, split: split, skipped: skipped) }
        return samples
    }

    static let reportedSkipErrors = 3

    /// Prints the count and the first few of `skipped` on stderr; nothing when empty.
    func reportSkipped(_ skipped: [InkFormatError]) {
        guard !skipped.isEmpty else { return }
        printError("warning: skipped \(Formatting.grouped(skipped.count)) malformed record(s) or file(s):")
        for error in skipped.prefix(Self.reportedSkipErrors) { printError("  \(error)") }
        if skipped.count > Self.reportedSkipErrors {
            printError("  … and \(Formatting.grouped(skipped.count - Self.reportedSkipErrors)) more")
        }
    }
}

extension CommandError {
    /// No labelled sample under `paths` in `split`.
    static func noSamples(in paths: [String], split: DatasetSplit, skipped: [InkFormatError]) -> CommandError {
        var message = "no labelled ink in \(paths.joined(separator: " "))"
        if split != .all { message += " (split \(split))" }
        if let first = skipped.first { message += "; first problem: \(first)" }
        return .badInput(message)
    }
}
