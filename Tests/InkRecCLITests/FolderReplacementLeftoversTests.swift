import Foundation
import Testing
import TestSupport

@testable import InkRecCLI

/// `FolderReplacement+Leftovers.swift`: a `convert --replace` killed midway (SIGKILL runs no
/// clean-up) left `.OUT.inkrec-new-<UUID>` (and between its renames `.OUT.inkrec-old-<UUID>`)
/// beside OUT for ever; the next replacement of OUT now tidies them, and only them.
@Suite struct FolderReplacementLeftoversTests {
    private static let manager = FileManager.default

    /// A folder `name` in `parent` holding `file` with `text`.
    private static func folder(_ name: String, in parent: URL, file: String = "00001.inkml", text: String = "stale") throws -> URL {
        let url = parent.appendingPathComponent(name)
        try manager.createDirectory(at: url, withIntermediateDirectories: false)
        try Data(text.utf8).write(to: url.appendingPathComponent(file))
        return url
    }

    private static func replaceWithOneFile(_ out: URL) throws {
        try FolderReplacement.replace(out, keeping: { $0.pathExtension != "inkml" }) { fresh in
            try Data("new".utf8).write(to: fresh.appendingPathComponent("a.inkml"))
        }
    }

    @Test func aConvertReplaceRemovesTheNewSiblingAKilledOneLeft() throws {
        try withTemporaryFolder { folder in
            let pages = TestPaths.datasets.appendingPathComponent("fc-flowchart").path
            #expect(runInkrec(["convert", pages, "out", "--to", "inkml"], in: folder).code == .success)
            let stale = ".out.inkrec-new-\(UUID().uuidString)"
            _ = try Self.folder(stale, in: folder)
            let again = runInkrec(["convert", pages, "out", "--to", "inkml", "--replace"], in: folder)
            #expect(again.code == .success, "\(again.stderr)")
            #expect(try Self.manager.contentsOfDirectory(atPath: folder.path) == ["out"])
        }
    }

    @Test func onlyItsOwnUnlockedNamesAreTouched() throws {
        try withTemporaryFolder { folder in
            let out = try Self.folder("out", in: folder, file: "notes.txt", text: "keep")
            let others = [
                ".out.inkrec-new-not-a-uuid", ".other.inkrec-new-\(UUID().uuidString)", ".out.inkrec-newer-\(UUID().uuidString)",
                "out.inkrec-new-\(UUID().uuidString)", ".out.inkrec-new-",
            ]
            for name in others { _ = try Self.folder(name, in: folder) }
            // A running replacement holds its sibling locked: passed over.
            let live = try Self.folder(".out.inkrec-new-\(UUID().uuidString)", in: folder)
            let lock = try #require(FolderReplacement.Lock(folder: live, wait: false))
            _ = try Self.folder(".out.inkrec-new-\(UUID().uuidString)", in: folder)
            try withExtendedLifetime(lock) { try Self.replaceWithOneFile(out) }
            let left = try Self.manager.contentsOfDirectory(atPath: folder.path).sorted()
            #expect(left == (others + ["out", live.lastPathComponent]).sorted())
            #expect(try OutputOverlapTests.contents(out) == ["a.inkml": Data("new".utf8), "notes.txt": Data("keep".utf8)])
        }
    }

    /// Killed between its two renames: OUT is missing, its old folder is `inkrec-old`, the new one
    /// `inkrec-new`. The old one is moved back first, so the entries it kept are kept.
    @Test func aRunKilledBetweenItsRenamesIsUndoneFirst() throws {
        try withTemporaryFolder { folder in
            let out = folder.appendingPathComponent("out"), id = UUID().uuidString
            let old = try Self.folder(".out.inkrec-old-\(id)", in: folder, file: "notes.txt", text: "keep")
            try Data("old".utf8).write(to: old.appendingPathComponent("00001.inkml"))
            _ = try Self.folder(".out.inkrec-new-\(id)", in: folder)
            try Self.replaceWithOneFile(out)
            #expect(try Self.manager.contentsOfDirectory(atPath: folder.path) == ["out"])
            #expect(try OutputOverlapTests.contents(out) == ["a.inkml": Data("new".utf8), "notes.txt": Data("keep".utf8)])
        }
    }

    /// Killed after its renames: OUT is new, the old folder it would have removed is left.
    /// With OUT missing and two old folders nothing is guessed: both stay.
    @Test func oldSiblingsGoOnlyWhenOutExistsOrOneCanBeRestored() throws {
        try withTemporaryFolder { folder in
            let out = try Self.folder("out", in: folder, file: "b.inkml", text: "done")
            _ = try Self.folder(".out.inkrec-old-\(UUID().uuidString)", in: folder)
            try Self.replaceWithOneFile(out)
            #expect(try Self.manager.contentsOfDirectory(atPath: folder.path) == ["out"])

            try Self.manager.removeItem(at: out)
            let two = try [UUID(), UUID()].map { try Self.folder(".out.inkrec-old-\($0.uuidString)", in: folder).lastPathComponent }
            try Self.replaceWithOneFile(out)
            #expect(try Self.manager.contentsOfDirectory(atPath: folder.path).sorted() == (two + ["out"]).sorted())
            #expect(try OutputOverlapTests.contents(out) == ["a.inkml": Data("new".utf8)])
        }
    }

    @Test func emptyAndMissingFoldersNeverCrash() throws {
        try withTemporaryFolder { folder in
            FolderReplacement.removeLeftovers(of: folder.appendingPathComponent("missing/out"))
            #expect(FolderReplacement.Lock(folder: folder.appendingPathComponent("missing"), wait: false) == nil)
            let empty = try Self.folder(".out.inkrec-new-\(UUID().uuidString)", in: folder)
            try Self.manager.removeItem(at: empty.appendingPathComponent("00001.inkml"))
            try Self.replaceWithOneFile(folder.appendingPathComponent("out"))
            #expect(try Self.manager.contentsOfDirectory(atPath: folder.path) == ["out"])
        }
    }
}
