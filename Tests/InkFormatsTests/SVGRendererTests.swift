import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Parses SVG text and records its elements, failing on the first XML error.
private final class SVGProbe: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []
    var texts: [String] = []
    var error: String?
    private var inText = false

    static func parse(_ svg: String) -> SVGProbe {
        let probe = SVGProbe()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = probe
        if !parser.parse(), probe.error == nil { probe.error = "parse failed" }
        return probe
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
        elements.append((name, attributes))
        if name == "text" { inText = true; texts.append("") }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "text" { inText = false }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inText { texts[texts.count - 1] += string }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if error == nil { error = "line \(parser.lineNumber): \(parseError)" }
        parser.abortParsing()
    }

    func count(_ name: String) -> Int { elements.filter { $0.name == name }.count }
    func first(_ name: String) -> [String: String]? { elements.first { $0.name == name }?.attributes }
}

@Suite("SVG renderer")
struct SVGRendererTests {
    private let drawing = InkDrawing(strokes: [
        InkStroke(locations: [Vector2(10, 20), Vector2(110, 20), Vector2(110, 70)]),
        InkStroke(locations: [Vector2(60, 45)]),
        InkStroke(points: []),
        InkStroke(locations: [Vector2(10, 70), Vector2(60, 20)]),
    ])

    @Test("one path per non-empty stroke, viewBox from the bounds with the margin, and a label")
    func singleDrawing() throws {
        let svg = SVGRenderer(margin: 0.1, cellSize: 200).document(SVGPanel(drawing: drawing, label: "a < b & c"))
        let probe = SVGProbe.parse(svg)
        #expect(probe.error == nil)
        #expect(probe.count("path") == 3)
        // bounds 10…110 × 20…70, written from their corner (10, 20); margin 0.1 × 100 = 10 on every side
        let inner = try #require(probe.elements.filter { $0.name == "svg" }.dropFirst().first?.attributes)
        #expect(inner["viewBox"] == "-10 -10 120 70")
        #expect(probe.first("svg")?["width"] == "200")
        #expect(probe.texts == ["a < b & c"])
        #expect(svg.contains("a &lt; b &amp; c"))
        #expect(probe.elements.first { $0.name == "path" }?.attributes["d"] == "M0 0 L100 0 L100 50")
        #expect(probe.elements.filter { $0.name == "path" }[1].attributes["d"] == "M50 25 L50 25", "a dot")
    }

    @Test("a grid has a cell, a path per stroke and a label per drawing")
    func grid() throws {
        var rng = SeededGenerator(seed: 3)
        let panels = (0..<7).map { i in
            let strokes = (0...i % 3).map { _ in
                InkStroke(locations: (0..<5).map { _ in Vector2(Double.random(in: 0...50, using: &rng), Double.random(in: 0...50, using: &rng)) })
            }
            return SVGPanel(drawing: InkDrawing(strokes: strokes), label: "class \"\(i)\"")
        }
        let svg = SVGRenderer(cellSize: 100, fontSize: 10).grid(panels)
        let probe = SVGProbe.parse(svg)
        #expect(probe.error == nil)
        #expect(probe.count("path") == panels.reduce(0) { $0 + $1.drawing.strokes.count })
        #expect(probe.count("svg") == 1 + 7)
        #expect(probe.texts == (0..<7).map { "class \"\($0)\"" })
        // ⌈√7⌉ = 3 columns, 3 rows of 100 px cells plus a 16 px caption each
        #expect(probe.first("svg")?["width"] == "300")
        #expect(probe.first("svg")?["height"] == "348")
        let columns = SVGProbe.parse(SVGRenderer(cellSize: 100).grid(panels, columns: 7))
        #expect(columns.first("svg")?["width"] == "700")
    }

    /// Trial 21: a label with a line break was drawn run together (SVG text drops it) and a
    /// long one ran into its neighbours' cells.
    @Test("a caption shows line breaks as ↵ and is cut with … to its cell's width")
    func captionsFitTheirCells() {
        let long = String(repeating: "w", count: 60)
        let panels = ["two\nlines", "a\r\nb", long, ""].map { SVGPanel(drawing: drawing, label: $0) }
        let probe = SVGProbe.parse(SVGRenderer().grid(panels))
        // 200 px at 0.6 × 12 px a glyph: 27 characters, the last an ellipsis.
        #expect(probe.texts == ["two↵lines", "a↵b", String(repeating: "w", count: 26) + "…", ""])
    }

