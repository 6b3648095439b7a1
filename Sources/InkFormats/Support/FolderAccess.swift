import Foundation

/// Whether this process may enter a folder, and why a path cannot be reached, from the system's
/// own checks (`access`, `stat`), which Foundation's `fileExists` answers only with "no".
enum FolderAccess {
    /// Whether the folder at `url` can be listed and entered (read and search permission). O(1).
    static func canEnter(_ url: URL) -> Bool { access(url.path, R_OK | X_OK) == 0 }

    /// Why nothing is found at `url`: a folder on its path that cannot be entered, or nothing
    /// there at all. O(1).
    static func missingReason(_ url: URL) -> String {
        var info = stat()
        guard stat(url.path, &info) != 0, errno == EACCES else { return "no such file or folder" }
        return "permission denied: a folder on its path cannot be entered"
    }
}
