import Foundation
import InkCore
import Testing

@testable import ShapeRecognition

struct SnapAlignmentTests {
    private let degree = Double.pi / 180

    /// Draws a stroke from `from` to `to` in 0.6 s, rests, and returns the hold's events.
    private func snapLine(
        from: Vector2, to: Vector2, in session: inout SnapSession
    ) throws -> [SnapEvent] {
        _ = try draw(pen(from: from, to: to, start: 0, duration: 0.6), into: &session)
        return session.update(time: 1.2)
    }

    /// One gesture, one haptic: the snap and its orientation lock are one `pathComplete` carrying
    /// the guide (two events at the same instant before).
    @Test func lineThreeDegreesOffHorizontalSnapsLevelWithOneEvent() throws {
        var session = SnapSession(recognizer: StubRecognizer())
        let start = Vector2(100, 100)
        let end = start + Vector2(cos(3 * degree), sin(3 * degree)) * 200
        let events = try snapLine(from: start, to: end, in: &session)
        #expect(events.count == 1)
        #expect(events.first?.isPathComplete == true)
        #expect(events.first?.guides == [.orientation(angle: 0)])
        #expect(events.first?.location == end)
        let line = try #require(session.currentShape)
        let direction = try #require(line.end) - (try #require(line.start))
        #expect(abs(direction.angle) < 1e-12)
        #expect(abs(direction.length - 200) < 1e-9)
        #expect(line.start == start)
        // The recognizer's line convention: the frame is the endpoints' box, rotation 0.
        #expect(line.frame == BoundingBox(enclosing: [line.start!, line.end!]))
        #expect(line.rotation == 0)
    }

    @Test func engagedOrientationHoldsWithHysteresisWhileAdjusting() throws {
        var session = SnapSession(recognizer: StubRecognizer())
        let start = Vector2(100, 100)
        func at(_ angle: Double) -> Vector2 { start + Vector2(cos(angle * degree), sin(angle * degree)) * 200 }
        var events = try snapLine(from: start, to: at(3), in: &session)
        var t = 1.3
        func move(_ angle: Double) throws -> [SnapEvent] {
            t += 0.05
            return try session.append(InkPoint(at(angle), timeOffset: t))
        }
        // 7° is past the 5° engage tolerance but inside the 7.5° release: stays level, no new event.
        for angle in [2.0, 4, 7] { events += try move(angle) }
        #expect(events.flatMap(\.guides) == [.orientation(angle: 0)])
        #expect(abs(try #require(session.currentShape?.end).y - 100) < 1e-9)
        // 10° releases it; back at 3° it engages again, with one more event.
        #expect(try move(10).isEmpty)
        #expect(abs(try #require(session.currentShape?.end).y - at(10).y) < 1e-9)
        #expect(try move(3).flatMap(\.guides) == [.orientation(angle: 0)])
    }

    @Test func fifteenDegreeStepsAreOptional() throws {
        let start = Vector2(0, 0), end = Vector2(cos(32 * degree), sin(32 * degree)) * 100
        var axesOnly = SnapSession(recognizer: StubRecognizer())
        #expect(try snapLine(from: start, to: end, in: &axesOnly).flatMap(\.guides).isEmpty)
        var steps = try SnapSession(
            configuration: SnapConfiguration(alignment: .fifteenDegreeSteps), recognizer: StubRecognizer())
        let guides = try snapLine(from: start, to: end, in: &steps).flatMap(\.guides)
        #expect(guides.count == 1)
        guard case .orientation(let angle)? = guides.first else { Issue.record("no orientation"); return }
        #expect(abs(angle - 30 * degree) < 1e-12)
    }

