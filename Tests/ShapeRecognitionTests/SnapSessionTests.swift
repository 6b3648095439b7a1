import Foundation
import InkCore
import TestSupport
import Testing

@testable import ShapeRecognition

/// A recognizer for session logic: snaps the latest stroke to the line from its first point to
/// its point farthest from the first (never collapsed on a closed stroke; or to a fixed shape), only when given `requiredStrokes` strokes, and counts its calls
/// and the context each came with.
final class StubRecognizer: ShapeRecognizing, @unchecked Sendable {
    private let lock = NSLock()
    private var calls: [[InkStroke]] = []
    private var contexts: [[InkStroke]] = []
    let fixedShape: Shape?
    let requiredStrokes: Int?
    let declines: Bool

    init(fixedShape: Shape? = nil, requiredStrokes: Int? = nil, declines: Bool = false) {
        self.fixedShape = fixedShape
        self.requiredStrokes = requiredStrokes
        self.declines = declines
    }

    var callCount: Int { lock.withLock { calls.count } }
    var lastCall: [InkStroke]? { lock.withLock { calls.last } }
    /// The context of every `recognize(_:context:)` call, in order.
    var callContexts: [[InkStroke]] { lock.withLock { contexts } }

    func recognize(_ strokes: [InkStroke], context: [InkStroke]) -> ShapeRecognition {
        lock.withLock { contexts.append(context) }
        return recognize(strokes)
    }

    func recognize(_ strokes: [InkStroke]) -> ShapeRecognition {
        lock.withLock { calls.append(strokes) }
        guard !declines, requiredStrokes.map({ $0 == strokes.count }) ?? true,
            let first = strokes.last?.points.first?.location,
            let last = strokes.last?.points.max(by: { $0.location.distance(to: first) < $1.location.distance(to: first) })?.location
        else { return .none }
        let shape =
            fixedShape
            ?? Shape(kind: .line, frame: BoundingBox(enclosing: [first, last])!, start: first, end: last)
        return ShapeRecognition(shape: shape, confidence: 0.9, candidates: [ShapeCandidate(kind: shape.kind, confidence: 0.9)])
    }
}

/// Points of a pen moving from `from` to `to` at `rate` Hz over `duration` seconds from `start`.
func pen(from: Vector2, to: Vector2, start: Double, duration: Double, rate: Double = 120) -> [InkPoint] {
    let n = max(1, Int((duration * rate).rounded()))
    return (0...n).map { i in
        let f = Double(i) / Double(n)
        return InkPoint(Vector2.lerp(from, to, f), timeOffset: start + duration * f)
    }
}

/// Feeds `points` (begin with the first) and returns every event, in order.
func draw(_ points: [InkPoint], into session: inout SnapSession) throws -> [SnapEvent] {
    var events = try session.begin(points[0])
    for p in points.dropFirst() { events += try session.append(p) }
    return events
}

extension SnapEvent {
    var isPathComplete: Bool { if case .pathComplete = self { true } else { false } }
    /// The guides a snap carries, or the one an alignment engaged.
    var guides: [AlignmentGuide] {
        switch self {
        case .pathComplete(_, let guides, _, _): guides
        case .alignment(let guide, _, _): [guide]
        }
    }
}

struct SnapSessionTests {
    let stroke = pen(from: Vector2(100, 100), to: Vector2(300, 180), start: 10, duration: 1)

