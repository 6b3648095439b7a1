import Foundation
import InkCore
import InkFormats

extension CommandContext {
    /// Streams the labelled samples under the command line's `paths` (files or folders, relative
    /// to ``currentDirectory``) to `body` with the file and format each came from, skipping
    /// malformed records (NaN, infinity and coordinates beyond `InkPoint.coordinateLimit`
    /// included, as `InkDataset` reads them) and unreadable files.
    ///
    /// Samples whose `id` and `source` name their file (gesture logs, UNIPEN, Quick, Draw!) name it
    /// from the path as given, not absolute (``LabeledInk/naming(_:as:)``).
    /// Folders are walked as `InkDataset` walks them; files without an ink extension (or, with
    /// `format`, without one of its extensions) are passed over, except a file named on the
    /// command line, which counts as skipped; a file with an ink extension that holds no such ink,
    /// or is no regular file (a FIFO, a dangling symbolic link: never opened), counts as skipped (or is read as `format`, whatever its extension). Skipped records are
    /// never silent: their count and the first few errors go to stderr. Drawings that
    /// `InkDrawing.validate()` rejects for what readers let through (time going backwards, an
    /// empty stroke) are used as read, with one warning naming each file's first problem: its
    /// stroke and point (``InvalidDrawings``). Point channels a reader dropped
    /// (`InkDrawing.channelsNotKept`) are warned of, naming each file's (``ChannelsNotKept``), and so are gesture logs whose `Name` leaves no label
    /// (``UnlabelledGestureLogs``). A file reached twice (named twice, or inside a
    /// folder also given) is read once, with a warning. With a `split` other than `.all`, a split
    /// that is not writer-independent (samples without a writer id, a writer in two parts) is
    /// warned, naming the writers (``SplitAudit``), and so are sample ids that occur more than
    /// once among the split's samples (``DuplicateSampleIDs``). Labels come trimmed
    /// (`LabeledInk.trimmedLabel`: `" circle "` is `"circle"`, a label of spaces none), so every
    /// command judges, counts and prints them alike. A path `-` is stdin, read whole: as `format`, else as the
    /// format its first bytes tell (`InkFormat.detect(_:)`); its samples' sources are `-`.
    /// O(total bytes read).
    /// - Returns: the errors of the skipped records and files.
    /// - Throws: `InkFormatError` when a path does not exist; whatever `body` throws.
    @discardableResult
    public func forEachSample(
        in paths: [String], split: DatasetSplit, format: InkFormat? = nil,
        _ body: (LabeledInk, SampleOrigin) throws -> Void
    ) throws -> [InkFormatError] {
        try forEachSample(in: walk(paths), split: split, format: format, body)
    }

    /// The samples of paths already walked (``walk(_:)``), streamed as for the paths themselves.
    @discardableResult
    func forEachSample(
        in walked: [WalkedPath], split: DatasetSplit, format: InkFormat? = nil,
        _ body: (LabeledInk, SampleOrigin) throws -> Void
    ) throws -> [InkFormatError] {
        try readSamples(in: walked, split: split, format: format, body).skipped
    }

    /// What reading a dataset found besides its samples.
    struct SampleReading {
        /// The errors of the skipped records and files.
        var skipped: [InkFormatError]
        /// Writers and parts of every sample read, in any part (not only `split`'s).
        var audit: SplitAudit
        /// The sample ids read more than once among the warned split's samples.
        var duplicates: DuplicateSampleIDs
        /// The warnings (one string each, a multi-line one whole), in order: the skipped records,
        /// stdin read as UNIPEN, channels not kept, unlabelled gesture logs, invalid drawings, files given twice, and (when the split is
        /// audited) the split's; with `defersWarnings` left for the caller to print, else as
        /// printed (with the repeated ids' warning), for a `--json` report to list.
        var warnings: [String]
    }

    /// Stdin has no file name, and pendigits' writers, split, time and box follow from the
    /// `.tra`/`.tes` name (`UnipenSource`): the same bytes read otherwise than from the file.
    static let unipenStandardInputWarning =
        "warning: - (stdin) read as UNIPEN: the pendigits rules that follow from a .tra/.tes file name "
        + "(writers, split, 10 points/s, 0…500 box) do not apply to stdin; give the file's path instead"