    @Test func rectangleNearARegisteredShapesEdgeAlignsToIt() throws {
        // Drawn 4 pt right of the registered square's right edge (x = 100), far from it vertically.
        let drawn = Shape(kind: .rectangle, frame: BoundingBox(minX: 104, minY: 300, maxX: 184, maxY: 360))
        var session = SnapSession(recognizer: StubRecognizer(fixedShape: drawn))
        let id = session.register(Shape(kind: .rectangle, frame: BoundingBox(minX: 0, minY: 0, maxX: 100, maxY: 100)))
        let events = try snapLine(from: Vector2(104, 300), to: Vector2(184, 300), in: &session)
        #expect(events.count == 1)
        #expect(events.first?.isPathComplete == true)
        #expect(events.flatMap(\.guides) == [.orientation(angle: 0), .vertical(x: 100, source: .shapeEdge(shape: id))])
        let snapped = try #require(session.currentShape)
        #expect(abs(snapped.frame.minX - 100) < 1e-9 && abs(snapped.frame.minY - 300) < 1e-9)
        #expect(abs(snapped.frame.width - 80) < 1e-9)
    }

    /// Registered shapes keep their identity when others go (an index shifted before), can be
    /// removed one by one, and a removed guide lets go of the shape being dragged.
    @Test func registeredShapesHaveStableIdentities() throws {
        var session = SnapSession(recognizer: StubRecognizer())
        let left = Shape(kind: .rectangle, frame: BoundingBox(minX: 0, minY: 0, maxX: 100, maxY: 100))
        let right = Shape(kind: .rectangle, frame: BoundingBox(minX: 300, minY: 0, maxX: 400, maxY: 100))
        let leftID = session.register(left), rightID = session.register(right)
        #expect(leftID != rightID && leftID < rightID)
        #expect(session.unregister(leftID) == left)
        #expect(session.unregister(leftID) == nil, "already removed: a no-op")
        #expect(session.registeredShapes == [rightID: right])
        let thirdID = session.register(left)
        #expect(thirdID != leftID && thirdID != rightID, "identities are never reused")

        // A line from (304, 150) to (380, 210): its start 4 pt right of the right square's left edge.
        let events = try snapLine(from: Vector2(304, 150), to: Vector2(380, 210), in: &session)
        #expect(events.first?.guides == [.vertical(x: 300, source: .shapeEdge(shape: rightID))])
        #expect(events.first?.guides.first?.description == "shape 1 edge x=300")
        #expect(try #require(session.currentShape?.start).x == 300)
        // Erased while the line is held on it: the next drag no longer locks onto x = 300.
        #expect(session.unregister(rightID) == right)
        #expect(try session.append(InkPoint(x: 390, y: 230, timeOffset: 1.3)).isEmpty)
        #expect(abs(try #require(session.currentShape?.start).x - 304) < 1e-9)

        // A non-finite registered shape gives no guide and no trap; removing all keeps ids unique.
        var other = SnapSession(recognizer: StubRecognizer())
        other.register(Shape(kind: .rectangle, frame: BoundingBox(minX: .nan, minY: 0, maxX: 100, maxY: .infinity)))
        #expect(try snapLine(from: Vector2(304, 150), to: Vector2(380, 210), in: &other).flatMap(\.guides) == [])
        other.removeAllRegisteredShapes()
        #expect(other.registeredShapes.isEmpty)
        #expect(other.register(left) != RegisteredShapeID(rawValue: 0))
    }

    @Test func shapeFarFromEveryGuideEmitsNone() throws {
        // Every edge and centre 7 pt or more from the 50 pt grid; the rectangle tilted 29°.
        let circle = Shape(kind: .ellipse, frame: BoundingBox(minX: 413, minY: 512, maxX: 473, maxY: 572), traits: .circle)
        let tilted = Shape(kind: .rectangle, frame: BoundingBox(minX: 430, minY: 500, maxX: 510, maxY: 560), rotation: 0.5)
        for shape in [circle, tilted] {
            var session = try SnapSession(
                configuration: SnapConfiguration(alignment: AlignmentConfiguration(gridSpacing: 50)),
                recognizer: StubRecognizer(fixedShape: shape))
            session.register(Shape(kind: .rectangle, frame: BoundingBox(minX: 0, minY: 0, maxX: 100, maxY: 100)))
            let events = try snapLine(from: Vector2(413, 517), to: Vector2(470, 520), in: &session)
            #expect(events.count == 1)
            #expect(events.first?.isPathComplete == true)
            #expect(session.currentShape == shape)
        }
    }

