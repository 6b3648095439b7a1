import Foundation

extension LabeledInk {
    /// `label` as it is judged, counted and printed: without the white space and newlines around
    /// it, which are layout, not label (CROHME writes `<annotation type="truth">  $…$</annotation>`):
    /// `" circle "` is `"circle"`, `"4\t"` is `"4"`, and a label of only spaces is none (`""`).
    /// The one rule for an InkML document's label, a stroke group's (``groupSamples(keepingLabels:)``) and
    /// every label the `inkrec` commands read. O(label length).
    package static func trimmedLabel(_ label: String) -> String {
        label.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// This sample with its label trimmed (``trimmedLabel(_:)``).
    package var withTrimmedLabel: LabeledInk {
        var copy = self
        copy.label = Self.trimmedLabel(label)
        return copy
    }
}
