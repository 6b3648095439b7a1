import Foundation
import InkFiles
import Testing
import TestSupport

@Suite struct AtomicFileTests {
    @Test func replacesTheFileAndLeavesNothingBesideIt() throws {
        try withTemporaryFolder { folder throws in
            let url = folder.appendingPathComponent("out.bin")
            try AtomicFile.write(Data("first".utf8), to: url)
            try AtomicFile.write(Data("second, longer".utf8), to: url)
            #expect(try Data(contentsOf: url) == Data("second, longer".utf8))
            try AtomicFile.write(Data(), to: url)
            #expect(try Data(contentsOf: url).isEmpty)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.bin"])
        }
    }

    @Test func missingFolderIsNamed() throws {
        try withTemporaryFolder { folder throws in
            let url = folder.appendingPathComponent("gone/out.bin")
            let failure = #expect(throws: AtomicWriteError.self) { try AtomicFile.write(Data("x".utf8), to: url) }
            #expect(failure?.path == url.path)
            let reason = "the folder \(folder.path)/gone does not exist"
            #expect(failure?.reason == reason)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }

    /// A destination the rename cannot replace (a folder holding a file) keeps what it held, and
    /// the temporary file is removed.
    @Test func failedRenameKeepsTheDestinationAndRemovesTheTemporaryFile() throws {
        try withTemporaryFolder { folder throws in
            let url = folder.appendingPathComponent("taken")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            try Data("kept".utf8).write(to: url.appendingPathComponent("inside"))
            let failure = #expect(throws: AtomicWriteError.self) { try AtomicFile.write(Data("new".utf8), to: url) }
            #expect(failure?.path == url.path)
            #expect(failure?.reason.isEmpty == false)
            #expect(failure?.localizedDescription == failure?.reason)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["taken"])
            #expect(try Data(contentsOf: url.appendingPathComponent("inside")) == Data("kept".utf8))
        }
    }
}
