import Foundation
import InkRec
import InkRecCLI
import Testing
import TestSupport

// The code of `IntegratingInAnApp.md` (ShapeRecognition's DocC catalog), verbatim at file scope
// and inside the tests below, run with real values on Linux; `articleSnippetsAreThisFilesCode`
// fails when the article's code and this file part ways.

// MARK: Snippets

/// Where a `SnappingCanvas` plays its events. UIKit's `UICanvasFeedbackGenerator` has both
/// methods: `extension UICanvasFeedbackGenerator: CanvasFeedback {}`.
@MainActor protocol CanvasFeedback {
    func pathCompleted(at location: CGPoint)
    func alignmentOccurred(at location: CGPoint)
}

/// One PaperKit call for a snapped shape (Mapping to PaperKit).
enum MarkupInsertion: Equatable {
    /// `insertNewShape(configuration:frame:rotation:)` with a `ShapeConfiguration` of this type.
    case shape(type: ShapeKind, frame: CGRect, rotation: CGFloat)
    /// `insertNewLine(configuration:from:to:startMarker:endMarker:)`.
    case line(from: CGPoint, to: CGPoint, startMarker: Bool, endMarker: Bool)
    /// No PaperKit shape: a PencilKit stroke through the points, `append(contentsOf:)`.
    case stroke([CGPoint])
}

func markupInsertions(for shape: Shape) -> [MarkupInsertion] {
    switch shape.kind {
    case .rectangle, .roundedRectangle, .ellipse:
        return [.shape(type: shape.kind, frame: shape.frame.cgRect, rotation: CGFloat(shape.rotation))]
    case .line, .arrow:
        guard let start = shape.start, let end = shape.end else { return [] }
        // A bent arrow's shaft runs tail to tip through `vertices`: a line per segment, the head on the last.
        let points = shape.vertices.count > 2 ? shape.vertices : [start, end]
        let last = points.count - 2
        return (0...last).map { i in
            .line(
                from: points[i].cgPoint, to: points[i + 1].cgPoint,
                startMarker: i == 0 && shape.startMarker == .arrow, endMarker: i == last && shape.endMarker == .arrow)
        }
    case .polygon, .regularPolygon, .star:
        // No irregular polygon in PaperKit, and no side count: draw the closed outline.
        guard let first = shape.vertices.first else { return [] }
        return [.stroke((shape.vertices + [first]).map(\.cgPoint))]
    }
}

/// A canvas's pen handling without UIKit: call it from `touchesBegan`, `touchesMoved` (each of
/// `event.coalescedTouches(for:)`) and `touchesEnded` with `touch.location(in:)` and
/// `touch.timestamp`, and from a display link with its `timestamp`.
@MainActor final class SnappingCanvas<Feedback: CanvasFeedback> {
    private(set) var session = SnapSession()
    let feedback: Feedback
    /// What to insert into the `PaperMarkup` for each committed shape.
    private(set) var insertions: [MarkupInsertion] = []

    init(feedback: Feedback) { self.feedback = feedback }

    /// The touch drawing the stroke (`ObjectIdentifier(touch)`): another touch, such as a finger
    /// resting while the pencil draws, neither extends nor ends it.
    private var strokeTouch: ObjectIdentifier?

    func penDown(_ touch: ObjectIdentifier, at location: CGPoint, time: TimeInterval, strokeID: String) {
        guard strokeTouch == nil else { return }
        let events = try? session.begin(InkPoint(location, timeOffset: time), id: strokeID)
        // A pen-down the session refused (a NaN point) starts no stroke.
        if session.state.isPenDown { strokeTouch = touch }
        play(events)
    }

    func penMoved(_ touch: ObjectIdentifier, to location: CGPoint, time: TimeInterval) {
        guard touch == strokeTouch else { return }
        play(try? session.append(InkPoint(location, timeOffset: time)))
    }

    func displayLinkFired(time: TimeInterval) {
        play(session.update(time: time))
    }

    func penUp(_ touch: ObjectIdentifier, time: TimeInterval) {
        guard touch == strokeTouch else { return }
        strokeTouch = nil
        play(session.end(at: time))
        if case .ended(let shape?) = session.state { insertions += markupInsertions(for: shape) }
    }

