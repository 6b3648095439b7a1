import Testing

@testable import ShapeRecognition

/// A recognizer configured from user settings or a decoded file refuses values with which it
/// would silently never (or always) snap, as `SnapSession(configuration:)` does (trial16 P2-11:
/// a threshold of NaN or 2 gave a recognizer that never snapped).
struct ShapeRecognizerConfigurationTests {
    private func refusal(_ configuration: ShapeRecognizer.Configuration) -> ShapeRecognizerConfigurationError? {
        do {
            _ = try ShapeRecognizer(configuration: configuration)
            return nil
        } catch {
            return error
        }
    }

    @Test func thresholdOutsideZeroToOneIsRefused() throws {
        let two = try #require(refusal(.init(confidenceThreshold: 2)))
        #expect(two == ShapeRecognizerConfigurationError(problem: .confidenceThreshold, value: 2))
        #expect(two.description == "confidenceThreshold must lie in 0…1, not 2.0")
        // NaN is never equal to itself: compare the field and check the value.
        let nan = try #require(refusal(.init(confidenceThreshold: .nan)))
        #expect(nan.problem == .confidenceThreshold && nan.value.isNaN)
        #expect(refusal(.init(confidenceThreshold: -0.01))?.problem == .confidenceThreshold)
        #expect(refusal(.init(confidenceThreshold: 0)) == nil)
        #expect(refusal(.init(confidenceThreshold: 1)) == nil)
        #expect(ShapeRecognizer.Configuration.default.problem == nil)
    }

    @Test func tolerancesMustBeFiniteAndNonNegative() {
        #expect(refusal(.init(squareTolerance: -0.1))?.problem == .squareTolerance)
        #expect(refusal(.init(circleTolerance: .infinity))?.problem == .circleTolerance)
        #expect(refusal(.init(regularSideTolerance: .nan))?.problem == .regularSideTolerance)
        #expect(refusal(.init(regularAngleTolerance: -1))?.problem == .regularAngleTolerance)
        #expect(refusal(.init(roundedCornerShare: -.infinity))?.problem == .roundedCornerShare)
        #expect(refusal(.init(squareTolerance: 0, circleTolerance: 0, regularSideTolerance: 0, regularAngleTolerance: 0)) == nil)
        // The first bad field in declaration order is the one reported.
        #expect(refusal(.init(confidenceThreshold: 3, squareTolerance: -1))?.problem == .confidenceThreshold)
    }

    @Test func calibrationNeedsFiniteMidpointsAndPositiveWidths() {
        var calibration = ShapeCalibration.default
        calibration.star.width = 0
        let zeroWidth = refusal(.init(calibration: calibration))
        #expect(zeroWidth == ShapeRecognizerConfigurationError(problem: .calibrationWidth(.star), value: 0))
        #expect(zeroWidth?.description == "calibration.star.width must be finite and positive, not 0.0")
        calibration = .default
        calibration.arrow.midpoint = .infinity
        #expect(refusal(.init(calibration: calibration))?.problem == .calibrationMidpoint(.arrow))
    }

    /// The configuration a recognizer accepted is the one it decides with.
    @Test func acceptedConfigurationIsKept() throws {
        let strict = try ShapeRecognizer(configuration: .init(confidenceThreshold: 0.9, circleTolerance: 0.1))
        #expect(strict.configuration.confidenceThreshold == 0.9 && strict.configuration.circleTolerance == 0.1)
        #expect(ShapeRecognizer().configuration == .default)
    }
}
