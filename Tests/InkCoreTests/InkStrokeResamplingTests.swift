import Foundation
import InkCore
import TestSupport
import Testing

@Suite("InkStroke resampling")
struct InkStrokeResamplingTests {
    @Test("exactly N points, first and last kept, equal arc-length spacing, over many N and strokes")
    func exactCountOverManyStrokes() {
        var rng = SeededGenerator(seed: 2)
        for trial in 0..<40 {
            let stroke = TestInk.randomStroke(count: Int.random(in: 2...200, using: &rng), using: &rng)
            for n in [2, 3, 7, 16, 32, 33, 64, 100, 128, 257, 1000] {
                let r = stroke.resampled(count: n)
                #expect(r.count == n, "trial \(trial), n \(n)")
                #expect(r.points.first == stroke.points.first)
                #expect(r.points.last == stroke.points.last)
                // Each resampled point lies on the path at arc length k·L/(n−1); the straight-line
                // gaps can only be shorter than that (at bends), never longer.
                let step = stroke.length / Double(n - 1)
                let gaps = zip(r.locations, r.locations.dropFirst()).map { $0.distance(to: $1) }
                #expect(gaps.allSatisfy { $0 <= step * (1 + 1e-9) + 1e-9 }, "trial \(trial), n \(n)")
            }
        }
    }

    @Test("on a straight line every gap is exactly length / (N − 1)")
    func straightLineGaps() {
        // Uneven input sampling along a line 0…300 on x.
        let xs: [Double] = [0, 1, 1.5, 40, 41, 200, 299.9, 300]
        let stroke = InkStroke(locations: xs.map { Vector2($0, 2 * $0) })
        for n in 2...60 {
            let r = stroke.resampled(count: n)
            #expect(r.count == n)
            let step = stroke.length / Double(n - 1)
            for (a, b) in zip(r.locations, r.locations.dropFirst()) {
                #expect(abs(a.distance(to: b) - step) < 1e-9 * stroke.length)
            }
        }
    }