    func penCancelled(_ touch: ObjectIdentifier) {
        guard touch == strokeTouch else { return }
        strokeTouch = nil
        session.cancel()
    }

    /// A point the session rejects (NaN, time going backwards) is dropped: `try?` gives `nil`.
    private func play(_ events: [SnapEvent]?) {
        for event in events ?? [] {
            switch event {
            case .pathComplete: feedback.pathCompleted(at: event.location.cgPoint)
            case .alignment: feedback.alignmentOccurred(at: event.location.cgPoint)
            }
        }
    }
}

/// The app's own file: inkrec JSON keeps every channel, style, group and annotation.
func savePage(_ page: InkDrawing, to url: URL) throws {
    try InkJSON.write([LabeledInk(drawing: page, label: "", writer: nil, source: url.lastPathComponent)], to: url)
}

func loadPage(from url: URL) throws -> InkDrawing? {
    try InkJSON.decode(Data(contentsOf: url), path: url.path).first?.drawing
}

/// An InkML file for other apps, and what it does not hold (empty when nothing is lost).
func exportInkML(_ page: InkDrawing, to url: URL) throws -> [String] {
    try page.writeInkML(to: url)
    return FormatLoss(writing: [LabeledInk(drawing: page, label: "", writer: nil, source: url.path)], as: .inkml).names
}

// MARK: Tests

/// Stand-ins for two `UITouch`es, by identity: the pencil and a finger resting on the glass.
private final class Touch: Sendable {}
private let pencilTouch = Touch(), fingerTouch = Touch()
private let pencil = ObjectIdentifier(pencilTouch), finger = ObjectIdentifier(fingerTouch)

/// Records what a `SnappingCanvas` plays, where `UICanvasFeedbackGenerator` would buzz.
@MainActor private final class RecordedFeedback: CanvasFeedback {
    var played: [(kind: String, location: CGPoint)] = []
    func pathCompleted(at location: CGPoint) { played.append(("pathCompleted", location)) }
    func alignmentOccurred(at location: CGPoint) { played.append(("alignmentOccurred", location)) }
}

/// Pen samples at 120 Hz along `corners` at 400 pt/s from `start` on the session clock (seconds
/// since boot, as `UITouch.timestamp`): (location, time) pairs.
private func pen(_ corners: [CGPoint], start: TimeInterval) -> [(CGPoint, TimeInterval)] {
    var samples: [(CGPoint, TimeInterval)] = []
    var time = start
    for (a, b) in zip(corners, corners.dropFirst()) {
        let steps = max(1, Int((hypot(b.x - a.x, b.y - a.y) / (400.0 / 120)).rounded()))
        for k in 0..<steps {
            let f = CGFloat(k) / CGFloat(steps)
            samples.append((CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f), time))
            time += 1.0 / 120
        }
    }
    samples.append((corners[corners.count - 1], time))
    return samples
}

@MainActor @Suite struct IntegratingInAnAppTests {
    /// Draws `corners` from `start`, rests `hold` seconds under a 60 Hz display link, lifts.
    private func draw(
        _ corners: [CGPoint], start: TimeInterval, hold: TimeInterval = 0.6, id: String,
        on canvas: SnappingCanvas<RecordedFeedback>
    ) {
        let samples = pen(corners, start: start)
        canvas.penDown(pencil, at: samples[0].0, time: samples[0].1, strokeID: id)
        for (location, time) in samples.dropFirst() { canvas.penMoved(pencil, to: location, time: time) }
        var time = samples[samples.count - 1].1
        while time < samples[samples.count - 1].1 + hold {
            time += 1.0 / 60
            canvas.displayLinkFired(time: time)
        }
        canvas.penUp(pencil, time: time)
    }

