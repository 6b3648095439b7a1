import Foundation
import InkCore
@testable import InkFormats
import Testing

/// Failures `WriterFuzzTests` found, each kept with the `RandomInk` seed that showed it.
struct WriterFuzzRegressionTests {
    /// Seed 2: sample 0 has an infinite y at stroke 0, point 0. inkrec JSON refused it with the
    /// encoder's coding path and no record (`invalidNumber("inf at 'samples.0…y'")`), labelled
    /// ndjson with the record but no stroke or point (`invalidNumber("inf")`).
    /// Seed 98: sample 0 has a coordinate past ±1e15 at stroke 1, point 0, which both wrote and
    /// their readers then refused.
    @Test func jsonWritersRefuseUnusableValuesBySampleStrokeAndPoint() throws {
        var ink = RandomInk(seed: 2)
        let infinite = ink.samples()
        ink = RandomInk(seed: 98)
        let huge = ink.samples()
        let cases: [(samples: [LabeledInk], error: InkFormatError)] = [
            (infinite, InkFormatError(record: 0, reason: .nonFiniteValue(stroke: 0, point: 0))),
            (huge, InkFormatError(record: 0, reason: .coordinateOutOfRange(stroke: 1, point: 0))),
        ]
        for (samples, error) in cases {
            #expect(throws: error) { try InkJSON.encode(samples) }
            #expect(throws: error) { try LabeledNDJSON.encode(samples) }
        }
    }

    /// Seed 98: the same coordinate past ±1e15 (sample 0, stroke 1, point 0) was written to InkML,
    /// whose reader refuses it.
    @Test func inkMLRefusesCoordinatesItsReaderRefuses() throws {
        var ink = RandomInk(seed: 98)
        let drawing = try #require(ink.samples().first).drawing
        #expect(throws: InkValidationError.coordinateOutOfRange(stroke: 1, point: 0)) { try drawing.inkMLData() }
    }
}