    @Test("overlay elements are drawn in the drawing's coordinates after the strokes")
    func overlay() {
        let panel = SVGPanel(drawing: drawing, overlay: ["<ellipse cx=\"60\" cy=\"45\" rx=\"50\" ry=\"25\" fill=\"none\" stroke=\"red\"/>"])
        let probe = SVGProbe.parse(SVGRenderer().document(panel))
        #expect(probe.error == nil)
        let names = probe.elements.map(\.name)
        #expect(names.firstIndex(of: "ellipse").map { $0 > (names.lastIndex(of: "path") ?? .max) } == true)
    }

    @Test("empty drawings, lone points and non-finite points still give valid SVG")
    func degenerateInput() {
        let cases = [
            InkDrawing(strokes: []),
            InkDrawing(strokes: [InkStroke(locations: [Vector2(5, 5)])]),
            InkDrawing(strokes: [InkStroke(locations: [Vector2(.nan, 1), Vector2(2, .infinity), Vector2(3, 4), Vector2(8, 4)])]),
        ]
        let probes = cases.map { SVGProbe.parse(SVGRenderer().document(SVGPanel(drawing: $0))) }
        #expect(probes.map(\.error) == [nil, nil, nil])
        #expect(probes.map { $0.count("path") } == [0, 1, 1])
        // A unit box for no ink, a unit square round a lone point, 5.5 × 0.5 round the finite line.
        #expect(probes.map { $0.first("svg")?["height"] } == ["200", "200", "18.182"])
        #expect(probes[2].elements.first { $0.name == "path" }?.attributes["d"] == "M0 0 L5 0")
        #expect(SVGProbe.parse(SVGRenderer().grid([])).error == nil)
    }

    @Test("the FC fixture renders one path per stroke with its symbols as a labelled grid")
    func flowchartGrid() throws {
        let samples = try InkDataset.load(paths: [TestPaths.datasets.appendingPathComponent("fc-flowchart")]).samples
        let symbols = samples[0].labeledGroups()
        let renderer = SVGRenderer()
        let whole = SVGProbe.parse(renderer.document(SVGPanel(drawing: samples[0].drawing, label: samples[0].label)))
        #expect(whole.error == nil)
        #expect(whole.count("path") == 30)
        let grid = SVGProbe.parse(renderer.grid(symbols.map { SVGPanel(drawing: $0.drawing, label: $0.label) }))
        #expect(grid.error == nil)
        #expect(grid.count("path") == symbols.reduce(0) { $0 + $1.drawing.strokes.count })
        #expect(grid.texts == symbols.map(\.label))
    }

    @Test("a stroke's width is drawn where it is at least strokeWidth pixels; a finer one (the FC brush) as a hairline")
    func strokeWidths() throws {
        let line = [InkPoint(x: 0, y: 0), InkPoint(x: 100, y: 0)]
        let drawing = InkDrawing(strokes: [
            InkStroke(points: line, color: "#ff0000", width: 10), InkStroke(points: line, width: 0.189), InkStroke(points: line),
        ])
        let paths = SVGProbe.parse(SVGRenderer().document(SVGPanel(drawing: drawing))).elements.filter { $0.name == "path" }.map(\.attributes)
        // 200 px for the 110-point-wide box: 2 px are 1.1 points.
        #expect(paths.map { $0["stroke-width"] } == ["10", "1.1", "1.1"])
        #expect(paths.allSatisfy { $0["vector-effect"] == nil })
        #expect(paths.map { $0["stroke"] } == ["#ff0000", "#1a1a1a", "#1a1a1a"])
        let page = try InkDrawing(contentsOfInkML: TestPaths.datasets.appendingPathComponent("fc-flowchart/writer1_1.inkml"))
        #expect(page.strokes.allSatisfy { $0.width != nil })
        let pagePaths = SVGProbe.parse(SVGRenderer().document(SVGPanel(drawing: page))).elements.filter { $0.name == "path" }
        #expect(!pagePaths.isEmpty && pagePaths.allSatisfy { $0.attributes["stroke-width"] == pagePaths[0].attributes["stroke-width"] })
    }

