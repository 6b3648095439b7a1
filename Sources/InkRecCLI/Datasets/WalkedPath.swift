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
    /// The regular files under `url`, in `InkDataset.files(under:)` order; none for stdin.
    let files: [URL]
    /// `url`'s ``identity(of:)``, and each file's, in `files` order: found once, as the walk
    /// is, for the reading and the report's dataset counts alike.
    let identity: String
    let fileIdentities: [String]

    init(path: String, url: URL, files: [URL]) {
        self.path = path
        self.url = url
        self.files = files
        identity = Self.identity(of: url)
        fileIdentities = files.map(Self.identity)
    }

    /// The path that names stdin, as for Unix tools (a file named `-` is `./-`).
    static let standardInput = "-"

    /// Whether this is stdin (``standardInput``), read through the ``CommandContext`` instead of files.
    var isStandardInput: Bool { path == Self.standardInput }

    /// What tells two files (or folders) apart: the device and inode numbers of what the path
    /// resolves to, so that one reached twice (by two spellings, a symbolic or hard link, or a
    /// folder and a file in it) is seen to be one; the resolved path where the file system gives
    /// no numbers.
    static func identity(of url: URL) -> String {
        let resolved = url.resolvingSymlinksInPath().path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved),
              let device = attributes[.systemNumber] as? NSNumber,
              let inode = attributes[.systemFileNumber] as? NSNumber else { return resolved }
        return "\(device.uint64Value):\(inode.uint64Value)"
    }

    /// Whether `url` and `other` are one path spelt otherwise (`./a`, `d/` and `d`): the user
    /// gave the file twice, rather than two names (links) of one file.
    static func isSamePath(_ url: URL, as other: URL) -> Bool {
        url.standardizedFileURL.path == other.standardizedFileURL.path
    }
}

extension CommandContext {
    /// Walks every path before any file is read; `-` is stdin, read later.
    /// - Throws: `InkFormatError` (`.unreadable`) for a path that does not exist;
    ///   ``CommandError/usage(_:)`` for `-` given twice (stdin reads once). O(files).
    func walk(_ paths: [String]) throws -> [WalkedPath] {
        guard paths.filter({ $0 == WalkedPath.standardInput }).count < 2 else {
            throw CommandError.usage("- (stdin) given more than once: it can be read once")
        }
        return try paths.map { path in
            let url = url(forPath: path)
            guard path != WalkedPath.standardInput else { return WalkedPath(path: path, url: url, files: []) }
            return WalkedPath(path: path, url: url, files: try InkDataset.files(under: [url]))
        }
    }
}
