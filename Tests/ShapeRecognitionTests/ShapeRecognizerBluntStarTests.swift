import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport
@testable import ShapeRecognition

/// Five-point stars whose hull shows only 4 corners (one point blunt or short) take the hull's
/// farthest vertex from them as the fifth point when the pen turns round it
/// (`StarFit.withBluntPoint`); a ∅ or a "4" whose hull looks the same stays unsnapped.
@Suite struct ShapeRecognizerBluntStarTests {
    static let needsShared = Testing.ConditionTrait.enabled(
        if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)")

    private static func recognize(_ url: URL, index: Int? = nil) throws -> (label: String, recognition: ShapeRecognition) {
        let samples = try InkDataset.load(paths: [url]).samples
        let sample = try #require(index.map { i in samples.first { $0.source.hasSuffix("#\(i)") } } ?? samples.first)
        #expect(sample.split == .train)
        return (sample.label, ShapeRecognizer().recognize(sample.drawing.strokes))
    }

    private static func shared(_ path: String) throws -> URL {
        try #require(TestPaths.sharedDatasets).appendingPathComponent(path)
    }

    /// Quick, Draw! train star #9, an outlined star whose lower-right point is short: its hull
    /// fit had 4 corners and no star was tried.
    @Test func quickDrawStarWithAShortPointIsAStar() throws {
        let (_, recognition) = try Self.recognize(
            TestPaths.datasets.appendingPathComponent("quickdraw-shapes/star.ndjson"), index: 9)
        let shape = try #require(recognition.shape)
        #expect(shape.kind == .star && shape.sides == 5, "\(shape.kind) \(shape.sides ?? 0)")
    }

    /// MMG train pentagrams with a blunt point declined at 0.00 (`10-stylus-…-06`, `73-finger-…-09`).
    @Test(Self.needsShared, arguments: [
        "ndollar-mmg/10-stylus-MEDIUM/10-stylus-medium-five_point_star-06.xml",
        "ndollar-mmg/73-finger-MEDIUM/73-finger-medium-five_point_star-09.xml",
    ])
    func mmgPentagramWithABluntPointIsAStar(path: String) throws {
        let (_, recognition) = try Self.recognize(try Self.shared(path))
        let shape = try #require(recognition.shape)
        #expect(shape.kind == .star && shape.sides == 5, "\(shape.kind) \(shape.sides ?? 0)")
    }

    /// An MMG "null" (∅: a circle crossed by a stroke) whose stroke's end turns, with shallow
    /// valleys (0.59 of the radius), snapped to a star at 0.92 without `bluntPointMaximumInnerRatio`.
    @Test(Self.needsShared) func mmgNullSignIsNoStar() throws {
        let (label, recognition) = try Self.recognize(try Self.shared("ndollar-mmg/58-finger-MEDIUM/58-finger-medium-null-07.xml"))
        #expect(label == "null")
        #expect(recognition.shape == nil, "\(recognition.shape?.kind.rawValue ?? "none") at \(recognition.confidence)")
    }

    /// pendigits train "4"s whose farthest hull vertex lies on their smooth diagonal (the pen
    /// turns 1–3° there) snapped to stars at 0.99–1.0 without `minimumTipTurn`.
    @Test(Self.needsShared) func pendigitsFourIsNoStar() throws {
        try PendigitsTrainDigits.expectNoSnap([491, 3278], label: "4")
    }
}
