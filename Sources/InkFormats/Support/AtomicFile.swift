import Foundation

/// Writes a file so readers never see half of it: a temporary file in the same folder, then a
/// rename over the destination. `package` so the CLI's own files (HTML reports) fail as the
/// formats' files do.
package enum AtomicFile {
    /// - Throws: `InkFormatError` (`.unwritable`) naming `url` and the step that failed with the
    ///   system's reason: the folder missing, a file that cannot be written in the folder
    ///   ("cannot write a file in /proc: No such file or directory"), or the rename (Foundation on
    ///   Linux says only "The operation could not be completed. The file doesn’t exist.").
    package static func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do { try data.write(to: temporary) } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw InkFormatError(path: url.path, reason: .unwritable(writeFailure(error, in: folder)))
        }
        // rename(2) replaces the destination atomically on POSIX file systems.
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw InkFormatError(path: url.path, reason: .unwritable("cannot rename the temporary file \(temporary.lastPathComponent) over it: \(reason)"))
        }
    }

    /// Why a file could not be written in `folder`, from what `Data.write` threw: the folder
    /// missing, else the system's reason (`errno`'s text) for that folder.
    private static func writeFailure(_ error: Error, in folder: URL) -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            return "the folder \(folder.path) does not exist"
        }
        // The errno behind Foundation's words: a `POSIXError` on Linux, an `NSError` on Apple platforms.
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey]
        guard let code = (underlying as? POSIXError).map({ $0.code.rawValue })
            ?? (underlying as? NSError).flatMap({ $0.domain == NSPOSIXErrorDomain ? Int32($0.code) : nil })
        else { return "cannot write a file in \(folder.path): \(error.localizedDescription)" }
        let reason = String(cString: strerror(code))
        // ENOENT for a folder that exists: a file system that takes no new files (/proc, /sys).
        let hint = code == ENOENT ? " (the folder exists but takes no new files)" : ""
        return "cannot write a file in \(folder.path): \(reason)\(hint)"
    }

    /// Writes what `encode` returns as `write(_:to:)` does, for the formats' `write(_:to:)`.
    /// - Throws: what `encode` throws, an `InkFormatError` then naming `url`; `.unwritable`.
    package static func write(to url: URL, encoding encode: () throws -> Data) throws {
        let data: Data
        do { data = try encode() } catch let error as InkFormatError { throw error.located(at: url.path) }
        try write(data, to: url)
    }
}
