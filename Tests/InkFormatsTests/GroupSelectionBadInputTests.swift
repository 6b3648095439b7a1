import InkCore
import Testing
@testable import InkFormats

/// Bad input for `LabeledInk.groupSelection(keepingLabels:)` and the SVG caption: a drawing
/// without groups or strokes, groups naming strokes the drawing lacks, an empty label.
@Suite struct GroupSelectionBadInputTests {
    private func sample(_ strokes: [InkStroke], groups: [StrokeGroup]) -> LabeledInk {
        LabeledInk(drawing: InkDrawing(strokes: strokes, groups: groups), label: "page", writer: "w", source: "page.inkml")
    }

    @Test func aDrawingWithoutGroupsSelectsNothingAndLeavesNothingOut() {
        #expect(sample([], groups: []).groupSelection() == LabeledInk.GroupSelection())
    }

    /// Every way a group can fail is counted once, under its own reason.
    @Test func groupsWithoutLabelOrStrokeOrNamingMissingStrokesAreCounted() {
        let line = InkStroke(locations: [Vector2(0, 0), Vector2(10, 0)])
        let selection = sample([line], groups: [
            StrokeGroup(strokeIndices: [0]), StrokeGroup(strokeIndices: [0], label: " \t"),
            StrokeGroup(strokeIndices: [], label: "circle"), StrokeGroup(strokeIndices: [3], label: "arrow"),
            StrokeGroup(strokeIndices: [-1], label: "line"), StrokeGroup(strokeIndices: [0], label: " line "),
        ]).groupSelection()
        #expect(selection.unlabelled == 2 && selection.empty == 1 && selection.outsideTheDrawing == 2)
        #expect(selection.kept.map(\.label) == ["line"])
    }

    @Test func anEmptyCaptionIsDrawnEmpty() {
        let drawing = InkDrawing(strokes: [InkStroke(locations: [Vector2(0, 0), Vector2(10, 10)])])
        let svg = SVGRenderer().document(SVGPanel(drawing: drawing, label: ""))
        #expect(svg.contains("text-anchor=\"middle\"></text>"))
    }
}
