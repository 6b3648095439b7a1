import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport
import ShapeRecognition

/// A shaft drawn with a tremor (`ArrowFit.ShaftBend`): Douglas–Peucker breaks it into runs
/// turning a little each way, whose turns summed passed `shaftBend` on a shaft that never headed
/// far from its first direction, so the shaft was cut into pieces too short for an arrow. The
/// tremor is the one `/work/train/arrows13/sine.py` adds to a copy of a set: each stroke's points
/// moved by `amplitude` of the drawing's diagonal times a sine of the arc length along the
/// stroke, of wavelength a fifth of the diagonal (x; y at 0.77 of that frequency), phased by
/// `phase` plus the stroke's index.
@Suite struct ShapeRecognizerTremorArrowTests {
    static let sharedData = TestPaths.sharedDatasets != nil

    /// `strokes` with the tremor added (times kept).
    static func trembling(_ strokes: [InkStroke], amplitude: Double, phase: Double) -> [InkStroke] {
        let all = strokes.flatMap(\.points)
        let xs = all.map(\.x), ys = all.map(\.y)
        let diagonal = Vector2((xs.max() ?? 0) - (xs.min() ?? 0), (ys.max() ?? 0) - (ys.min() ?? 0)).length
        let wavelength = 0.2 * diagonal
        return strokes.enumerated().map { index, stroke in
            var walked = 0.0, previous = stroke.points.first
            var moved = stroke
            let shift = phase + Double(index)
            for (i, point) in stroke.points.enumerated() {
                if let last = previous { walked += Vector2(point.x - last.x, point.y - last.y).length }
                previous = point
                let angle = 2 * Double.pi * walked / wavelength
                moved.points[i].x += amplitude * diagonal * sin(angle + shift)
                moved.points[i].y += amplitude * diagonal * sin(0.77 * angle + 2 * shift)
            }
            return moved
        }
    }

    /// One-stroke $1 train arrows and MMG train arrowheads given the tremor declined (a line
    /// their best); they are arrows.
    @Test(
        .enabled(if: sharedData, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"),
        arguments: [
            ("dollar1-unistroke/s01 (pilot)/medium/arrow03.xml", 0.012, 2.0),
            ("dollar1-unistroke/s02/fast/arrow07.xml", 0.012, 2.0),
            ("dollar1-unistroke/s05/slow/arrow02.xml", 0.012, 2.0),
            ("ndollar-mmg/28-stylus-MEDIUM/28-stylus-medium-arrowhead-01.xml", 0.02, 0.0),
        ])
    func tremblingShaftIsAnArrow(file: String, amplitude: Double, phase: Double) throws {
        let sample = try ShapeRecognizerClosingCornerTests.sample(file)
        #expect(sample.split == .train)
        let strokes = Self.trembling(sample.drawing.strokes, amplitude: amplitude, phase: phase)
        let shape = try #require(ShapeRecognizer().recognize(strokes).shape, "\(file)")
        #expect(shape.kind == .arrow && shape.endMarker == .arrow, "\(file): \(shape.kind)")
    }

    /// FC train connectors with an elbow, given the tremor (of the group's own diagonal),
    /// declined: past the elbow the tremor's turns were summed, not cancelled as on the first
    /// leg, and the chain broke into legs too short for the shaft. They are arrows.
    @Test(
        .enabled(if: sharedData, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"),
        arguments: [
            ("writer5_5.inkml", "#214", 0.012, 0.0), ("writer6_9.inkml", "#68", 0.012, 1.0),
            ("writer8_6.inkml", "#132", 0.02, 1.0),
        ])
    func tremblingConnectorIsAnArrow(file: String, id: String, amplitude: Double, phase: Double) throws {
        let group = try ShapeRecognizerArrowTests.sharedFlowchartGroup(file, id)
        #expect(group.label == "arrow")
        let strokes = Self.trembling(group.drawing.strokes, amplitude: amplitude, phase: phase)
        let shape = try #require(ShapeRecognizer().recognize(strokes).shape, "\(file)\(id)")
        #expect(shape.kind == .arrow && shape.endMarker == .arrow, "\(file)\(id): \(shape.kind)")
    }

    /// A one-stroke "x", pigtail and check, and an MMG "P", given the stronger tremor, stay
    /// unsnapped: the range of directions still ends a shaft at a corner or round a loop.
    @Test(
        .enabled(if: sharedData, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"),
        arguments: [
            "dollar1-unistroke/s04/medium/x03.xml", "dollar1-unistroke/s07/fast/pigtail02.xml",
            "dollar1-unistroke/s04/fast/check01.xml", "ndollar-mmg/10-stylus-MEDIUM/10-stylus-medium-P-01.xml",
        ])
    func tremblingNonArrowIsNoArrow(file: String) throws {
        let sample = try ShapeRecognizerClosingCornerTests.sample(file)
        #expect(sample.split == .train)
        let recognition = ShapeRecognizer().recognize(Self.trembling(sample.drawing.strokes, amplitude: 0.02, phase: 0))
        #expect(recognition.shape == nil, "\(file): \(String(describing: recognition.shape?.kind))")
    }
}
