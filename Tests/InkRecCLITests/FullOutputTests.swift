import Foundation
import Testing
import TestSupport

/// The hygiene helper found `inkrec` trapping in `FileHandle.write` when stdout could not be
/// written (a full disk, a file-size limit); it now finishes, says so and exits 1.
@Suite struct FullOutputTests {
    @Test(.enabled(if: FileManager.default.isWritableFile(atPath: "/dev/full") && BuiltTool.url != nil))
    func aFullStandardOutputIsAnErrorNotATrap() throws {
        try withTemporaryFolder { folder in
            let tool: URL = try #require(BuiltTool.url)
            // Every write to /dev/full fails with ENOSPC.
            let full: FileHandle = try #require(FileHandle(forWritingAtPath: "/dev/full"))
            let process = Process()
            process.executableURL = tool
            process.arguments = ["--help"]
            process.currentDirectoryURL = TestPaths.packageRoot
            let errURL = folder.appendingPathComponent("stderr")
            try Data().write(to: errURL)
            let err = try FileHandle(forWritingTo: errURL)
            process.standardOutput = full
            process.standardError = err
            try process.run()
            process.waitUntilExit()
            try err.close()
            let stderr = String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
            #expect(process.terminationReason == .exit)
            #expect(process.terminationStatus == 1)
            #expect(stderr.hasPrefix("inkrec: error: cannot write the output: "), "\(stderr)")
        }
    }
}
