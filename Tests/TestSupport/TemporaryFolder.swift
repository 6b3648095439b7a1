import Foundation

/// Runs `body` with a fresh empty folder, `inkrec-test-<UUID>` in the system temporary folder,
/// then removes the folder and everything in it, whether `body` returns, throws or records failed
/// expectations.
///
/// A scope rather than a value removed in `deinit`: a value may be released right after its last
/// use, before the test is done with the folder.
/// - Returns: what `body` returns.
/// - Throws: the error creating the folder, or what `body` throws.
@discardableResult
public func withTemporaryFolder<Value>(_ body: (URL) throws -> Value) throws -> Value {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkrec-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
}