    @Test func holdOnTimerSnapsOnceAtHoldDuration() throws {
        let stub = StubRecognizer()
        var session = SnapSession(recognizer: stub)
        #expect(try draw(stroke, into: &session).isEmpty)
        #expect(session.state == .drawing)
        // A 60 Hz timer while the pen rests without producing points.
        var fired: [SnapEvent] = []
        for tick in 0..<60 { fired += session.update(time: 11 + Double(tick) / 60) }
        let complete = try #require(fired.first)
        #expect(complete.isPathComplete)
        #expect(fired.filter(\.isPathComplete).count == 1)
        // The pen came within 8 pt of its rest 8 / 215 s before it stopped: the first tick after
        // that plus the hold duration.
        #expect(complete.time > 11.45 && complete.time <= 11.5 + 1e-9)
        #expect(complete.location == Vector2(300, 180))
        #expect(stub.callCount == 1)
        guard case .snapped(let shape) = session.state else { Issue.record("not snapped: \(session.state)"); return }
        #expect(shape.kind == .line)
        #expect(session.end(at: 12).isEmpty)
        #expect(session.state == .ended(shape))
    }

    /// `holdDeadline` is when the timer's hold fires: `holdDuration` after the oldest of the
    /// points within `holdRadius` of the pen (times chosen exact in binary).
    @Test func holdDeadlineIsWhenTheTimerSnaps() throws {
        var session = SnapSession(recognizer: StubRecognizer())
        _ = try session.begin(InkPoint(x: 0, y: 0, timeOffset: 0))
        #expect(session.holdDeadline == nil)  // a press, not yet a stroke
        _ = try session.append(InkPoint(x: 20, y: 0, timeOffset: 0.25))
        #expect(session.holdDeadline == 0.75)
        _ = try session.append(InkPoint(x: 21, y: 0, timeOffset: 0.5))  // jitter: still resting since 0.25
        #expect(session.holdDeadline == 0.75)
        _ = try session.append(InkPoint(x: 40, y: 0, timeOffset: 0.625))  // moved on
        #expect(session.holdDeadline == 1.125)
        #expect(session.update(time: 1.125.nextDown).isEmpty)
        #expect(session.update(time: 1.125).filter(\.isPathComplete).count == 1)
        #expect(session.holdDeadline == nil)
    }

    @Test func jitteringPenHoldsWithinRadius() throws {
        var session = SnapSession(recognizer: StubRecognizer())
        var rng = SeededGenerator(seed: 7)
        var points = stroke
        for i in 1...72 {  // 0.6 s at 120 Hz, within 2 pt on each axis of the end
            let jitter = Vector2(Double.random(in: -2...2, using: &rng), Double.random(in: -2...2, using: &rng))
            points.append(InkPoint(Vector2(300, 180) + jitter, timeOffset: 11 + Double(i) / 120))
        }
        let events = try draw(points, into: &session)
        #expect(events.filter(\.isPathComplete).count == 1)
        let time = try #require(events.first?.time)
        #expect(time > 11.45 && time <= 11.5 + 1e-9)
    }

    @Test func slowStrokeNeverHolds() throws {
        // 20 pt/s: 10 pt per hold window, beyond the 8 pt radius.
        let slow = pen(from: Vector2(0, 0), to: Vector2(100, 0), start: 0, duration: 5)
        let stub = StubRecognizer()
        var session = SnapSession(recognizer: stub)
        #expect(try draw(slow, into: &session).isEmpty)
        #expect(session.end(at: 5).isEmpty)
        #expect(stub.callCount == 0)
        #expect(session.state == .ended(nil))
    }

    @Test func pressBeforeThePenMovesIsNotAHold() throws {
        let stub = StubRecognizer()
        var session = SnapSession(recognizer: stub)
        // Settles for 0.7 s within 1 pt of where it touched down, then writes 0.3 s and rests.
        let settle = pen(from: Vector2(5, 5), to: Vector2(6, 5), start: 0, duration: 0.7)
        let write = pen(from: Vector2(6, 5), to: Vector2(60, 5), start: 0.7, duration: 0.3)
        #expect(try draw(settle + write.dropFirst(), into: &session).isEmpty)
        #expect(stub.callCount == 0)
        #expect(session.update(time: 1.4).isEmpty)
        #expect(session.update(time: 1.5).filter(\.isPathComplete).count == 1)
    }