    @Test func gridLinesAlignEdgesAndCentres() throws {
        // Centre x = 148 (2 pt from the grid line 150); top y = 203 (3 pt from 200).
        let drawn = Shape(kind: .ellipse, frame: BoundingBox(minX: 108, minY: 203, maxX: 188, maxY: 243), rotation: 0.4)
        let configuration = SnapConfiguration(alignment: AlignmentConfiguration(gridSpacing: 50))
        var session = try SnapSession(configuration: configuration, recognizer: StubRecognizer(fixedShape: drawn))
        let guides = try snapLine(from: Vector2(108, 203), to: Vector2(188, 243), in: &session).flatMap(\.guides)
        #expect(guides == [.vertical(x: 150, source: .grid), .horizontal(y: 200, source: .grid)])
        let snapped = try #require(session.currentShape)
        #expect(abs(snapped.center.x - 150) < 1e-9)
        #expect(abs(snapped.screenExtent.minY - 200) < 1e-9)  // the top edge was nearest its grid line
        #expect(abs(snapped.rotation - 0.4) < 1e-12)
    }

    /// A drag that brings a line's end onto a grid crossing engages both grid lines at once: one
    /// `alignment` (the vertical line, first in order), the horizontal one engaged silently, and the
    /// shape on both; nothing more while it stays there.
    @Test func twoGuidesEngagedAtOnceGiveOneAlignment() throws {
        let configuration = SnapConfiguration(alignment: AlignmentConfiguration(gridSpacing: 50))
        var session = try SnapSession(configuration: configuration, recognizer: StubRecognizer())
        // From (120, 120) to (220, 180): 31° and every endpoint 20 pt or more from the grid.
        let snapped = try snapLine(from: Vector2(120, 120), to: Vector2(220, 180), in: &session)
        #expect(snapped.count == 1 && snapped.first?.guides == [])
        // The end dragged to (248, 203): 2 pt from x = 250, 3 pt from y = 200.
        let events = try session.append(InkPoint(x: 248, y: 203, timeOffset: 1.3))
        #expect(events.count == 1)
        #expect(events.first?.guides == [.vertical(x: 250, source: .grid)])
        let line = try #require(session.currentShape)
        #expect(try #require(line.end).distance(to: Vector2(250, 200)) < 1e-9)
        #expect(try session.append(InkPoint(x: 249, y: 202, timeOffset: 1.35)).isEmpty)
        #expect(try #require(session.currentShape?.end).distance(to: Vector2(250, 200)) < 1e-9)
    }

    @Test func irregularPolygonLevelsItsLongestSide() throws {
        // A triangle whose base (the longest side) rises 2.9°.
        let vertices = [Vector2(100, 300), Vector2(200, 305), Vector2(150, 220)]
        let triangle = Shape(kind: .polygon, frame: BoundingBox(enclosing: vertices)!, vertices: vertices, sides: 3)
        var session = SnapSession(recognizer: StubRecognizer(fixedShape: triangle))
        let events = try snapLine(from: Vector2(100, 300), to: Vector2(150, 220), in: &session)
        #expect(events.flatMap(\.guides) == [.orientation(angle: 0)])
        let snapped = try #require(session.currentShape)
        #expect(abs(snapped.vertices[0].y - snapped.vertices[1].y) < 1e-9)
        #expect(abs(snapped.vertices[0].distance(to: snapped.vertices[1]) - vertices[0].distance(to: vertices[1])) < 1e-9)
    }

    @Test func starsAndRegularPolygonsKeepRotationWithinTheirSymmetry() {
        let star = Shape(kind: .star, frame: BoundingBox(minX: 0, minY: 0, maxX: 100, maxY: 100), rotation: 0.1, sides: 5)
        let turned = star.applying(.rotation(.pi, about: star.center))
        #expect(abs(turned.rotation - (0.1 - .pi / 5)) < 1e-12)
        let rectangle = Shape(kind: .rectangle, frame: star.frame, rotation: 0.1)
        #expect(abs(rectangle.applying(.rotation(.pi, about: star.center)).rotation - 0.1) < 1e-12)
    }
}
