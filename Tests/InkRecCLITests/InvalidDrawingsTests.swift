import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport

@testable import InkRecCLI

/// Trial 6: drawings that `InkDrawing.validate()` rejects (time going backwards) were used without
/// a word. They are still used as read, with one warning naming each file's first stroke and point.
@Suite struct InvalidDrawingsTests {
    static let lines = [
        #"{"id": "late", "label": "line", "strokes": [[[0, 0, 0], [1, 1, 0.1]], [[0, 0, 0.2], [5, 5, 0.3], [6, 6, 0.25]]]}"#,
        #"{"id": "fine", "label": "line", "strokes": [[[0, 0, 0], [9, 9, 0.1]]]}"#,
        #"{"id": "late2", "label": "line", "strokes": [[[0, 0, 0.5], [1, 1, 0.1]]]}"#,
    ]

    @Test func aFileWithInvalidDrawingsIsNamedOnceWithStrokeAndPoint() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("ink.ndjson")
        try Data((Self.lines.joined(separator: "\n") + "\n").utf8).write(to: file)
        let result = runInkrec(["info", file.path, "--json"])
        #expect(result.code == .success, "\(result.stderr)")
        // Then the split warning: these writer-less samples are split by id.
        #expect(result.stderr.hasPrefix("""
            warning: 2 drawings in 1 file break InkDrawing.validate() and are used as read:
              \(file.path): late: stroke 1, point 2: time goes backwards (and 1 more drawing)
            warning: split is not writer-independent: 3 of 3 samples have no writer id

            """.dropLast()), "\(result.stderr)")
        // Used as read: all three drawings are counted.
        #expect((try jsonObject(result.stdout)["total"] as? [String: Any])?["drawings"] as? Int == 3)
        // Trial 6: the file is named as given, like sample ids, not by its absolute path.
        let relative = runInkrec(["info", "."], in: folder)
        #expect(relative.stderr.contains("\n  ./ink.ndjson: late: stroke 1, point 2"), "\(relative.stderr)")

        let valid = folder.appendingPathComponent("valid.ndjson")
        try Data((Self.lines[1] + "\n").utf8).write(to: valid)
        #expect(runInkrec(["info", valid.path]).stderr.isEmpty)
    }

    /// The character commands read as the others do, so they warn too.
    @Test func evalHandwritingWarnsToo() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("digits.ndjson")
        try Data((Self.lines[0].replacingOccurrences(of: "\"line\"", with: "\"1\"") + "\n").utf8).write(to: file)
        let model = TestPaths.models.appendingPathComponent("digits.inkmodel").path
        let result = runInkrec(["eval", "handwriting", file.path, "--model", model, "--json"])
        #expect(result.code == .success, "\(result.stderr)")
        #expect(result.stderr.contains("""
            warning: 1 drawing in 1 file breaks InkDrawing.validate() and is used as read:
              \(file.path): late: stroke 1, point 2: time goes backwards

            """), "\(result.stderr)")
    }

    @Test func manyFilesAreCountedAfterTheFirstFew() {
        var invalid = InvalidDrawings()
        let late = InkStroke(points: [InkPoint(x: 0, y: 0, timeOffset: 1), InkPoint(x: 1, y: 0, timeOffset: 0)])
        for index in 0..<5 {
            let path = "/d/\(index).xml"
            invalid.check(LabeledInk(drawing: InkDrawing(strokes: [late]), label: "x", writer: nil, source: path, split: .train), file: path)
        }
        invalid.check(LabeledInk(drawing: InkDrawing(strokes: [InkStroke(points: [InkPoint(x: 0, y: 0)])]), label: "x", writer: nil, source: "/d/ok.xml", split: .train), file: "/d/ok.xml")
        #expect(invalid.warning == [
            "warning: 5 drawings in 5 files break InkDrawing.validate() and are used as read:",
            "  /d/0.xml: stroke 0, point 1: time goes backwards",
            "  /d/1.xml: stroke 0, point 1: time goes backwards",
            "  /d/2.xml: stroke 0, point 1: time goes backwards",
            "  … and 2 more files",
        ])
        #expect(InvalidDrawings().warning.isEmpty)
    }
}
