import InkFormats

/// Gesture logs whose `Name` leaves no label: a $1 name is the label then the sample's number
/// (`arrow01` → `arrow`), so `Name="42"` and `Name=""` read as unlabelled ink. Used so, and warned
/// of once, naming the first files (trial 24: no word).
struct UnlabelledGestureLogs {
    private var files: [String] = []

    /// Records `sample`, read from `path` as `format`, when it is a gesture log with no label.
    mutating func add(_ sample: LabeledInk, format: InkFormat, file path: String) {
        guard format == .gestureXML, sample.label.allSatisfy(\.isWhitespace), files.last != path else { return }
        files.append(path)
    }

    /// The warning, or `nil` when every gesture log had a label.
    var warning: String? {
        guard !files.isEmpty else { return nil }
        let named = files.prefix(Formatting.listedFiles).joined(separator: ", ")
        let more = files.count > Formatting.listedFiles ? " and \(Formatting.count(files.count - Formatting.listedFiles, "more file"))" : ""
        let count = files.count == 1 ? "a gesture log" : "\(Formatting.grouped(files.count)) gesture logs"
        return "warning: \(count) with a Name that holds no label (digits only, or empty: a $1 Name is the label"
            + " then the sample number, arrow01), read as unlabelled ink: \(named)\(more)"
    }
}