    /// The samples of paths already walked, streamed as ``forEachSample(in:split:format:_:)``
    /// does, with the ``SplitAudit`` of every sample read, whatever its part. When `auditsSplit`
    /// (by default when a part is selected), a split that is not writer-independent is warned on
    /// stderr, naming the writers found in two parts and counting the samples without a writer,
    /// and so are repeated sample ids; stdin read as UNIPEN is warned of
    /// (``unipenStandardInputWarning``). With `defersWarnings`, nothing is printed: the caller
    /// prints ``SampleReading/warnings`` and ``SampleReading/duplicates``' warning itself (and
    /// can list them, as `convert --json` does).
    /// Invalid drawings and repeated ids are warned of among `warnedSplit`'s samples only (by
    /// default `split`'s): a reader of `.all` that uses one part, as `bench shapes` times
    /// `--split`'s strokes, names no drawing of the others (trial 20). With `keepsLabels` (as
    /// `convert` writes what it read), labels come as read, untrimmed.
    func readSamples(
        in walked: [WalkedPath], split: DatasetSplit, format: InkFormat? = nil,
        warnedSplit: DatasetSplit? = nil, auditsSplit: Bool? = nil, defersWarnings: Bool = false, keepsLabels: Bool = false,
        _ body: (LabeledInk, SampleOrigin) throws -> Void
    ) throws -> SampleReading {
        var skipped: [InkFormatError] = []
        var invalid = InvalidDrawings()
        var notKept = ChannelsNotKept()
        var unlabelledLogs = UnlabelledGestureLogs()
        var audit = SplitAudit()
        var duplicates = DuplicateSampleIDs()
        // Each file read, by identity: its URL and path as shown, to name it when met again.
        var readFiles: [String: (url: URL, shownPath: String)] = [:]
        var repeated: [String] = [], linked: [(path: String, sameAs: String)] = []
        var standardInputWarning: String?
        let warnedSplit = warnedSplit ?? split
        // Every part is read (at no extra cost: readers parse every record anyway) so that a
        // writer in two parts is seen whichever part is kept.
        func accept(_ read: LabeledInk, from given: WalkedPath, shownPath: String, origin: SampleOrigin) throws {
            let sample = keepsLabels ? read : read.withTrimmedLabel
            audit.add(sample)
            let warned = warnedSplit.includes(sample.split)
            // A repeat in another part (FC's train writer 12 under --split validation) is not this run's.
            if warned { duplicates.add(sample) }
            guard split.includes(sample.split) else { return }
            let named = sample.naming(given.url, as: given.path)
            if warned { invalid.check(named, file: shownPath) }
            notKept.add(named, file: shownPath)
            unlabelledLogs.add(named, format: origin.format, file: shownPath)
            try body(named, origin)
        }
        for given in walked {
            if given.isStandardInput {
                let data = readStandardInput()
                // Empty stdin is an empty file, as for a named one, not a format to name.
                guard data.contains(where: { !($0 == 0x20 || (0x09...0x0D).contains($0)) }) else {
                    skipped.append(InkFormatError(path: given.path, reason: .emptyFile))
                    continue
                }
                guard let stdinFormat = format ?? InkFormat.detect(data) else {
                    throw CommandError.usage("cannot tell the ink format of stdin (-): name it with --from")
                }
                if stdinFormat == .unipen { standardInputWarning = Self.unipenStandardInputWarning }
                let origin = SampleOrigin(file: given.url, format: stdinFormat, path: given.path)
                do {
                    let result = try InkDataset.load(data, format: stdinFormat, path: given.path, split: .all, skipMalformed: true)
                    skipped += result.skipped
                    for sample in result.samples { try accept(sample, from: given, shownPath: given.path, origin: origin) }
                } catch let error as InkFormatError {
                    skipped.append(error)
                }
            }
            for (file, identity) in zip(given.files, given.fileIdentities) {
                let shownPath = LabeledInk.rebased(file.path, from: given.url.path, to: given.path)
                do {
                    guard let fileFormat = try InkFormat.reading(file, given: format, isNamed: file == given.url) else { continue }
                    // A file named twice (`a.ndjson a.ndjson`, inside a folder also given, or by a link) would count twice.
                    if let first = readFiles[identity] {
                        if WalkedPath.isSamePath(file, as: first.url) {
                            repeated.append(shownPath)
                        } else {
                            linked.append((shownPath, first.shownPath))
                        }
                        continue
                    }
                    readFiles[identity] = (file, shownPath)
                    let origin = SampleOrigin(file: file, format: fileFormat, path: given.path)
                    skipped += try InkDataset.forEachSample(paths: [file], format: fileFormat, split: .all, skipMalformed: true) {
                        try accept($0, from: given, shownPath: shownPath, origin: origin)
                    }.map { $0.naming(given.url, as: given.path) }
                } catch let error as InkFormatError {
                    skipped.append(error.naming(given.url, as: given.path))
                }
            }
        }
        // One string per warning, its lines joined, so a --json report lists it whole.
        var warnings = [Self.skippedWarning(skipped), standardInputWarning].compactMap { $0 }
        if let channels = notKept.warning { warnings.append(channels) }
        if let unlabelled = unlabelledLogs.warning { warnings.append(unlabelled) }
        if !invalid.warning.isEmpty { warnings.append(invalid.warning.joined(separator: "\n")) }
        if let first = repeated.first {
            let more = repeated.count > 1 ? " and \(Formatting.count(repeated.count - 1, "other file"))" : ""
            warnings.append("warning: \(first)\(more) given more than once: read once")
        }
        if let linkedWarning = Self.linkedFilesWarning(linked) { warnings.append(linkedWarning) }
        let auditsSplit = auditsSplit ?? (split != .all)
        if auditsSplit { warnings += audit.warnings }
        if defersWarnings { return SampleReading(skipped: skipped, audit: audit, duplicates: duplicates, warnings: warnings) }
        if auditsSplit, let repeatedIDs = duplicates.warning { warnings.append(repeatedIDs) }
        warnings.forEach(printError)
        return SampleReading(skipped: skipped, audit: audit, duplicates: duplicates, warnings: warnings)
    }

