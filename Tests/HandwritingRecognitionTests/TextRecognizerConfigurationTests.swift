import Foundation
import InkCore
import Testing

@testable import HandwritingRecognition

/// Out-of-range settings are named by `problem` and clamped by the recognizer, never a trap.
@Suite struct TextRecognizerConfigurationTests {
    @Test func defaultsHaveNoProblem() {
        #expect(TextRecognizerConfiguration().problem == nil)
        #expect(TextRecognizerConfiguration().clamped() == TextRecognizerConfiguration())
    }

    @Test func problemNamesTheFirstBadFieldAndItsRange() {
        var configuration = TextRecognizerConfiguration()
        configuration.candidateCount = -1
        #expect(configuration.problem == .candidateCount)
        #expect(configuration.problem?.description == "candidateCount must be at least 1")
        configuration.wordGap = 0
        #expect(configuration.problem == .wordGap)
        #expect(configuration.problem?.description == "wordGap must be a finite number > 0")
        configuration.cutHysteresis = .nan
        #expect(configuration.problem == .cutHysteresis)
        let clamped = configuration.clamped()
        #expect(clamped.problem == nil)
        #expect(clamped.candidateCount == 1 && clamped.wordGap == 1.6 && clamped.cutHysteresis == 0.2)
    }

    @Test(arguments: [-1, .nan, .infinity]) func aBadNumberPenaltyIsNamedAndClamped(value: Double) {
        var configuration = TextRecognizerConfiguration()
        configuration.sequenceNumberPenalty = value
        #expect(configuration.problem == .sequenceNumberPenalty)
        #expect(configuration.problem?.description == "sequenceNumberPenalty must be a finite number ≥ 0")
        #expect(configuration.clamped().sequenceNumberPenalty == TextRecognizerConfiguration().sequenceNumberPenalty)
    }

    /// Each value crashed or emptied the reading before: a negative prefix length, index out of
    /// range in the CTC beam, an empty beam, an inverted range in the lattice, a huge reservation.
    static var hostile: [(String, WritableKeyPath<TextRecognizerConfiguration, Int>, Int)] {
        [
            ("candidateCount", \.candidateCount, -1), ("sequenceBeamWidth", \.sequenceBeamWidth, 0),
            ("sequenceBeamWidth", \.sequenceBeamWidth, -3), ("maxSegmentsPerCharacter", \.maxSegmentsPerCharacter, 0),
            ("maxSegmentsPerCharacter", \.maxSegmentsPerCharacter, .max), ("sequenceBeamWidth", \.sequenceBeamWidth, .max),
            ("beamWidth", \.beamWidth, 0), ("unconstrainedClassesPerHypothesis", \.unconstrainedClassesPerHypothesis, 0),
        ]
    }

    @Test(arguments: TextTestEngine.allCases) func hostileCountsStillRead(engine: TextTestEngine) {
        let classifier = TextTestInk.SlotClassifier()
        let word = TextTestInk.word("to", classifier: classifier)
        for (name, path, value) in Self.hostile {
            var configuration = TextRecognizerConfiguration()
            configuration[keyPath: path] = value
            let recognition = engine.recognizer(classifier, configuration: configuration).recognize(InkDrawing(strokes: word.strokes))
            #expect(recognition.lines.count == 1, "\(name) = \(value)")
            // One segment per character cannot hold the two-piece "t"; every other clamp still reads it.
            if !(path == \.maxSegmentsPerCharacter && value == 0) { #expect(recognition.text == "to", "\(name) = \(value)") }
        }
    }
}
