import Foundation
import InkCore
import TestSupport
import Testing

@testable import ShapeRecognition

/// Trial 25: a hold's snap recognized the stroke with the points the resting pen made (0.7 s at
/// 240 Hz: 168 points jittering within `holdRadius`), which resampling by arc length turned into a
/// blob at the end: a 25 pt line held with 0.3 pt jitter snapped to an arrow 16 times in 20, a
/// 150 pt one with 1.5 pt jitter 15 in 20. The snap now recognizes the stroke as it was when the
/// pen came to rest, ending where the pen is; the ink keeps every point.
struct SnapSessionRestTests {
    /// A pen resting at `location` from `start` (exclusive) for `duration` s at `rate` Hz, each
    /// point off by Gaussian jitter of `sigma` points on each axis.
    static func rest(
        at location: Vector2, start: Double, duration: Double, rate: Double, sigma: Double,
        using generator: inout SeededGenerator
    ) -> [InkPoint] {
        (1...Int((duration * rate).rounded())).map { i in
            // Box–Muller: two uniform numbers give two independent normal ones.
            let u = Double.random(in: Double.ulpOfOne..<1, using: &generator)
            let v = Double.random(in: 0..<1, using: &generator)
            let r = sigma * (-2 * log(u)).squareRoot()
            return InkPoint(location + Vector2(r * cos(2 * .pi * v), r * sin(2 * .pi * v)), timeOffset: start + Double(i) / rate)
        }
    }

    /// A `length` pt line drawn at 450 pt/s in direction `angle` (radians) at `rate` Hz, then held
    /// 0.7 s with `sigma` pt jitter, through a session with the real recognizer: the shape committed.
    static func heldLine(length: Double, angle: Double, rate: Double, sigma: Double, seed: UInt64) throws -> Shape? {
        var generator = SeededGenerator(seed: seed)
        let start = Vector2(100, 100), end = start + Vector2(cos(angle), sin(angle)) * length
        let duration = length / 450
        var points = pen(from: start, to: end, start: 5, duration: duration, rate: rate)
        points += rest(at: end, start: 5 + duration, duration: 0.7, rate: rate, sigma: sigma, using: &generator)
        var session = SnapSession()
        _ = try draw(points, into: &session)
        _ = session.end(at: 5 + duration + 0.7)
        guard case .ended(let shape) = session.state else { return nil }
        return shape
    }

    /// Twenty directions each; main committed arrows (16, 15, 15 of 20 at 25 pt/0.3, 40 pt/0.6,
    /// 150 pt/1.5) or nothing (12 of 20 at 150 pt/1.0).
    @Test(arguments: [(25.0, 0.3, 240.0), (25.0, 0.3, 120.0), (40.0, 0.6, 240.0), (150.0, 1.0, 240.0), (150.0, 1.5, 240.0)])
    func aLineHeldWithJitterSnapsToALine(length: Double, sigma: Double, rate: Double) throws {
        var kinds: [String: Int] = [:]
        for seed in 1...20 as ClosedRange<UInt64> {
            let shape = try Self.heldLine(length: length, angle: Double(seed) * 0.31, rate: rate, sigma: sigma, seed: seed)
            kinds[shape?.kind.rawValue ?? "none", default: 0] += 1
        }
        #expect(kinds["line"] == 20, "\(length) pt, σ \(sigma) pt, \(rate) Hz: \(kinds)")
    }

