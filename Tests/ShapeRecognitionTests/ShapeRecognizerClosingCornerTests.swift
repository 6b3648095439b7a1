import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport
import ShapeRecognition

/// Closed outlines whose pen misses the closing corner — stops short of it along the last side,
/// ends beside it, or starts past it — close where the lines of the first and last sides meet
/// (`ClosedOutline`); open figures whose end sides do not meet in a corner ("[", "V", a "7" with
/// a crossbar) and bowls ("D") stay unsnapped.
@Suite struct ShapeRecognizerClosingCornerTests {
    static let sharedData = TestPaths.sharedDatasets != nil

    static func sample(_ relativePath: String) throws -> LabeledInk {
        let url = try #require(TestPaths.sharedDatasets).appendingPathComponent(relativePath)
        return try #require(try InkDataset.load(paths: [url]).samples.first)
    }

    static func isTriangle(_ shape: Shape?) -> Bool {
        (shape?.kind == .polygon || shape?.kind == .regularPolygon) && shape?.sides == 3
    }

    /// $1 train rectangles whose closing side stops a third to a half short of the start corner:
    /// the undrawn stretch left the top side under the coverage a side needs (0.49, 0.54), and they
    /// declined.
    @Test(
        .enabled(if: sharedData, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"),
        arguments: ["s05/medium/rectangle02.xml", "s05/medium/rectangle03.xml"])
    func dollarOneRectangleStoppingShortOfItsStartIsARectangle(file: String) throws {
        let sample = try Self.sample("dollar1-unistroke/\(file)")
        #expect(sample.split == .train)
        let shape = try #require(ShapeRecognizer().recognize(sample.drawing.strokes).shape)
        #expect(shape.kind == .rectangle)
    }

    /// A $1 train triangle whose last stretch bends up at the apex: the corner extrapolated from
    /// the last few points overshot the apex and the triangle declined (0.42); the lines of the
    /// whole first and last sides meet at the apex.
    @Test(.enabled(if: sharedData, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"))
    func dollarOneTriangleWithABentLastStretchIsATriangle() throws {
        let sample = try Self.sample("dollar1-unistroke/s05/fast/triangle06.xml")
        #expect(sample.split == .train)
        #expect(Self.isTriangle(ShapeRecognizer().recognize(sample.drawing.strokes).shape))
    }

    /// A $1 train box drawn slightly skewed (angles 12° off square on average) is a rectangle, not a
    /// parallelogram: the FC "data" parallelograms skew 17° or more.
    @Test(.enabled(if: sharedData, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"))
    func dollarOneSlightlySkewedBoxIsARectangle() throws {
        let sample = try Self.sample("dollar1-unistroke/s05/fast/rectangle09.xml")
        #expect(sample.split == .train)
        #expect(ShapeRecognizer().recognize(sample.drawing.strokes).shape?.kind == .rectangle)
    }

    /// MMG train "D"s: a stem and a boxy bowl, whose two right corners the ink cuts deep (0.14–0.35
    /// of the shorter side), are no rectangle. D-08, finger-drawn with a round bowl, snaps to an
    /// ellipse since the ellipse midpoint 0.041 (a known false snap, ShapeRecognizer.md).
    @Test(
        .enabled(if: sharedData, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"),
        arguments: [
            ("58-finger-MEDIUM/58-finger-medium-D-06.xml", nil), ("58-finger-MEDIUM/58-finger-medium-D-08.xml", ShapeKind.ellipse),
            ("77-finger-MEDIUM/77-finger-medium-D-09.xml", nil),
        ])
    func mmgLetterDIsNoRectangle(file: String, kind: ShapeKind?) throws {
        let sample = try Self.sample("ndollar-mmg/\(file)")
        #expect(sample.split == .train)
        let recognition = ShapeRecognizer().recognize(sample.drawing.strokes)
        #expect(recognition.shape?.kind == kind)
    }

    /// pendigits train "7"s drawn with a crossbar (stem down, back up part-way, bar across): the
    /// stem's return and the top meet in a corner, but the loop cut dropped the bar, so the path
    /// was not heading for its start and does not close into a triangle.
    @Test(.enabled(if: sharedData, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"))
    func pendigitsSevenWithACrossbarIsNoTriangle() throws {
        let url = try #require(TestPaths.sharedDatasets).appendingPathComponent("pendigits/pendigits-orig.tra")
        let samples = try InkDataset.load(paths: [url], split: .train).samples
        for index in [433, 2885] {
            let sample = try #require(samples.first { $0.id.hasSuffix("pendigits-orig.tra#\(index)") })
            #expect(sample.label == "7")
            let recognition = ShapeRecognizer().recognize(sample.drawing.strokes)
            #expect(!Self.isTriangle(recognition.shape), "#\(index): \(String(describing: recognition.shape?.kind))")
        }
    }

    /// pendigits train digits that outline two sides of a triangle and leave the third undrawn:
    /// "7"s whose crossbar is chained after the stem (the pen lift from the stem's foot to the bar
    /// and the chord back to the top make the third side), a "7" with a short start stroke, and
    /// "1"s with a flag (the chord from the foot to the flag's start). All snapped to triangles
    /// before the undrawn-length limit (0.89–1.8 of the shortest side undrawn).
    @Test(
        .enabled(if: sharedData, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"),
        arguments: [
            (1201, "7"), (1455, "7"), (2746, "7"), (2996, "7"), (3637, "7"), (4226, "7"), (5265, "7"), (7466, "7"),
            (305, "1"), (2633, "1"), (4383, "1"),
        ])
    func pendigitsTwoSidedDigitIsNoTriangle(index: Int, label: String) throws {
        let samples = try #require(Self.pendigitsTrainSamples)
        let sample = try #require(samples.first { $0.id.hasSuffix("pendigits-orig.tra#\(index)") })
        #expect(sample.label == label)
        let recognition = ShapeRecognizer().recognize(sample.drawing.strokes)
        #expect(!Self.isTriangle(recognition.shape), "#\(index): \(String(describing: recognition.shape?.kind))")
        #expect(
            !recognition.candidates.contains { ($0.kind == .polygon || $0.kind == .regularPolygon) && $0.sides == 3 },
            "#\(index)")
    }

    /// The pendigits train split, read once (lazily, thread-safe) for the parameterized cases.
    private static let pendigitsTrainSamples: [LabeledInk]? = TestPaths.sharedDatasets.flatMap { root in
        try? InkDataset.load(paths: [root.appendingPathComponent("pendigits/pendigits-orig.tra")], split: .train).samples
    }

    /// Every $1 train and validation rectangle and triangle (s01–s08), drawn again stopping 8 % of
    /// its length earlier (a third of a square's closing side): measured 96.7 % of 240
    /// rectangles and 99.2 % of 240 triangles snap to their kind (47.9 % and 92.1 % before the
    /// closing corner), with the floors a little under.
    @Test(.enabled(if: sharedData, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"))
    func dollarOneOutlinesStoppingShortKeepTheirKind() throws {
        let logs = try #require(TestPaths.sharedDatasets).appendingPathComponent("dollar1-unistroke")
        // Only the train and validation writers' folders are read (s09–s11 are the test split).
        let writers = try FileManager.default.contentsOfDirectory(atPath: logs.path)
            .filter { $0.hasPrefix("s") && (Int($0.dropFirst().prefix(2)) ?? 99) <= 8 }
        var files: [URL] = []
        for writer in writers {
            for speed in ["slow", "medium", "fast"] {
                let folder = logs.appendingPathComponent(writer).appendingPathComponent(speed)
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                files += names.filter { $0.hasPrefix("rectangle") || $0.hasPrefix("triangle") }.map { folder.appendingPathComponent($0) }
            }
        }
        let samples = try InkDataset.load(paths: files).samples
        #expect(samples.allSatisfy { $0.split == .train || $0.split == .validation })
        #expect(samples.count == 480)
        var total: [String: Int] = [:], correct: [String: Int] = [:]
        for sample in samples {
            let stroke = try #require(sample.drawing.strokes.first)
            let lengths = stroke.points.map(\.location).cumulativeArcLengths
            let kept = zip(stroke.points, lengths).filter { $0.1 <= 0.92 * lengths[lengths.count - 1] }.map(\.0)
            let shape = ShapeRecognizer().recognize([InkStroke(points: kept)]).shape
            total[sample.label, default: 0] += 1
            if sample.label == "rectangle" ? shape?.kind == .rectangle : Self.isTriangle(shape) { correct[sample.label, default: 0] += 1 }
        }
        #expect(Double(correct["rectangle"] ?? 0) >= 0.94 * Double(total["rectangle"] ?? 0), "rectangles \(correct) of \(total)")
        #expect(Double(correct["triangle"] ?? 0) >= 0.97 * Double(total["triangle"] ?? 0), "triangles \(correct) of \(total)")
    }

    /// Synthetic boxes and triangles stopping 6–10 % of their outline short of the start corner,
    /// from every start corner, both directions, three rotations: the kind holds.
    @Test(arguments: [0.06, 0.1])
    func outlinesStoppingShortOfTheStartCornerKeepTheirKind(gap: Double) {
        var ink = SyntheticInk(seed: 11)
        let outlines: [(name: String, vertices: [Vector2], expected: (Shape?) -> Bool)] = [
            ("box", SyntheticInk.rectangle(width: 240, height: 160), { $0?.kind == .rectangle }),
            ("triangle", [Vector2(200, 80), Vector2(320, 280), Vector2(90, 260)], Self.isTriangle),
        ]
        var failures: [String] = []
        for outline in outlines {
            for start in outline.vertices.indices {
                for reversed in [false, true] {
                    for rotation in [0.0, 0.5, 1.1] {
                        let style = SyntheticInk.Style(rotation: rotation, jitter: 1, gap: gap, reversed: reversed, startVertex: start)
                        let shape = ShapeRecognizer().recognize([ink.stroke(outline.vertices, closed: true, style: style)]).shape
                        if !outline.expected(shape) {
                            failures.append("\(outline.name) start \(start) reversed \(reversed) rotation \(rotation): \(String(describing: shape?.kind))")
                        }
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    /// Open figures whose end sides are parallel ("[", "U") or meet far back along both ("V", "L",
    /// "Z") are not closed by a corner between their ends.
    @Test func openFiguresStayOpen() {
        var ink = SyntheticInk(seed: 12)
        let figures: [(name: String, vertices: [Vector2])] = [
            ("[", [Vector2(260, 100), Vector2(120, 100), Vector2(120, 300), Vector2(260, 300)]),
            ("U", [Vector2(100, 100), Vector2(100, 300), Vector2(260, 300), Vector2(260, 100)]),
            ("V", [Vector2(100, 100), Vector2(180, 300), Vector2(260, 100)]),
            ("L", [Vector2(100, 100), Vector2(100, 300), Vector2(260, 300)]),
            ("Z", [Vector2(100, 100), Vector2(260, 100), Vector2(100, 300), Vector2(260, 300)]),
        ]
        for figure in figures {
            for rotation in [0.0, 0.7] {
                let style = SyntheticInk.Style(rotation: rotation, jitter: 1)
                let shape = ShapeRecognizer().recognize([ink.stroke(figure.vertices, closed: false, style: style)]).shape
                #expect(shape == nil || shape?.kind == .line || shape?.kind == .arrow,
                        "\(figure.name) at \(rotation): \(String(describing: shape?.kind)) \(shape?.sides ?? 0)")
            }
        }
    }
}
