import Foundation
import InkFormats

extension HTMLReport {
    /// The page header saying what the report was made from, so that it can be read and made
    /// again: the datasets as given on the command line with the split and the samples each gave
    /// (and the drawings, when they differ),
    /// the labels left out (by kind, e.g. excluded by the label table, unknown), the command line
    /// (shell-quoted) and the inkrec version. Datasets are named as given, like sample ids, so a
    /// report shows no absolute path of the machine unless typed.
    /// - Parameters:
    ///   - datasets: the drawings of `split` read under each dataset path and the samples judged from them.
    ///   - leftOut: the labels not evaluated, each group with its reason and label → count;
    ///     empty groups are not shown.
    ///   - unlabelled: samples without a label, not evaluated.
    mutating func addRunDetails(
        _ arguments: ParsedArguments, datasets: DatasetSampleCounts, split: DatasetSplit,
        leftOut: [(reason: String, labels: [String: Int])] = [], unlabelled: Int = 0
    ) {
        let paths = datasets.entries.map {
            "\(Self.shellWord($0.path)) (\(DatasetSampleCounts.counted(drawings: $0.drawings, samples: $0.samples)))"
        }
        addHeaderParagraph("datasets (split \(split)): \(paths.joined(separator: ", "))")
        for (reason, labels) in leftOut where !labels.isEmpty {
            addHeaderParagraph("\(reason): \(Formatting.labelCounts(labels))")
        }
        if unlabelled > 0 { addHeaderParagraph("unlabelled, not evaluated: \(Formatting.count(unlabelled, "sample"))") }
        addHeaderParagraph(
            "command: \(arguments.commandLine.map(Self.shellWord).joined(separator: " ")); inkrec \(InkRecTool.version)")
    }

    /// `word` as a shell reads it back: as is when it holds only safe characters, else in single quotes.
    static func shellWord(_ word: String) -> String {
        let safe = !word.isEmpty && word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=,:+@%".contains($0) }
        return safe ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
