import Foundation

/// Where a command's text goes: the process's stdout/stderr, or a buffer in tests.
public protocol TextOutput: AnyObject, Sendable {
    /// Writes `text` as is (add the newline yourself, or use ``CommandContext/print(_:)``).
    func write(_ text: String)
}

/// Writes to a file handle (stdout or stderr) unbuffered, so progress lines show at once.
public final class FileHandleOutput: TextOutput, @unchecked Sendable {
    // FileHandle.write is thread-safe at the syscall level; the lock keeps lines whole.
    private let handle: FileHandle
    private let lock = NSLock()

    public init(_ handle: FileHandle) { self.handle = handle }

    public func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        handle.write(Data(text.utf8))
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
