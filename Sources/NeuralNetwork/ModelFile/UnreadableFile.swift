import Foundation

/// Why a file could not be read, in words a user can act on.
public enum UnreadableFile {
    /// "no such file", "a folder, not a `expected`", or the error's own description: Foundation on
    /// Linux says only "NSCocoaErrorDomain error 256" for the first two.
    public static func reason(_ url: URL, error: any Error, expected: String) -> String {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
        return !exists ? "no such file" : isFolder.boolValue ? "a folder, not \(expected)" : error.localizedDescription
    }
}
