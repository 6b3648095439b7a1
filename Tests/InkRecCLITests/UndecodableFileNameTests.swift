import Foundation
import InkRecCLI
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Trial 13: a file whose name is no valid UTF-8 was dropped from folder walks without a word,
/// and named on its own was "no such file or folder" though it exists; so was a folder of such
/// a name, with every file in it.
struct UndecodableFileNameTests {
    /// Creates `folder/bad<0xFF>name.ndjson` holding one labelled line (Foundation cannot spell the name).
    private static func makeBadlyNamedFile(in folder: URL) throws {
        let path = Array(folder.path.utf8) + Array("/bad".utf8) + [0xFF] + Array("name.ndjson".utf8) + [0]
        let descriptor = path.withUnsafeBufferPointer { bytes in
            bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { open($0, O_CREAT | O_WRONLY, 0o644) }
        }
        try #require(descriptor >= 0)
        let line = Array(#"{"id":"a","label":"line","writer":"w","strokes":[[[0,0],[50,0]]]}"#.utf8) + [10]
        #expect(line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == line.count)
        close(descriptor)
    }

    /// Creates the folder `parent/bad<0xFF>dir`.
    private static func makeBadlyNamedFolder(in parent: URL) throws {
        let path = Array(parent.path.utf8) + Array("/bad".utf8) + [0xFF] + Array("dir".utf8) + [0]
        let made = path.withUnsafeBufferPointer { bytes in
            bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { mkdir($0, 0o755) }
        }
        try #require(made == 0)
    }

    /// A folder `nu` holding `ok.ndjson` and a badly named file (or folder), walked by `info`.
    @Test(arguments: [false, true]) func aWalkReportsTheEntryAsSkippedWithTheReason(isFolder: Bool) throws {
        try withTemporaryFolder { folder in
            let walked = folder.appendingPathComponent("nu")
            try FileManager.default.createDirectory(at: walked, withIntermediateDirectories: false)
            try isFolder ? Self.makeBadlyNamedFolder(in: walked) : Self.makeBadlyNamedFile(in: walked)
            try Data(Array(#"{"id":"b","label":"line","writer":"w","strokes":[[[0,0],[50,0]]]}"#.utf8) + [10]).write(to: walked.appendingPathComponent("ok.ndjson"))
            let info = runInkrec(["info", "nu"], in: folder)
            #expect(info.code == .success, "\(info.stderr)")
            #expect(info.stderr.contains("warning: skipped 1 unreadable file:"), "\(info.stderr)")
            let entry = isFolder ? "dir" : "name.ndjson"
            #expect(info.stderr.contains("\(entry): cannot read file: its name is not valid UTF-8"), "\(info.stderr)")
            guard !isFolder else { return }
            let named = runInkrec(["info", "nu/bad\u{FFFD}name.ndjson"], in: folder)
            #expect(named.code == .badInput)
            #expect(named.stderr.contains("its name is not valid UTF-8"), "\(named.stderr)")
        }
    }
}
