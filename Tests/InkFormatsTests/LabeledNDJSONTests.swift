import Foundation
import InkCore
import InkFormats
import TestSupport
import Testing

struct LabeledNDJSONTests {
    /// Two long strokes around a one-point stroke, with times, start times, groups and awkward text.
    private func sample() -> LabeledInk {
        var generator = SeededGenerator(seed: 7)
        func stroke(_ count: Int, start: Double?) -> InkStroke {
            let points = (0..<count).map { i in
                InkPoint(
                    x: Double.random(in: -500...500, using: &generator),
                    y: Double.random(in: -500...500, using: &generator),
                    timeOffset: Double(i) * 0.013 + Double.random(in: 0..<0.001, using: &generator))
            }
            return InkStroke(points: points, startTime: start)
        }
        let drawing = InkDrawing(
            strokes: [stroke(120, start: 0), stroke(1, start: 1.7), stroke(95, start: nil)],
            groups: [StrokeGroup(strokeIndices: [0, 1], label: "a < b \"quoted\"", id: "g1"), StrokeGroup(strokeIndices: [2])],
            annotations: ["note": "line\nbreak\ttab \\ é"])
        return LabeledInk(drawing: drawing, label: "x²", writer: "s02", source: "mem#0", id: "id-1", split: .validation)
    }

    @Test func aLineWithoutALabelReadsWithTheEmptyLabel() throws {
        let decoded = try LabeledNDJSON.decode(Data(#"{"id":"u","strokes":[[[0,0],[3,4]]]}"#.utf8), path: "mem")
        #expect(decoded.skipped.isEmpty)
        let sample = try #require(decoded.samples.first)
        #expect(sample.label == "")
        #expect(sample.drawing.strokes.first?.points.count == 2)
    }

    @Test func roundTripIsLossless() throws {
        let original = sample()
        let data = try LabeledNDJSON.encode([original, original])
        #expect(String(decoding: data, as: UTF8.self).split(separator: "\n").count == 2)
        let decoded = try LabeledNDJSON.decode(data, path: "mem")
        #expect(decoded.skipped.isEmpty)
        #expect(decoded.samples.count == 2)
        let back = try #require(decoded.samples.first)
        #expect(back.drawing == original.drawing)
        #expect(back.label == original.label)
        #expect(back.writer == original.writer)
        #expect(back.id == original.id)
        #expect(back.split == .validation)
        #expect(back.source == "mem#0")
        #expect(back.drawing.strokes.map(\.count) == [120, 1, 95])
    }

    @Test func writeIsAtomicAndReadable() throws {
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("set.ndjson")
            try LabeledNDJSON.write([sample()], to: url)
            try LabeledNDJSON.write([sample(), sample()], to: url)  // replaces the first file
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["set.ndjson"])
            let loaded = try InkDataset.load(paths: [url])
            #expect(loaded.samples.count == 2)
            #expect(try InkFormat.detect(url) == .labeledNDJSON)
        }
    }

    /// Bytes alone (stdin): an inkrec JSON document names its format as its first key; an ndjson
    /// record whose annotations hold the same pair is still ndjson (review).
    @Test func detectsDocumentsByTheirBytes() {
        let record = #"{"id": "a", "label": "line", "annotations": {"format": "inkrec"}, "strokes": [[[0, 0], [9, 0]]]}"#
        #expect(InkFormat.detect(Data((record + "\n").utf8)) == .labeledNDJSON)
        #expect(InkFormat.detect(Data(#"{ "format" : "inkrec", "samples": []}"#.utf8)) == .inkJSON)
        #expect(InkFormat.detect(Data("{\n  \"format\" : \"inkrec\"\n}".utf8)) == .inkJSON)
    }

