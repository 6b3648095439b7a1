import InkCore
import Testing

@testable import HandwritingRecognition

/// The work of `WordDecoder`'s beam search: linear in the pieces of a word (trial 17 found a line
/// of 1,000 bars took 2 minutes and 690 MB with `Models/latin.inkmodel`, as every partial reading
/// copied its steps and free readings merged by comparing whole label strings).
@Suite struct WordDecoderTests {
    /// A lattice of `count` bars 20 points tall and 12 apart, read by the slot classifier (an even
    /// spread over every class, so nothing prunes the beam early).
    private func decoder(bars count: Int) -> WordDecoder {
        let classifier = TextTestInk.SlotClassifier()
        let strokes = (0..<count).map { i in [Vector2(Double(i) * 12, 0), Vector2(Double(i) * 12 + 1, 20)] }
        let zone = WritingZone(strokes: strokes)!
        let pieces = strokes.enumerated().map { i, points in
            CharacterLattice.Piece(
                segment: InkSegment(stroke: i, points: 0..<2), points: points[...], bounds: BoundingBox(enclosing: points)!)
        }
        let configuration = TextRecognizerConfiguration()
        let lattice = CharacterLattice(
            pieces: pieces, zone: zone, classifier: classifier, zonePriors: classifier.labels.map(ZonePrior.init(label:)),
            configuration: configuration)
        return WordDecoder(lattice: lattice, configuration: configuration)
    }

    @Test(arguments: [40, 160, 640]) func freeDecodingStoresAtMostBeamWidthStepsPerPiece(bars: Int) throws {
        let readings = decoder(bars: bars).unconstrainedReadings()
        let best = try #require(readings.first)
        let beamWidth = TextRecognizerConfiguration().beamWidth
        // Every survivor of the beam adds one trail entry, every final reading one more.
        #expect(best.trail.count <= beamWidth * bars + readings.count)
        #expect(best.trail.count >= bars)
        // The steps read back from the trail cover the pieces left to right, each exactly once.
        var next = 0
        for step in best.steps {
            #expect(step.start == next)
            next += step.count
        }
        #expect(next == bars)
    }

    @Test func readingsReadBackFromTheTrailAreTheirOwn() {
        let readings = decoder(bars: 12).unconstrainedReadings()
        #expect(readings.count > 1)
        let texts = Set(readings.map { $0.steps.map(\.label) })
        // Free readings ending at the last piece merge by text: no two share one.
        #expect(texts.count == readings.count)
        #expect(readings.map(\.score) == readings.map(\.score).sorted(by: >))
    }
}
