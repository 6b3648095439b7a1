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
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkrec-json-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("ink.json")
        try InkJSON.write([sample(), sample()], to: url)
        #expect(try InkFormat.detect(url) == .inkJSON)
        let loaded = try InkDataset.load(paths: [url])
        #expect(loaded.samples == [sample(), sample()])
        #expect(try InkDataset.load(paths: [url], split: .train).samples.isEmpty)
    }

    @Test func rejectsOtherFormatsAndNewerVersions() throws {
        let newer = Data(#"{"format":"inkrec","version":99,"samples":[]}"#.utf8)
        #expect(throws: InkFormatError(
            path: "n.json",
            reason: .unexpected(expected: "format \"inkrec\" version ≤ 1", found: "format \"inkrec\" version 99"))
        ) { try InkJSON.decode(newer, path: "n.json") }
        #expect(throws: InkFormatError.self) { try InkJSON.decode(Data("{".utf8), path: "b.json") }
    }

    @Test func nonFiniteValuesAreNotWritten() throws {
        var bad = sample()
        bad.drawing.strokes[0].points[0].force = .infinity
        #expect(throws: InkFormatError(reason: .invalidNumber("inf at 'samples.0.drawing.strokes.0.points.0.force'"))) {
            try InkJSON.encode([bad])
        }
    }
}
