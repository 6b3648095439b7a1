import Foundation
import InkFormats

/// A path given on the command line with the files under it (itself, for a file), walked once
/// as `InkDataset` walks folders, so a command that reads models and ink (`info`) lists the
/// folders once.
struct WalkedPath {
    /// As given on the command line.
    let path: String
    /// `path` resolved against the working folder.
    let url: URL
    /// The regular files under `url`, in `InkDataset.files(under:)` order.
    let files: [URL]
}

extension CommandContext {
    /// Walks every path before any file is read.
    /// - Throws: `InkFormatError` (`.unreadable`) for a path that does not exist. O(files).
    func walk(_ paths: [String]) throws -> [WalkedPath] {
        try paths.map { path in
            let url = url(forPath: path)
            return WalkedPath(path: path, url: url, files: try InkDataset.files(under: [url]))
        }
    }
}
