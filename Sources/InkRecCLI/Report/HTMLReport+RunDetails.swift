import Foundation

extension HTMLReport {
    /// A paragraph saying how the report was made, so that it can be made again: the command
    /// line (shell-quoted), the datasets it read and the inkrec version. Datasets are named as
    /// given, like sample ids, so a report shows no absolute path of the machine unless typed.
    /// - Parameter datasets: the dataset paths as given on the command line.
    mutating func addRunDetails(_ arguments: ParsedArguments, datasets: [String]) {
        let paths = datasets.map(Self.shellWord)
        addParagraph(
            "command: \(arguments.commandLine.map(Self.shellWord).joined(separator: " ")); "
                + "datasets: \(paths.joined(separator: ", ")); inkrec \(InkRecTool.version)")
    }

    /// `word` as a shell reads it back: as is when it holds only safe characters, else in single quotes.
    static func shellWord(_ word: String) -> String {
        let safe = !word.isEmpty && word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=,:+@%".contains($0) }
        return safe ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