    /// The samples as the two-argument `forEachSample` streams them, for a `body` that needs no origin.
    @discardableResult
    public func forEachSample(
        in paths: [String], split: DatasetSplit, format: InkFormat? = nil,
        _ body: (LabeledInk) throws -> Void
    ) throws -> [InkFormatError] {
        try forEachSample(in: paths, split: split, format: format) { sample, _ in try body(sample) }
    }

    /// Every labelled sample under `paths`, as `forEachSample` streams them; with `groups`, one
    /// sample per labelled stroke group instead (`LabeledInk.labeledGroups()`).
    /// - Throws: ``CommandError/badInput(_:)`` when no sample is left (nothing readable, an
    ///   empty split, or no labelled group), naming the first skipped error if any;
    ///   `InkFormatError` for a missing path.
    public func loadSamples(in paths: [String], split: DatasetSplit, format: InkFormat? = nil, groups: Bool = false) throws -> [LabeledInk] {
        var messages = StderrMessages()
        return try loadSamples(in: paths, split: split, format: format, groups: groups, messages: &messages)
    }

    /// The samples as the public `loadSamples` reads them, with the warnings the reading printed
    /// recorded in `messages`, for a `--json` report to list.
    func loadSamples(
        in paths: [String], split: DatasetSplit, format: InkFormat? = nil, groups: Bool = false, messages: inout StderrMessages
    ) throws -> [LabeledInk] {
        var samples: [LabeledInk] = []
        let reading = try readSamples(in: walk(paths), split: split, format: format) { sample, _ in
            samples += groups ? sample.labeledGroups() : [sample]
        }
        messages.record(reading.warnings)
        guard !samples.isEmpty else { throw CommandError.noSamples(in: paths, split: split, groups: groups, skipped: reading.skipped) }
        return samples
    }