    @Test func declinedHoldKeepsInkAndWaitsForTheNextHold() throws {
        let stub = StubRecognizer(declines: true)
        var session = SnapSession(recognizer: stub)
        _ = try draw(stroke, into: &session)
        for t in stride(from: 11.0, through: 13, by: 1.0 / 60) { #expect(session.update(time: t).isEmpty) }
        #expect(stub.callCount == 1)
        #expect(session.state == .drawing)
        #expect(session.currentShape == nil)
        // Move off and rest again: a second attempt.
        for p in pen(from: Vector2(300, 180), to: Vector2(350, 180), start: 13.1, duration: 0.3) {
            _ = try session.append(p)
        }
        _ = session.update(time: 14)
        #expect(stub.callCount == 2)
        #expect(session.currentStroke.count == stroke.count + 37)
    }

    @Test func recognitionRunsOnlyOnHoldOrEnd() throws {
        let stub = StubRecognizer()
        var session = SnapSession(recognizer: stub)
        let long = pen(from: Vector2(0, 0), to: Vector2(5000, 0), start: 0, duration: 50, rate: 200)
        _ = try draw(long, into: &session)
        #expect(stub.callCount == 0)
        #expect(session.end(at: 50).isEmpty)
        #expect(stub.callCount == 0)

        var onLift = try SnapSession(configuration: SnapConfiguration(snapsOnPenUp: true), recognizer: stub)
        _ = try draw(stroke, into: &onLift)
        let events = onLift.end(at: 11.1)
        #expect(stub.callCount == 1)
        #expect(events.first?.isPathComplete == true)
        #expect(onLift.currentShape?.kind == .line)
    }

    @Test func adjustingStretchesAndTurnsTheLineAboutItsStart() throws {
        let noAlignment = SnapConfiguration(alignment: AlignmentConfiguration(isEnabled: false))
        var session = try SnapSession(configuration: noAlignment, recognizer: StubRecognizer())
        _ = try draw(stroke, into: &session)
        #expect(session.update(time: 11.6).count == 1)
        // Inside the hold radius the shape stays as snapped.
        #expect(try session.append(InkPoint(x: 303, y: 182, timeOffset: 11.7)).isEmpty)
        guard case .snapped = session.state else { Issue.record("expected snapped"); return }
        _ = try session.append(InkPoint(x: 100, y: 400, timeOffset: 11.8))
        guard case .adjusting(let shape) = session.state else { Issue.record("expected adjusting"); return }
        #expect(try #require(shape.start).distance(to: Vector2(100, 100)) < 1e-9)
        #expect(try #require(shape.end).distance(to: Vector2(100, 400)) < 1e-9)
        _ = session.end(at: 12)
        #expect(session.state == .ended(shape))
    }

    @Test func adjustingScalesClosedShapesAboutTheirCentre() throws {
        let square = Shape(kind: .rectangle, frame: BoundingBox(minX: 0, minY: 0, maxX: 100, maxY: 100), rotation: 0.3)
        let noAlignment = SnapConfiguration(alignment: AlignmentConfiguration(isEnabled: false))
        var session = try SnapSession(configuration: noAlignment, recognizer: StubRecognizer(fixedShape: square))
        _ = try draw(pen(from: Vector2(50, 0), to: Vector2(100, 50), start: 0, duration: 0.5), into: &session)
        #expect(session.update(time: 1.1).count == 1)
        // Drag the grab point (100, 50) out to (150, 50): twice as far from the centre (50, 50).
        _ = try session.append(InkPoint(x: 150, y: 50, timeOffset: 1.2))
        let shape = try #require(session.currentShape)
        #expect(shape.center.distance(to: Vector2(50, 50)) < 1e-9)
        #expect(abs(shape.frame.width - 200) < 1e-9 && abs(shape.rotation - 0.3) < 1e-9)
    }

    @Test func cancelDropsTheSnappedShape() throws {
        var session = SnapSession(recognizer: StubRecognizer())
        _ = try draw(stroke, into: &session)
        _ = session.update(time: 12)
        #expect(session.currentShape != nil)
        #expect(session.cancel().isEmpty)
        #expect(session.state == .idle)
        #expect(session.currentShape == nil)
        #expect(session.cancel().isEmpty)
    }

    @Test func strokesCloseInTimeAndSpaceAreRecognizedTogether() throws {
        let stub = StubRecognizer(requiredStrokes: 2)
        var session = SnapSession(recognizer: stub)
        _ = try draw(pen(from: Vector2(0, 0), to: Vector2(100, 0), start: 0, duration: 0.4), into: &session)
        _ = session.end(at: 0.4)
        _ = try draw(pen(from: Vector2(100, 10), to: Vector2(100, 100), start: 0.8, duration: 0.4), into: &session)
        let events = session.update(time: 1.8)
        #expect(events.filter(\.isPathComplete).count == 1)
        #expect(stub.lastCall?.count == 2)
        #expect(session.groupedStrokes.count == 1)
        _ = session.end(at: 2)

        // Far away in space: recognized alone, so this stub declines.
        _ = try draw(pen(from: Vector2(900, 900), to: Vector2(990, 900), start: 2.2, duration: 0.4), into: &session)
        #expect(session.update(time: 3.2).isEmpty)
        #expect(stub.lastCall?.count == 1)
    }

    @Test func cancelledGroupSnapLeavesItsStrokesFreeToGroupAgain() throws {
        let stub = StubRecognizer(requiredStrokes: 2)
        // A long pause keeps the first stroke in reach of all three later ones.
        let patient = SnapConfiguration(grouping: StrokeGroupingConfiguration(maximumPause: 10))
        var session = try SnapSession(configuration: patient, recognizer: stub)
        _ = try draw(pen(from: Vector2(0, 0), to: Vector2(100, 0), start: 0, duration: 0.4), into: &session)
        _ = session.end(at: 0.4)
        _ = try draw(pen(from: Vector2(100, 10), to: Vector2(100, 100), start: 0.8, duration: 0.4), into: &session)
        #expect(session.update(time: 1.8).filter(\.isPathComplete).count == 1)
        #expect(session.groupedStrokes.count == 1)
        session.cancel()
        #expect(session.canvasInk.count == 1)

        _ = try draw(pen(from: Vector2(100, 10), to: Vector2(100, 100), start: 2, duration: 0.4), into: &session)
        #expect(session.update(time: 3).filter(\.isPathComplete).count == 1)
        #expect(stub.lastCall?.count == 2)
        #expect(session.groupedStrokes.count == 1)
        _ = session.end(at: 3.1)
        #expect(session.canvasInk.count == 0)

        // Committed: the grouped stroke is gone and does not group a third time.
        _ = try draw(pen(from: Vector2(100, 10), to: Vector2(100, 100), start: 3.3, duration: 0.4), into: &session)
        #expect(session.update(time: 4.3).isEmpty)
        #expect(stub.lastCall?.count == 1)
    }
}

/// Trial 13: a 120 Hz rectangle whose pen rested 0.7 s after its first side snapped a line there;
/// going on round the other three sides dragged the line's end back onto its start, and pen-up
/// committed (and registered as a guide) a line from (0, 0) to (0, 0). Trial 17: the cancelled
/// snap kept only the ink drawn before it.
struct SnapSessionCollapsedShapeTests {
    @Test func aShapeDraggedToNothingIsNotCommitted() throws {
        let rest = { (at: Vector2, start: Double) in
            (1...84).map { InkPoint(at, timeOffset: start + Double($0) / 120) }
        }
        let corners = [Vector2(0, 0), Vector2(200, 0), Vector2(200, 120), Vector2(0, 120), Vector2(0, 0)]
        var points = pen(from: corners[0], to: corners[1], start: 0, duration: 0.34)
        points += rest(corners[1], 0.34)
        var time = 0.34 + 0.7
        for (from, to) in zip(corners.dropFirst(), corners.dropFirst(2)) {
            points += pen(from: from, to: to, start: time, duration: 0.3).dropFirst()
            time += 0.3
        }
        points += rest(corners[4], time)
        var session = SnapSession()
        let events = try draw(points, into: &session)
        #expect(events.filter(\.isPathComplete).count == 1, "the line snaps on the corner pause")
        guard case .adjusting(let dragged) = session.state else { Issue.record("not adjusting: \(session.state)"); return }
        #expect(dragged.kind == .line && max(dragged.frame.width, dragged.frame.height) < 1e-6)
        _ = session.end(at: time + 0.7)
        #expect(session.state == .ended(nil))
        #expect(session.registeredShapes.isEmpty && session.committedShapeID == nil)
        // Trial 17: only the 85 points before the snap stayed; the three sides drawn after it are ink too.
        #expect(session.canvasInk.count == 1)
        #expect(session.canvasInk.first?.points.count == points.count)
        #expect(session.canvasInk.first?.points.last?.location == corners[4])
        #expect(session.canvasInk.first?.points.last?.timeOffset == points.last?.timeOffset)
    }

