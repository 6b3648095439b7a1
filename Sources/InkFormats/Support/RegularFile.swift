import Foundation
import InkFiles

/// Checks that a path is a file that can be read to its end before anything opens it.
enum RegularFile {
    /// Returns when `url` (its symbolic links followed) is a regular file.
    ///
    /// Opening a FIFO blocks until a writer comes, so a folder walk holding one (`mkfifo
    /// d/f.ndjson`) would hang: only regular files are opened.
    /// - Throws: `InkFormatError` (`.unreadable`) naming what the path is instead: a dangling
    ///   symbolic link (and its target), a folder, or a FIFO, socket or device; a name that is
    ///   no valid UTF-8 (`UndecodableFileName`).
    static func check(_ url: URL) throws(InkFormatError) {
        // Devices, FIFOs and sockets are named by the one helper that refuses them as outputs too.
        if let special = AtomicFile.specialFileKind(at: url) {
            throw InkFormatError(path: url.path, reason: .unreadable("not a regular file (\(special))"))
        }
        let manager = FileManager.default
        let type: FileAttributeType?
        do {
            type = try manager.attributesOfItem(atPath: url.resolvingSymlinksInPath().path)[.type] as? FileAttributeType
        } catch {
            throw InkFormatError(path: url.path, reason: .unreadable(UndecodableFileName.reason(url) ?? error.localizedDescription))
        }
        let kind: String
        switch type {
        case .typeRegular?: return
        case .typeSymbolicLink?:
            let target = (try? manager.destinationOfSymbolicLink(atPath: url.path)) ?? "a missing file"
            throw InkFormatError(path: url.path, reason: .unreadable("dangling symbolic link to \(target)"))
        case .typeDirectory?:
            kind = FolderAccess.canEnter(url) ? "a folder" : "a folder that cannot be entered: permission denied"
        default: kind = "a special file"  // none `specialFileKind` knows: replaced since, or another type
        }
        throw InkFormatError(path: url.path, reason: .unreadable("not a regular file (\(kind))"))
    }

    /// The error for a file that could not be opened or read: "permission denied" when this
    /// process may not read it (Foundation said "The operation could not be completed. You don't
    /// have permission."), else the system's message.
    static func readFailure(_ url: URL, error: any Error) -> InkFormatError {
        let denied = access(url.path, R_OK) != 0 && errno == EACCES
        return InkFormatError(path: url.path, reason: .unreadable(denied ? "permission denied: this user may not read the file" : error.localizedDescription))
    }
}
