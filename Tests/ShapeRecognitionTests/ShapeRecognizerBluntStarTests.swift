import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport
@testable import ShapeRecognition

/// A one-stroke pentagram with a blunt point — its hull corner turning less than the polygon
/// merge limit, so the hull shows four corners — is still a five-point star.
@Suite(.enabled(if: TestPaths.sharedDatasets != nil, "needs INKREC_SHARED_DATASETS"))
struct ShapeRecognizerBluntStarTests {
    private static func strokes(_ relativePath: String) throws -> [InkStroke] {
        let url = try #require(TestPaths.sharedDatasets).appendingPathComponent(relativePath)
        return try #require(try InkDataset.load(paths: [url]).samples.first).drawing.strokes
    }

    /// MMG train pentagrams (users 10, 28, 73, 75) and $1 train stars that declined at 0.00: no
    /// star fitted a four-cornered hull.
    @Test(arguments: [
        "ndollar-mmg/10-stylus-MEDIUM/10-stylus-medium-five_point_star-06.xml",
        "ndollar-mmg/28-stylus-MEDIUM/28-stylus-medium-five_point_star-08.xml",
        "ndollar-mmg/73-finger-MEDIUM/73-finger-medium-five_point_star-09.xml",
        "ndollar-mmg/75-finger-MEDIUM/75-finger-medium-five_point_star-08.xml",
        "dollar1-unistroke/s06/fast/star02.xml",
    ])
    func pentagramWithABluntPointIsAStar(path: String) throws {
        let recognition = ShapeRecognizer().recognize(try Self.strokes(path))
        let shape = try #require(recognition.shape, "confidence \(recognition.confidence)")
        #expect(shape.kind == .star && shape.sides == 5, "\(shape.kind) \(shape.sides ?? 0)")
    }

    /// The five clearest hull corners of a box drawn in one stroke pass every other star test
    /// ($1 train s01 fast rectangle01: its sides reach in to 0.72 of the radius, over the 0.5 a
    /// blunt star needs); a "∅" (two strokes) is not tried (MMG train user 58 null 07 snapped
    /// to a star at 0.96 when it was).
    @Test(arguments: [
        ("dollar1-unistroke/s01 (pilot)/fast/rectangle01.xml", ShapeKind?.some(.rectangle)),
        ("ndollar-mmg/58-finger-MEDIUM/58-finger-medium-null-07.xml", nil),
    ])
    func fourCornersAreNoStar(path: String, kind: ShapeKind?) throws {
        let recognition = ShapeRecognizer().recognize(try Self.strokes(path))
        #expect(recognition.shape?.kind == kind, "\(recognition.shape?.kind as Any) \(recognition.confidence)")
    }
}