    /// Line then rest on a dyadic clock (128 Hz: times exact), the rest's jitter back towards
    /// the line: the hold completes 0.5 s after the line's 31st point (its last 2 are within
    /// `holdRadius` of the end), and the recognizer sees those 31 points and the pen's latest.
    @Test func theRecognizerSeesTheStrokeWithoutTheRestButWhereThePenIs() throws {
        let stub = StubRecognizer()
        var session = SnapSession(recognizer: stub)
        var generator = SeededGenerator(seed: 3)
        var points = pen(from: Vector2(0, 0), to: Vector2(100, 0), start: 0, duration: 0.25, rate: 128)
        #expect(points.count == 33)
        let rest = Self.rest(at: Vector2(100, 0), start: 0.25, duration: 0.7, rate: 128, sigma: 0.5, using: &generator)
            .map { InkPoint(x: 100 - abs($0.x - 100) - 0.01, y: $0.y, timeOffset: $0.timeOffset) }
        points += rest
        let events = try draw(points, into: &session)
        #expect(events.filter(\.isPathComplete).count == 1)
        let seen = try #require(stub.lastCall?.last?.points)
        #expect(seen.count == 32)
        #expect(Array(seen.prefix(31)) == Array(points.prefix(31)))
        #expect(seen.last?.location == rest[61].location && seen.last?.timeOffset == 30.0 / 128 + 0.5)
        // The ink keeps the rest: every point up to the snap.
        #expect(session.currentStroke.points.count == 33 + 62)
    }

    /// A replayed hold rests without points (`update(time:)`): nothing to drop. With
    /// `snapsOnPenUp`, a pen-up recognition has no rest either and sees every point.
    @Test func aTimerHoldAndAPenUpRecognitionSeeTheWholeStroke() throws {
        let line = pen(from: Vector2(0, 0), to: Vector2(100, 0), start: 0, duration: 0.25, rate: 128)
        let stub = StubRecognizer()
        var session = SnapSession(recognizer: stub)
        _ = try draw(line, into: &session)
        #expect(session.update(time: 0.85).filter(\.isPathComplete).count == 1)
        #expect(stub.lastCall?.last?.points == session.currentStroke.points)

        var generator = SeededGenerator(seed: 4)
        let shortRest = Self.rest(at: Vector2(100, 0), start: 0.25, duration: 0.3, rate: 128, sigma: 0.5, using: &generator)
        let penUp = StubRecognizer()
        var eager = try SnapSession(configuration: SnapConfiguration(snapsOnPenUp: true), recognizer: penUp)
        _ = try draw(line + shortRest, into: &eager)
        #expect(eager.end(at: 0.55).filter(\.isPathComplete).count == 1)
        #expect(penUp.lastCall?.last?.points.count == 33 + shortRest.count)
    }

    @Test func droppingTheRestOfDegenerateStrokesLeavesThemAsTheyAre() {
        let empty = InkStroke(points: [])
        #expect(empty.droppingRest(from: 0, to: 1) == empty)
        let one = InkStroke(points: [InkPoint(x: 1, y: 2, timeOffset: 0)])
        #expect(one.droppingRest(from: 0, to: 1) == one)
        let untimed = InkStroke(locations: [Vector2(0, 0), Vector2(1, 0), Vector2(2, 0), Vector2(3, 0)])
        #expect(untimed.droppingRest(from: 0, to: 1) == untimed)
        let xs = [0, 1, 2, 3, 2.5, 3.2, 2.8, 3.1]
        let timed = InkStroke(points: xs.indices.map { InkPoint(x: xs[$0], y: 0, timeOffset: Double($0)) })
        // A rest from x = 2 reported to its end: the pen's 3.1 ends the stroke.
        #expect(timed.droppingRest(from: 2, to: 7).points.map(\.x) == [0, 1, 2, 3.1])
        // Reports stopped early in the rest (a replayed hold), all points after it began (none
        // where the pen came to rest), a NaN time, a rest from the first point (all rest), only
        // the latest point after it: unchanged.
        #expect(timed.droppingRest(from: 2, to: 20) == timed)
        #expect(timed.droppingRest(from: -1, to: 7) == timed)
        #expect(timed.droppingRest(from: .nan, to: 7) == timed)
        #expect(timed.droppingRest(from: 2, to: .nan) == timed)
        #expect(timed.droppingRest(from: 0.5, to: 7) == timed)
        #expect(timed.droppingRest(from: 6, to: 7) == timed)
    }
}
