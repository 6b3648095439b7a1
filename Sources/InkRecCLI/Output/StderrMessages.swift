/// The warnings and notes a command printed on stderr, in the order printed, for its `--json`
/// report to list (``CommandContext/printJSON(_:messages:)``): every report lists them alike,
/// under `warnings` (the lines that begin "warning:", a multi-line one whole) and `notes` (the
/// others: "note: …", "train split: skipped …"), both always present, empty when none.
struct StderrMessages: Encodable {
    /// The two keys as each command's help lists them among its JSON keys.
    static let jsonKeysHelp = "warnings and notes (the lines stderr printed besides errors and progress, in"
        + " the order printed: those starting \"warning:\", as records skipped or files read once; the others)"

    private(set) var warnings: [String] = []
    private(set) var notes: [String] = []

    /// Records `lines` already printed (the dataset reading's, `SampleReading.warnings`).
    mutating func record(_ lines: [String]) {
        for line in lines {
            if line.hasPrefix("warning:") { warnings.append(line) } else { notes.append(line) }
        }
    }

    /// Prints each of `lines` but the `nil` ones on stderr, then records it.
    mutating func print(_ lines: String?..., context: CommandContext) {
        let printed = lines.compactMap { $0 }
        printed.forEach(context.printError)
        record(printed)
    }
}
