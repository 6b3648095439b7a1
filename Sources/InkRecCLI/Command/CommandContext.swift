import Foundation

/// What a command may touch outside its arguments: output streams and the working folder.
///
/// Commands never use `print`, `FileHandle.standardOutput` or `FileManager.currentDirectoryPath`
/// directly, so tests can run them in-process with ``captured(currentDirectory:)``.
public struct CommandContext: Sendable {
    /// Results: text or JSON.
    public let standardOutput: any TextOutput
    /// Errors, warnings and progress.
    public let standardError: any TextOutput
    /// Whether stderr is a terminal: the progress bar redraws in place only then.
    public let isErrorTerminal: Bool
    /// Relative paths on the command line resolve against this folder.
    public let currentDirectory: URL
    /// Reads stdin to its end, for an input path `-`; called at most once per command. Internal:
    /// commands read stdin through the dataset loader, and the init sets it.
    let readStandardInput: @Sendable () -> Data

    /// - Parameter readStandardInput: by default the process's stdin, read to its end.
    public init(
        standardOutput: any TextOutput, standardError: any TextOutput, isErrorTerminal: Bool,
        currentDirectory: URL,
        readStandardInput: @escaping @Sendable () -> Data = { FileHandle.standardInput.readDataToEndOfFile() }
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.isErrorTerminal = isErrorTerminal
        self.currentDirectory = currentDirectory
        self.readStandardInput = readStandardInput
    }

    /// The process's own stdout, stderr and working folder.
    public static func standard() -> CommandContext {
        CommandContext(
            standardOutput: FileHandleOutput(.standardOutput),
            standardError: FileHandleOutput(.standardError),
            isErrorTerminal: isatty(STDERR_FILENO) == 1,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        )
    }

    /// A context whose stdout and stderr are buffers and whose stdin holds `standardInput`, for
    /// running commands in tests.
    public static func captured(
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
        standardInput: Data = Data()
    ) -> (context: CommandContext, standardOutput: CapturedOutput, standardError: CapturedOutput) {
        let out = CapturedOutput()
        let err = CapturedOutput()
        let context = CommandContext(
            standardOutput: out, standardError: err, isErrorTerminal: false,
            currentDirectory: currentDirectory, readStandardInput: { standardInput }
        )
        return (context, out, err)
    }

    /// Writes one line to stdout.
    public func print(_ line: String = "") {
        standardOutput.write(line + "\n")
    }

    /// Writes one line to stderr.
    public func printError(_ line: String) {
        standardError.write(line + "\n")
    }

    /// A command-line path as a file URL: absolute paths as they are, relative ones against
    /// ``currentDirectory``; `~` is not expanded (the shell does that).
    public func url(forPath path: String) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
        return currentDirectory.appendingPathComponent(path)
    }
}
