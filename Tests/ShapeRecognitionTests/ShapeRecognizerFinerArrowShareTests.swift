import InkCore
import Testing
@testable import ShapeRecognition

/// The finer arrow retry's spacing: a half for one stroke, a third where the ink is more than
/// one stroke counting its dots (`ShapeRecognizer.finerArrowSpacingShare(for:)`), and no fit
/// for a share outside (0, 1].
struct ShapeRecognizerFinerArrowShareTests {
    /// An "L" connector 200 by 100 points drawn in one stroke.
    static let connector = InkStroke(
        locations: (0...40).map { Vector2(Double($0) * 5, 0) } + (1...20).map { Vector2(200, Double($0) * 5) })

    @Test func oneStrokeIsFittedAtHalfTheSpacing() throws {
        let ink = try #require(PreparedInk([Self.connector]))
        #expect(ShapeRecognizer.finerArrowSpacingShare(for: ink) == 0.5)
    }

    /// A "V" of its own at the connector's foot, 20 points wide: two strokes.
    @Test func aHeadOfItsOwnIsFittedAtAThirdOfTheSpacing() throws {
        let head = InkStroke(locations: [Vector2(190, 85), Vector2(200, 100), Vector2(210, 85)])
        let ink = try #require(PreparedInk([Self.connector, head]))
        #expect(ink.drawnStrokes.count == 2)
        #expect(abs(ShapeRecognizer.finerArrowSpacingShare(for: ink) - 1.0 / 3) < 1e-12)
    }

    /// A tick 6 points long at the foot is a dot (under 6 % of the 224-point diagonal) that
    /// counts as a stroke; a one-point stroke has no extent and counts for nothing, nor does a
    /// NaN stroke or a dot far from the ink (left out as something else's).
    @Test func dotsCountButPointsAndDotsApartDoNot() throws {
        let tick = InkStroke(locations: [Vector2(196, 96), Vector2(200, 100), Vector2(204, 96)])
        let withTick = try #require(PreparedInk([Self.connector, tick]))
        #expect(withTick.drawnStrokes.count == 1 && withTick.dots.count == 1)
        #expect(abs(ShapeRecognizer.finerArrowSpacingShare(for: withTick) - 1.0 / 3) < 1e-12)
        for extra in [
            InkStroke(locations: [Vector2(200, 100)]), InkStroke(locations: [Vector2(.nan, .infinity), Vector2(.nan, 1)]),
            InkStroke(locations: [Vector2(400, 400), Vector2(402, 401)]),
        ] {
            let ink = try #require(PreparedInk([Self.connector, extra]))
            #expect(ShapeRecognizer.finerArrowSpacingShare(for: ink) == 0.5)
        }
    }

    /// A share of zero, below it, above one, NaN or infinite fits nothing (no division by a
    /// zero spacing, no points multiplied without end); a half fits as the default does.
    @Test func sharesOutsideTheUnitIntervalFitNothing() throws {
        let head = InkStroke(locations: [Vector2(190, 85), Vector2(200, 100), Vector2(210, 85)])
        let ink = try #require(PreparedInk([Self.connector, head]))
        for share in [0, -0.5, 1.5, Double.nan, .infinity, -.infinity] {
            #expect(ShapeRecognizer.finerArrowFit(ink, share: share) == nil)
        }
        #expect(ShapeRecognizer.finerArrowFit(ink, share: 1) == ArrowFit(
            strokes: ink.drawnStrokes.map { $0.resampled(spacing: ink.spacing) },
            points: PreparedInk.concatenated(ink.drawnStrokes.map { $0.resampled(spacing: ink.spacing) }),
            size: ink.size, spacing: ink.spacing))
    }
}
