import Foundation

/// Replaces a folder in one step, as files are written atomically: the new contents go into a
/// hidden sibling `.<name>.inkrec-new-<UUID>`, which then takes the folder's place (the old
/// folder is renamed aside to `.<name>.inkrec-old-<UUID>`, the new one renamed in, the old one
/// removed). An interruption leaves the old folder as it was, or the new one complete; between
/// the two renames the folder is missing and both siblings remain, the old one under
/// `inkrec-old`, the new one (complete) under `inkrec-new`. Folder walks pass over hidden names
/// (`InkDataset.files(under:)`), so a stray sibling is never read as data, and the next
/// replacement of the same folder tidies the siblings a killed one left
/// (``removeLeftovers(of:)``, in `FolderReplacement+Leftovers.swift`).
enum FolderReplacement {
    /// - Parameters:
    ///   - folder: the folder to replace, or to create when missing (its parent exists); through
    ///     a symbolic link, the folder it names is replaced.
    ///   - keeping: the entries of the old folder the new one keeps (copied in after `fill`).
    ///   - fill: writes the new contents into the empty folder it is given.
    /// - Returns: the old folder when it could not be removed once replaced (a hidden sibling
    ///   the caller names in a warning), else `nil`.
    /// - Throws: whatever `fill` throws; ``CommandError/badInput(_:)`` naming the folder when a
    ///   copy or rename fails. On any error the old folder is as it was and the new one is removed.
    ///   O(size of the kept entries) besides `fill`.
    @discardableResult
    static func replace(_ folder: URL, keeping: (URL) -> Bool, fill: (URL) throws -> Void) throws -> URL? {
        let manager = FileManager.default
        let target = folder.resolvedFileURL
        let id = UUID().uuidString
        let fresh = sibling(of: target, .new, id: id), aside = sibling(of: target, .old, id: id)
        // Both siblings stay locked while this run lives, so another run's clean-up passes over
        // them; each is made and locked under the parent's lock, which that clean-up takes too.
        var locks: [Lock] = []
        defer { withExtendedLifetime(locks) {} }
        try withParentLocked(target) {
            removeLeftovers(of: target)
            try attempt("create the folder \(fresh.path)") { try manager.createDirectory(at: fresh, withIntermediateDirectories: false) }
            locks += [Lock(folder: fresh, wait: false)].compactMap { $0 }
        }
        do {
            try fill(fresh)
            guard manager.fileExists(atPath: target.path) else {
                try attempt("rename \(fresh.path) to \(target.path)") { try manager.moveItem(at: fresh, to: target) }
                return nil
            }
            let kept = try attempt("list \(target.path)") { try manager.contentsOfDirectory(atPath: target.path) }
            for entry in kept.map({ target.appendingPathComponent($0) }) where keeping(entry) {
                try attempt("copy \(entry.path) into the new folder") {
                    try manager.copyItem(at: entry, to: fresh.appendingPathComponent(entry.lastPathComponent))
                }
            }
            if let permissions = try? manager.attributesOfItem(atPath: target.path)[.posixPermissions] {
                try? manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: fresh.path)
            }
            try withParentLocked(target) {
                locks += [Lock(folder: target, wait: false)].compactMap { $0 }  // then `aside`'s
                try attempt("move \(target.path) aside to \(aside.path)") { try manager.moveItem(at: target, to: aside) }
            }
            do {
                try manager.moveItem(at: fresh, to: target)
            } catch {
                let restored = (try? manager.moveItem(at: aside, to: target)) != nil
                throw CommandError.badInput(
                    "cannot rename \(fresh.path) to \(target.path): \(error.localizedDescription)\(restored ? "" : "; the old folder is at \(aside.path)")")
            }
        } catch {
            try? manager.removeItem(at: fresh)
            throw error
        }
        return (try? manager.removeItem(at: aside)) == nil ? aside : nil
    }

    /// `body`'s result, its error as ``CommandError/badInput(_:)`` "cannot \(action): …".
    private static func attempt<T>(_ action: String, _ body: () throws -> T) throws -> T {
        do { return try body() } catch { throw CommandError.badInput("cannot \(action): \(error.localizedDescription)") }
    }
}
