import Foundation

extension CommandContext {
    /// `path` as a file URL (see ``url(forPath:)``), checked before any work is done: its folder
    /// must exist and be writable, and the path must not be a folder. A long run (training, an
    /// evaluation) then never ends in a write that fails and loses its result.
    /// - Throws: ``CommandError/badInput(_:)`` naming the path and the problem.
    func outputURL(forPath path: String) throws -> URL {
        let url = url(forPath: path)
        let folder = url.deletingLastPathComponent()
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw CommandError.badInput("cannot write \(url.path): the folder \(folder.path) does not exist")
        }
        guard manager.isWritableFile(atPath: folder.path) else {
            throw CommandError.badInput("cannot write \(url.path): the folder \(folder.path) is not writable")
        }
        if manager.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            throw CommandError.badInput("cannot write \(url.path): it is a folder")
        }
        return url
    }
}
