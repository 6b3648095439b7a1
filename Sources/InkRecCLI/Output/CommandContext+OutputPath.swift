import Foundation
import InkFiles

extension CommandContext {
    /// `path` as a file URL (see ``url(forPath:)``), checked before any work is done: its folder
    /// must exist and be writable, and the path must not be a folder. A long run (training, an
    /// evaluation) then never ends in a write that fails and loses its result. A symbolic link
    /// is written through (``AtomicFile``): the folder checked is its target's, and an existing
    /// target needs `replace`.
    /// - Parameters:
    ///   - inputs: every path the command reads (datasets, models, lexicons, word lists): the
    ///     output may be none of them nor lie inside one (``OutputOverlap``).
    ///   - replace: whether an existing file may be replaced: the command's `--replace` flag
    ///     (every output — model, lexicon, dataset, report, log, SVG — follows the same rule).
    ///   - allowsInsideInputFolder: the command passes over its output when walking input folders.
    /// - Throws: ``CommandError/usage(_:)`` when the output is an input, or exists and `replace` is
    ///   false; ``CommandError/badInput(_:)`` naming the path and the problem.
    func outputURL(forPath path: String, inputs: [String], replace: Bool, allowsInsideInputFolder: Bool = false) throws -> URL {
        let url = url(forPath: path)
        try OutputOverlap.check(url, against: inputs.map { ($0, self.url(forPath: $0)) }, allowsInsideInputFolder: allowsInsideInputFolder)
        let target: URL
        do { target = try AtomicFile.destination(of: url) } catch { throw CommandError.badInput(error.description) }
        try Self.checkParentFolder(of: target)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
            if isFolder.boolValue { throw CommandError.badInput("cannot write \(url.path): it is a folder") }
            if !replace { throw CommandError.usage("\(path) already exists: give --replace to replace it, or another path") }
        }
        return url
    }

    /// `path` as the URL of an output folder of files (`convert`'s InkML files), checked before
    /// any work as ``outputURL(forPath:inputs:replace:allowsInsideInputFolder:)`` checks a file:
    /// its parent folder must exist and be writable (the caller creates only the last level), and
    /// the path may not be a file.
    /// - Throws: ``CommandError/usage(_:)`` when the folder is or holds an input;
    ///   ``CommandError/badInput(_:)`` naming the path and the problem.
    func outputFolderURL(forPath path: String, inputs: [String], allowsInsideInputFolder: Bool) throws -> URL {
        let url = url(forPath: path)
        try OutputOverlap.check(url, against: inputs.map { ($0, self.url(forPath: $0)) }, allowsInsideInputFolder: allowsInsideInputFolder)
        try Self.checkParentFolder(of: url)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw CommandError.badInput("cannot write into \(url.path): it is a file, not a folder")
        }
        return url
    }

    /// - Throws: ``CommandError/badInput(_:)`` when the folder `url` goes in is missing or not writable.
    private static func checkParentFolder(of url: URL) throws {
        let folder = url.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw CommandError.badInput("cannot write \(url.path): the folder \(folder.path) does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: folder.path) else {
            throw CommandError.badInput("cannot write \(url.path): the folder \(folder.path) is not writable")
        }
    }
}
