import Foundation
import InkCore
import InkFormats
import TestSupport
import Testing

struct InkJSONTests {
    private func sample() -> LabeledInk {
        let points = [
            InkPoint(x: 1.5, y: -2, timeOffset: 0, force: 0.7, azimuth: 1.2, altitude: 0.9,
                     size: InkSize(width: 2, height: 3), opacity: 0.5),
            InkPoint(x: 2.25, y: 4, timeOffset: 0.016, force: 0.8, azimuth: 1.1, altitude: 0.8,
                     size: InkSize(width: 2, height: 3), opacity: 0.5),
        ]
        let drawing = InkDrawing(
            strokes: [
                InkStroke(points: points, inkType: "pen", color: "#1A1A1A", width: 2, id: "t0", startTime: 0),
                InkStroke(points: [InkPoint(x: 0, y: 0)], startTime: nil),
            ],
            groups: [StrokeGroup(strokeIndices: [1, 0], label: "a < b", id: "g")],
            annotations: ["writer": "w1"])
        return LabeledInk(drawing: drawing, label: "arrow", writer: "w1", source: "x#0", split: .test)
    }

    @Test func roundTripKeepsEveryChannel() throws {
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("ink.json")
            try InkJSON.write([sample(), sample()], to: url)
            #expect(try InkFormat.detect(url) == .inkJSON)
            let loaded = try InkDataset.load(paths: [url])
            #expect(loaded.samples == [sample(), sample()])
            #expect(try InkDataset.load(paths: [url], split: .train).samples.isEmpty)
        }
    }

    @Test func rejectsOtherFormatsAndNewerVersions() throws {
        let newer = Data(#"{"format":"inkrec","version":99,"samples":[]}"#.utf8)
        #expect(throws: InkFormatError(
            path: "n.json",
            reason: .unexpected(
                expected: "format \"inkrec\" version 1 or older",
                found: "unsupported version 99, newer than this inkrec reads: use a newer inkrec"))
        ) { try InkJSON.decode(newer, path: "n.json") }
        #expect(throws: InkFormatError(
            path: "s.json", reason: .unexpected(expected: "format \"inkrec\" version 1 or older", found: "format \"svg\" version 1"))
        ) { try InkJSON.decode(Data(#"{"format":"svg","version":1,"samples":[]}"#.utf8), path: "s.json") }
        #expect(throws: InkFormatError.self) { try InkJSON.decode(Data("{".utf8), path: "b.json") }
    }

    /// Trial 17: versions 0 and -1 were read, 1.5 was "The given data was not valid JSON.".
    @Test(arguments: [("0", "0"), ("-1", "-1"), ("1.5", "1.5"), ("1e300", "1e+300")])
    func versionsOtherThanWholeOnesFromOneAreRefused(written: String, shown: String) throws {
        let text = #"{"format":"inkrec","version":"# + written + #","samples":["# + sampleText("a") + "]}"
        let reason = InkFormatError.Reason.unexpected(
            expected: "format \"inkrec\" version 1 or older",
            found: written == "1e300"
                ? "unsupported version \(shown), newer than this inkrec reads: use a newer inkrec"
                : "unsupported version \(shown): versions are whole numbers from 1")
        #expect(throws: InkFormatError(path: "v.json", reason: reason)) { try InkJSON.decode(Data(text.utf8), path: "v.json") }
        #expect(try InkJSON.decode(Data((#"{"format":"inkrec","version":1.0,"samples":["# + sampleText("a") + "]}").utf8)).count == 1)
    }

    /// Trial 17: a NUL in a string was "The given data was not valid JSON." (in the document's
    /// `format`) or Foundation's raw `unescapedControlCharacterInString(…)` (in a sample's key).
    @Test func controlCharactersInStringsAreLocated() throws {
        let inFormat = Data(#"{"format":"ink\#u{0}rec","version":1,"samples":[]}"#.utf8)
        #expect(throws: InkFormatError(
            path: "f.json",
            reason: .malformedJSON("an unescaped control character U+0000 in a string at column 15 (format) is not valid JSON: write it \\u0000"))
        ) { try InkJSON.decode(inFormat, path: "f.json") }
        let badKey = sampleText("b").replacingOccurrences(of: #""y":4"#, with: "\"\u{1}y\":4")
        let inKey = Data((#"{"format":"inkrec","version":1,"samples":["# + sampleText("a") + "," + badKey + "]}").utf8)
        let result = try InkDataset.load(inKey, format: .inkJSON, path: "k.json", skipMalformed: true)
        #expect(result.samples.map(\.id) == ["a"])
        let reason = try #require(result.skipped.first?.reason)
        #expect(result.skipped.first?.record == 1)
        guard case .malformedJSON(let text) = reason else { Issue.record("\(reason)"); return }
        #expect(text.hasPrefix("an unescaped control character U+0001 in a string at column "), "\(text)")
        #expect(text.hasSuffix(" (samples.1.drawing.strokes.0.points.1) is not valid JSON: write it \\u0001"), "\(text)")
    }

    @Test func nonFiniteValuesAreNotWritten() throws {
        var bad = sample()
        bad.drawing.strokes[0].points[0].force = .infinity
        #expect(throws: InkFormatError(record: 1, reason: .nonFiniteValue(stroke: 0, point: 0))) {
            try InkJSON.encode([sample(), bad])
        }
    }

    /// One inkrec JSON sample as text: a two-point stroke from (0, 0) to (`x`, 4).
    private func sampleText(_ id: String, x: String = "3", groups: String = "[]", label: String? = "a", split: String = "train") -> String {
        let labelKey = label.map { #""label":"\#($0)","# } ?? ""
        return #"{"drawing":{"strokes":[{"points":[{"x":0,"y":0},{"x":\#(x),"y":4}]}],"groups":\#(groups),"annotations":{}},"#
            + labelKey + #""source":"s","id":"\#(id)","split":"\#(split)"}"#
    }

    @Test func aBadSampleCostsOnlyItself() throws {
        try withTemporaryFolder { folder in
            let samples = [
                sampleText("good0"), sampleText("far", x: "1e16"), sampleText("group", groups: #"[{"strokeIndices":[7]}]"#),
                sampleText("unlabelled", label: nil), sampleText("dev", split: "dev"), sampleText("good5"),
            ]
            let url = folder.appendingPathComponent("mixed.json")
            try Data((#"{"format":"inkrec","version":1,"samples":["# + samples.joined(separator: ",") + "]}").utf8)
                .write(to: url)

            let result = try InkDataset.load(paths: [url], skipMalformed: true)
            #expect(result.samples.map(\.id) == ["good0", "good5"])
            #expect(result.skipped.map(\.record) == [1, 2, 3, 4])
            #expect(result.skipped.allSatisfy { $0.path == url.path })
            #expect(result.skipped[0].reason == .coordinateOutOfRange(stroke: 0, point: 1))
            #expect(result.skipped[1].reason == .unexpected(expected: "group stroke indices in 0..<1", found: "[7]"))
            #expect(result.skipped[2].reason == .malformedJSON("missing key 'label'"))
            #expect(result.skipped[3].reason == .unexpected(expected: "split train|validation|test", found: "'dev'"), "as ndjson and InkML say it")
            // Without skipping, the first bad sample is the error, with its index.
            #expect(throws: InkFormatError(path: url.path, record: 1, reason: .coordinateOutOfRange(stroke: 0, point: 1))) {
                try InkDataset.load(paths: [url])
            }
        }
    }

    @Test func aBadDocumentIsRefusedWhole() throws {
        try withTemporaryFolder { folder in
            try Data("{ not json".utf8).write(to: folder.appendingPathComponent("a.json"))
            try Data((#"{"format":"inkrec","version":2,"samples":["# + sampleText("g") + "]}").utf8)
                .write(to: folder.appendingPathComponent("b.json"))
            let result = try InkDataset.load(paths: [folder], skipMalformed: true)
            #expect(result.samples.isEmpty)
            #expect(result.skipped.map(\.record) == [nil, nil])
            #expect(result.skipped.map { $0.path.map { URL(fileURLWithPath: $0).lastPathComponent } } == ["a.json", "b.json"])
        }
    }

    /// A folder standing at the output path: the temporary file is written, the rename fails, and
    /// the error says so with the system's reason; nothing is left beside the folder.
    @Test func failedRenameIsNamedAndLeavesNothing() throws {
        try withTemporaryFolder { folder in
            let target = folder.appendingPathComponent("out.json")
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
            try Data("x".utf8).write(to: target.appendingPathComponent("inside.txt"))
            do {
                try InkJSON.write([sample()], to: target)
                Issue.record("wrote over a folder")
            } catch let error as InkFormatError {
                #expect(error.path == target.path)
                guard case .unwritable(let reason) = error.reason else {
                    Issue.record("\(error)")
                    return
                }
                #expect(reason.hasPrefix("cannot rename the temporary file .out.json."), "\(reason)")
                #expect(reason.hasSuffix(".tmp over it: \(String(cString: strerror(EISDIR)))"), "\(reason)")
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.json"])
        }
    }

    /// An inkrec JSON document names the line too, and the sample's field path.
    @Test func nonJSONNumberInADocumentIsNamedWithLineAndColumn() {
        let document = "{\"format\":\"inkrec\",\"version\":1,\n\"samples\":[{\"label\":\"x\",\"drawing\":{\"strokes\":[{\"points\":[{\"x\":NaN,\"y\":0}]}]}}]}"
        #expect(throws: InkFormatError(path: "doc.json", reason: .malformedJSON(
            "'NaN' at line 2, column 63 (samples.0.drawing.strokes.0.points.0.x) is not a JSON value: JSON has no NaN or infinity"))) {
            try InkJSON.decode(Data(document.utf8), path: "doc.json")
        }
    }
}
