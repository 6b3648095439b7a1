import Foundation
import InkFiles

extension CommandContext {
    /// The output path that names stdout, as for Unix tools (a file named `-` is `./-`).
    static let standardOutputPath = "-"

    /// This context with its results (`print`, `printJSON`) on stderr, for a command whose output
    /// is stdout (`-`), so the data comes alone there.
    var resultsOnStandardError: CommandContext {
        CommandContext(
            standardOutput: standardError, standardError: standardError, isErrorTerminal: isErrorTerminal,
            currentDirectory: currentDirectory, readStandardInput: readStandardInput)
    }

    /// `path` as a file URL (see ``url(forPath:)``), checked before any work is done: its folder
    /// must exist and be writable, and the path must not be a folder, a device, a FIFO or a socket. A long run (training, an
    /// evaluation) then never ends in a write that fails and loses its result. A symbolic link
    /// is written through (``AtomicFile``): the folder checked is its target's, and an existing
    /// target needs `replace`.
    /// - Parameters:
    ///   - inputs: every path the command reads (datasets, models, lexicons, word lists): the
    ///     output may be none of them nor lie inside one (``OutputOverlap``).
    ///   - replace: whether an existing file may be replaced: the command's `--replace` flag
    ///     (every output — model, lexicon, dataset, report, log, SVG — follows the same rule).
    ///   - allowsInsideInputFolder: the command passes over its output when walking input folders.
    ///   - name: the option or argument that gave `path` (`--report`, `OUT`), as messages name it.
    ///   - takesStandardOutput: whether the command reads `-` for `name` as stdout (and so never
    ///     passes it here); only the messages say so.
    /// - Throws: ``CommandError/usage(_:)`` when `path` is `-` (which would otherwise become a file
    ///   named "-"), when the output is an input, or exists and `replace` is false;
    ///   ``CommandError/badInput(_:)`` naming the path and the problem (an open descriptor such as
    ///   `/dev/stdout` names what `name` takes instead).
    func outputURL(
        forPath path: String, named name: String, inputs: [String], replace: Bool, allowsInsideInputFolder: Bool = false,
        takesStandardOutput: Bool = false
    ) throws -> URL {
        guard path != Self.standardOutputPath else {
            throw CommandError.usage("\(name) takes a file path, not - (stdout): give a file path (./- for a file named -)")
        }
        let url = url(forPath: path)
        try OutputOverlap.check(url, against: inputs.map { ($0, self.url(forPath: $0)) }, allowsInsideInputFolder: allowsInsideInputFolder)
        let target: URL
        do { target = try AtomicFile.destination(of: url) } catch {
            guard error.isOpenDescriptor else { throw CommandError.badInput(error.description) }
            throw CommandError.badInput(error.description + (takesStandardOutput ? " as \(name), or - for stdout" : " as \(name) (it takes no -)"))
        }
        try Self.checkParentFolder(of: target, typed: target == url.absoluteURL ? path : nil)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
            if isFolder.boolValue { throw CommandError.badInput("cannot write \(url.path): it is a folder") }
            if let kind = AtomicFile.specialFileKind(at: target) {
                throw CommandError.badInput("cannot write \(path): it is \(kind), not a regular file (inkrec replaces only regular files)")
            }
            if !replace { throw CommandError.usage("\(path) already exists: give --replace to replace it, or another path") }
            try Self.refuseReadOnly(target, named: path)
        }
        return url
    }

    /// Refuses to replace the file at `url` when it is read-only (``readOnlyMode(of:)``).
    /// - Parameter name: `url` as the messages name it.
    /// - Throws: ``CommandError/badInput(_:)`` naming `name` and its mode.
    static func refuseReadOnly(_ url: URL, named name: String) throws {
        guard let mode = readOnlyMode(of: url) else { return }
        throw CommandError.badInput(
            "\(name) is read-only (mode \(String(mode, radix: 8))): not replaced, even with --replace; make it writable first (chmod u+w) to replace it")
    }

    /// The folder part of a typed path: `out/x.svg` → `out`, `x.svg` → `.`, `/x.svg` → `/`.
    /// (Not `NSString.deletingLastPathComponent`, which traps on some one-letter names in
    /// swift-corelibs-foundation.)
    private static func folder(ofTyped path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        if slash == trimmed.startIndex { return "/" }
        var parent = trimmed[..<slash]
        while parent.count > 1, parent.hasSuffix("/") { parent = parent.dropLast() }
        return String(parent)
    }

    /// The permission bits of the regular file at `url` when they give nobody write access
    /// (`chmod a-w`, mode 0444) or the system refuses this process write access to it, else
    /// `nil`. An atomic write renames a new file over the old one and needs no write access to
    /// it, so without this check `--replace` would replace a write-protected file silently,
    /// where `cp` fails ("Permission denied") and `mv` asks first ("replace 'x', overriding mode
    /// 0444?"). The mode bits decide for root too, whom `access(2)` lets write anything.
    private static func readOnlyMode(of url: URL) -> Int? {
        var status = stat()
        guard stat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let mode = Int(status.st_mode & 0o7777)
        return mode & 0o222 == 0 || access(url.path, W_OK) != 0 ? mode : nil
    }

    /// `path` as the URL of an output folder of files (`convert`'s InkML files), checked before
    /// any work as ``outputURL(forPath:named:inputs:replace:allowsInsideInputFolder:takesStandardOutput:)`` checks a file:
    /// its parent folder must exist and be writable (the caller creates only the last level), and
    /// the path may not be a file.
    /// - Throws: ``CommandError/usage(_:)`` when the folder is or holds an input;
    ///   ``CommandError/badInput(_:)`` naming the path and the problem.
    func outputFolderURL(forPath path: String, inputs: [String], allowsInsideInputFolder: Bool) throws -> URL {
        let url = url(forPath: path)
        try OutputOverlap.check(url, against: inputs.map { ($0, self.url(forPath: $0)) }, allowsInsideInputFolder: allowsInsideInputFolder)
        try Self.checkParentFolder(of: url, typed: path)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw CommandError.badInput("cannot write into \(url.path): it is a file, not a folder")
        }
        return url
    }

    /// - Parameter typed: `url` as the command line gave it, to name it and its folder so in
    ///   messages; `nil` for the target of a symbolic link, named by its absolute path.
    /// - Throws: ``CommandError/badInput(_:)`` when the folder `url` goes in is missing or not writable.
    private static func checkParentFolder(of url: URL, typed: String?) throws {
        let folder = url.deletingLastPathComponent()
        let name = typed ?? url.path
        let folderName = typed.map(Self.folder(ofTyped:)) ?? folder.path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw CommandError.badInput("cannot write \(name): the folder \(folderName) does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: folder.path) else {
            throw CommandError.badInput("cannot write \(name): the folder \(folderName) is not writable")
        }
    }
}
