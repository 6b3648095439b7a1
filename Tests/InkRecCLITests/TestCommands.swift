import InkRecCLI

/// A command that reports what it parsed, so routing and parsing can be checked from output.
struct EchoCommand: Command {
    var name = "echo"
    let summary = "Print the parsed arguments"
    var signature = CommandSignature(
        arguments: [Argument("IN", help: "input"), Argument("REST", help: "more inputs", repeated: true, optional: true)],
        options: [.split, Option("epochs", value: "N", help: "epochs", default: "3")],
        flags: [.json]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) throws {
        let epochs = try arguments.option("epochs", as: Int.self) ?? 0
        let rest = arguments.positionals("REST").joined(separator: ",")
        context.print("\(name) in=\(arguments.positional("IN") ?? "-") rest=\(rest) split=\(arguments.option("split") ?? "-") epochs=\(epochs) json=\(arguments.flag("json"))")
    }
}

/// A command that fails the way a reader fails on a malformed file.
struct FailingCommand: Command {
    struct ReadError: Error, CustomStringConvertible {
        var description: String { "data.ndjson:3: expected ']'" }
    }

    let name = "eval broken"
    let summary = "Always fails on its input"
    let signature = CommandSignature()

    func run(_ arguments: ParsedArguments, context: CommandContext) throws {
        throw ReadError()
    }
}

/// Runs `words` through a tool holding the test commands; returns the exit code and both streams.
func runTool(_ words: [String], commands: [any Command] = [EchoCommand(), EchoCommand(name: "eval echo"), FailingCommand()])
    -> (code: ExitCode, stdout: String, stderr: String)
{
    let (context, out, err) = CommandContext.captured()
    let code = InkRecTool(commands: commands).run(words, context: context)
    return (code, out.text, err.text)
}
