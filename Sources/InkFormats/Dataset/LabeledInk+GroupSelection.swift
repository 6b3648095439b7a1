extension LabeledInk {
    /// The stroke groups ``labeledGroups()`` keeps, and how many it leaves out for each reason,
    /// so a caller can say what was dropped (`inkrec convert --groups`).
    package struct GroupSelection: Equatable {
        /// The groups with a label (not only whitespace) and a stroke, in the drawing's order.
        package var kept: [LabeledInk] = []
        /// Groups without a label, or with one of only whitespace.
        package var unlabelled = 0
        /// Labelled groups without a stroke.
        package var empty = 0
        /// Groups naming a stroke index outside the drawing.
        package var outsideTheDrawing = 0

        /// None kept, none left out: a start to add drawings' selections to.
        package init() {}
    }

    /// ``groupSamples(keepingLabels:)`` sorted into what ``labeledGroups()`` keeps and what it
    /// leaves out. With `keepingLabels`, the kept groups' labels are as read (a group is still
    /// unlabelled when its label trims to nothing). O(points in the groups).
    package func groupSelection(keepingLabels: Bool = false) -> GroupSelection {
        let groups = groupSamples(keepingLabels: keepingLabels)
        var selection = GroupSelection()
        selection.outsideTheDrawing = drawing.groups.count - groups.count
        for group in groups {
            if Self.trimmedLabel(group.label).isEmpty {
                selection.unlabelled += 1
            } else if group.drawing.strokes.isEmpty {
                selection.empty += 1
            } else {
                selection.kept.append(group)
            }
        }
        return selection
    }
}
