import Foundation
import InkCore
import InkFormats
import TestSupport
import Testing

@testable import ShapeRecognition

/// Trial 25: a box drawn in one stroke with a 0.6 s rest at its first corner snapped its first
/// side to a line; the other three sides dragged the line's end (the adjustment), and pen-up
/// committed a 14 pt (or 29.5 pt) line and lost the box's ink unless the pen ended within
/// `holdRadius` of the start. A drag that wandered far beyond its displacement and outgrew the
/// shape was drawing on (`SnapDrag`): the snap is cancelled and the whole stroke stays ink.
struct SnapSessionDrawingOnTests {
    /// A pen at 450 pt/s along `corners` at `rate` Hz from `start`, resting 0.6 s (0.3 pt jitter)
    /// at `corners[restAt]`.
    static func stroke(through corners: [Vector2], restAt: Int, rate: Double = 240, start: Double = 5) -> [InkPoint] {
        var generator = SeededGenerator(seed: 11)
        var points = [InkPoint(corners[0], timeOffset: start)]
        var time = start
        for (index, (from, to)) in zip(corners, corners.dropFirst()).enumerated() {
            let duration = from.distance(to: to) / 450
            points += pen(from: from, to: to, start: time, duration: duration, rate: rate).dropFirst()
            time += duration
            if index + 1 == restAt {
                points += SnapSessionRestTests.rest(at: to, start: time, duration: 0.6, rate: rate, sigma: 0.3, using: &generator)
                time += 0.6
            }
        }
        return points
    }

    static func assertKeptAsInk(_ points: [InkPoint], _ session: SnapSession, _ label: String) {
        #expect(session.state == .ended(nil), "\(label): \(session.state)")
        #expect(session.registeredShapes.isEmpty, "\(label)")
        #expect(session.canvasInk.count == 1 && session.canvasInk.first?.points.count == points.count, "\(label)")
    }

    /// The 200 × 150 box of repro1, closed 0 to 30 pt short of its start, at 240 and 120 Hz.
    @Test(arguments: [0.0, 6, 14, 30], [240.0, 120])
    func aBoxPausedAtItsFirstCornerStaysInk(gap: Double, rate: Double) throws {
        let corners = [Vector2(100, 100), Vector2(300, 100), Vector2(300, 250), Vector2(100, 250), Vector2(100, 100 + gap)]
        let points = Self.stroke(through: corners, restAt: 1, rate: rate)
        var session = SnapSession()
        #expect(try draw(points, into: &session).filter(\.isPathComplete).count == 1, "the first side snaps")
        _ = session.end(at: points.last?.timeOffset ?? 0)
        Self.assertKeptAsInk(points, session, "gap \(gap), \(rate) Hz")
    }

    @Test func aTrianglePausedAtItsFirstCornerStaysInk() throws {
        let corners = [Vector2(100, 300), Vector2(200, 120), Vector2(300, 300), Vector2(112, 296)]
        let points = Self.stroke(through: corners, restAt: 1)
        var session = SnapSession()
        #expect(try draw(points, into: &session).filter(\.isPathComplete).count == 1, "the first side snaps")
        _ = session.end(at: points.last?.timeOffset ?? 0)
        Self.assertKeptAsInk(points, session, "triangle")
    }

    /// $1 writer s05 (train), slow: the pen paused at the first corner of triangle05 (a line
    /// snapped), and main committed a 13 pt line at pen-up.
    @Test(.enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"))
    func aRealTrianglePausedAtItsFirstCornerStaysInk() throws {
        let sample = try ShapeRecognizerClosingCornerTests.sample("dollar1-unistroke/s05/slow/triangle05.xml")
        var session = SnapSession()
        let outcome = SnapReplay(simulatedHold: 0.6).replay(sample.drawing, in: &session)
        let snaps = outcome.events.compactMap { if case .pathComplete(let shape, _, _, _) = $0 { shape.kind } else { nil } }
        #expect(snaps == [.line], "the corner pause snaps a line")
        #expect(outcome.shapes.isEmpty, "\(outcome.shapes)")
        #expect(session.canvasInk.first?.points.count == sample.drawing.strokes.first?.points.count)
    }
}

/// Adjustments the drawing-on rule must leave alone: a line (stub: first point to farthest) held
/// at (100, 0), then dragged; a 100 pt box scaled by its corner. Alignment off, so the figures are exact.
struct SnapSessionAdjustmentTests {
    static let configuration = SnapConfiguration(alignment: AlignmentConfiguration(isEnabled: false))

