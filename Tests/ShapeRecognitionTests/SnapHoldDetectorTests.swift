import InkCore
import Testing

@testable import ShapeRecognition

struct SnapHoldDetectorTests {
    /// Rests at the origin for a full window after visiting `offsets` (each 0.1 s apart).
    private func resting(after offsets: [Vector2]) -> Bool {
        var detector = HoldDetector(duration: 0.5, radius: 8)
        detector.reset(at: offsets[0], time: 0)
        for (i, offset) in offsets.enumerated().dropFirst() { detector.add(offset, time: Double(i) * 0.1) }
        detector.add(.zero, time: 0.45)
        return detector.isResting(at: 0.5)
    }

    @Test func usesEuclideanDistanceNotTheBoundingBox() {
        // Box corner (7, 7) is 9.9 pt away, but every point is 7 pt away: resting.
        #expect(resting(after: [Vector2(7, 0), Vector2(0, 7), Vector2(7, 0), Vector2(0, 7)]))
        // (6, 6) is 8.49 pt away: moving.
        #expect(!resting(after: [Vector2(6, 6), Vector2(0, 1), Vector2(1, 0), Vector2(0, 0)]))
        // 8.5 pt on one axis: moving, decided by the box alone.
        #expect(!resting(after: [Vector2(0, 8.5), Vector2(0, 1), Vector2(1, 0), Vector2(0, 0)]))
        #expect(resting(after: [Vector2(0, 8), Vector2(1, 1), Vector2(1, 0), Vector2(0, 0)]))
    }

    @Test func pointsOlderThanTheWindowAreForgotten() {
        var detector = HoldDetector(duration: 0.5, radius: 8)
        detector.reset(at: Vector2(100, 0), time: 0)
        detector.add(.zero, time: 0.2)
        let early = detector.isResting(at: 0.69), late = detector.isResting(at: 0.71)
        #expect(!early && late)
    }

    @Test func appendCostDoesNotGrowWithTheStroke() {
        // Not a timing test: counts that the window holds only the last hold's worth of points.
        var detector = HoldDetector(duration: 0.5, radius: 8)
        detector.reset(at: .zero, time: 0)
        for i in 1...100_000 { detector.add(Vector2(Double(i % 5), 0), time: Double(i) / 240) }
        #expect(detector.windowCount <= 121)
        let resting = detector.isResting(at: 100_000 / 240)
        #expect(resting)
    }
}
