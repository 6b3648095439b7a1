import Foundation
import InkCore
import ShapeRecognition
import TestSupport
import Testing

/// The recognizer and the snap session on degenerate ink: the documented result (`.none` for
/// ink without extent or without finite points), never a trap, hang or non-finite shape.
// The limit catches a hang; each case takes well under a second alone, but a full parallel run on
// a loaded 2-core machine (load 9–12) took past one minute for trivial cases.
@Suite(.timeLimit(.minutes(10)))
struct DegenerateShapeInputTests {
    static let degenerate: [(String, [InkStroke])] = [
        ("no strokes", []),
        ("empty stroke", [InkStroke(points: [])]),
        ("one point", [InkStroke(locations: [Vector2(1, 2)])]),
        ("identical points", [InkStroke(locations: Array(repeating: Vector2(7, 7), count: 200))]),
        ("all NaN", [InkStroke(locations: Array(repeating: Vector2(.nan, .nan), count: 20))]),
        ("all infinite", [InkStroke(locations: [Vector2(.infinity, 0), Vector2(0, -.infinity)])]),
        ("empty strokes and a dot", [InkStroke(points: []), InkStroke(locations: [Vector2(0, 0)]), InkStroke(points: [])]),
        // Past InkPoint.coordinateLimit: a line at x = 2e15 snapped with confidence 0.97 (trial 14).
        ("line beyond 1e15", [InkStroke(locations: (0...20).map { Vector2(2e15 + 16 * Double($0), 0) })]),
        ("one point beyond 1e15", [InkStroke(locations: (0...20).map { Vector2(10 * Double($0), 0) } + [Vector2(0, -1.5e15)])]),
    ]

    @Test(arguments: degenerate.map(\.0))
    func inkWithoutExtentIsDeclined(name: String) {
        let strokes = Self.degenerate.first { $0.0 == name }!.1
        #expect(ShapeRecognizer().recognize(strokes) == .none, "\(name)")
    }

    static let square = [Vector2(0, 0), Vector2(100, 0), Vector2(100, 100), Vector2(0, 100), Vector2(0, 0)]
    static let awkward: [(String, [InkStroke])] = [
        ("two points", [InkStroke(locations: [Vector2(0, 0), Vector2(100, 40)])]),
        ("collinear", [InkStroke(locations: (0..<100).map { Vector2(Double($0), 3 * Double($0)) })]),
        ("duplicates", [InkStroke(locations: square.flatMap { [$0, $0, $0] })]),
        ("NaN inside a square", [InkStroke(locations: square + [Vector2(.nan, 5)] + square)]),
        ("infinity inside a square", [InkStroke(locations: square + [Vector2(.infinity, 5)])]),
        ("huge 1e300", [InkStroke(locations: square.map { $0 * 1e300 })]),
        ("huge 1e150", [InkStroke(locations: square.map { $0 * 1e150 })]),
        ("tiny 1e-300", [InkStroke(locations: square.map { $0 * 1e-300 })]),
        ("far offset", [InkStroke(locations: square.map { $0 + Vector2(1e15, -1e15) })]),
        ("hundred thousand points", [InkStroke(locations: (0..<100_000).map { i in
            let t = Double(i) / 100_000 * 2 * Double.pi
            return Vector2(cos(t) * 80, sin(t) * 50)
        })]),
    ]

    @Test(arguments: awkward.map(\.0))
    func awkwardInkGivesAFiniteAnswer(name: String) {
        let strokes = Self.awkward.first { $0.0 == name }!.1
        let result = ShapeRecognizer().recognize(strokes)
        #expect(result.confidence.isFinite && (0...1).contains(result.confidence), "\(name)")
        #expect(result.candidates.allSatisfy { $0.confidence.isFinite }, "\(name)")
        if let shape = result.shape {
            let data = try? JSONEncoder().encode(shape)  // fails on NaN/inf anywhere in the shape
            #expect(data != nil, "\(name): snapped to a shape with a non-finite value")
        }
    }

    @Test func hundredThousandPointEllipseStillSnaps() {
        let strokes = Self.awkward.first { $0.0 == "hundred thousand points" }!.1
        #expect(ShapeRecognizer().recognize(strokes).shape?.kind == .ellipse)
    }

    /// Random pen events with junk values (NaN, infinities, huge values, time going backwards):
    /// every call returns events or throws a `SnapError`; every event location is finite.
    @Test func randomJunkStreamsNeverTrap() throws {
        var generator = SeededGenerator(seed: 0x5A4)
        let junk: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 0, 1e-300]
        func value(_ scale: Double) -> Double {
            Double.random(in: 0..<1, using: &generator) < 0.15
                ? junk.randomElement(using: &generator)! : Double.random(in: 0..<scale, using: &generator)
        }
        for _ in 0..<40 {
            var session = SnapSession()
            var clock = 0.0
            for _ in 0..<300 {
                clock += Double.random(in: -0.05..<0.2, using: &generator)
                let point = InkPoint(x: value(300), y: value(300), timeOffset: Double.random(in: 0..<1, using: &generator) < 0.05 ? value(1) : clock)
                var events: [SnapEvent] = []
                do {
                    switch Int.random(in: 0..<20, using: &generator) {
                    case 0: events = try session.begin(point)
                    case 1: events = session.end(at: value(clock + 1))
                    case 2: events = session.cancel()
                    case 3: events = session.update(time: value(clock + 1))
                    default: events = try session.append(point)
                    }
                } catch {
                    // SnapError is the documented answer to a bad point or a call out of order.
                }
                for event in events {
                    let finite = event.location.isFinite && event.time.isFinite
                    #expect(finite, "\(event)")
                }
                if let shape = session.currentShape {
                    #expect((try? JSONEncoder().encode(shape)) != nil, "non-finite snapped shape \(shape) from \(session.currentStroke.points.map(\.location))")
                }
            }
        }
    }
}
