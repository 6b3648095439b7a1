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

    /// A link is written through, as `cp` does: the target (reached through a relative link to an
    /// absolute one) gets the bytes, the links stay links, and the temporary file went in the
    /// target's folder, which holds nothing else afterwards.
    /// Trial 24: `--replace` onto /dev/stdout with `>> keep.txt` renamed over keep.txt, losing
    /// what it held; a path through open descriptors is refused and the file left as it was.
    @Test func refusesPathsThroughOpenDescriptors() throws {
        try withTemporaryFolder { folder throws in
            let kept = folder.appendingPathComponent("keep.txt")
            try Data("earlier lines\n".utf8).write(to: kept)
            let handle = try FileHandle(forWritingTo: kept)
            defer { try? handle.close() }
            let descriptor = handle.fileDescriptor
            for path in ["/proc/self/fd/\(descriptor)", "/dev/fd/\(descriptor)"] {
                let error = #expect(throws: AtomicWriteError.self) { try AtomicFile.write(Data("new".utf8), to: URL(fileURLWithPath: path)) }
                #expect(error?.reason.contains("is an open file descriptor (\(kept.path)), not a file") == true, "\(String(describing: error))")
                // The CLI adds what the option takes instead (a file path, or - for stdout).
                #expect(error?.reason.hasSuffix("instead of writing to it; give a file path") == true)
                #expect(error?.isOpenDescriptor == true)
            }
            #expect(try Data(contentsOf: kept) == Data("earlier lines\n".utf8))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["keep.txt"])
            // A link of one's own to a regular file is still written through.
            let link = folder.appendingPathComponent("link.txt")
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: kept)
            try AtomicFile.write(Data("new".utf8), to: link)
            #expect(try Data(contentsOf: kept) == Data("new".utf8))
        }
    }

    @Test func writesThroughSymbolicLinks() throws {
        try withTemporaryFolder { folder throws in
            let manager = FileManager.default
            let real = folder.appendingPathComponent("real")
            try manager.createDirectory(at: real, withIntermediateDirectories: false)
            let target = real.appendingPathComponent("target.json")
            try Data("old".utf8).write(to: target)
            try manager.createSymbolicLink(atPath: folder.appendingPathComponent("absolute").path, withDestinationPath: target.path)
            try manager.createSymbolicLink(atPath: folder.appendingPathComponent("relative").path, withDestinationPath: "absolute")
            let link = folder.appendingPathComponent("relative")
            #expect(try AtomicFile.destination(of: link).path == target.standardizedFileURL.path)
            try AtomicFile.write(Data("new".utf8), to: link)
            #expect(try Data(contentsOf: target) == Data("new".utf8))
            #expect(try manager.destinationOfSymbolicLink(atPath: link.path) == "absolute")
            #expect(try manager.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("absolute").path) == target.path)
            #expect(try manager.contentsOfDirectory(atPath: real.path) == ["target.json"])
            #expect(try manager.contentsOfDirectory(atPath: folder.path).sorted() == ["absolute", "real", "relative"])
        }
    }

    /// A dangling link is written through too (as shell redirection does): its target is created.
    @Test func danglingLinkCreatesItsTarget() throws {
        try withTemporaryFolder { folder throws in
            let link = folder.appendingPathComponent("link.json")
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "made.json")
            try AtomicFile.write(Data("x".utf8), to: link)
            #expect(try Data(contentsOf: folder.appendingPathComponent("made.json")) == Data("x".utf8))
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "made.json")
        }
    }

    @Test func linkLoopIsAnError() throws {
        try withTemporaryFolder { folder throws in
            let a = folder.appendingPathComponent("a"), b = folder.appendingPathComponent("b")
            try FileManager.default.createSymbolicLink(atPath: a.path, withDestinationPath: "b")
            try FileManager.default.createSymbolicLink(atPath: b.path, withDestinationPath: "a")
            let failure = #expect(throws: AtomicWriteError.self) { try AtomicFile.write(Data("x".utf8), to: a) }
            #expect(failure?.path == a.path)
            #expect(failure?.reason == "more than 40 symbolic links in a row (a loop?) from \(a.path)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a", "b"])
        }
    }

    /// A replaced file keeps its permission bits (a read-only 0444 or a private 0600 file stays so).
    @Test(arguments: [0o444, 0o600, 0o640])
    func replacedFileKeepsItsPermissions(mode: Int) throws {
        try withTemporaryFolder { folder throws in
            let url = folder.appendingPathComponent("kept.txt")
            try Data("old".utf8).write(to: url)
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
            try AtomicFile.write(Data("new".utf8), to: url)
            #expect(try Data(contentsOf: url) == Data("new".utf8))
            #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int == mode)
        }
    }

    /// A FIFO (and so a device) is refused before anything is written, and stays what it was
    /// (trial 17: `--replace` onto a FIFO or /dev/null left a regular file in its place).
    @Test func specialFileIsRefusedAndKept() throws {
        try withTemporaryFolder { folder throws in
            let url = folder.appendingPathComponent("pipe")
            #expect(mkfifo(url.path, 0o600) == 0)
            #expect(AtomicFile.specialFileKind(at: url) == "a FIFO")
            #expect(AtomicFile.specialFileKind(at: URL(fileURLWithPath: "/dev/null")) == "a character device")
            #expect(AtomicFile.specialFileKind(at: folder) == nil && AtomicFile.specialFileKind(at: folder.appendingPathComponent("none")) == nil)
            let failure = #expect(throws: AtomicWriteError.self) { try AtomicFile.write(Data("x".utf8), to: url) }
            #expect(failure?.reason == "\(url.path) is a FIFO, not a regular file: only a regular file is replaced")
            var status = stat()
            #expect(lstat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["pipe"])
        }
    }
}
