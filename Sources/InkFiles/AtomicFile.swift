import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The package's one atomic, durable file write, for models, lexicons, ink files and reports:
/// the bytes go to a temporary file in the destination's folder, are flushed to the disk
/// (`fsync`; on Darwin also `F_FULLFSYNC`), then renamed over the destination, and the folder
/// is flushed so the rename itself survives a power loss (POSIX platforms; a file system that
/// cannot sync a folder keeps the rename unsynced). Readers see the old file or the new one,
/// never half of one, and a crash mid-save leaves the previous file intact. `package`: each
/// module reports the failure in its own error type.
///
/// A destination that is a symbolic link is written through, as `cp` and shell redirection
/// write, and as editors that save atomically do: the link is followed to its final target
/// (``destination(of:)``), the temporary file is made in the target's folder (a rename cannot
/// cross file systems) and renamed over the target, so the link stays a link and everything
/// reaching the file through it sees the new bytes. A replaced file keeps its permission bits
/// (a fresh file gets 0666 less the umask); a hard link to the old file keeps the old bytes.
/// Only a regular file is replaced: a rename over a device, FIFO or socket would put a file in
/// its place (`--replace` onto `/dev/null` as root replaced the device; trial 17), so such a
/// destination is refused before anything is written. So is a path through a process's open
/// descriptors (`/dev/stdout`, `/dev/fd/1`, `/proc/self/fd/3`): written through, the rename would
/// replace the file a shell redirect opened (`>> keep.txt` lost keep.txt's contents; trial 24)
/// rather than write to the descriptor, and writing to it directly would give up atomicity;
/// commands that can write to stdout take `-`. A process killed mid-write (SIGKILL, power
/// loss) leaves its hidden `.NAME.UUID.tmp` beside the destination, which is never the
/// destination and is not removed by later writes (another process may be writing it).
package enum AtomicFile {
    /// Replaces `url` (or the file a symbolic link at `url` leads to) with `data` atomically;
    /// nothing is left beside it on failure.
    /// - Throws: `AtomicWriteError` naming `url` and the step that failed with the system's
    ///   reason: the folder missing, a file that cannot be made in the folder ("cannot write a
    ///   file in /proc: No such file or directory"), a loop of links, a destination that is not a
    ///   regular file (``specialFileKind(at:)``), or the rename.
    /// - Complexity: O(bytes), plus two `fsync` calls.
    package static func write(_ data: Data, to url: URL) throws(AtomicWriteError) {
        let target = try destination(of: url)
        if let kind = specialFileKind(at: target) {
            throw AtomicWriteError(path: url.path, reason: "\(target.path) is \(kind), not a regular file: only a regular file is replaced")
        }
        let folder = target.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp")
        do { try writeSynchronized(data, to: temporary, mode: permissions(of: target)) } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw AtomicWriteError(path: url.path, reason: writeFailure(error, in: folder))
        }
        // rename(2) replaces the destination atomically on POSIX file systems.
        guard rename(temporary.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw AtomicWriteError(path: url.path, reason: "cannot rename the temporary file \(temporary.lastPathComponent) over it: \(reason)")
        }
        synchronizeFolder(folder)
    }

    /// The file a write to `url` replaces: `url` itself, or where the symbolic link at `url`
    /// leads, followed link after link (a relative link against its own folder) to a path that is
    /// no link: an existing file, or a missing one the write creates (a dangling link is written
    /// through, as shell redirection does). Paths are not cleaned of `..` by text: the system
    /// resolves each against the folders as they are, links included. O(links).
    /// - Throws: `AtomicWriteError` for more than 40 links in a row (a loop), as `ELOOP`.
    package static func destination(of url: URL) throws(AtomicWriteError) -> URL {
        var current = url.absoluteURL
        for _ in 0..<maximumLinks {
            guard let link = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path) else { return current }
            if isDescriptorFolder(current.deletingLastPathComponent()) {
                throw AtomicWriteError(
                    path: url.path,
                    reason: "\(current.path) is an open file descriptor (\(link)), not a file: a write renames a new file into place, "
                        + "which would replace the file the descriptor leads to (a shell redirect's, whatever it held) instead of "
                        + "writing to it; give a file path",
                    isOpenDescriptor: true)
            }
            current = link.hasPrefix("/")
                ? URL(fileURLWithPath: link)
                : current.deletingLastPathComponent().appendingPathComponent(link)
        }
        throw AtomicWriteError(path: url.path, reason: "more than \(maximumLinks) symbolic links in a row (a loop?) from \(url.path)")
    }

    /// What the existing entry at `url` (followed through links) is when it is neither a regular
    /// file nor a folder — "a character device", "a block device", "a FIFO", "a socket" — else
    /// `nil` (also when nothing is there). A folder is left to the caller's own message. The one
    /// naming of these kinds: outputs (`write`, the CLI's output check) and inputs (InkFormats'
    /// `RegularFile`) both refuse them with it.
    package static func specialFileKind(at url: URL) -> String? {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        default: return nil
        }
    }

    /// Whether `folder` is a process's table of open descriptors (`/proc/PID/fd`, reached as
    /// `/proc/self/fd`, `/dev/fd`, or through `/dev/stdout`'s link): its entries are links to
    /// whatever a descriptor has open (a redirect's file, a pipe, a terminal), and a rename over
    /// what they lead to would replace that file, dropping what `>>` appended to (trial 24).
    private static func isDescriptorFolder(_ folder: URL) -> Bool {
        guard let resolved = realpath(folder.path, nil) else { return false }
        defer { free(resolved) }
        let parts = String(cString: resolved).split(separator: "/")
        // /proc/PID/fd, or a thread's /proc/PID/task/TID/fd.
        return parts.first == "proc" && parts.last == "fd" && (parts.count == 3 || (parts.count == 5 && parts[2] == "task"))
    }

    /// Linux's limit on links followed in one path lookup (`MAXSYMLINKS`).
    private static let maximumLinks = 40

    /// The permission bits of the file at `url`, or `nil` when there is none.
    private static func permissions(of url: URL) -> mode_t? {
        var status = stat()
        guard stat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        // Not set-user/group-ID: the copy belongs to whoever writes it.
        return status.st_mode & 0o777
    }

    /// Creates `url` (which must not exist) with `data` and flushes it to the disk before
    /// closing it; with `mode`, the file gets those permission bits (the umask does not apply).
    private static func writeSynchronized(_ data: Data, to url: URL, mode: mode_t?) throws {
        // O_EXCL: never write into a file another process made under the temporary name.
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL, 0o666)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        if let mode, fchmod(descriptor, mode) != 0 {
            let code = errno
            _ = close(descriptor)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        do {
            try handle.write(contentsOf: data)
            try handle.synchronize()
            flushDriveCache(descriptor)
        } catch {
            try? handle.close()
            throw error
        }
        try handle.close()
    }

    /// Why a file could not be written in `folder`: the folder missing, else the system's reason
    /// (`errno`'s text) for that folder, since Foundation on Linux says only "The operation could
    /// not be completed".
    private static func writeFailure(_ error: Error, in folder: URL) -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            return "the folder \(folder.path) does not exist"
        }
        // The errno: thrown directly by `open`, or under Foundation's error from the write.
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey]
        guard let code = (error as? POSIXError).map({ $0.code.rawValue })
            ?? (underlying as? POSIXError).map({ $0.code.rawValue })
            ?? (underlying as? NSError).flatMap({ $0.domain == NSPOSIXErrorDomain ? Int32($0.code) : nil })
        else { return "cannot write a file in \(folder.path): \(error.localizedDescription)" }
        let reason = String(cString: strerror(code))
        // ENOENT for a folder that exists: a file system that takes no new files (/proc, /sys).
        let hint = code == ENOENT ? " (the folder exists but takes no new files)" : ""
        return "cannot write a file in \(folder.path): \(reason)\(hint)"
    }

    /// Flushes `folder`'s entries (the rename) where the platform can open a folder for `fsync`;
    /// best effort, since the file itself is already complete on the disk.
    private static func synchronizeFolder(_ folder: URL) {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        let descriptor = open(folder.path, O_RDONLY)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        flushDriveCache(descriptor)
        _ = close(descriptor)
        #endif
    }

    /// On Darwin, `fsync` hands the data to the drive but not through its cache; `F_FULLFSYNC`
    /// asks the drive to write its cache out (Apple's fsync(2) and fcntl(2) pages). Elsewhere
    /// `fsync` already does. Best effort: a file system without it keeps the `fsync` guarantee.
    private static func flushDriveCache(_ descriptor: Int32) {
        #if canImport(Darwin)
        _ = fcntl(descriptor, F_FULLFSYNC)
        #endif
    }
}
