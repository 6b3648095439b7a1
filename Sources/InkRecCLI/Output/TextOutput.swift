import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command's text goes: the process's stdout/stderr, or a buffer in tests.
public protocol TextOutput: AnyObject, Sendable {
    /// Writes `text` as is (add the newline yourself, or use ``CommandContext/print(_:)``).
    func write(_ text: String)

    /// Why a write failed (a full disk, a file-size limit), or `nil` while every write succeeded.
    var writeFailure: String? { get }
}

extension TextOutput {
    public var writeFailure: String? { nil }
}

/// Writes to a file handle (stdout or stderr) unbuffered, so progress lines show at once.
///
/// A failed write (`ENOSPC`, `EFBIG`, `EBADF` for a closed stdout) is kept in ``writeFailure``,
/// as the system's message for its `errno` ("Bad file descriptor"), and later writes are
/// dropped: the non-throwing `FileHandle.write(_:)` traps on it, and a command should finish and
/// report. Written with `write(2)`, as Foundation's throwing write reports only "error 512".
public final class FileHandleOutput: TextOutput, @unchecked Sendable {
    // The lock keeps lines whole when several threads print.
    private let handle: FileHandle
    private let lock = NSLock()
    private var failure: String?

    public init(_ handle: FileHandle) { self.handle = handle }

    public func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        guard failure == nil else { return }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { systemWrite(handle.fileDescriptor, $0.baseAddress! + offset, bytes.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                failure = String(cString: strerror(errno))
                return
            }
            offset += written
        }
    }

    public var writeFailure: String? {
        lock.lock()
        defer { lock.unlock() }
        return failure
    }
}

/// Collects everything written, for tests that run a command in-process.
public final class CapturedOutput: TextOutput, @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""

    public init() {}

    public func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        buffer += text
    }

    /// Everything written so far.
    public var text: String {
        lock.lock()
        defer { lock.unlock() }
        return buffer
    }
}

/// `write(2)`, named apart from `TextOutput.write(_:)`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