    @Test("the $1 drift case: lengths whose step does not divide evenly still give N")
    func floatingDrift() {
        // 0.1 steps accumulate rounding error in a running-sum implementation.
        let stroke = InkStroke(locations: (0...10).map { Vector2(Double($0) * 0.1, 0) })
        for n in [3, 7, 11, 29, 64, 97] { #expect(stroke.resampled(count: n).count == n) }
    }

    @Test("edge counts and degenerate strokes")
    func edgeCases() {
        let stroke = InkStroke(points: [InkPoint(x: 1, y: 2, timeOffset: 0), InkPoint(x: 5, y: 2, timeOffset: 1)])
        #expect(stroke.resampled(count: 0).isEmpty)
        #expect(stroke.resampled(count: -3).isEmpty)
        #expect(stroke.resampled(count: 1).points == [stroke.points[0]])
        #expect(InkStroke(points: []).resampled(count: 10).isEmpty)

        let dot = InkStroke(points: [InkPoint(x: 3, y: 4, timeOffset: 0)])
        #expect(dot.resampled(count: 5).points == Array(repeating: dot.points[0], count: 5))

        // A pen held still: zero length, first point repeated, last point last.
        let still = InkStroke(points: [InkPoint(x: 3, y: 4, timeOffset: 0), InkPoint(x: 3, y: 4, timeOffset: 0.5)])
        let r = still.resampled(count: 4)
        #expect(r.points == [still.points[0], still.points[0], still.points[0], still.points[1]])
    }

    @Test("time and optional channels are interpolated linearly; metadata kept")
    func channelInterpolation() {
        let stroke = InkStroke(
            points: [
                InkPoint(x: 0, y: 0, timeOffset: 0, force: 1, altitude: 0.5, size: InkSize(width: 2, height: 2)),
                InkPoint(x: 10, y: 0, timeOffset: 1, force: 3, altitude: 1.5, size: InkSize(width: 4, height: 6)),
            ], inkType: "pen", color: "#000000", width: 2, id: "t1")
        let r = stroke.resampled(count: 5)
        #expect(r.inkType == "pen" && r.color == "#000000" && r.width == 2 && r.id == "t1")
        for (k, p) in r.points.enumerated() {
            let f = Double(k) / 4
            #expect(abs(p.x - 10 * f) < 1e-12)
            #expect(abs((p.timeOffset ?? -1) - f) < 1e-12)
            #expect(abs((p.force ?? -1) - (1 + 2 * f)) < 1e-12)
            #expect(abs((p.altitude ?? -1) - (0.5 + f)) < 1e-12)
            #expect(abs((p.size?.height ?? -1) - (2 + 4 * f)) < 1e-12)
            #expect(p.azimuth == nil && p.opacity == nil)
        }
    }

    @Test("a channel on only one end is taken from the nearer end, never invented")
    func oneSidedChannel() {
        let a = InkPoint(x: 0, y: 0, force: 2)
        let b = InkPoint(x: 10, y: 0, opacity: 0.5)
        #expect(InkPoint.interpolated(a, b, 0.25).force == 2)
        #expect(InkPoint.interpolated(a, b, 0.25).opacity == nil)
        #expect(InkPoint.interpolated(a, b, 0.75).force == nil)
        #expect(InkPoint.interpolated(a, b, 0.75).opacity == 0.5)
    }

    @Test("spacing: gaps of exactly `spacing` along a line, last point kept, final gap ≤ spacing")
    func bySpacing() {
        let stroke = InkStroke(locations: [Vector2(0, 0), Vector2(3, 0), Vector2(10, 0)])
        let r = stroke.resampled(spacing: 3)
        #expect(r.locations.map(\.x) == [0, 3, 6, 9, 10])
        // A length that is a multiple of the spacing does not double the last point.
        #expect(stroke.resampled(spacing: 2.5).locations.map(\.x) == [0, 2.5, 5, 7.5, 10])
        #expect(stroke.resampled(spacing: 0.1).count == 101)
        // Invalid spacing: unchanged.
        #expect(stroke.resampled(spacing: 0) == stroke)
        #expect(stroke.resampled(spacing: -1) == stroke)
        #expect(stroke.resampled(spacing: .nan) == stroke)
    }

    /// The target count is found from the quotient length / spacing and moved to the least k
    /// with k · spacing ≥ the end; counted up from 1 it is the same at every length and spacing,
    /// exact multiples and their neighbours one ulp away included.
    @Test("spacing: the count is the least k with k · spacing reaching the end, as counting up finds it")
    func bySpacingCountMatchesCountingUp() {
        var rng = SeededGenerator(seed: 23)
        var cases: [(length: Double, spacing: Double)] = []
        for _ in 0..<300 {
            let spacing = Double.random(in: 0.01...20, using: &rng)
            let multiple = spacing * Double(Int.random(in: 1...300, using: &rng))
            cases += [(multiple, spacing), (multiple.nextUp, spacing), (multiple.nextDown, spacing)]
            cases.append((Double.random(in: 0.001...500, using: &rng), spacing))
        }
        cases += [(1, 1), (1, 2), (3, 0.1), (0.3, 0.1), (1e-150, 1e-151)]
        for (length, spacing) in cases {
            let line = [Vector2(0, 0), Vector2(length, 0)]
            // The length as resampling measures it (the root of its square).
            let measured = line[0].distance(to: line[1]), end = measured - measured * 1e-9
            var k = 1
            while Double(k) * spacing < end { k += 1 }
            #expect(line.resampled(spacing: spacing).count == k + 1, "length \(length), spacing \(spacing)")
        }
        // Time steps count alike; a stroke whose points share one time gives its first and last.
        let timed = InkStroke(points: [InkPoint(x: 0, y: 0, timeOffset: 0), InkPoint(x: 5, y: 0, timeOffset: 0.3)])
        #expect((try? timed.resampled(timeStep: 0.1))?.count == 4)
        let still = InkStroke(points: [InkPoint(x: 0, y: 0, timeOffset: 1), InkPoint(x: 5, y: 0, timeOffset: 1)])
        #expect((try? still.resampled(timeStep: 0.1))?.count == 2)
    }

    @Test("spacing on random strokes: arc length between samples is the spacing")
    func bySpacingRandom() {
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<20 {
            let stroke = TestInk.randomStroke(count: 50, using: &rng)
            let spacing = Double.random(in: 1...15, using: &rng)
            let r = stroke.resampled(spacing: spacing)
            #expect(r.count == Int((stroke.length / spacing * (1 - 1e-9)).rounded(.up)) + 1)
            #expect(r.points.first == stroke.points.first && r.points.last == stroke.points.last)
            let gaps = zip(r.locations, r.locations.dropFirst()).map { $0.distance(to: $1) }
            #expect(gaps.allSatisfy { $0 <= spacing * (1 + 1e-9) })
        }
    }

    @Test("spacing on locations alone: the same locations as the stroke's, bit for bit, edge cases included")
    func bySpacingOnLocations() {
        var rng = SeededGenerator(seed: 11)
        for _ in 0..<20 {
            let locations = TestInk.randomStroke(count: 60, using: &rng).locations
            let spacing = Double.random(in: 0.5...15, using: &rng)
            #expect(locations.resampled(spacing: spacing) == InkStroke(locations: locations).resampled(spacing: spacing).locations)
        }
        let line = [Vector2(0, 0), Vector2(3, 0), Vector2(10, 0)]
        #expect(line.resampled(spacing: 2.5).map(\.x) == [0, 2.5, 5, 7.5, 10])
        #expect(line.resampled(spacing: 0) == line)
        #expect(line.resampled(spacing: .infinity) == line)
        #expect([Vector2(1, 2)].resampled(spacing: 1) == [Vector2(1, 2)])
        #expect([Vector2]().resampled(spacing: 1).isEmpty)
        #expect([Vector2(0, 0), Vector2(.infinity, 0)].resampled(spacing: 1) == [Vector2(0, 0), Vector2(.infinity, 0)])
    }

    @Test("time step: samples every step seconds with interpolated locations")
    func byTimeStep() throws {
        let stroke = InkStroke(points: [
            InkPoint(x: 0, y: 0, timeOffset: 0), InkPoint(x: 10, y: 0, timeOffset: 0.1),
            InkPoint(x: 10, y: 30, timeOffset: 0.4),
        ])
        let r = try stroke.resampled(timeStep: 0.05)
        let times = r.points.compactMap(\.timeOffset)
        #expect(times.count == 9)
        for (k, t) in times.enumerated() { #expect(abs(t - 0.05 * Double(k)) < 1e-12) }
        #expect(abs(r.points[1].x - 5) < 1e-9)
        #expect(abs(r.points[4].y - 10) < 1e-9)  // t = 0.2: a third of the way up the second segment
        #expect(r.points.last == stroke.points.last)
    }

    @Test("time step errors are typed and name the point")
    func timeStepErrors() {
        let noTime = InkStroke(points: [InkPoint(x: 0, y: 0, timeOffset: 0), InkPoint(x: 1, y: 0)])
        #expect(throws: ResamplingError.missingTime(point: 1)) { try noTime.resampled(timeStep: 0.01) }
        let backwards = InkStroke(points: [
            InkPoint(x: 0, y: 0, timeOffset: 0), InkPoint(x: 1, y: 0, timeOffset: 0.2),
            InkPoint(x: 2, y: 0, timeOffset: 0.1),
        ])
        #expect(throws: ResamplingError.nonMonotonicTime(point: 2)) { try backwards.resampled(timeStep: 0.01) }
        #expect(throws: ResamplingError.invalidTimeStep(0)) { try backwards.resampled(timeStep: 0) }
        #expect((try? backwards.repairingTime().resampled(timeStep: 0.05))?.count == 5)
        #expect(
            ResamplingError.nonMonotonicTime(point: 2).description
                == "point 2: time goes backwards (repairingTime() makes it non-decreasing)")
    }

    @Test("a tiny step or spacing is bounded by maximumResampledPointCount; bad steps are refused")
    func tinyStepsAreBounded() throws {
        let stroke = InkStroke(points: [
            InkPoint(x: 0, y: 0, timeOffset: 0), InkPoint(x: 10, y: 0, timeOffset: 0.2),
            InkPoint(x: 10, y: 30, timeOffset: 0.5),
        ])
        let maximum = InkStroke.maximumResampledPointCount
        let byTime = try stroke.resampled(timeStep: 1e-12)
        #expect(byTime.count == maximum)
        #expect(byTime.points.first == stroke.points.first && byTime.points.last == stroke.points.last)
        let times = byTime.points.compactMap(\.timeOffset)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
        for spacing in [1e-12, Double.leastNonzeroMagnitude] {
            let bySpacing = stroke.resampled(spacing: spacing)
            #expect(bySpacing.count == maximum, "spacing \(spacing)")
            #expect(stroke.locations.resampled(spacing: spacing).count == maximum, "spacing \(spacing)")
        }
        // A step the bound does not touch is kept exactly.
        #expect(stroke.resampled(spacing: 40.0 / Double(maximum - 1) * 2).count == maximum / 2 + 1)
        for step in [0, -1, Double.nan, -.infinity, .infinity] {
            #expect(throws: ResamplingError.self, "time step \(step)") { try stroke.resampled(timeStep: step) }
            #expect(stroke.resampled(spacing: step) == stroke, "spacing \(step)")
        }
    }

    /// `resampled(count: Int.max)` crashed allocating its targets: every count-based resampling
    /// is capped like the spacing and time-step ones.
    @Test("a huge count is capped at maximumResampledPointCount, stroke and drawing")
    func hugeCountsAreBounded() {
        let maximum = InkStroke.maximumResampledPointCount
        let stroke = InkStroke(locations: [Vector2(0, 0), Vector2(10, 0), Vector2(10, 30)])
        for count in [maximum + 1, 200_000_000, Int.max] {
            let r = stroke.resampled(count: count)
            #expect(r.count == maximum, "count \(count)")
            #expect(r.points.first == stroke.points.first && r.points.last == stroke.points.last)
            // Evenly spaced over the 40 pt path, as for the capped count itself.
            #expect(abs(r.locations[1].distance(to: r.locations[0]) - 40.0 / Double(maximum - 1)) < 1e-9)
            let drawing = InkDrawing(strokes: [stroke, InkStroke(locations: [Vector2(0, 50), Vector2(40, 50)])])
            let resampled = drawing.resampled(count: count)
            #expect(resampled.strokes.map(\.count) == [maximum / 2, maximum / 2], "count \(count)")
            #expect(drawing.resampledPoints(count: count).count == maximum, "count \(count)")
        }
        #expect(stroke.resampled(count: maximum).count == maximum)
    }

    /// Coordinates of 1e300 overflowed the arc length to infinity and gave NaN points: they are
    /// resampled as the same stroke scaled into range would be, scaled back.
    @Test("coordinates too large for their arc length resample like a scaled copy")
    func hugeCoordinatesResampleFinitely() {
        let unit = [Vector2(-1, 0), Vector2(1, 1), Vector2(0, -1), Vector2(0.5, 0.25)]
        let huge = InkStroke(locations: unit.map { $0 * 1e300 }).resampled(count: 17)
        let reference = InkStroke(locations: unit).resampled(count: 17)
        #expect(huge.points.count == 17)
        for (a, b) in zip(huge.points, reference.points) {
            #expect(a.location.isFinite)
            #expect(abs(a.x / 1e300 - b.x) < 1e-9 && abs(a.y / 1e300 - b.y) < 1e-9, "\(a.location) vs \(b.location)")
        }
    }
}