    /// The pen's path after the line snapped (held at (100, 0) from 0.3 s to 1.0 s).
    static func committedLine(dragging path: [Vector2]) throws -> Shape? {
        var session = try SnapSession(configuration: configuration, recognizer: StubRecognizer())
        var points = pen(from: Vector2(0, 0), to: Vector2(100, 0), start: 0, duration: 0.3)
        points += (1...84).map { InkPoint(Vector2(100, 0), timeOffset: 0.3 + Double($0) / 120) }
        points += path.enumerated().map { InkPoint($1, timeOffset: 1.1 + Double($0) / 120) }
        #expect(try draw(points, into: &session).filter(\.isPathComplete).count == 1)
        _ = session.end(at: 1.1 + Double(path.count) / 120)
        guard case .ended(let shape) = session.state else { return nil }
        return shape
    }

    static func straight(to end: Vector2, from start: Vector2 = Vector2(100, 0), steps: Int = 40) -> [Vector2] {
        (1...steps).map { Vector2.lerp(start, end, Double($0) / Double(steps)) }
    }

    @Test(arguments: [180.0, 40])
    func lengtheningOrShorteningALineCommitsIt(length: Double) throws {
        let shape = try #require(try Self.committedLine(dragging: Self.straight(to: Vector2(length, 0))))
        #expect(shape.kind == .line && (shape.end?.distance(to: Vector2(length, 0)) ?? .infinity) < 1e-9)
    }

    /// Back and forth to find the length: a wandering path, but within the line's extent.
    @Test func searchingForTheLengthCommitsTheLine() throws {
        let path = Self.straight(to: Vector2(170, 0)) + Self.straight(to: Vector2(120, 0), from: Vector2(170, 0))
            + Self.straight(to: Vector2(150, 0), from: Vector2(120, 0))
        let shape = try #require(try Self.committedLine(dragging: path))
        #expect((shape.end?.distance(to: Vector2(150, 0)) ?? .infinity) < 1e-9)
    }

    /// Turning the line by an arc about its start, by up to 120°.
    @Test(arguments: [45.0, 90, 120])
    func turningALineByAnArcCommitsIt(degrees: Double) throws {
        let turn = degrees * .pi / 180
        let arc = (1...60).map { i in Vector2(cos(turn * Double(i) / 60), sin(turn * Double(i) / 60)) * 100 }
        let shape = try #require(try Self.committedLine(dragging: arc))
        #expect((shape.end?.distance(to: Vector2(cos(turn), sin(turn)) * 100) ?? .infinity) < 1e-9)
    }

    @Test func scalingABoxByItsCornerCommitsIt() throws {
        let box = Shape(kind: .rectangle, frame: BoundingBox(minX: 0, minY: 0, maxX: 100, maxY: 100), rotation: 0)
        var session = try SnapSession(configuration: Self.configuration, recognizer: StubRecognizer(fixedShape: box))
        var points = pen(from: Vector2(0, 0), to: Vector2(100, 100), start: 0, duration: 0.3)
        points += (1...84).map { InkPoint(Vector2(100, 100), timeOffset: 0.3 + Double($0) / 120) }
        // Out to twice the size and back a little, wandering.
        let drag = Self.straight(to: Vector2(160, 160), from: Vector2(100, 100)) + Self.straight(to: Vector2(130, 130), from: Vector2(160, 160))
            + Self.straight(to: Vector2(150, 150), from: Vector2(130, 130))
        points += drag.enumerated().map { InkPoint($1, timeOffset: 1.1 + Double($0) / 120) }
        _ = try draw(points, into: &session)
        _ = session.end(at: 3)
        guard case .ended(let shape?) = session.state else { Issue.record("not committed: \(session.state)"); return }
        #expect(abs(shape.frame.width - 200) < 1e-9 && shape.center.distance(to: Vector2(50, 50)) < 1e-9)
    }

