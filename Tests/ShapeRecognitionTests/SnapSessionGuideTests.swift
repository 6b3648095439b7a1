import Foundation
import InkCore
import InkFormats
import TestSupport
import Testing

@testable import ShapeRecognition

/// Shapes the session commits become alignment guides by themselves
/// (`SnapConfiguration.registersSnappedShapes`): real $1 rectangles (writer s02) replayed with the
/// real recognizer, the second dragged until its left edge meets the first one's right edge.
struct SnapSessionGuideTests {
    static let gap = 12.0  // points between the rectangles at the second snap: over the 6 pt tolerance

    /// Rectangle A (stroke id "A"), then B 3 s later (not grouped with A), placed `gap` points right
    /// of A's snapped right edge and 100 pt below it, held, then dragged outward from its centre
    /// in 1 pt steps so it grows towards A.
    static func drawing() throws -> (drawing: InkDrawing, a: Shape) {
        let folder = "dollar1-unistroke/s02/medium/"
        let a = try #require(SnapReplayTests.samples(folder + "rectangle01.xml").first?.drawing.strokes.first)
        let b = try #require(SnapReplayTests.samples(folder + "rectangle02.xml").first?.drawing.strokes.first)
        let shapeA = try snapped(InkDrawing(strokes: [a]))
        let shapeB = try snapped(InkDrawing(strokes: [b]))
        let offset = Vector2(
            shapeA.screenExtent.maxX + gap - shapeB.screenExtent.minX, shapeA.screenExtent.maxY + 100 - shapeB.screenExtent.minY)
        var moved = b
        moved.points = b.points.map { point in
            var copy = point
            copy.location = point.location + offset
            return copy
        }
        let last = try #require(moved.points.last)
        let end = try #require(last.timeOffset)
        let centre = shapeB.center + offset
        let outward = (last.location - centre) / (last.location - centre).length
        moved.points.append(InkPoint(last.location, timeOffset: end + 0.7))  // the hold
        for step in 1...60 {
            moved.points.append(InkPoint(last.location + outward * Double(step), timeOffset: end + 0.7 + Double(step) / 60))
        }
        var first = a
        first.id = "A"
        first.startTime = 0
        let aEnd = try #require(a.points.last?.timeOffset)
        moved.startTime = aEnd + 0.6 + 3
        return (InkDrawing(strokes: [first, moved]), shapeA)
    }

    static func snapped(_ drawing: InkDrawing) throws -> Shape {
        var session = SnapSession()
        return try #require(SnapReplay(simulatedHold: 0.6).replay(drawing, in: &session).shapes.first)
    }

    /// The first `alignment` onto a guide of a registered shape, if any.
    static func shapeAlignment(_ events: [SnapEvent]) -> (guide: AlignmentGuide, location: Vector2)? {
        for case .alignment(let guide, let location, _) in events {
            if case .vertical(_, .shapeEdge) = guide { return (guide, location) }
            if case .horizontal(_, .shapeEdge) = guide { return (guide, location) }
        }
        return nil
    }

    @Test func secondRectangleAlignsToTheFirstByDefault() throws {
        let (drawing, shapeA) = try Self.drawing()
        var session = SnapSession()
        let outcome = SnapReplay(simulatedHold: 0.6).replay(drawing, in: &session)
        #expect(outcome.shapes.count == 2)
        #expect(outcome.events.filter(\.isPathComplete).count == 2)
        let id = try #require(session.registeredShapes.keys.min())
        #expect(session.registeredShapes.count == 2)
        #expect(session.registeredShapes[id]?.frame == shapeA.frame)
        // At B's snap it is 12 pt off A: no guide of A rides on its pathComplete.
        if case .pathComplete(_, let guides, _, _) = outcome.events.filter(\.isPathComplete)[1] {
            #expect(!guides.contains { if case .vertical(_, .shapeEdge) = $0 { true } else { false } }, "\(guides)")
        }
        let alignment = try #require(Self.shapeAlignment(outcome.events), "\(outcome.events)")
        #expect(alignment.guide == .vertical(x: shapeA.screenExtent.maxX, source: .shapeEdge(shape: id)))
        #expect(abs(alignment.location.x - shapeA.screenExtent.maxX) < 1e-9)
        // Below A, where B's left edge is.
        #expect(alignment.location.y > shapeA.screenExtent.maxY + 100)
    }

