import Foundation
import InkCore
import Testing

/// `Vector2+CoreGraphics`, `BoundingBox+CoreGraphics` and `InkPoint+CoreGraphics`: points in,
/// points out, nothing rounded or invented.
@Suite("CoreGraphics bridges")
struct CoreGraphicsBridgeTests {
    @Test("a CGPoint round-trips through Vector2 exactly, fractions and extremes included")
    func pointRoundTrip() {
        for point in [CGPoint(x: 10.25, y: -3.125), CGPoint(x: 0.1, y: 1e15), CGPoint.zero] {
            let vector = Vector2(point)
            #expect(vector.x == Double(point.x) && vector.y == Double(point.y))
            #expect(vector.cgPoint == point)
        }
        #expect(Vector2(698.2, 600).cgPoint == CGPoint(x: 698.2, y: 600))
    }

    @Test("non-finite coordinates pass through for validation to name, never trap")
    func nonFinitePoint() {
        let vector = Vector2(CGPoint(x: CGFloat.nan, y: CGFloat.infinity))
        #expect(vector.x.isNaN && vector.y == .infinity && !vector.isFinite)
        #expect(Vector2(.nan, 1).cgPoint.x.isNaN)
        let point = InkPoint(CGPoint(x: CGFloat.nan, y: 2), timeOffset: 0)
        #expect(InkDrawing(strokes: [InkStroke(points: [point])]).validationErrors().count == 1)
    }

    @Test("a shape's frame becomes the CGRect PaperKit takes, and back")
    func rectRoundTrip() {
        let box = BoundingBox(origin: Vector2(98.5, 100.25), width: 204, height: 118.75)
        let rect = box.cgRect
        #expect(rect == CGRect(x: 98.5, y: 100.25, width: 204, height: 118.75))
        #expect(rect.midX == 200.5 && rect.midY == box.center.y)
        #expect(BoundingBox(rect) == box)
        // A line's frame has no height.
        #expect(BoundingBox(origin: Vector2(10, 5), width: 200, height: 0).cgRect.height == 0)
    }

    @Test("a rectangle with a negative size is read standardized: origin is the minimum corner")
    func negativeSize() {
        let box = BoundingBox(CGRect(x: 100, y: 50, width: -40, height: -10))
        #expect(box == BoundingBox(minX: 60, minY: 40, maxX: 100, maxY: 50))
        #expect(BoundingBox(CGRect.zero) == BoundingBox(origin: .zero, width: 0, height: 0))
    }

    @Test("an InkPoint from a touch location keeps it and the time, and no other channel")
    func inkPointFromLocation() {
        let point = InkPoint(CGPoint(x: 500, y: 600.5), timeOffset: 140.25)
        #expect(point == InkPoint(Vector2(500, 600.5), timeOffset: 140.25))
        #expect(point.channels == .time)
        #expect(InkPoint(CGPoint(x: 1, y: 2)).channels == [])
        // Duplicate locations are kept as given: deduplication is the stroke's business.
        let stroke = InkStroke(points: [InkPoint(CGPoint(x: 1, y: 2)), InkPoint(CGPoint(x: 1, y: 2))])
        #expect(stroke.points.count == 2)
    }
}
