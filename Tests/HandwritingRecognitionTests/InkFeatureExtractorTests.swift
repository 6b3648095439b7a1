import HandwritingRecognition
import InkCore
import Testing

@Suite struct InkFeatureExtractorTests {
    static let extractor = InkFeatureExtractor(pointCount: 16)
    static let channels = InkFeatureExtractor.channels

    /// A "7": a horizontal bar and a diagonal down-left, one stroke.
    static let seven = InkDrawing(strokes: [InkStroke(locations: [Vector2(0, 0), Vector2(10, 0), Vector2(4, 20)])])

    func channel(_ row: [Float], _ c: Int) -> [Float] {
        stride(from: c, to: row.count, by: Self.channels).map { row[$0] }
    }

    @Test func rowHasOneBlockOfChannelsPerPoint() {
        #expect(Self.extractor.features(Self.seven).count == 16 * Self.channels)
        #expect(Self.extractor.width == 16 * Self.channels)
    }

    /// `InkFeatureExtractor(pointCount: 1)` stopped on a precondition: counts outside
    /// `pointCountRange` are clamped into it, and the row still has `pointCount` points.
    @Test func pointCountsOutOfRangeAreClamped() {
        for (asked, kept) in [(1, 2), (0, 2), (-7, 2), (Int.min, 2), (100_001, 100_000), (Int.max, 100_000), (3, 3)] {
            let extractor = InkFeatureExtractor(pointCount: asked)
            #expect(extractor.pointCount == kept, "asked \(asked)")
            #expect(extractor.width == kept * Self.channels)
        }
        let two = InkFeatureExtractor(pointCount: 1).features(Self.seven)
        // The two points are the 7's ends: top left, then bottom (x 4 of 0…10, centred, halved).
        #expect(two.count == 16)
        #expect(abs(two[0] + 0.5) < 1e-5 && abs(two[1] + 1) < 1e-5)
        #expect(abs(two[8] + 0.1) < 1e-5 && abs(two[9] - 1) < 1e-5)
        let huge = InkFeatureExtractor(pointCount: Int.max).features(Self.seven)
        #expect(huge.count == 100_000 * Self.channels && huge[8 * 99_999 + 1] == 1)
    }

    @Test func invariantToTranslationAndUniformScale() {
        let moved = Self.seven.scaled(x: 3.5, y: 3.5).translated(by: Vector2(-200, 1000))
        let a = Self.extractor.features(Self.seven), b = Self.extractor.features(moved)
        #expect(zip(a, b).allSatisfy { abs($0 - $1) < 1e-4 })
    }

    @Test func positionsFillMinusOneToOneKeepingAspect() {
        let row = Self.extractor.features(Self.seven)
        let xs = channel(row, 0), ys = channel(row, 1)
        // 10 × 20 points: y spans the full [−1, 1] (both ends are stroke endpoints, always kept),
        // x lies in half of it, centred; resampling may cut the corner at x = 0.5.
        #expect(abs(ys.min()! + 1) < 1e-5 && abs(ys.max()! - 1) < 1e-5)
        #expect(abs(xs.min()! + 0.5) < 1e-5 && xs.max()! <= 0.5 + 1e-5 && xs.max()! > 0.4)
    }

    @Test func directionsAreUnitVectorsAlongTheTrace() {
        let row = Self.extractor.features(Self.seven)
        let cosines = channel(row, 2), sines = channel(row, 3)
        for (c, s) in zip(cosines, sines) { #expect(abs(c * c + s * s - 1) < 1e-4) }
        #expect(abs(cosines[0] - 1) < 1e-5)  // the bar goes right first
        #expect(sines.last! > 0.8)  // and the diagonal ends going down (y down)
    }

    @Test func badInputGivesFiniteRowsOrZeros() {
        let empty = InkDrawing(strokes: [])
        #expect(Self.extractor.features(empty).allSatisfy { $0 == 0 })
        let dot = InkDrawing(strokes: [InkStroke(locations: [Vector2(5, 5)])])
        #expect(Self.extractor.features(dot).allSatisfy { $0.isFinite })
        var withNaN = Self.seven
        withNaN.strokes[0].points.insert(InkPoint(Vector2(.nan, 3)), at: 1)
        #expect(Self.extractor.features(withNaN) == Self.extractor.features(Self.seven))
        let duplicates = InkDrawing(strokes: [InkStroke(locations: Array(repeating: Vector2(1, 1), count: 5))])
        #expect(Self.extractor.features(duplicates).allSatisfy { $0.isFinite })
    }

    @Test func modelFileDescriptionRoundTrips() {
        let description = Self.extractor.preprocessingDescription
        #expect(InkFeatureExtractor(description) == Self.extractor)
        var other = description
        other.name = "image-v9"
        #expect(InkFeatureExtractor(other) == nil)
    }
}
