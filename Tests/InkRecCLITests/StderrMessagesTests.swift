import Foundation
import Testing
import TestSupport

@testable import InkRecCLI

/// Every `--json` report lists what stderr printed, alike: `warnings` and `notes`, in the order
/// printed (trial 21: eval shapes, eval text and bench shapes listed none of the reading's).
struct StderrMessagesTests {
    @Test func printsAndRecordsWarningsAndNotesApart() throws {
        let (context, _, standardError) = CommandContext.captured()
        var messages = StderrMessages()
        messages.record(["warning: skipped 1 malformed record or file:\n  a.ndjson: line 3"])
        messages.print("note: 1 timed stroke of 2 comes from test-split writers", nil, "warning: b given more than once: read once", context: context)
        messages.print("train split: skipped 2 unlabelled samples", context: context)
        #expect(messages.warnings == ["warning: skipped 1 malformed record or file:\n  a.ndjson: line 3", "warning: b given more than once: read once"])
        #expect(messages.notes == ["note: 1 timed stroke of 2 comes from test-split writers", "train split: skipped 2 unlabelled samples"])
        // Only what `print` was given reaches stderr; the recorded line was printed by its reader.
        #expect(standardError.text == "note: 1 timed stroke of 2 comes from test-split writers\nwarning: b given more than once: read once\ntrain split: skipped 2 unlabelled samples\n")
    }

    @Test func reportKeysAreMergedAndPresentWhenEmpty() throws {
        let (context, standardOutput, _) = CommandContext.captured()
        try context.printJSON(["task": "x"], messages: StderrMessages())
        let json = try jsonObject(standardOutput.text)
        #expect(json["task"] as? String == "x")
        #expect(json["warnings"] as? [String] == [])
        #expect(json["notes"] as? [String] == [])
    }

    /// A file given twice holding a malformed record and a drawing whose time goes backwards:
    /// three warnings from the reading, two of them of several lines.
    private static func writeTroubledInk(label: String, in folder: URL, split: String = "train") throws {
        let lines = [
            #"{"id": "a", "label": "\#(label)", "writer": "me", "split": "\#(split)", "strokes": [[[0, 0, 0], [50, 0, 0.1], [100, 0, 0.2]]]}"#,
            #"{"id": "b", "label": "\#(label)", "writer": "me", "split": "\#(split)", "strokes": [[[0, 0, 0.2], [50, 0, 0.3], [100, 0, 0.1]]]}"#,
            #"{"id": "c", "label": "#,
        ]
        try (lines.joined(separator: "\n") + "\n").write(to: folder.appendingPathComponent("in.ndjson"), atomically: true, encoding: .utf8)
    }

    /// The messages of a `--json` run: each printed on stderr, in the order listed, and the
    /// reading's three warnings among them, whole.
    private static func checkMessages(_ run: (code: ExitCode, stdout: String, stderr: String)) throws -> (warnings: [String], notes: [String]) {
        #expect(run.code == .success, "\(run.stderr)")
        let json = try jsonObject(run.stdout)
        let warnings = try #require(json["warnings"] as? [String]), notes = try #require(json["notes"] as? [String])
        for list in [warnings, notes] {
            let positions = list.map { run.stderr.range(of: $0 + "\n")?.lowerBound }
            #expect(!positions.contains(nil), "not on stderr: \(list) \(run.stderr)")
            #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted(), "out of order: \(list)")
        }
        #expect(warnings.allSatisfy { $0.hasPrefix("warning:") } && !notes.contains { $0.hasPrefix("warning:") })
        #expect(warnings.first?.hasPrefix("warning: skipped 1 malformed record or file:\n  in.ndjson") == true, "\(warnings)")
        #expect(warnings.contains { $0.contains("1 drawing in 1 file breaks InkDrawing.validate()") && $0.contains("\n  in.ndjson: b: stroke 0, point 2: time goes backwards") }, "\(warnings)")
        #expect(warnings.contains("warning: in.ndjson given more than once: read once"), "\(warnings)")
        return (warnings, notes)
    }

    @Test func evalShapesListsTheReadingsAndTunedOnWarnings() throws {
        try withTemporaryFolder { folder in
            try Self.writeTroubledInk(label: "line", in: folder)
            let run = runInkrec(["eval", "shapes", "in.ndjson", "in.ndjson", "--json"], in: folder)
            let (warnings, notes) = try Self.checkMessages(run)
            // A user's ndjson was never tuned on: nothing more to warn of.
            #expect(warnings.count == 3 && notes.isEmpty, "\(warnings) \(notes)")
        }
    }

    @Test func benchShapesListsTheReadingsWarningsAndItsNote() throws {
        try withTemporaryFolder { folder in
            try Self.writeTroubledInk(label: "line", in: folder, split: "test")
            let run = runInkrec(["bench", "shapes", "in.ndjson", "in.ndjson", "--repeat", "1", "--peers", "none", "--json"], in: folder)
            let (warnings, notes) = try Self.checkMessages(run)
            #expect(warnings.count == 3, "\(warnings)")
            #expect(notes.count == 1 && notes[0].hasPrefix("note: 2 timed strokes of 2 come from test-split writers"), "\(notes)")
        }
    }

    @Test func evalTextListsTheReadingsWarnings() throws {
        try withTemporaryFolder { folder in
            try Self.writeTroubledInk(label: "a", in: folder)
            let model = try TextCommandsTests.tinyModel(in: folder)
            let (warnings, notes) = try Self.checkMessages(runInkrec(["eval", "text", "in.ndjson", "in.ndjson", "--model", model, "--json"], in: folder))
            #expect(warnings.count == 3 && notes.isEmpty, "\(warnings) \(notes)")
        }
    }

    /// `eval handwriting` listed its warnings but not the line counting samples left out.
    @Test func evalHandwritingListsItsNotes() throws {
        try withTemporaryFolder { folder in
            try Self.writeTroubledInk(label: "1", in: folder)
            try Data(#"{"id": "x", "label": "%", "writer": "me", "strokes": [[[0, 0], [1, 1]]]}"#.utf8 + [0x0A])
                .write(to: folder.appendingPathComponent("other.ndjson"))
            let run = runInkrec(["eval", "handwriting", "in.ndjson", "in.ndjson", "other.ndjson", "--model", HandwritingCommandsTests.shippedDigits.path, "--json"], in: folder)
            let (warnings, notes) = try Self.checkMessages(run)
            #expect(warnings.count == 3, "\(warnings)")
            #expect(notes == ["skipped 1 sample with labels outside the model's set"], "\(notes)")
        }
    }

    @Test func renderListsTheReadingsWarnings() throws {
        try withTemporaryFolder { folder in
            try Self.writeTroubledInk(label: "line", in: folder)
            let (warnings, notes) = try Self.checkMessages(runInkrec(["render", "in.ndjson", "in.ndjson", "out.svg", "--json"], in: folder))
            #expect(warnings.count == 3 && notes.isEmpty, "\(warnings) \(notes)")
        }
    }
}
