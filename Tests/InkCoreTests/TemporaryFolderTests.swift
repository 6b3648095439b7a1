import Foundation
import Testing
import TestSupport

/// `withTemporaryFolder` (TestSupport), which every test writing files uses: the folder is gone
/// after the body, on every path.
@Suite struct TemporaryFolderTests {
    struct Failure: Error {}

    @Test func aFreshEmptyFolderIsRemovedWithWhatTheBodyWrote() throws {
        var seen: URL?
        let value = try withTemporaryFolder { folder in
            seen = folder
            #expect(folder.deletingLastPathComponent().standardizedFileURL == FileManager.default.temporaryDirectory.standardizedFileURL)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("a/b"), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: folder.appendingPathComponent("a/b/c.txt"))
            return 42
        }
        #expect(value == 42)
        let folder = try #require(seen)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func theFolderIsRemovedWhenTheBodyThrows() throws {
        var seen: URL?
        #expect(throws: Failure.self) {
            try withTemporaryFolder { folder in
                seen = folder
                try Data("x".utf8).write(to: folder.appendingPathComponent("c.txt"))
                throw Failure()
            }
        }
        let folder = try #require(seen)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func eachCallHasItsOwnFolder() throws {
        let (first, second) = try withTemporaryFolder { first in try withTemporaryFolder { second in (first, second) } }
        #expect(first != second)
    }
}