    /// After the snap, a NaN point is refused (`nonFinitePoint`, counted in `pointIndex`) and a
    /// repeated one ignored: neither joins the ink of a snap cancelled at pen-up.
    @Test func badPointsDuringTheDragAreNotInk() throws {
        let rest = { (at: Vector2, start: Double) in (1...84).map { InkPoint(at, timeOffset: start + Double($0) / 120) } }
        var points = pen(from: Vector2(0, 0), to: Vector2(200, 0), start: 0, duration: 0.34) + rest(Vector2(200, 0), 0.34)
        points += pen(from: Vector2(200, 0), to: Vector2(0, 0), start: 1.04, duration: 0.3).dropFirst()
        var session = SnapSession()
        #expect(try draw(points, into: &session).filter(\.isPathComplete).count == 1)
        let refused = #expect(throws: SnapError.self) { try session.append(InkPoint(Vector2(.nan, 0), timeOffset: 1.5)) }
        guard case .nonFinitePoint(let index, _, 0)? = refused else { Issue.record("\(String(describing: refused))"); return }
        #expect(index == points.count)
        #expect(try session.append(points[points.count - 1]).isEmpty)
        _ = session.end(at: 1.5)
        #expect(session.state == .ended(nil))
        let kept = try #require(session.canvasInk.first?.points)
        #expect(kept.count == points.count && kept.allSatisfy { $0.location.isFinite })
    }

    /// Review: the check first dropped any shape smaller than `holdRadius`, so an app that raised
    /// it for fingers lost small boxes that snapped as drawn.
    @Test func aSmallShapeAsSnappedIsCommittedWhateverTheHoldRadius() throws {
        let box = Shape(kind: .rectangle, frame: BoundingBox(minX: 100, minY: 100, maxX: 112, maxY: 110), rotation: 0)
        let configuration = SnapConfiguration(holdRadius: 24, alignment: AlignmentConfiguration(isEnabled: false))
        var session = try SnapSession(configuration: configuration, recognizer: StubRecognizer(fixedShape: box))
        // The pen leaves the hold radius (it must, to arm a hold); the stub snaps the small box.
        var points = pen(from: Vector2(100, 100), to: Vector2(140, 130), start: 0, duration: 0.3)
        points += (1...84).map { InkPoint(Vector2(140, 130), timeOffset: 0.3 + Double($0) / 120) }
        let events = try draw(points, into: &session)
        #expect(events.filter(\.isPathComplete).count == 1)
        _ = session.end(at: 1.1)
        #expect(session.state == .ended(box))
        #expect(session.registeredShapes.count == 1)
    }
}
