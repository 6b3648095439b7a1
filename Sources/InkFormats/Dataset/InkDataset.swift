import Foundation

/// Loads labelled ink from files and folders of any readable format.
///
/// ```swift
/// let result = try InkDataset.load(paths: [URL(fileURLWithPath: "pendigits-orig.tes")], split: .test)
/// print(result.samples.count, result.skipped.count)   // 3498 0
/// ```
public enum InkDataset {
    /// Every sample under `paths`, filtered to `split`.
    ///
    /// - Parameters:
    ///   - paths: files or folders; folders are walked recursively in sorted path order, taking
    ///     the files with an ink extension (others, such as `SOURCE.md`, are not ink and are passed
    ///     over). One with an ink extension that holds no ink (empty, binary, gzip, HTML), or is
    ///     no regular file (a FIFO, a dangling symbolic link, never opened), is a skipped file. A UNIPEN `include/` folder beside a `data/` folder is not walked:
    ///     its sessions are read through the `.INCLUDE`s of the `data/` files.
    ///   - format: the format of every file named in `paths` and of the files in its folders
    ///     that have one of the format's extensions (`InkFormat.reading`), or `nil` to detect it
    ///     per file.
    ///   - split: which part of each source's writer-independent split to keep (`DatasetSplit`).
    ///   - skipMalformed: skip bad records (and unreadable files) and report them in `skipped`
    ///     instead of throwing the first.
    /// - Throws: `InkFormatError` naming the file, line and column where known.
    /// - Complexity: O(total bytes read). Memory holds every sample; see `forEachSample` to stream.
    public static func load(
        paths: [URL], format: InkFormat? = nil, split: DatasetSplit = .all, skipMalformed: Bool = false
    ) throws -> DatasetLoadResult {
        var samples: [LabeledInk] = []
        let skipped = try forEachSample(paths: paths, format: format, split: split, skipMalformed: skipMalformed) {
            samples.append($0)
        }
        return DatasetLoadResult(samples: samples, skipped: skipped)
    }

    /// The samples of one document of `format` held in memory (a download, a paste, a test
    /// fixture), filtered to `split`: what `load(paths:)` gives for a file of these bytes, read by
    /// the same code.
    ///
    /// ```swift
    /// let result = try InkDataset.load(Data(xml.utf8), format: .gestureXML, path: "arrow01.xml")
    /// ```
    /// - Parameters:
    ///   - data: the document's bytes, UTF-8.
    ///   - format: how to read them (nothing is detected).
    ///   - path: the name errors and each sample's `source` carry; its extension matters only for
    ///     UNIPEN (`.tra`/`.tes` are pendigits). UNIPEN `.INCLUDE`s are not resolved in memory: a
    ///     segment that needs one is refused (`includeFolderNotFound`); use `load(paths:)` for those.
    ///   - split, skipMalformed: as for `load(paths:)`.
    /// - Throws: `InkFormatError` with `path`, line, column or record where known (the reason for
    ///   each format as its file reader documents; `.emptyFile` for bytes of only whitespace, in
    ///   every format), unless `skipMalformed` moves it to `skipped`.
    /// - Complexity: O(bytes).
    public static func load(
        _ data: Data, format: InkFormat, path: String = "<input>", split: DatasetSplit = .all,
        skipMalformed: Bool = false
    ) throws -> DatasetLoadResult {
        var policy = MalformedRecordPolicy(skipMalformed: skipMalformed)
        var samples: [LabeledInk] = []
        do {
            try read(data, as: format, path: path, resolvesIncludes: false, unipen: UnipenReader(), split: split,
                policy: &policy) { samples.append($0) }
        } catch let error as InkFormatError {
            try policy.record(error)
        }
        return DatasetLoadResult(samples: samples, skipped: policy.skipped)
    }

    /// Streams the samples `load` would return to `body`, one at a time, without keeping them.
    /// - Returns: the errors of skipped records (empty unless `skipMalformed`).
    /// - Throws: `InkFormatError`, or whatever `body` throws.
    @discardableResult
    public static func forEachSample(
        paths: [URL], format: InkFormat? = nil, split: DatasetSplit = .all, skipMalformed: Bool = false,
        _ body: (LabeledInk) throws -> Void
    ) throws -> [InkFormatError] {
        var policy = MalformedRecordPolicy(skipMalformed: skipMalformed)
        let unipen = UnipenReader()
        for file in try files(under: paths) {
            do {
                guard let fileFormat = try InkFormat.reading(file, given: format, isNamed: paths.contains(file)) else { continue }
                let data: Data
                do { data = try Data(contentsOf: file) } catch {
                    throw RegularFile.readFailure(file, error: error)
                }
                try read(
                    data, as: fileFormat, path: file.path, resolvesIncludes: true, unipen: unipen, split: split,
                    policy: &policy, into: body)
            } catch let error as InkFormatError {
                try policy.record(error)
            }
        }
        return policy.skipped
    }

    /// The record index `sample.source` (`path#index`) names inside the file at `path`, or `nil`
    /// for a one-record file.
    private static func record(of sample: LabeledInk, in path: String) -> Int? {
        let prefix = path + "#"
        return sample.source.hasPrefix(prefix) ? Int(sample.source.dropFirst(prefix.count)) : nil
    }

