import InkCore
import Testing

@testable import ShapeRecognition

/// The error `body` threw, or `nil`.
private func thrown(_ body: () throws -> [SnapEvent]) -> SnapError? {
    do {
        _ = try body()
        return nil
    } catch {
        return error as? SnapError
    }
}

struct SnapErrorTests {
    @Test func appendBeforeBeginThrows() {
        var session = SnapSession(recognizer: StubRecognizer())
        #expect(thrown { try session.append(InkPoint(x: 0, y: 0, timeOffset: 0)) } == SnapError.noActiveStroke)
        #expect(session.state == .idle)
    }

    @Test func badPointsThrowAndLeaveTheSessionAsItWas() throws {
        var session = SnapSession(recognizer: StubRecognizer())
        #expect(thrown { try session.begin(InkPoint(x: 0, y: 0)) } == SnapError.invalidTimestamp(pointIndex: 0))
        #expect(session.state == .idle)
        _ = try session.begin(InkPoint(x: 0, y: 0, timeOffset: 1))
        _ = try session.append(InkPoint(x: 1, y: 0, timeOffset: 1.1))
        #expect(thrown {
            try session.append(InkPoint(x: .infinity, y: 0, timeOffset: 1.2))
        } == SnapError.nonFinitePoint(pointIndex: 2, x: .infinity, y: 0))
        #expect(thrown {
            try session.append(InkPoint(x: 2, y: 0, timeOffset: 1.05))
        } == SnapError.timeWentBackwards(pointIndex: 3, previous: 1.1, received: 1.05))
        // Dropped points keep their place: each error names the point's index in the stroke.
        #expect(thrown {
            try session.append(InkPoint(x: 2, y: 0, timeOffset: .nan))
        } == SnapError.invalidTimestamp(pointIndex: 4))
        // NaN coordinates: the comparison-based check must not let NaN through.
        #expect(thrown { try session.append(InkPoint(x: .nan, y: .nan, timeOffset: 1.3)) } != nil)
        #expect(session.currentStroke.count == 2)
        #expect(session.state == .drawing)
    }

    /// Trial 14: `append` took x = 1e16, past the ±1e15 limit the readers and recognizers apply.
    @Test func coordinatesBeyondTheLimitThrow() throws {
        var session = SnapSession(recognizer: StubRecognizer())
        #expect(thrown { try session.begin(InkPoint(x: 0, y: -2e15, timeOffset: 0)) }
            == SnapError.coordinateOutOfRange(pointIndex: 0, x: 0, y: -2e15))
        #expect(session.state == .idle)
        _ = try session.begin(InkPoint(x: 0, y: 0, timeOffset: 0))
        #expect(thrown { try session.append(InkPoint(x: 1e16, y: 0, timeOffset: 0.1)) }
            == SnapError.coordinateOutOfRange(pointIndex: 1, x: 1e16, y: 0))
        _ = try session.append(InkPoint(x: InkPoint.coordinateLimit, y: 0, timeOffset: 0.2))
        #expect(session.currentStroke.count == 2, "the limit itself is accepted, the point past it dropped")
        #expect(SnapError.coordinateOutOfRange(pointIndex: 1, x: 1e16, y: 0).pointIndex == 1)
    }

    @Test func repeatedPointIsIgnoredAndCoalescedSampleKept() throws {
        var session = SnapSession(recognizer: StubRecognizer())
        _ = try session.begin(InkPoint(x: 0, y: 0, timeOffset: 0))
        _ = try session.append(InkPoint(x: 1, y: 0, timeOffset: 0.1))
        #expect(try session.append(InkPoint(x: 1, y: 0, timeOffset: 0.1)).isEmpty)
        #expect(session.currentStroke.count == 2)
        _ = try session.append(InkPoint(x: 2, y: 0, timeOffset: 0.1))
        #expect(session.currentStroke.count == 3)
    }

    @Test func misusedLifecycleIsANoOpOrTypedError() throws {
        var session = SnapSession(recognizer: StubRecognizer())
        #expect(session.end(at: 1).isEmpty)
        #expect(session.update(time: 1).isEmpty)
        _ = try session.begin(InkPoint(x: 0, y: 0, timeOffset: 0))
        #expect(thrown { try session.begin(InkPoint(x: 0, y: 0, timeOffset: 0.1)) } == SnapError.strokeAlreadyActive)
        #expect(session.update(time: .nan).isEmpty)
        #expect(session.end(at: .nan).isEmpty)
        #expect(session.state == .ended(nil))
        #expect(session.end(at: 2).isEmpty)
        #expect(session.state == .ended(nil))
        #expect(thrown { try session.append(InkPoint(x: 1, y: 1, timeOffset: 3)) } == SnapError.noActiveStroke)
        // The next stroke may not start before the last one's points.
        #expect(thrown {
            try session.begin(InkPoint(x: 0, y: 0, timeOffset: -1))
        } == SnapError.timeWentBackwards(pointIndex: 0, previous: 0, received: -1))
        _ = try session.begin(InkPoint(x: 0, y: 0, timeOffset: 3))
        #expect(session.state == .drawing)
    }

    @Test func updateBeforeTheLatestPointIsANoOp() throws {
        var session = SnapSession(recognizer: StubRecognizer())
        _ = try draw(pen(from: Vector2(0, 0), to: Vector2(100, 0), start: 0, duration: 1), into: &session)
        #expect(session.update(time: 0.2).isEmpty)
        #expect(session.update(time: 1.6).filter(\.isPathComplete).count == 1)
    }

    @Test func errorsDescribeThePoint() {
        let error = SnapError.timeWentBackwards(pointIndex: 4, previous: 2, received: 1.5)
        #expect(error.description == "point 4: time 1.5 s is before the last accepted point's 2.0 s")
        #expect(SnapConfiguration().problem == nil)
    }

    /// Settings from a user interface: an unusable configuration is a typed error naming the field
    /// and its value, not a trap.
    @Test func sessionRefusesAnUnusableConfiguration() throws {
        func refusal(_ configuration: SnapConfiguration) -> SnapConfigurationError? {
            do {
                _ = try SnapSession(configuration: configuration, recognizer: StubRecognizer())
                return nil
            } catch {
                return error
            }
        }
        let zeroHold = try #require(refusal(SnapConfiguration(holdDuration: 0)))
        #expect(zeroHold == SnapConfigurationError(problem: .holdDuration, value: 0))
        #expect(zeroHold.description == "holdDuration must be a finite, positive number of seconds, not 0.0")
        let strokes = refusal(SnapConfiguration(grouping: StrokeGroupingConfiguration(maximumStrokes: -2)))
        #expect(strokes == SnapConfigurationError(problem: .groupingStrokeCount, value: -2))
        let grid = refusal(SnapConfiguration(alignment: AlignmentConfiguration(gridSpacing: -.infinity)))
        #expect(grid == SnapConfigurationError(problem: .gridSpacing, value: -.infinity))
        // NaN is never equal to itself: compare the field and check the value.
        let radius = try #require(refusal(SnapConfiguration(holdRadius: .nan)))
        #expect(radius.problem == .holdRadius && radius.value.isNaN)
        #expect(radius.description == "holdRadius must be a finite, non-negative number of points, not nan")
        // The first bad field in declaration order is the one reported.
        #expect(refusal(SnapConfiguration(holdDuration: -1, holdRadius: -1))?.problem == .holdDuration)
        #expect(refusal(SnapConfiguration(holdDuration: 0.25, holdRadius: 0)) == nil)
    }

    /// Each unusable field is named by its own case, the first one in declaration order.
    @Test func configurationProblemsNameTheField() {
        typealias Problem = SnapConfiguration.Problem
        let cases: [(SnapConfiguration, Problem)] = [
            (SnapConfiguration(holdDuration: -1, holdRadius: .nan), .holdDuration),
            (SnapConfiguration(holdRadius: .nan), .holdRadius),
            (SnapConfiguration(alignment: AlignmentConfiguration(angleStep: 4)), .angleStep),
            (SnapConfiguration(alignment: AlignmentConfiguration(angleTolerance: -0.1)), .angleTolerance),
            (SnapConfiguration(alignment: AlignmentConfiguration(distanceTolerance: .infinity)), .distanceTolerance),
            (SnapConfiguration(alignment: AlignmentConfiguration(gridSpacing: 0)), .gridSpacing),
            (SnapConfiguration(alignment: AlignmentConfiguration(releaseFactor: 0.5)), .releaseFactor),
            (SnapConfiguration(grouping: StrokeGroupingConfiguration(maximumPause: -1)), .groupingPause),
            (SnapConfiguration(grouping: StrokeGroupingConfiguration(maximumGap: .nan)), .groupingGap),
            (SnapConfiguration(grouping: StrokeGroupingConfiguration(maximumStrokes: -1)), .groupingStrokeCount),
        ]
        for (configuration, problem) in cases { #expect(configuration.problem == problem) }
        #expect(Problem.holdDuration.description == "holdDuration must be a finite, positive number of seconds")
        #expect(Problem.gridSpacing.description == "alignment.gridSpacing must be a finite, positive number of points")
        // Infinity is out of range too, so the messages say finite.
        #expect(Problem.groupingPause.description == "grouping.maximumPause must be finite, non-negative seconds")
        #expect(Problem.distanceTolerance.description == "alignment.distanceTolerance must be finite, non-negative points")
    }
}
