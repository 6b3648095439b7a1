import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport
@testable import ShapeRecognition

/// Heads one or two resampling spacings across at the end of a long FC connector fit at half
/// the spacing (`ShapeRecognizer.finerArrowFit(_:)`), tried only where the trim found a corner
/// in a shaft's end run that still points the way the shaft ran; ink with no such corner is
/// not fitted again, so an MMG half note the finer fit alone would take stays no arrow.
@Suite(.enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"))
struct ShapeRecognizerFinerArrowHeadTests {
    /// Whether the group's ink fits an arrow at its own spacing (with its dots): what the
    /// recognizer found before the finer retry.
    static func fitsAtItsSpacing(_ group: LabeledInk) throws -> Bool {
        let ink = try #require(PreparedInk(group.drawing.strokes))
        return ArrowFit(strokes: ink.strokes + ink.dots, points: ink.points + ink.dots.joined(), size: ink.size, spacing: ink.spacing) != nil
    }

    /// The one-stroke FC train group `id` of `file`, which fits no arrow at its own spacing, as
    /// the one-headed arrow it is now, with its diagonal and its stroke's points.
    static func arrowOnlyWhenFiner(_ file: String, _ id: String) throws -> (shape: Shape, size: Double, ink: [Vector2]) {
        let group = try ShapeRecognizerArrowTests.sharedFlowchartGroup(file, id)
        #expect(try !fitsAtItsSpacing(group))
        let shape = try ShapeRecognizerArrowTests.oneHeadedArrow(group, strokes: 1)
        return (shape, try #require(group.drawing.bounds).diagonal, group.drawing.strokes[0].points.map(\.location))
    }

    /// FC writer 4 (train) draws a long connector top to bottom in one stroke and, at its foot,
    /// a "V" head a spacing or two across: it snapped to a line at 0.84 (a wrong snap) before.
    @Test func longConnectorWithAHeadBelowTheSpacingIsAnArrow() throws {
        let (shape, size, ink) = try Self.arrowOnlyWhenFiner("writer4_9.inkml", "#52")
        let top = try #require(ink.min { $0.y < $1.y }), bottom = try #require(ink.max { $0.y < $1.y })
        #expect(try #require(shape.start).distance(to: top) <= 0.05 * size)
        #expect(try #require(shape.end).distance(to: bottom) <= 0.05 * size)
    }

    /// The same connector with every point doubled and a NaN point in its middle: the finer
    /// resampling of the drawn ink drops the NaN and steps over the repeats, so the arrow and
    /// its tip stay. A stroke of one point, or of NaN only, beside it changes nothing either.
    @Test func finerFitTakesDoubledAndNonFinitePoints() throws {
        let group = try ShapeRecognizerArrowTests.sharedFlowchartGroup("writer4_9.inkml", "#52")
        let clean = try #require(ShapeRecognizer().recognize(group.drawing.strokes).shape)
        var points = group.drawing.strokes[0].points.flatMap { [$0, $0] }
        points.insert(InkPoint(Vector2(.nan, 100)), at: points.count / 2)
        let broken = [InkStroke(points: points), InkStroke(locations: [Vector2(.nan, .infinity)])]
        let shape = try #require(ShapeRecognizer().recognize(broken).shape)
        let size = try #require(group.drawing.bounds).diagonal
        #expect(shape.kind == .arrow)
        #expect(try #require(shape.end).distance(to: try #require(clean.end)) <= 0.01 * size)
    }

    /// FC writer 12 (train) draws a connector along the top and down the right in one stroke,
    /// ending in a loop a couple of spacings across: declined (no candidate) before.
    @Test func connectorEndingInALoopBelowTheSpacingIsAnArrow() throws {
        let (shape, size, ink) = try Self.arrowOnlyWhenFiner("writer12_14.inkml", "#160")
        #expect(try #require(shape.start).distance(to: ink[0]) <= 0.05 * size)
        // The loop is the lowest ink (y grows downwards).
        #expect(try #require(shape.end).distance(to: try #require(ink.max { $0.y < $1.y })) <= 0.05 * size)
    }

    /// MMG writer 66 (train) draws a half note: fitted at half the spacing, its stem and loop
    /// pass for an arrow (the ungated retry snapped it), but no shaft end's ink turns at a
    /// corner pointing on, so the finer fit is never tried and it stays no arrow.
    @Test func halfNoteIsNotFittedAgainFiner() throws {
        let url = try #require(TestPaths.sharedDatasets)
            .appendingPathComponent("ndollar-mmg/66-finger-MEDIUM/66-finger-medium-half_note-02.xml")
        let sample = try #require(try InkDataset.load(paths: [url]).samples.first)
        #expect(sample.split == .train)
        let ink = try #require(PreparedInk(sample.drawing.strokes))
        var cutCorner = false
        #expect(ArrowFit(strokes: ink.strokes, points: ink.points, size: ink.size, spacing: ink.spacing, cutCorner: &cutCorner) == nil)
        #expect(!cutCorner)
        #expect(ShapeRecognizer.finerArrowFit(ink) != nil)
        #expect(ShapeRecognizer().recognize(sample.drawing.strokes).shape?.kind != .arrow)
    }
}
