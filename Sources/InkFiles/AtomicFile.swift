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
/// (`fsync`), then renamed over the destination, and the folder is flushed so the rename itself
/// survives a power loss (POSIX platforms; a file system that cannot sync a folder keeps the
/// rename unsynced). Readers see the old file or the new one, never half of one, and a crash
/// mid-save leaves the previous file intact. `package`: each module reports the failure in its
/// own error type.
package enum AtomicFile {
    /// Replaces `url` with `data` atomically; nothing is left beside `url` on failure.
    /// - Throws: `AtomicWriteError` naming `url`, and the folder when it is missing (Foundation
    ///   on Linux says only "The file doesn’t exist.").
    /// - Complexity: O(bytes), plus two `fsync` calls.
    package static func write(_ data: Data, to url: URL) throws(AtomicWriteError) {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try writeSynchronized(data, to: temporary)
            // rename(2) replaces the destination atomically on POSIX file systems.
            guard rename(temporary.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            var isFolder: ObjCBool = false
            let reason = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue
                ? error.localizedDescription : "the folder \(folder.path) does not exist"
            throw AtomicWriteError(path: url.path, reason: reason)
        }
        synchronizeFolder(folder)
    }

    /// Creates `url` (which must not exist) with `data` and flushes it to the disk before closing it.
    private static func writeSynchronized(_ data: Data, to url: URL) throws {
        // O_EXCL: never write into a file another process made under the temporary name.
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL, 0o666)
        guard descriptor >= 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))])
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        do {
            try handle.write(contentsOf: data)
            try handle.synchronize()
        } catch {
            try? handle.close()
            throw error
        }
        try handle.close()
    }

    /// Flushes `folder`'s entries (the rename) where the platform can open a folder for `fsync`;
    /// best effort, since the file itself is already complete on the disk.
    private static func synchronizeFolder(_ folder: URL) {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        let descriptor = open(folder.path, O_RDONLY)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        _ = close(descriptor)
        #endif
    }
}