    @Test func nonFiniteValueIsRejectedWithRecord() throws {
        var bad = sample()
        bad.drawing.strokes[1].points[0].x = .nan
        #expect(throws: InkFormatError(record: 1, reason: .nonFiniteValue(stroke: 1, point: 0))) {
            try LabeledNDJSON.encode([sample(), bad])
        }
    }

    @Test func badLineIsSkippedWithCountInDatasetMode() throws {
        let text = """
            {"id":"a","label":"x","strokes":[[[0,0],[1,1]]]}
            {"id":"b","label":"y","strokes":[[[0,0],[1,
            {"id":"c","label":"z","strokes":[[[0,0,0],[1,1,0.5,9]]]}
            {"id":"d","label":"w","strokes":[[[2,2]]]}
            """
        let result = try LabeledNDJSON.decode(Data(text.utf8), path: "bad.ndjson", skipMalformed: true)
        #expect(result.samples.map(\.id) == ["a", "d"])
        #expect(result.skipped.count == 2)
        #expect(result.skipped.map(\.line) == [2, 3])
        #expect(result.skipped.map(\.path) == ["bad.ndjson", "bad.ndjson"])
        #expect(
            result.skipped.last?.reason
                == .unexpected(expected: "[x, y] or [x, y, t] at stroke 0, point 1", found: "4 numbers"))
        #expect(throws: InkFormatError.self) { try LabeledNDJSON.decode(Data(text.utf8), path: "bad.ndjson") }
    }

    /// Trial 15: `"split":"testing"` was skipped with the decoder's "Cannot initialize
    /// DatasetSplit from invalid String value testing". It is refused as InkML and JSON refuse it.
    @Test func anUnknownSplitSkipsTheLineNamingTheParts() throws {
        let text = """
            {"id":"a","split":"testing","strokes":[[[0,0],[1,1]]]}
            {"id":"b","split":"all","strokes":[[[0,0],[1,1]]]}
            {"id":"c","split":" test ","strokes":[[[0,0],[1,1]]]}
            """
        let result = try LabeledNDJSON.decode(Data(text.utf8), path: "s.ndjson", skipMalformed: true)
        #expect(result.samples.map(\.split) == [.test])
        #expect(result.skipped.map(\.line) == [1, 2])
        #expect(result.skipped.map(\.reason) == ["'testing'", "'all'"].map { .unexpected(expected: "split train|validation|test", found: $0) })
    }

    /// JSON has no NaN or infinity and a Double no 1e400: Foundation on Linux says only "The given
    /// data was not valid JSON."; the error names the token, its column and its field.
    @Test func nonJSONNumbersAreNamedWithColumnAndField() throws {
        let text = """
            {"id":"a","label":"x","strokes":[[[0,0],[1,1]]]}
            {"id":"g\\\"NaN","label":"NaN, Infinity","strokes":[[[0,0],[1e14,-1E-5]]]}
            {"id":"b","label":"y","strokes":[[[0,0,0],[NaN,1,0.5]]]}
            {"id":"c","label":"z","strokes":[[[0,0]],[[2,1e400]]]}
            {"id":"d","label":"w","writer":"s1","strokes":[[[2,-Infinity]]]}
            {"id":"e","label":"v","strokes":[[[0,0],[1,1]]],"note":undefined}
            {"id":"f","label":"u","strokes":[[[0,0],[1,1]] [[2,2]]]}
            {"id":"f","label":"u","strokes":[[[0,0],[1,1]],
            {"id":"h","label":"t","strokes":[[[0,0],[1e-400,1]]]}
            {"id":"\u{0}i","label":"s","strokes":[[[0,0],[0e-400,1]]]}
            """
        let result = try LabeledNDJSON.decode(Data(text.utf8), path: "bad.ndjson", skipMalformed: true)
        // Words inside strings (escaped quotes too) and numbers in range are JSON.
        #expect(result.samples.map(\.id) == ["a", "g\"NaN"])
        #expect(result.skipped.map(\.line) == [3, 4, 5, 6, 7, 8, 9, 10])
        #expect(result.skipped.map(\.reason) == [
            .malformedJSON("'NaN' at column 44 (strokes.0.1.0) is not a JSON value: JSON has no NaN or infinity"),
            .malformedJSON("'1e400' at column 46 (strokes.1.0.1) is beyond the range of a Double (±1.8e308)"),
            .malformedJSON("'-Infinity' at column 52 (strokes.0.0.1) is not a JSON value: JSON has no NaN or infinity"),
            .malformedJSON("'undefined' at column 56 (note) is not a JSON value"),
            // Other syntax errors keep Foundation's words (a missing comma: it gives no position).
            .malformedJSON("The given data was not valid JSON."),
            // Trial 14: a line cut off said only that; it now says where it ends, and inside what.
            .malformedJSON("not valid JSON: the text ends at column 48 inside 2 nested arrays or objects (cut off?)"),
            // Trial 17: a number that underflows to 0 and a NUL in a string were Foundation's words.
            .malformedJSON("'1e-400' at column 42 (strokes.0.1.0) is below the smallest Double (±4.9e-324): write 0"),
            .malformedJSON("an unescaped control character U+0000 in a string at column 8 (id) is not valid JSON: write it \\u0000"),
        ])
        #expect(result.skipped.first?.description
            == "bad.ndjson:3 (record 2): malformed JSON: 'NaN' at column 44 (strokes.0.1.0) is not a JSON value: JSON has no NaN or infinity")
    }

    /// Samples with neither writer nor id are split by file name and line, so a dataset copied to
    /// another folder keeps every sample's part (the hash of the full path moved 4 of 30 here).
    @Test func splitWithoutWriterOrIdIgnoresTheFolder() throws {
        let text = (0..<30).map { #"{"label":"x","strokes":[[[0,0],[\#($0 + 1),5]]]}"# }.joined(separator: "\n")
        let parts = try ["/data/a/s.ndjson", "/elsewhere/b/c/s.ndjson", "s.ndjson"].map { path in
            try LabeledNDJSON.decode(Data(text.utf8), path: path).samples.map(\.split)
        }
        #expect(parts[0] == parts[1])
        #expect(parts[0] == parts[2])
        // The 70/15/15 rule holds on the keys "s.ndjson#0" … "s.ndjson#29".
        #expect(parts[0].filter { $0 == .train }.count == 19)
        #expect(parts[0].filter { $0 == .test }.count == 5)
    }
}
