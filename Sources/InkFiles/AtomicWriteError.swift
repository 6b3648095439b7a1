import Foundation

/// Why `AtomicFile.write(_:to:)` failed: the destination and the reason, which the calling
/// module wraps in its own error (`InkFormatError.unwritable`, `ModelFileError.unwritable`, …).
/// Its `localizedDescription` is the reason.
package struct AtomicWriteError: LocalizedError, Equatable, CustomStringConvertible {
    /// The destination path.
    package var path: String
    /// What went wrong, e.g. "the folder /x/y does not exist".
    package var reason: String
    /// Whether the destination is an open file descriptor (`/dev/stdout`, `/dev/fd/N`), so a
    /// caller can name what it takes instead (the CLI: a file path, or `-` for stdout).
    package var isOpenDescriptor = false

    package var errorDescription: String? { reason }
    package var description: String { "\(path): cannot write: \(reason)" }
}
