/// One `inkrec` command: its name, what it does, what it accepts, and how it runs.
///
/// A command is a value with no state between runs. To add one, write
/// `Sources/InkRecCLI/Commands/<Name>Command.swift` and list it once in ``CommandRegistry/commands``;
/// parsing, `--help`, `help NAME`, usage errors and exit codes come from ``InkRecTool``.
///
/// ```swift
/// struct EvalShapesCommand: Command {
///     let name = "eval shapes"
///     let summary = "Evaluate the shape recognizer on labelled ink"
///     let signature = CommandSignature(
///         arguments: [Argument("PATH", help: "labelled dataset files or folders", repeated: true)],
///         options: [.split, .report],
///         flags: [.json]
///     )
///     func run(_ arguments: ParsedArguments, context: CommandContext) throws {
///         let paths = arguments.positionals("PATH")
///         …
///     }
/// }
/// ```
public protocol Command: Sendable {
    /// The words after `inkrec` that select this command, separated by one space:
    /// `"info"`, or `"eval shapes"` for a command nested under the group `eval`.
    var name: String { get }

    /// One line, no trailing period: shown in `inkrec --help` and at the top of the command's help.
    var summary: String { get }

    /// The positionals, options and flags the command accepts.
    var signature: CommandSignature { get }

    /// Longer help shown under the usage line (examples, output format); empty by default.
    var discussion: String { get }

    /// Runs the command.
    ///
    /// - Throws: ``CommandError/usage(_:)`` for arguments that make no sense together (exit 2);
    ///   any other error — ``CommandError/badInput(_:)`` or a library's typed error — means bad input
    ///   (exit 1). The error's description is printed on stderr.
    func run(_ arguments: ParsedArguments, context: CommandContext) throws
}

extension Command {
    public var discussion: String { "" }

    /// The name split into words: `["eval", "shapes"]`.
    var words: [String] { name.split(separator: " ").map(String.init) }
}