    /// Trial 21: every path was 2 wide with `vector-effect="non-scaling-stroke"`, which rsvg-convert
    /// and CairoSVG ignore: CROHME ink (a 1.4 × 1.0 box) drew as a blob, 8000-unit ink not at all.
    @Test("the default width is strokeWidth pixels in each cell's own units, for ink in tiny and huge units alike")
    func strokeWidthInCellUnits() {
        func widths(_ side: Double) -> [String?] {
            let drawing = InkDrawing(strokes: [InkStroke(points: [InkPoint(x: 0, y: 0), InkPoint(x: side, y: side)])])
            let svg = SVGRenderer().grid([SVGPanel(drawing: drawing, overlay: ["<line x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\" stroke=\"red\"/>"])])
            let elements = SVGProbe.parse(svg).elements
            return [elements.first { $0.name == "path" }?.attributes["stroke-width"], elements.first { $0.name == "g" }?.attributes["stroke-width"]]
        }
        // The box is the side × 1.1 (margins), drawn 200 px wide: 2 px are side × 0.011.
        #expect(widths(1) == ["0.011", "0.011"])
        #expect(widths(10000) == ["110", "110"])
    }

    @Test("write puts the SVG in place atomically")
    func write() throws {
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("ink.svg")
            let svg = SVGRenderer().document(SVGPanel(drawing: drawing))
            try SVGRenderer().write(svg, to: url)
            #expect(try String(contentsOf: url, encoding: .utf8) == svg)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["ink.svg"])
        }
    }

    /// Session 21: coordinates were rounded to 1/1000 of a unit, so ink 0.001 across (InkML in
    /// metres) lost its inner points; they resolve 1/10,000 of the drawing's extent in any units.
    @Test func coordinatePrecisionFollowsTheDrawingsSize() throws {
        func firstPath(_ locations: [Vector2]) throws -> String {
            let svg = SVGRenderer(margin: 0).document(SVGPanel(drawing: InkDrawing(strokes: [InkStroke(locations: locations)])))
            return try #require(SVGProbe.parse(svg).elements.first { $0.name == "path" }?.attributes["d"])
        }
        // 0.002 across: to 1e-7 (was "M0 0 L0 0 L0.002 0.002").
        #expect(try firstPath([Vector2(0, 0), Vector2(0.00012344, 0.00034), Vector2(0.002, 0.002)]) == "M0 0 L0.0001234 0.00034 L0.002 0.002")
        // 20 million across: to thousands, no digits below a pixel (was "L1234567.891 2000400").
        #expect(try firstPath([Vector2(0, 0), Vector2(1_234_567.891, 2_000_400), Vector2(2e7, 2e7)]) == "M0 0 L1235000 2000000 L20000000 20000000")
        // 200 across: to 1/100 of a unit, 1/20,000 of it.
        #expect(try firstPath([Vector2(0, 0), Vector2(12.34567, 50), Vector2(200, 200)]) == "M0 0 L12.35 50 L200 200")
    }

    /// Break 22: ink under ~1e-304 across (subnormal coordinates) trapped converting
    /// log10(10,000 / extent) = +∞ to Int; its decimals now stop at 300 and the page is written
    /// (its points round to 0, as documented). Ink 1e300 across is rounded to 1e296.
    @Test func subnormalExtentsRenderWithoutTrapping() {
        for locations in [[Vector2(0, 0), Vector2(1e-306, 2e-306)], [Vector2(.leastNonzeroMagnitude, 2 * .leastNonzeroMagnitude), Vector2(0, 0)]] {
            let svg = SVGRenderer().document(SVGPanel(drawing: InkDrawing(strokes: [InkStroke(locations: locations)])))
            #expect(SVGProbe.parse(svg).elements.contains { $0.name == "path" })
        }
        let svg = SVGRenderer(margin: 0).document(SVGPanel(drawing: InkDrawing(strokes: [InkStroke(locations: [Vector2(0, 0), Vector2(1.23456e300, 1e300)])])))
        #expect(SVGProbe.parse(svg).elements.first { $0.name == "path" }?.attributes["d"] == "M0 0 L1.2346e+300 1e+300")
    }

    /// Trial 23: subnormal ink (0 to 5e-324) got a "0 0 0 0" viewBox and drew nothing, ink 1e-300
    /// across lost its margin, and ink 10 points across at 1e14 was written as 100000000000007.02
    /// (finer than renderers resolve: rsvg-convert drew an empty cell). Written from the ink's
    /// corner, scaled by a power of ten under 1e-290, each keeps its shape and margin.
    @Test func extremeExtentsAndOffsetsKeepShapeAndMargin() throws {
        func inner(_ locations: [Vector2], overlay: [String] = []) throws -> (viewBox: String?, d: String?, g: [String: String]?) {
            let drawing = InkDrawing(strokes: [InkStroke(locations: locations)])
            let probe = SVGProbe.parse(SVGRenderer().document(SVGPanel(drawing: drawing, overlay: overlay)))
            #expect(probe.error == nil)
            let svg = try #require(probe.elements.filter { $0.name == "svg" }.dropFirst().first?.attributes)
            return (svg["viewBox"], probe.elements.first { $0.name == "path" }?.attributes["d"], probe.first("g"))
        }
        let subnormal = try inner([Vector2(0, 0), Vector2(.leastNonzeroMagnitude, .leastNonzeroMagnitude), Vector2(0, .leastNonzeroMagnitude)])
        #expect(subnormal.viewBox == "-0.247 -0.247 5.4347 5.4347")
        #expect(subnormal.d == "M0 0 L4.9407 4.9407 L0 4.9407")
        let tiny = try inner([Vector2(0, 0), Vector2(1e-300, 1e-300), Vector2(0, 1e-300)], overlay: ["<circle r=\"1e-300\"/>"])
        #expect(tiny.viewBox == "-0.05 -0.05 1.1 1.1")
        #expect(tiny.d == "M0 0 L1 1 L0 1")
        #expect(tiny.g?["transform"] == "scale(1e300) translate(0 0)")
        let far = try inner([Vector2(1e14, 1e14), Vector2(1e14 + 10, 1e14), Vector2(1e14 + 10, 1e14 + 7), Vector2(1e14 + 0.5, 1e14 + 7)], overlay: ["<circle r=\"1\"/>"])
        #expect(far.viewBox == "-0.5 -0.5 11 8")
        #expect(far.d == "M0 0 L10 0 L10 7 L0.5 7")
        #expect(far.g?["transform"] == "translate(-100000000000000 -100000000000000)")
        #expect(far.g?["stroke-width"] == "0.11")
        let atOrigin = try inner([Vector2(0, 0), Vector2(100, 100)], overlay: ["<circle r=\"1\"/>"])
        #expect(atOrigin.g?["transform"] == nil)
    }

    /// Trial 24: the report's shape outline kept the drawing's coordinates under a
    /// `translate(-1000000020 …)`, which rsvg-convert misplaced at 1e9 and dropped at 1e12. A
    /// polyline is written in the ink's frame, as its strokes are, at the ink's default width.
    @Test func polylinesAreWrittenInTheInksFrame() throws {
        for offset in [0.0, 1e9, 9e14] {
            let corners = [Vector2(offset, offset), Vector2(offset + 10, offset), Vector2(offset + 10, offset + 7)]
            let drawing = InkDrawing(strokes: [InkStroke(locations: corners)])
            let line = SVGPolyline(points: corners + [Vector2(.nan, 0), corners[0]], color: "a\"b")
            let probe = SVGProbe.parse(SVGRenderer().document(SVGPanel(drawing: drawing, polylines: [line])))
            #expect(probe.error == nil)
            let polyline = try #require(probe.first("polyline"))
            #expect(polyline["points"] == "0,0 10,0 10,7 0,0", "offset \(offset)")
            #expect(polyline["stroke"] == "a\"b")
            #expect(polyline["stroke-width"] == "0.11")
            #expect(probe.first("g") == nil)
        }
        // A polyline of fewer than two finite points draws nothing.
        let lone = SVGPanel(drawing: drawing, polylines: [SVGPolyline(points: [Vector2(1, 1), Vector2(.infinity, 0)], color: "red")])
        #expect(SVGProbe.parse(SVGRenderer().document(lone)).first("polyline") == nil)
    }
}
