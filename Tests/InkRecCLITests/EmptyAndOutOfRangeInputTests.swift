import Foundation
import TestSupport
import Testing

/// Inputs that hold nothing, outputs whose folder is missing, and coordinates too large to
/// compute with: each is bad input (exit 1) with a message naming the path and the problem.
struct EmptyAndOutOfRangeInputTests {
    /// A labelled ndjson record with one stroke through `points`.
    static func record(_ points: [(Double, Double)]) -> String {
        let stroke = points.enumerated().map { i, p in "[\(p.0),\(p.1),\(Double(i) / 100)]" }.joined(separator: ",")
        return "{\"id\":\"r\",\"label\":\"line\",\"strokes\":[[\(stroke)]]}\n"
    }

    @Test func infoOnAnEmptyFolderIsBadInput() throws {
        try withTemporaryFolder { folder in
            let result = runInkrec(["info", folder.path])
            #expect(result.code == .badInput)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "inkrec info: error: no ink in \(folder.path)\n", "\(result.stderr)")
        }
    }

    /// Trial 17: a UNIPEN file with pen data but no `.SEGMENT` said "no ink in X" and no more.
    @Test func unipenWithoutASegmentSaysWhy() throws {
        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("nosegment.unp")
            try Data(".VERSION 1.0\n.COORD X Y\n.PEN_DOWN\n1 2\n3 4\n.PEN_UP\n".utf8).write(to: file)
            let result = runInkrec(["info", file.path])
            #expect(result.code == .badInput)
            #expect(
                result.stderr == "inkrec info: error: no ink in \(file.path); \(file.path): no .SEGMENT: 1 pen-down block that no .SEGMENT names as a sample\n",
                "\(result.stderr)")
        }
    }

    @Test func lexiconWithoutAWordIsBadInputAndWritesNothing() throws {
        try withTemporaryFolder { folder in
            let out = folder.appendingPathComponent("out.lexicon").path
            for (name, text, lines) in [("empty.txt", "", "0 lines"), ("symbols.txt", "l'eau\n123\n\n", "2 lines"), ("one.txt", "123\n", "1 line")] {
                let list = folder.appendingPathComponent(name)
                try Data(text.utf8).write(to: list)
                let result = runInkrec(["lexicon", list.path, out])
                #expect(result.code == .badInput)
                #expect(result.stderr.contains("no word of the letters A–Z, a–z in \(list.path) (\(lines) read)"), "\(result.stderr)")
                #expect(!FileManager.default.fileExists(atPath: out))
            }
            let words = folder.appendingPathComponent("words.txt")
            try Data("ink\n".utf8).write(to: words)
            let missingFolder = runInkrec(["lexicon", words.path, folder.appendingPathComponent("none/out.lexicon").path])
            #expect(missingFolder.code == .badInput)
            #expect(missingFolder.stderr.contains("the folder \(folder.path)/none does not exist"), "\(missingFolder.stderr)")
        }
    }

    /// An empty file named on the command line says so; in a folder it is a skipped file, listed
    /// with its reason (trial 8: it was passed over without a word).
    @Test func emptyInkFilesAreEmptyNotUnknown() throws {
        try withTemporaryFolder { folder in
            for (name, text) in [("a.inkml", ""), ("b.ndjson", ""), ("c.ndjson", " \n\n")] {
                let file = folder.appendingPathComponent(name)
                try Data(text.utf8).write(to: file)
                let result = runInkrec(["info", file.path])
                #expect(result.code == .badInput)
                #expect(result.stderr.contains("\(file.path): empty file"), "\(result.stderr)")
                #expect(!result.stderr.contains("unknown ink format"))
            }
            try Data(Self.record([(0, 0), (10, 0)]).utf8).write(to: folder.appendingPathComponent("d.ndjson"))
            let walked = runInkrec(["info", folder.path, "--json"])
            #expect(walked.code == .success)
            #expect(walked.stderr.hasPrefix("warning: skipped 3 malformed records or files:\n  \(folder.path)/a.inkml: empty file\n"), "\(walked.stderr)")
            let total = try #require(try jsonObject(walked.stdout)["total"] as? [String: Any])
            #expect(total["files"] as? Int == 1)
            #expect(walked.stdout.contains("\"skipped\" : 3"))
        }
    }

    @Test func convertIntoAMissingFolderIsAClearError() throws {
        try withTemporaryFolder { folder throws in
            let source = TestPaths.datasets.appendingPathComponent("dollar1-unistroke/s02/medium/circle01.xml").path
            for name in ["out.ndjson", "out.json", "out.inkml"] {
                let out = folder.appendingPathComponent("missing/\(name)").path
                let result = runInkrec(["convert", source, out])
                #expect(result.code == .badInput)
                #expect(
                    result.stderr == "inkrec convert: error: cannot write \(out): the folder \(folder.path)/missing does not exist\n",
                    "\(result.stderr)")
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
            // A folder of InkML files is created, but not its missing parent (as for an OUT file).
            let many = folder.appendingPathComponent("new/pages").path
            let pages = TestPaths.datasets.appendingPathComponent("fc-flowchart").path
            #expect(runInkrec(["convert", pages, many, "--to", "inkml"]).code == .badInput)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
            let created = folder.appendingPathComponent("pages").path
            #expect(runInkrec(["convert", pages, created, "--to", "inkml"]).code == .success)
            #expect(try FileManager.default.contentsOfDirectory(atPath: created).count == 3)
        }
    }

    /// 1e308 is finite but its differences are not: refused by every command that reads ink (the
    /// readers refuse it, as they refuse NaN), naming the point. A drawing at the ±1e15 limit is read.
    @Test func coordinatesBeyondTheLimitAreRefused() throws {
        try withTemporaryFolder { folder in
            let huge = folder.appendingPathComponent("huge.ndjson")
            try Data(Self.record([(0, 0), (1e308, 0), (-1e308, 5)]).utf8).write(to: huge)
            let svg = folder.appendingPathComponent("o.svg").path
            let model = TestPaths.models.appendingPathComponent("digits.inkmodel").path
            for line in [["render", huge.path, svg], ["recognize", huge.path, "--model", model], ["snap", huge.path]] {
                let result = runInkrec(line)
                #expect(result.code == .badInput, "\(line[0])")
                #expect(
                    result.stderr.contains("stroke 0, point 1: a coordinate beyond ±1e15 points"),
                    "\(line[0]): \(result.stderr)")
            }
            #expect(!FileManager.default.fileExists(atPath: svg))

            let atLimit = folder.appendingPathComponent("limit.ndjson")
            try Data(Self.record([(-1e15, 0), (1e15, 1e15)]).utf8).write(to: atLimit)
            let rendered = runInkrec(["render", atLimit.path, svg])
            #expect(rendered.code == .success, "\(rendered.stderr)")
        }
    }
}
