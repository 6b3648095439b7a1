import Foundation
import InkCore
import Testing
import TestSupport
@testable import ShapeRecognition

/// The thin-box measures (`RectangleFit+ThinBox`): the ink's scatter about the long sides and the
/// largest undrawn stretch of an end.
@Suite struct RectangleFitThinBoxTests {
    /// Points every 1.5 points along the polyline through `corners`, each moved across by up to
    /// `jitter` points (uniform).
    static func traced(_ corners: [Vector2], jitter: Double, seed: UInt64) -> [Vector2] {
        var generator = SeededGenerator(seed: seed)
        return SyntheticInk.traced(corners, spacing: 1.5).map { p in
            p + Vector2(0, jitter > 0 ? Double.random(in: -jitter...jitter, using: &generator) : 0)
        }
    }

    static func fit(_ points: [Vector2]) throws -> RectangleFit {
        let box = try #require(MinimumAreaRectangle(hull: points, rotation: 0))
        return try #require(RectangleFit(points: points, implied: [], spacing: 1.5, box: box))
    }

    static let box = [Vector2(0, 0), Vector2(400, 0), Vector2(400, 12), Vector2(0, 12), Vector2(0, 0)]

    /// Uniform jitter of ±j has a median distance of j/2 from its middle, so a scatter of
    /// 1.4826 · j/2: 0.74 for ±1 point; none for a clean outline.
    @Test func scatterIsTheJittersRobustDeviation() throws {
        #expect(try Self.fit(Self.traced(Self.box, jitter: 0, seed: 1)).longSideScatter <= 0.01)
        let scatter = try Self.fit(Self.traced(Self.box, jitter: 1, seed: 2)).longSideScatter
        #expect(abs(scatter - 0.74) <= 0.12, "\(scatter)")
    }

    /// A box drawn all round leaves no end bare; a line drawn down and back 12 points apart (its
    /// left end never drawn) leaves all of that end bare; a box whose pen stopped 4 points short
    /// of its start corner on the left end leaves a third of it.
    @Test func endGapIsTheUndrawnShareOfAnEnd() throws {
        #expect(try Self.fit(Self.traced(Self.box, jitter: 0, seed: 3)).largestEndGap <= 0.15)
        let retrace = Self.traced(Array(Self.box.dropLast()), jitter: 0, seed: 4)
        #expect(try Self.fit(retrace).largestEndGap >= 0.9)
        let short = Self.traced(Array(Self.box.dropLast()) + [Vector2(0, 4)], jitter: 0, seed: 5)
        let gap = try Self.fit(short).largestEndGap
        #expect(abs(gap - 4.0 / 12) <= 0.15, "\(gap)")
    }
}
