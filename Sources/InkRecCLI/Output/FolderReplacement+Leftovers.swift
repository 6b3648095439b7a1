import Foundation

extension FolderReplacement {
    /// The hidden sibling of `target` that holds the new contents (`inkrec-new`) or the old folder
    /// set aside (`inkrec-old`) while `id`'s replacement runs.
    static func sibling(of target: URL, _ role: Role, id: String) -> URL {
        target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).inkrec-\(role.rawValue)-\(id)")
    }

    enum Role: String, CaseIterable {
        case new, old
    }

    /// Tidies what replacements of `target` killed midway left (a process killed by a signal runs
    /// no clean-up): siblings named as ``sibling(of:_:id:)`` names them, with a UUID, that no
    /// running replacement holds locked (``Lock``); called under ``withParentLocked(_:_:)``.
    /// Other names are never touched.
    ///
    /// - A stale `inkrec-new` sibling holds only the output of an interrupted run (and copies of
    ///   kept entries): removed.
    /// - A stale `inkrec-old` sibling is the folder a run set aside. When `target` is missing (the
    ///   run was killed between its two renames) and it is the only one, it is moved back, so this
    ///   run keeps what that folder kept; when `target` exists (the run completed its renames), it
    ///   is an old copy the run would have removed: removed. With `target` missing and several,
    ///   none is guessed at: all stay.
    ///
    /// Best effort: an entry that cannot be listed, locked, moved or removed stays as it was.
    /// O(entries of the parent folder).
    static func removeLeftovers(of target: URL) {
        let manager = FileManager.default
        let parent = target.deletingLastPathComponent()
        guard let names = try? manager.contentsOfDirectory(atPath: parent.path) else { return }
        func stale(_ role: Role) -> [URL] {
            let prefix = ".\(target.lastPathComponent).inkrec-\(role.rawValue)-"
            return names.sorted()
                .filter { $0.hasPrefix(prefix) && UUID(uuidString: String($0.dropFirst(prefix.count))) != nil }
                .map { parent.appendingPathComponent($0) }
                .filter { Lock(folder: $0, wait: false) != nil }  // locked: a running replacement's
        }
        let old = stale(.old)
        if !manager.fileExists(atPath: target.path), old.count == 1 {
            try? manager.moveItem(at: old[0], to: target)
        }
        if manager.fileExists(atPath: target.path) {
            for folder in old { try? manager.removeItem(at: folder) }
        }
        for folder in stale(.new) { try? manager.removeItem(at: folder) }
    }

    /// `body`'s result, run holding the lock of `target`'s parent folder (when it can be opened),
    /// the one lock every replacement takes to tidy, create or set aside a sibling.
    static func withParentLocked<T>(_ target: URL, _ body: () throws -> T) rethrows -> T {
        try withExtendedLifetime(Lock(folder: target.deletingLastPathComponent(), wait: true)) { _ in try body() }
    }

    /// An exclusive advisory lock (`flock(2)`) on a folder, held until released or the process
    /// ends — also when it is killed, which is what tells a stale sibling from a live one. The
    /// lock follows the folder through renames (it is on the open folder, not its name).
    final class Lock {
        private let descriptor: Int32

        /// `nil` when the folder cannot be opened, or (without `wait`) another process holds it.
        init?(folder: URL, wait: Bool) {
            descriptor = open(folder.path, O_RDONLY | O_DIRECTORY)
            guard descriptor >= 0 else { return nil }
            guard flock(descriptor, LOCK_EX | (wait ? 0 : LOCK_NB)) == 0 else {
                close(descriptor)
                return nil
            }
        }

        deinit { close(descriptor) }
    }
}
