/// The process exit codes of `inkrec`.
public enum ExitCode: Int32, Sendable {
    /// The command did what was asked.
    case success = 0
    /// The input could not be used: unreadable or malformed files, empty datasets, failed checks.
    case badInput = 1
    /// The command line was wrong: unknown command or option, missing or malformed argument.
    case usage = 2
}