    /// The train and validation parts of `paths`, read in one pass (malformed records, repeated
    /// ids and a split that is not writer-independent are told once), with the audit of every
    /// part; the test part is read for the audit only and dropped.
    /// - Throws: `InkFormatError` for a missing path.
    func trainingParts(in paths: [String]) throws -> (training: [LabeledInk], validation: [LabeledInk], audit: SplitAudit) {
        var training: [LabeledInk] = [], validation: [LabeledInk] = []
        let audit = try readSamples(in: walk(paths), split: .all, auditsSplit: true) { sample, _ in
            switch sample.split {
            case .train: training.append(sample)
            case .validation: validation.append(sample)
            case .test, .all: break
            }
        }.audit
        return (training, validation, audit)
    }

    static let reportedSkipErrors = 3

    /// Files met again under another name (a symbolic or hard link: the same device and inode),
    /// each with the name it was read under, the first `reportedSkipErrors` named; `nil` for none.
    static func linkedFilesWarning(_ linked: [(path: String, sameAs: String)]) -> String? {
        guard let first = linked.first else { return nil }
        guard linked.count > 1 else { return "warning: \(first.path) is the same file as \(first.sameAs) (a link): read once" }
        let named = linked.prefix(reportedSkipErrors).map { "\($0.path) (as \($0.sameAs))" }.joined(separator: ", ")
        let more = linked.count > reportedSkipErrors ? " and \(Formatting.grouped(linked.count - reportedSkipErrors)) more" : ""
        return "warning: \(Formatting.grouped(linked.count)) files are the same as files read before (links), each read once: \(named)\(more)"
    }

    /// What `skipped` holds: `"1 unreadable file"` (`.unreadable`: permission denied, not a
    /// regular file…), `"2 malformed records or files"`, or both joined by "and": a file this
    /// user may not read is not malformed (trial 23).
    static func skippedCount(_ skipped: [InkFormatError]) -> String {
        let unreadable = skipped.filter { if case .unreadable = $0.reason { true } else { false } }.count
        let parts = [
            unreadable > 0 ? Formatting.count(unreadable, "unreadable file") : nil,
            skipped.count > unreadable
                ? Formatting.count(skipped.count - unreadable, "malformed record or file", plural: "malformed records or files") : nil,
        ]
        return parts.compactMap { $0 }.joined(separator: " and ")
    }

    /// The count and the first few of `skipped`, one per line; `nil` when empty.
    private static func skippedWarning(_ skipped: [InkFormatError]) -> String? {
        guard !skipped.isEmpty else { return nil }
        var lines = ["warning: skipped \(skippedCount(skipped)):"] + skipped.prefix(reportedSkipErrors).map { "  \($0)" }
        if skipped.count > reportedSkipErrors {
            lines.append("  … and \(Formatting.grouped(skipped.count - reportedSkipErrors)) more")
        }
        return lines.joined(separator: "\n")
    }
}

extension CommandError {
    /// No sample under `paths` in `split`; with `groups`, no labelled stroke group. Names the
    /// first skipped error, else why the first named file that reads as no samples does
    /// (`InkDataset.noSampleReason`: a UNIPEN header alone, pen data no `.SEGMENT` names).
    static func noSamples(in paths: [String], split: DatasetSplit, groups: Bool = false, skipped: [InkFormatError]) -> CommandError {
        let what = groups ? "labelled stroke group" : "ink"
        // "no ink in X (split validation)" read as if X held no ink at all (trial 18).
        let source = split == .all ? "" : " from the \(split) split's writers"
        var message = "no \(what)\(source) in \(paths.joined(separator: " "))"
        if let first = skipped.first {
            message += "; first problem: \(first)"
        } else if !groups, let reason = paths.lazy.compactMap(Self.noSampleReason).first {
            message += "; \(reason)"
        }
        return .badInput(message)
    }

    /// `path: reason` for a file named on the command line that reads as no samples, or `nil`.
    private static func noSampleReason(_ path: String) -> String? {
        guard path != "-" else { return nil }
        return InkDataset.noSampleReason(at: URL(fileURLWithPath: path)).map { "\(path): \($0)" }
    }
}
