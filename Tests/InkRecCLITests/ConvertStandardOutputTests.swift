import Foundation
import InkFormats
import Testing
import TestSupport

/// `inkrec convert IN... - --to F`: the converted data on stdout, byte for byte what the same
/// conversion writes to a file, and nothing else (warnings and the summary on stderr).
@Suite struct ConvertStandardOutputTests {
    static let pages = TestPaths.datasets.appendingPathComponent("fc-flowchart").path
    static let page = TestPaths.datasets.appendingPathComponent("fc-flowchart/writer14_4.inkml").path

    /// Each stream format, from the three FC pages (or one page for the one-drawing formats).
    @Test(arguments: [("ndjson", "out.ndjson"), ("json", "out.json"), ("unipen", "out.unp"), ("quickdraw", "out.ndjson"), ("inkml", "out.inkml"), ("gesture-xml", "out.xml")])
    func standardOutputHoldsWhatTheFileWould(format: String, file: String) throws {
        try withTemporaryFolder { folder throws in
            let input = ["inkml", "gesture-xml"].contains(format) ? Self.page : Self.pages
            let toFile = runInkrec(["convert", input, file, "--to", format], in: folder)
            #expect(toFile.code == .success, "\(toFile.stderr)")
            let streamed = runInkrec(["convert", input, "-", "--to", format], in: folder)
            #expect(streamed.code == .success, "\(streamed.stderr)")
            #expect(streamed.stdout == (try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)))
            // What the file run printed on stdout goes to stderr, after the same warnings.
            let drawings = input == Self.page ? "1 drawing" : "3 drawings"
            #expect(streamed.stderr == toFile.stderr + "wrote \(drawings) as \(format) to stdout\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [file], "no file named -")
        }
    }

    /// Warnings (here what UNIPEN cannot keep) go to stderr; stdout reads back as the data.
    @Test func warningsStayOffStandardOutput() throws {
        let result = runInkrec(["convert", Self.pages, "-", "--to", "unipen"])
        #expect(result.code == .success)
        #expect(result.stderr.hasPrefix("warning: unipen cannot keep "), "\(result.stderr)")
        #expect(!result.stdout.contains("warning"))
        let samples = try InkDataset.load(Data(result.stdout.utf8), format: .unipen, path: "stdout.unp").samples
        #expect(samples.count == 3)
    }

    @Test(arguments: [
        (["convert", pages, "-"], "OUT - (stdout) needs --to"),
        (["convert", pages, "-", "--to", "ndjson", "--json"], "--json prints a report on stdout"),
        (["convert", pages, "-", "--to", "inkml"], "3 drawings cannot go to stdout as one InkML file"),
        (["convert", pages, "-", "--to", "gesture-xml"], "3 drawings cannot go to stdout as one gesture XML file"),
    ])
    func unusableStreamsAreUsageErrors(words: [String], message: String) throws {
        try withTemporaryFolder { folder throws in
            let result = runInkrec(words, in: folder)
            #expect(result.code == .usage)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains(message), "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }

    /// A file named - is still reachable as ./-.
    @Test func dotSlashDashIsAFile() throws {
        try withTemporaryFolder { folder throws in
            let result = runInkrec(["convert", Self.pages, "./-", "--to", "ndjson"], in: folder)
            #expect(result.code == .success, "\(result.stderr)")
            #expect(result.stdout == "wrote 3 drawings as ndjson to ./-\n")
            #expect(try LabeledNDJSON.decode(Data(contentsOf: folder.appendingPathComponent("-"))).samples.count == 3)
        }
    }
}

/// The built binary's stdout, as a pipe gets it.
@Suite(.enabled(if: BuiltTool.url != nil, "the inkrec executable is not built next to the tests (swift build first)"))
struct ConvertStandardOutputExecutableTests {
    @Test func pipedOutputIsTheDataAlone() throws {
        let run = try BuiltTool.run(["convert", "Datasets/dollar1-unistroke/s02/medium/rectangle01.xml", "-", "--to", "ndjson"])
        #expect(run.status == 0, "\(run.stderr)")
        let samples = try LabeledNDJSON.decode(Data(run.stdout.utf8)).samples
        #expect(samples.map(\.label) == ["rectangle"])
        #expect(run.stderr == "wrote 1 drawing as ndjson to stdout\n")
    }
}
