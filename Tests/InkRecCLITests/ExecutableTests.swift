import Foundation
import Testing
import TestSupport

/// Runs the built `inkrec` binary as a user would: real argv, real stdout/stderr, real exit codes.
@Suite(.enabled(if: BuiltTool.url != nil, "the inkrec executable is not built next to the tests (swift build first)"))
struct ExecutableTests {
    @Test func versionExitsZero() throws {
        let run = try BuiltTool.run(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("inkrec "))
        #expect(run.stderr.isEmpty)
    }

    @Test func helpListsEveryRegisteredCommand() throws {
        let run = try BuiltTool.run(["--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("commands:"))
        #expect(run.stdout.contains("Exit codes: 0 success, 1 bad input, 2 usage error."))
    }

    @Test func unknownCommandExitsTwoOnStderr() throws {
        let run = try BuiltTool.run(["frobnicate"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("inkrec: unknown command 'frobnicate'\n"))
    }

    @Test func infoOnShippedDataExitsZero() throws {
        let run = try BuiltTool.run(["info", "Datasets/fc-flowchart"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("\ninkml       3         3      163   1,942       3        3"))
        #expect(run.stderr.isEmpty)
    }

    @Test func badInputExitsOne() throws {
        let run = try BuiltTool.run(["info", "Datasets/no-such-file.ndjson"])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("inkrec info: error: "))
    }

    @Test func usageErrorExitsTwo() throws {
        let run = try BuiltTool.run(["info", "Datasets", "--split", "dev"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("inkrec info: --split must be one of train, validation, test, all, got 'dev'\n"))
    }

    @Test func noArgumentsExitsTwo() throws {
        let run = try BuiltTool.run([])
        #expect(run.status == 2)
        #expect(run.stderr.contains("usage: inkrec COMMAND"))
    }
}

/// The `inkrec` binary built beside the test bundle.
enum BuiltTool {
    static let url: URL? = {
        let candidates = [
            Bundle.main.executableURL?.deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(),
            TestPaths.packageRoot.appendingPathComponent(".build/debug"),
        ].compactMap { $0?.appendingPathComponent("inkrec") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// Runs the binary with `arguments` in `directory` (the package root by default); with
    /// `fileSizeLimit`, through `sh` with `ulimit -f` (KiB), so that a longer write fails (EFBIG)
    /// as on a full disk, and with stdout discarded (the limit would cut the captured copy);
    /// with `standardInput`, stdin reads that file.
    static func run(
        _ arguments: [String], in directory: URL = TestPaths.packageRoot, fileSizeLimit: Int? = nil, standardInput: URL? = nil
    ) throws -> Result {
        let executable: URL = try #require(url)
        let process = Process()
        if let fileSizeLimit {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            // SIGXFSZ ignored: the write returns EFBIG instead of killing the process.
            process.arguments = ["-c", "trap '' XFSZ; ulimit -f \(fileSizeLimit); exec \"$0\" \"$@\" >/dev/null", executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory
        if let standardInput { process.standardInput = try FileHandle(forReadingFrom: standardInput) }
        // Files, not pipes: a child filling one pipe while we read the other would deadlock.
        return try withTemporaryFolder { folder in
            let outURL = folder.appendingPathComponent("stdout")
            let errURL = folder.appendingPathComponent("stderr")
            try Data().write(to: outURL)
            try Data().write(to: errURL)
            let out = try FileHandle(forWritingTo: outURL)
            let err = try FileHandle(forWritingTo: errURL)
            process.standardOutput = out
            process.standardError = err
            try process.run()
            process.waitUntilExit()
            try out.close()
            try err.close()
            let stdout = try Data(contentsOf: outURL)
            let stderr = try Data(contentsOf: errURL)
            return Result(
                status: process.terminationStatus,
                stdout: String(decoding: stdout, as: UTF8.self),
                stderr: String(decoding: stderr, as: UTF8.self)
            )
        }
    }
}