    @Test func theRuleOnDegeneratePaths() {
        let line = Shape(kind: .line, frame: BoundingBox(minX: 0, minY: 0, maxX: 100, maxY: 0), start: Vector2(0, 0), end: Vector2(100, 0))
        let grab = Vector2(100, 0)
        #expect(!SnapDrag.wentOnDrawing(shape: line, snapped: line, path: [], grab: grab, holdRadius: 8))
        #expect(!SnapDrag.wentOnDrawing(shape: line, snapped: line, path: [Vector2(101, 1), Vector2(99, 0)], grab: grab, holdRadius: 8))
        #expect(!SnapDrag.wentOnDrawing(shape: line, snapped: line, path: [Vector2(150, 0), Vector2(200, 0)], grab: grab, holdRadius: 0))
        let stub = Shape(kind: .line, frame: BoundingBox(minX: 0, minY: 0, maxX: 3, maxY: 0), start: Vector2(0, 0), end: Vector2(3, 0))
        #expect(SnapDrag.wentOnDrawing(shape: stub, snapped: line, path: [], grab: grab, holdRadius: 8))
        // A shape shrunk to a fifth by a path of one point (no path to have wandered): kept.
        // (Non-finite points never reach the rule: `append` throws on them.)
        let shrunk = Shape(kind: .line, frame: BoundingBox(minX: 0, minY: 0, maxX: 20, maxY: 0), start: Vector2(0, 0), end: Vector2(20, 0))
        #expect(!SnapDrag.wentOnDrawing(shape: shrunk, snapped: line, path: [Vector2(20, 0)], grab: grab, holdRadius: 8))
    }

    /// Break 25's adjustments the first rule cancelled: a 200-point line turned 120° about its
    /// start along an arc sampled every 0.25 point with 0.15 point of noise (its raw path 1.6 times
    /// the arc), swung +30° → −30° → +10°, and stretched to 350 then brought back to 120 points.
    @Test func noisyTurnsSwingsAndOvershootsAreAdjustments() {
        let start = Vector2(0, 0), grab = Vector2(200, 0)
        func line(to end: Vector2) -> Shape {
            Shape(kind: .line, frame: BoundingBox(enclosing: [start, end])!, start: start, end: end)
        }
        func arc(from a: Double, to b: Double, radius: Double = 200) -> [Vector2] {
            let steps = Int(abs(b - a) * radius / 0.25)
            return (0...steps).map { i in
                let t = a + (b - a) * Double(i) / Double(steps)
                let noise = 0.15 * sin(Double(i) * 2.3)
                return Vector2((radius + noise) * cos(t), (radius + noise) * sin(t) + 0.15 * cos(Double(i) * 1.7))
            }
        }
        let snapped = line(to: grab)
        let turn = 2 * Double.pi / 3
        let turned = arc(from: 0, to: turn)
        #expect(!SnapDrag.wentOnDrawing(shape: line(to: turned.last!), snapped: snapped, path: turned, grab: grab, holdRadius: 8))
        let degree = Double.pi / 180
        let swing = arc(from: 0, to: 30 * degree) + arc(from: 30 * degree, to: -30 * degree) + arc(from: -30 * degree, to: 10 * degree)
        #expect(!SnapDrag.wentOnDrawing(shape: line(to: swing.last!), snapped: snapped, path: swing, grab: grab, holdRadius: 8))
        let overshoot = stride(from: 200.0, through: 350, by: 0.5).map { Vector2($0, 0) } + stride(from: 350.0, through: 120, by: -0.5).map { Vector2($0, 0) }
        #expect(!SnapDrag.wentOnDrawing(shape: line(to: Vector2(120, 0)), snapped: snapped, path: overshoot, grab: grab, holdRadius: 8))
        // The same pen going on round a box back to 14 points from the start: drawing on.
        let onRound = stride(from: 0.0, through: 150, by: 0.5).map { Vector2(200, $0) } + stride(from: 200.0, through: 0, by: -0.5).map { Vector2($0, 150) }
            + stride(from: 150.0, through: 14, by: -0.5).map { Vector2(0, $0) }
        #expect(SnapDrag.wentOnDrawing(shape: line(to: Vector2(0, 14)), snapped: snapped, path: onRound, grab: grab, holdRadius: 8))
    }
}
