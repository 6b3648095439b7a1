import Foundation
import InkRec
import InkRecCLI
import Testing
import TestSupport

/// `inkrec snap --no-shape-guides` (`SnapConfiguration.registersSnappedShapes` off): real $1
/// rectangles (writer s02), the second drawn 3 s after the first, 12 pt right of its snapped
/// right edge (over the 6 pt tolerance), held, then dragged outward in 1 pt steps so its left
/// edge reaches the first one's. By default it aligns there; with the flag it has nothing to align to.
struct SnapShapeGuidesTests {
    /// The two rectangles as one inkrec JSON drawing in `folder`, and the first one's snapped right edge.
    static func drawingFile(in folder: URL) throws -> (url: URL, edge: Double) {
        let source = TestPaths.datasets.appendingPathComponent("dollar1-unistroke/s02/medium")
        let a = try #require(try InkDataset.load(paths: [source.appendingPathComponent("rectangle01.xml")]).samples.first?.drawing.strokes.first)
        let b = try #require(try InkDataset.load(paths: [source.appendingPathComponent("rectangle02.xml")]).samples.first?.drawing.strokes.first)
        let shapeA = try snapped(a), shapeB = try snapped(b)
        // A rectangle's extent on the canvas is its corners' box.
        let boxA = try #require(BoundingBox(enclosing: shapeA.vertices)), boxB = try #require(BoundingBox(enclosing: shapeB.vertices))
        let offset = Vector2(boxA.maxX + 12 - boxB.minX, boxA.maxY + 100 - boxB.minY)
        var moved = b
        moved.points = b.points.map { InkPoint($0.location + offset, timeOffset: $0.timeOffset) }
        let last = try #require(moved.points.last)
        let end = try #require(last.timeOffset)
        let outward = (last.location - (shapeB.center + offset)) / (last.location - (shapeB.center + offset)).length
        moved.points.append(InkPoint(last.location, timeOffset: end + 0.7))  // the hold
        for step in 1...60 {
            moved.points.append(InkPoint(last.location + outward * Double(step), timeOffset: end + 0.7 + Double(step) / 60))
        }
        var first = a
        first.startTime = 0
        moved.startTime = try #require(a.points.last?.timeOffset) + 3.6
        let url = folder.appendingPathComponent("two-rectangles.json")
        try InkJSON.write([LabeledInk(drawing: InkDrawing(strokes: [first, moved]), label: "rectangles", writer: "s02", source: "r")], to: url)
        return (url, boxA.maxX)
    }

    static func snapped(_ stroke: InkStroke) throws -> Shape {
        var session = SnapSession()
        return try #require(SnapReplay(simulatedHold: 0.6).replay(InkDrawing(strokes: [stroke]), in: &session).shapes.first)
    }

    /// The `guide` of each `alignment` event and the `shape` of each `pathComplete` of `snap --json`.
    static func run(_ words: [String]) throws -> (alignments: [String], shapes: [String]) {
        let (context, out, err) = CommandContext.captured()
        let code = InkRecTool().run(words, context: context)
        #expect(code == .success, "\(err.text)")
        let drawings = try #require(try JSONSerialization.jsonObject(with: Data(out.text.utf8)) as? [[String: Any]])
        let events = try #require(drawings.first?["events"] as? [[String: Any]])
        return (
            events.filter { $0["type"] as? String == "alignment" }.compactMap { $0["guide"] as? String },
            events.filter { $0["type"] as? String == "pathComplete" }.compactMap { $0["shape"] as? String }
        )
    }

    @Test func snappedShapesAreGuidesUnlessTurnedOff() throws {
        try withTemporaryFolder { folder throws in
            let (url, edge) = try Self.drawingFile(in: folder)
            let words = ["snap", url.path, "--simulate-hold", "0.6", "--json"]
            let byDefault = try Self.run(words)
            #expect(byDefault.shapes == ["rectangle", "rectangle"])
            let x = String(format: "%.2f", edge).replacingOccurrences(of: #"\.?0+$"#, with: "", options: .regularExpression)
            #expect(byDefault.alignments.contains { $0.hasSuffix(" edge x=\(x)") }, "\(byDefault.alignments)")

            let turnedOff = try Self.run(words + ["--no-shape-guides"])
            #expect(turnedOff.shapes == ["rectangle", "rectangle"])
            #expect(!turnedOff.alignments.contains { $0.contains("edge") || $0.contains("centre") }, "\(turnedOff.alignments)")
        }
    }

    /// Each guide's fields come apart from its display string: the first rectangle's right edge
    /// is a vertical line of shape 0 at its x, not a string to parse.
    @Test func alignmentGuidesCarryTheirFields() throws {
        try withTemporaryFolder { folder throws in
            let (url, edge) = try Self.drawingFile(in: folder)
            let (context, out, err) = CommandContext.captured()
            #expect(InkRecTool().run(["snap", url.path, "--simulate-hold", "0.6", "--json"], context: context) == .success, "\(err.text)")
            let drawings = try #require(try JSONSerialization.jsonObject(with: Data(out.text.utf8)) as? [[String: Any]])
            let events = try #require(drawings.first?["events"] as? [[String: Any]])
            let details = events.filter { $0["type"] as? String == "alignment" }.compactMap { $0["guide_detail"] as? [String: Any] }
            let edgeGuide = try #require(details.first { $0["kind"] as? String == "edge" }, "\(details)")
            #expect(edgeGuide["axis"] as? String == "x")
            #expect(edgeGuide["shape"] as? Int == 0)
            #expect(abs((edgeGuide["coordinate"] as? Double ?? .nan) - edge) <= 0.01, "\(edgeGuide)")
            // A snap's guides come with their fields too, one for one.
            for event in events where event["type"] as? String == "pathComplete" {
                #expect((event["guides"] as? [String])?.count == (event["guide_details"] as? [[String: Any]])?.count)
            }
        }
    }
}
