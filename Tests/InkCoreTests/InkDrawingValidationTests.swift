import Foundation
import InkCore
import Testing

@Suite("InkDrawing validation")
struct InkDrawingValidationTests {
    private let good = InkStroke(points: [InkPoint(x: 0, y: 0, timeOffset: 0), InkPoint(x: 1, y: 1, timeOffset: 0.01)])

    @Test("a valid drawing has no errors")
    func valid() throws {
        let d = InkDrawing(strokes: [good, good])
        #expect(d.validationErrors().isEmpty)
        try d.validate()
    }

    @Test("empty drawing: no strokes, or only empty ones")
    func emptyDrawing() {
        #expect(InkDrawing(strokes: []).validationErrors() == [.emptyDrawing])
        #expect(throws: InkValidationError.emptyDrawing) { try InkDrawing(strokes: []).validate() }
        #expect(
            InkDrawing(strokes: [InkStroke(points: [])]).validationErrors() == [.emptyDrawing, .emptyStroke(stroke: 0)])
    }

    @Test("empty stroke reports its index")
    func emptyStroke() {
        let d = InkDrawing(strokes: [good, InkStroke(points: []), good])
        #expect(d.validationErrors() == [.emptyStroke(stroke: 1)])
        #expect(throws: InkValidationError.emptyStroke(stroke: 1)) { try d.validate() }
    }

    @Test("NaN and infinite values in coordinates and channels report stroke and point")
    func nonFinite() {
        var bad = good
        bad.points[1].x = .nan
        var badForce = good
        badForce.points[0].force = .infinity
        badForce.points[1].force = 1
        let d = InkDrawing(strokes: [good, bad, badForce])
        #expect(d.validationErrors() == [.nonFiniteValue(stroke: 1, point: 1), .nonFiniteValue(stroke: 2, point: 0)])
    }

    @Test("finite coordinates beyond ±1e15 points report stroke and point; the limit itself is valid")
    func coordinateOutOfRange() {
        var huge = good
        huge.points[0].x = 1e308
        huge.points[1].y = -1e308
        var atLimit = good
        atLimit.points[0].x = -InkPoint.coordinateLimit
        atLimit.points[1].y = InkPoint.coordinateLimit
        var beyond = good
        beyond.points[1].y = InkPoint.coordinateLimit.nextUp
        let d = InkDrawing(strokes: [huge, atLimit, beyond])
        #expect(
            d.validationErrors() == [
                .coordinateOutOfRange(stroke: 0, point: 0), .coordinateOutOfRange(stroke: 0, point: 1),
                .coordinateOutOfRange(stroke: 2, point: 1),
            ])
        #expect(!InkPoint(x: .nan, y: 0).hasSupportedLocation)
        #expect(InkValidationError.coordinateOutOfRange(stroke: 0, point: 1).description
            == "stroke 0, point 1: a coordinate beyond ±1e15 points")
    }

    @Test("time going backwards reports the point; repairingTime keeps every point")
    func nonMonotonicTime() throws {
        let times = [0, 0.02, 0.01, 0.03, 0.025]
        let stroke = InkStroke(
            points: times.enumerated().map { InkPoint(x: Double($0.offset), y: 0, timeOffset: $0.element) })
        let d = InkDrawing(strokes: [good, stroke])
        #expect(
            d.validationErrors() == [.nonMonotonicTime(stroke: 1, point: 2), .nonMonotonicTime(stroke: 1, point: 4)])
        let repaired = d.repairingTime()
        try repaired.validate()
        #expect(repaired.strokes[1].count == 5)
        #expect(repaired.strokes[1].points.map(\.x) == [0, 1, 2, 3, 4])
        #expect(repaired.strokes[1].points.map(\.timeOffset) == [0, 0.02, 0.02, 0.03, 0.03])
    }

    @Test("a point with other channels than the stroke's first is a mismatch")
    func channelMismatch() {
        let stroke = InkStroke(points: [
            InkPoint(x: 0, y: 0, timeOffset: 0, force: 1), InkPoint(x: 1, y: 0, timeOffset: 0.1),
        ])
        #expect(
            InkDrawing(strokes: [stroke]).validationErrors() == [
                .channelMismatch(stroke: 0, point: 1, expected: [.time, .force], found: [.time])
            ])
        #expect(
            InkValidationError.channelMismatch(stroke: 0, point: 1, expected: [.time, .force], found: [.time])
                .description
                == "stroke 0, point 1: has channels x,y,time, the stroke's first point has x,y,time,force")
    }
}
