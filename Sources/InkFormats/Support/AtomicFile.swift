import Foundation

/// Writes a file so readers never see half of it: a temporary file in the same folder, then a
/// rename over the destination. `package` so the CLI's own files (HTML reports) fail as the
/// formats' files do.
package enum AtomicFile {
    /// - Throws: `InkFormatError` (`.unwritable`) naming `url`, and the folder when it is missing
    ///   (Foundation on Linux says only "The file doesn’t exist.").
    package static func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
            // rename(2) replaces the destination atomically on POSIX file systems.
            guard rename(temporary.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            var isFolder: ObjCBool = false
            let reason = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue
                ? error.localizedDescription : "the folder \(folder.path) does not exist"
            throw InkFormatError(path: url.path, reason: .unwritable(reason))
        }
    }

    /// Writes what `encode` returns as `write(_:to:)` does, for the formats' `write(_:to:)`.
    /// - Throws: what `encode` throws, an `InkFormatError` then naming `url`; `.unwritable`.
    package static func write(to url: URL, encoding encode: () throws -> Data) throws {
        let data: Data
        do { data = try encode() } catch let error as InkFormatError { throw error.located(at: url.path) }
        try write(data, to: url)
    }
}