    @Test func heldRectangleBuzzesOnceAndInsertsAPaperKitRectangle() throws {
        let canvas = SnappingCanvas(feedback: RecordedFeedback())
        let corners = [CGPoint(x: 100, y: 100), CGPoint(x: 300, y: 103), CGPoint(x: 302, y: 220),
                       CGPoint(x: 98, y: 218), CGPoint(x: 101, y: 104)]
        draw(corners, start: 5_000, id: "rect", on: canvas)
        #expect(canvas.feedback.played.map(\.kind) == ["pathCompleted"])
        // Where the pen rested.
        #expect(canvas.feedback.played.first?.location == CGPoint(x: 101, y: 104))
        guard case .shape(let type, let frame, let rotation)? = canvas.insertions.first else {
            Issue.record("no PaperKit shape: \(canvas.insertions)")
            return
        }
        #expect(canvas.insertions.count == 1 && type == .rectangle)
        #expect(abs(frame.midX - 200) < 4 && abs(frame.midY - 161) < 4, "\(frame)")
        #expect(abs(frame.width - 202) < 8 && abs(frame.height - 116) < 8, "\(frame)")
        #expect(abs(rotation) < 0.03)
    }

    /// A cancelled touch (a palm, a system gesture) after a snap inserts nothing; the buzz was played.
    @Test func cancelledTouchInsertsNothing() {
        let canvas = SnappingCanvas(feedback: RecordedFeedback())
        let samples = pen([CGPoint(x: 100, y: 400), CGPoint(x: 400, y: 403)], start: 110)
        canvas.penDown(pencil, at: samples[0].0, time: samples[0].1, strokeID: "line")
        for (location, time) in samples.dropFirst() { canvas.penMoved(pencil, to: location, time: time) }
        canvas.displayLinkFired(time: samples[samples.count - 1].1 + 0.6)
        #expect(canvas.session.currentShape?.kind == .line)
        canvas.penCancelled(pencil)
        canvas.penUp(pencil, time: samples[samples.count - 1].1 + 0.7)
        #expect(canvas.feedback.played.map(\.kind) == ["pathCompleted"])
        #expect(canvas.insertions.isEmpty && canvas.session.state == .idle)
    }

    /// A finger rests on the glass while the pencil draws a line, their samples interleaved, and
    /// lifts first: the finger's points are not the stroke's and its lift does not end it (before,
    /// the stroke ran to the finger at (600, 606) and ended with it: trial 19, app section X).
    @Test func aSecondTouchNeitherExtendsNorEndsTheStroke() throws {
        let canvas = SnappingCanvas(feedback: RecordedFeedback())
        var time = 10.0
        canvas.penDown(pencil, at: CGPoint(x: 100, y: 100), time: time, strokeID: "pencil")
        canvas.penDown(finger, at: CGPoint(x: 600, y: 600), time: time + 0.001, strokeID: "finger")
        for i in 1...60 {
            time += 1.0 / 240
            canvas.penMoved(pencil, to: CGPoint(x: 100 + Double(i) * 3, y: 100), time: time)
            canvas.penMoved(finger, to: CGPoint(x: 600, y: 600 + Double(i) * 0.1), time: time + 0.0005)
        }
        canvas.penUp(finger, time: time + 0.01)
        #expect(canvas.session.state == .drawing)
        canvas.penUp(pencil, time: time + 0.02)
        let ink = try #require(canvas.session.canvasInk.last)
        #expect(canvas.session.canvasInk.count == 1 && ink.id == "pencil")
        #expect(ink.bounds == BoundingBox(origin: Vector2(100, 100), width: 180, height: 0))
    }

    /// The shaft bends at (700, 600): two lines, the head on the second only.
    @Test func bentArrowBecomesTwoLinesWithTheHeadOnTheLast() throws {
        let canvas = SnappingCanvas(feedback: RecordedFeedback())
        let corners = [CGPoint(x: 500, y: 600), CGPoint(x: 700, y: 600), CGPoint(x: 700, y: 800),
                       CGPoint(x: 680, y: 775), CGPoint(x: 700, y: 800), CGPoint(x: 720, y: 775)]
        draw(corners, start: 140, id: "elbow", on: canvas)
        let shape = try #require(canvas.session.currentShape)
        #expect(shape.kind == .arrow && shape.vertices.count == 3, "\(shape)")
        #expect(shape.vertices.first == shape.start && shape.vertices.last == shape.end)
        #expect(canvas.insertions.count == 2)
        guard case .line(let from, let to, let startMarker, let endMarker)? = canvas.insertions.first,
            case .line(let from2, let to2, false, true)? = canvas.insertions.last
        else {
            Issue.record("not two lines with the head on the last: \(canvas.insertions)")
            return
        }
        #expect(!startMarker && !endMarker && to == from2)
        #expect(hypot(from.x - 500, from.y - 600) < 4 && hypot(to.x - 700, to.y - 600) < 6, "\(from) \(to)")
        #expect(hypot(to2.x - 700, to2.y - 800) < 6, "\(to2)")
    }