    /// ASCII whitespace and the UTF-8 byte-order mark's bytes.
    private static let blankBytes: Set<UInt8> = [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0xEF, 0xBB, 0xBF]

    /// The one dispatch from a format to its reader, for files and in-memory documents alike:
    /// passes the samples in `split` to `body`.
    /// - Throws: `InkFormatError` (`.emptyFile` for a document of only whitespace), or the reader's.
    private static func read(
        _ data: Data, as format: InkFormat, path: String, resolvesIncludes: Bool, unipen: UnipenReader,
        split: DatasetSplit, policy: inout MalformedRecordPolicy, into body: (LabeledInk) throws -> Void
    ) throws {
        // A document of nothing but whitespace is empty whichever reader it goes to, as format
        // detection calls it: line-based readers would otherwise give no samples and no error.
        // The scan stops at the first other byte, almost always the first.
        guard data.contains(where: { !Self.blankBytes.contains($0) }) else {
            throw InkFormatError(path: path, line: 1, reason: .emptyFile)
        }
        // The other readers' samples pass `accept` (inkrec JSON's are checked in InkJSON.read, JSON
        // lines' in `readLines` with their line): none may carry NaN, infinity or a coordinate beyond ±1e15 onwards.
        var nonFinite: [InkFormatError] = []
        let skipMalformed = policy.skipMalformed
        func inSplit(_ sample: LabeledInk) throws {
            if split.includes(sample.split) { try body(sample) }
        }
        func accept(_ sample: LabeledInk) throws {
            if let reason = sample.drawing.unusableValue {
                let error = InkFormatError(path: path, record: record(of: sample, in: path), reason: reason)
                guard skipMalformed else { throw error }
                return nonFinite.append(error)
            }
            try inSplit(sample)
        }
        switch format {
        case .gestureXML: try accept(GestureLogReader.read(data, path: path))
        // JSON lines and inkrec JSON refuse unusable values themselves, per record through
        // `policy` (JSON lines with their line; `decode` needs it too).
        case .quickDraw: try QuickDrawReader.read([UInt8](data), path: path, policy: &policy, into: inSplit)
        case .unipen:
            try unipen.read([UInt8](data), path: path, resolvesIncludes: resolvesIncludes, policy: &policy, into: accept)
        case .labeledNDJSON: try LabeledNDJSON.read([UInt8](data), path: path, policy: &policy, into: inSplit)
        case .inkJSON: try InkJSON.read(data, path: path, policy: &policy, into: inSplit)
        case .inkml: try accept(InkMLSample.read(data, path: path))
        }
        for error in nonFinite { try policy.record(error) }
    }

    /// Files among `paths` and under its folders, sorted by path within each folder: the files
    /// `load` and `forEachSample` visit, in their order (`inkrec info` counts per file). Entries
    /// that are no regular file (FIFOs, dangling symbolic links), names that are no valid
    /// UTF-8 and folders that cannot be entered (permission denied; as a URL with
    /// `hasDirectoryPath`) are listed too, and refused unopened when read (`InkFormat.reading`).
    /// - Throws: `InkFormatError` (`.unreadable`) for a path that does not exist.
    public static func files(under paths: [URL]) throws -> [URL] {
        var result: [URL] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory) else {
                throw InkFormatError(path: path.path, reason: .unreadable(UndecodableFileName.reason(path) ?? FolderAccess.missingReason(path)))
            }
            guard isDirectory.boolValue else {
                result.append(path)
                continue
            }
            var visited = Set<String>()
            result += try walk(path, visited: &visited)
        }
        return result
    }

    /// - Parameter visited: folders already walked (symlinks resolved), so a link loop ends.
    private static func walk(_ folder: URL, visited: inout Set<String>) throws -> [URL] {
        guard visited.insert(folder.resolvingSymlinksInPath().path).inserted else { return [] }
        // Listed itself (as a folder URL) so that reading it reports why, skipped like an
        // unreadable file, rather than failing the whole walk or passing its files over.
        guard FolderAccess.canEnter(folder) else { return [URL(fileURLWithPath: folder.path, isDirectory: true)] }
        let manager = FileManager.default
        let names: [String]
        do { names = try manager.contentsOfDirectory(atPath: folder.path).sorted() } catch {
            throw InkFormatError(path: folder.path, reason: .unreadable(error.localizedDescription))
        }
        let isUnipenRoot = names.contains("data") && names.contains("include")
        var result: [URL] = []
        for name in names where !name.hasPrefix(".") && !(isUnipenRoot && name == "include") {
            let url = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            // A dangling symbolic link, or a name that is no UTF-8, is listed, so that reading it
            // reports it (when its name is ink's).
            guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                if (try? manager.destinationOfSymbolicLink(atPath: url.path)) != nil || UndecodableFileName.reason(url) != nil {
                    result.append(url)
                }
                continue
            }
            if isDirectory.boolValue { result += try walk(url, visited: &visited) } else { result.append(url) }
        }
        return result
    }
}