    @Test func optingOutLeavesShapesUnregistered() throws {
        let (drawing, _) = try Self.drawing()
        var session = try SnapSession(configuration: SnapConfiguration(registersSnappedShapes: false))
        let outcome = SnapReplay(simulatedHold: 0.6).replay(drawing, in: &session)
        #expect(outcome.shapes.count == 2)
        #expect(session.registeredShapes.isEmpty)
        #expect(session.committedShapeID == nil)
        #expect(Self.shapeAlignment(outcome.events) == nil)
    }

    enum Removal: CaseIterable { case none, unregister, eraseByStrokeID }

    /// Removing A's guide after it is drawn — by its identity or by the stroke id the app gave
    /// `begin` — leaves B nothing to align to; kept, B aligns as above. A is drawn point by point
    /// (committed on pen-up) before the session clock's 0, where the replay of B starts.
    @Test(arguments: Removal.allCases)
    func removedGuideNoLongerAligns(removal: Removal) throws {
        let (drawing, shapeA) = try Self.drawing()
        var session = try SnapSession(configuration: SnapConfiguration(snapsOnPenUp: true))
        let a = drawing.strokes[0]
        let duration = try #require(a.points.last?.timeOffset)
        let shifted = a.points.map { InkPoint($0.location, timeOffset: ($0.timeOffset ?? 0) - duration - 5) }
        _ = try session.begin(shifted[0], id: "A")
        for point in shifted.dropFirst() { _ = try session.append(point) }
        _ = session.end(at: -5)
        let id = try #require(session.committedShapeID)
        let committed = try #require(session.registeredShapes[id])
        #expect(abs(committed.screenExtent.maxX - shapeA.screenExtent.maxX) < 1e-6)
        switch removal {
        case .none: break
        case .unregister: #expect(session.unregister(id) == committed)
        case .eraseByStrokeID:
            session.erase(id: "B")  // another stroke's id: A stays
            #expect(session.registeredShapes.count == 1)
            session.erase(id: "A")
        }
        #expect(session.registeredShapes.count == (removal == .none ? 1 : 0))
        let second = SnapReplay(simulatedHold: 0.6).replay(InkDrawing(strokes: [drawing.strokes[1]]), in: &session)
        #expect(second.shapes.count == 1)
        #expect(second.rejectedPoints.isEmpty)
        let alignment = Self.shapeAlignment(second.events)
        #expect((alignment?.guide == .vertical(x: committed.screenExtent.maxX, source: .shapeEdge(shape: id))) == (removal == .none))
    }

    /// Bad input around the new path: an empty stroke, a one-point stroke and a NaN point commit
    /// no shape and register nothing; erasing an unknown or empty id is a no-op.
    @Test func inkThatDoesNotSnapRegistersNothing() throws {
        var session = SnapSession()
        let replay = SnapReplay(simulatedHold: 0.6)
        let strokes = [
            InkStroke(points: []),
            InkStroke(points: [InkPoint(x: 5, y: 5, timeOffset: 0)]),
            InkStroke(points: [InkPoint(x: .nan, y: 5, timeOffset: 0), InkPoint(x: 5, y: 5, timeOffset: 0.01)]),
            InkStroke(points: [InkPoint(x: 5, y: 5, timeOffset: 0), InkPoint(x: 5, y: 5, timeOffset: 0)]),
        ]
        let outcome = replay.replay(InkDrawing(strokes: strokes), in: &session)
        #expect(outcome.shapes.isEmpty)
        #expect(session.registeredShapes.isEmpty && session.committedShapeID == nil)
        session.erase(id: "")
        session.erase(id: "none")
        #expect(session.canvasInk.count == 2)
    }
}