    /// A straight double arrow keeps both markers on its one line; an irregular polygon and a
    /// regular one become closed strokes through their vertices; shapes without the geometry
    /// their kind needs insert nothing.
    @Test func everyKindMapsToOneCallOrAStroke() {
        let frame = BoundingBox(origin: Vector2(0, 0), width: 10, height: 10)
        let double = Shape(kind: .arrow, frame: frame, start: Vector2(0, 5), end: Vector2(10, 5),
                           startMarker: .arrow, endMarker: .arrow)
        #expect(markupInsertions(for: double) == [
            .line(from: CGPoint(x: 0, y: 5), to: CGPoint(x: 10, y: 5), startMarker: true, endMarker: true)])
        let triangle = [Vector2(0, 0), Vector2(10, 2), Vector2(3, 9)]
        let polygon = Shape(kind: .polygon, frame: frame, vertices: triangle, sides: 3)
        #expect(markupInsertions(for: polygon) == [
            .stroke([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 2), CGPoint(x: 3, y: 9), CGPoint(x: 0, y: 0)])])
        #expect(markupInsertions(for: Shape(kind: .star, frame: frame, vertices: triangle, sides: 5)).count == 1)
        let ellipse = Shape(kind: .ellipse, frame: frame, rotation: 0.5)
        #expect(markupInsertions(for: ellipse) == [.shape(type: .ellipse, frame: CGRect(x: 0, y: 0, width: 10, height: 10), rotation: 0.5)])
        // Bad input: a hand-made line without endpoints, a polygon without vertices.
        #expect(markupInsertions(for: Shape(kind: .line, frame: frame)).isEmpty)
        #expect(markupInsertions(for: Shape(kind: .polygon, frame: frame)).isEmpty)
    }

    /// After a snap the pen drags the shape: a line held 3° off level snaps level (one
    /// `pathCompleted`), turning it to 10° releases the level, and back at 3° it engages again:
    /// one `alignmentOccurred`.
    @Test func dragOntoAGuideBuzzesAlignment() {
        let canvas = SnappingCanvas(feedback: RecordedFeedback())
        let start = CGPoint(x: 100, y: 100)
        func at(degrees: Double) -> CGPoint {
            CGPoint(x: 100 + 200 * cos(degrees * .pi / 180), y: 100 + 200 * sin(degrees * .pi / 180))
        }
        let samples = pen([start, at(degrees: 3)], start: 70)
        canvas.penDown(pencil, at: samples[0].0, time: samples[0].1, strokeID: "line")
        for (location, time) in samples.dropFirst() { canvas.penMoved(pencil, to: location, time: time) }
        var time = samples[samples.count - 1].1
        for _ in 0..<40 {
            time += 1.0 / 60
            canvas.displayLinkFired(time: time)
        }
        for degrees in [10.0, 3] {
            time += 0.05
            canvas.penMoved(pencil, to: at(degrees: degrees), time: time)
        }
        canvas.penUp(pencil, time: time)
        #expect(canvas.feedback.played.map(\.kind) == ["pathCompleted", "alignmentOccurred"])
        #expect(canvas.feedback.played.last?.location == at(degrees: 3))
        #expect(canvas.insertions.count == 1)
    }

    /// `InkPoint.timeOffset` is the session clock here: a second stroke timed from 0 again, as an
    /// `InkStroke` would be, goes backwards and its points are dropped (no ink, no snap).
    @Test func strokeRelativeTimesAreDroppedAfterTheFirstStroke() throws {
        var session = SnapSession()
        _ = try session.begin(InkPoint(CGPoint(x: 0, y: 0), timeOffset: 0.4))
        _ = session.end(at: 0.5)
        #expect(throws: SnapError.self) { try session.begin(InkPoint(CGPoint(x: 10, y: 0), timeOffset: 0)) }
        let canvas = SnappingCanvas(feedback: RecordedFeedback())
        draw([CGPoint(x: 0, y: 0), CGPoint(x: 200, y: 0)], start: 10, id: "first", on: canvas)
        draw([CGPoint(x: 0, y: 300), CGPoint(x: 200, y: 300)], start: 0, id: "second", on: canvas)
        #expect(canvas.feedback.played.count == 1)
        #expect(canvas.insertions.count == 1)
    }

    /// The page as the session left it, plus a stroke with PencilKit's channels and style: JSON
    /// reads back equal; InkML reads back equal exactly when `FormatLoss` names nothing.
    @Test func pageSavesAsJSONAndExportsAsInkMLWithItsLosses() throws {
        let canvas = SnappingCanvas(feedback: RecordedFeedback())
        draw([CGPoint(x: 10, y: 10), CGPoint(x: 40, y: 60), CGPoint(x: 70, y: 10)], start: 20, hold: 0, id: "v", on: canvas)
        let pencil = InkStroke(
            points: [
                InkPoint(x: 1, y: 2, timeOffset: 0, force: 0.5, azimuth: 1, altitude: 0.8,
                         size: InkSize(width: 2.5, height: 2.5), opacity: 1),
                InkPoint(x: 30, y: 40.125, timeOffset: 0.008, force: 0.7, azimuth: 1, altitude: 0.8,
                         size: InkSize(width: 2.5, height: 2.5), opacity: 1),
            ], inkType: "pen", color: "#ff0000", width: 2.5, id: "pencil", startTime: 1)
        let page = InkDrawing(strokes: canvas.session.canvasInk + [pencil])
        #expect(page.strokes.count == 2)
        try withTemporaryFolder { folder in
            let saved = folder.appendingPathComponent("page.inkrec.json")
            try savePage(page, to: saved)
            #expect(try loadPage(from: saved) == page)
            let exported = folder.appendingPathComponent("page.inkml")
            let lost = try exportInkML(page, to: exported)
            let readBack = try InkDrawing(contentsOfInkML: exported)
            #expect((readBack == page) == lost.isEmpty, "lost \(lost)")
            let inkOnly = InkDrawing(strokes: canvas.session.canvasInk)
            #expect(try exportInkML(inkOnly, to: exported) == [])
            #expect(try InkDrawing(contentsOfInkML: exported) == inkOnly)
        }
    }

    /// The shipped page of one test-split UNIPEN writer through the shipped word model and lexicon.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: TestPaths.models.appendingPathComponent("words.inkmodel").path)))
    func handwritingReadsWithTheShippedModels() throws {
        let sample = try #require(
            InkDataset.load(paths: [TestPaths.datasets.appendingPathComponent("text/unipen-words-page.ndjson")]).samples.first)
        let models = TestPaths.models
        let page = sample.drawing
        let recognizer = TextRecognizer(
            wordModel: try SequenceWordModel(contentsOf: models.appendingPathComponent("words.inkmodel")),
            lexicon: try Lexicon(contentsOf: models.appendingPathComponent("wamerican.lexicon")))
        let text = recognizer.recognize(page).text
        var cer = CharacterErrorRate()
        cer.record(reference: sample.label, hypothesis: text)
        #expect(cer.value <= 0.1, "read \(text)")
    }

    /// Every ```swift block of the article is code of this file, line for line (indentation aside).
    @Test func articleSnippetsAreThisFilesCode() throws {
        let article = try String(
            contentsOf: TestPaths.packageRoot.appendingPathComponent(
                "Sources/ShapeRecognition/ShapeRecognition.docc/IntegratingInAnApp.md"), encoding: .utf8)
        let code = try String(contentsOfFile: #filePath, encoding: .utf8)
        func lines(_ text: some StringProtocol) -> [String] {
            text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        let codeLines = lines(code)
        let blocks = article.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        #expect(blocks.count >= 5)
        for block in blocks {
            let wanted = lines(block)
            let found = codeLines.indices.contains { start in
                start + wanted.count <= codeLines.count && Array(codeLines[start..<start + wanted.count]) == wanted
            }
            #expect(found, "not in IntegratingInAnAppTests.swift:\n\(block)")
        }
    }
}
