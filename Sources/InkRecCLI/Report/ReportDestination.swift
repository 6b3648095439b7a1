import Foundation

/// Where an evaluation's `--report FILE` goes: a file checked before any work, or stdout for
/// `--report -`, the command's own results then going to stderr so the HTML comes alone.
enum ReportDestination {
    case file(URL)
    case standardOutput(any TextOutput)

    /// `nil` without `--report`.
    /// - Parameter inputs: every path the command reads (``CommandContext/outputURL(forPath:named:inputs:replace:allowsInsideInputFolder:takesStandardOutput:)``).
    /// - Throws: ``CommandError/usage(_:)`` for `--report -` with `--json` (both want stdout), and
    ///   as the file check throws.
    static func of(_ arguments: ParsedArguments, inputs: [String], context: CommandContext) throws -> ReportDestination? {
        guard let path = arguments.option("report") else { return nil }
        guard path == CommandContext.standardOutputPath else {
            return .file(try context.outputURL(
                forPath: path, named: "--report", inputs: inputs, replace: arguments.flag("replace"), takesStandardOutput: true))
        }
        guard !arguments.flag("json") else {
            throw CommandError.usage("--report - writes the HTML on stdout, where --json prints its report: give --report a file path, or leave out --json")
        }
        return .standardOutput(context.standardOutput)
    }

    /// `context` with its results (`print`) on stderr when the report takes stdout, else as it is.
    func results(_ context: CommandContext) -> CommandContext {
        guard case .standardOutput = self else { return context }
        return context.resultsOnStandardError
    }

    /// - Throws: as ``HTMLReport/write(to:)`` throws; a failed stdout write is the tool's to report.
    func write(_ report: HTMLReport) throws {
        switch self {
        case .file(let url): try report.write(to: url)
        case .standardOutput(let output): output.write(report.html())
        }
    }
}
