import Foundation
import InkCore
import Testing

@Suite("InkDrawing Codable")
struct InkDrawingCodableTests {
    @Test("JSON round trip keeps every channel, nil channels, metadata, groups and annotations")
    func roundTrip() throws {
        let full = InkPoint(
            x: 1.25, y: -3.5, timeOffset: 0.016, force: 1.5, azimuth: 0.3, altitude: 1.2,
            size: InkSize(width: 2, height: 3), opacity: 0.8)
        let drawing = InkDrawing(
            strokes: [
                InkStroke(points: [full, full], inkType: "pen", color: "#1A1A1A", width: 2.5, id: "t0"),
                InkStroke(points: [InkPoint(x: 7, y: 8)]),
                InkStroke(locations: [Vector2(0.1, 0.2), Vector2(1e-300, 1e300)]),
            ],
            groups: [StrokeGroup(strokeIndices: [0, 2], label: "a < b", id: "g1")],
            annotations: ["writer": "w07", "truth": "x"])
        let data = try JSONEncoder().encode(drawing)
        let decoded = try JSONDecoder().decode(InkDrawing.self, from: data)
        #expect(decoded == drawing)
        #expect(decoded.strokes[1].points[0].timeOffset == nil)
    }
}
