import Testing
@testable import InkRecCLI

@Suite struct InkRecToolTests {
    @Test func runsACommandWithItsArguments() {
        let result = runTool(["echo", "x", "y", "z", "--split", "test", "--json"])
        #expect(result.code == .success)
        #expect(result.stdout == "echo in=x rest=y,z split=test epochs=3 json=true\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func nestedCommand() {
        let result = runTool(["eval", "echo", "x", "--epochs", "7"])
        #expect(result.code == .success)
        #expect(result.stdout == "eval echo in=x rest= split=all epochs=7 json=false\n")
    }

    @Test func usageErrorExitsTwoWithUsageOnStderr() {
        let result = runTool(["echo", "x", "--epochs", "ten"])
        #expect(result.code == .usage)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == """
            inkrec echo: --epochs expects an integer, got 'ten'
            usage: inkrec echo IN [REST...] [--split S] [--epochs N] [--json]
            Run 'inkrec help echo' for details.

            """)
    }

    @Test func badInputExitsOneWithTheErrorOnStderr() {
        let result = runTool(["eval", "broken"])
        #expect(result.code == .badInput)
        #expect(result.stderr == "inkrec eval broken: error: data.ndjson:3: expected ']'\n")
    }

    @Test func versionAndHelp() {
        #expect(runTool(["--version"]).stdout == "inkrec \(InkRecTool.version) (inkrec JSON 1, .inkmodel 1)\n")
        let help = runTool(["--help"])
        #expect(help.code == .success)
        #expect(help.stdout.contains("  echo          Print the parsed arguments"))
        #expect(help.stdout.contains("  eval broken   Always fails on its input"))
        #expect(runTool(["help"]).stdout == help.stdout)
    }

    /// Trial 6: `--version --json` printed the text line. It prints a JSON object, as every
    /// `--json` does, in either order; another argument is a usage error.
    @Test func versionAsJSON() {
        for words in [["--version", "--json"], ["--json", "--version"]] {
            let result = runTool(words)
            #expect(result.code == .success)
            #expect(result.stdout == "{\n  \"inkmodel\" : 1,\n  \"inkrec_json\" : 1,\n  \"version\" : \"\(InkRecTool.version)\"\n}\n")
        }
        let extra = runTool(["--version", "info"])
        #expect(extra.code == .usage)
        #expect(extra.stderr == "inkrec: --version takes no argument but --json, got 'info'\n")
        #expect(extra.stdout.isEmpty)
    }

    @Test func commandHelpThreeWays() {
        let viaHelp = runTool(["help", "echo"])
        #expect(viaHelp.code == .success)
        #expect(viaHelp.stdout.hasPrefix("inkrec echo — Print the parsed arguments\n\nusage: inkrec echo"))
        #expect(viaHelp.stdout.contains("--split S    writers to read (writer-independent split): train|validation|test|all (default: all)"))
        #expect(runTool(["echo", "--help"]).stdout == viaHelp.stdout)
        #expect(runTool(["echo", "-h", "--bogus"]).stdout == viaHelp.stdout)
        #expect(runTool(["help", "eval", "broken"]).stdout.hasPrefix("inkrec eval broken — "))
    }

    @Test func groupHelpAndMissingSubcommand() {
        let group = runTool(["eval", "--help"])
        #expect(group.code == .success)
        #expect(group.stdout.contains("eval echo"))
        #expect(!group.stdout.contains("  echo "))
        #expect(runTool(["help", "eval"]).stdout == group.stdout)
        let missing = runTool(["eval"])
        #expect(missing.code == .usage)
        #expect(missing.stderr.hasPrefix("inkrec eval: missing subcommand\n"))
        let unknown = runTool(["eval", "poems", "x"])
        #expect(unknown.code == .usage)
        #expect(unknown.stderr.hasPrefix("inkrec: unknown command 'eval poems'\n"))
    }

    @Test func unknownCommandsAndNoArguments() {
        #expect(runTool(["frobnicate"]).code == .usage)
        #expect(runTool(["frobnicate"]).stderr.hasPrefix("inkrec: unknown command 'frobnicate'"))
        #expect(runTool(["help", "frobnicate"]).code == .usage)
        let bare = runTool([])
        #expect(bare.code == .usage)
        #expect(bare.stdout.isEmpty)
        #expect(bare.stderr.contains("commands:"))
    }

    /// The contract of issue 2 for every registered command: help, and `--json`.
    @Test func everyRegisteredCommandHasHelpAndJSON() {
        for command in InkRecTool().commands {
            #expect(!command.summary.isEmpty, "\(command.name) has no summary")
            let help = runInkrec(command.words + ["--help"])
            #expect(help.code == .success)
            #expect(help.stdout.hasPrefix("inkrec \(command.name) — \(command.summary)\n\nusage: inkrec \(command.name)"))
            #expect(command.signature.flags.contains { $0.name == "json" }, "\(command.name) has no --json")
        }
    }

    @Test func groupTitleCountsItsCommands() {
        #expect(runTool(["eval", "--help"]).stdout.hasPrefix("inkrec eval — 2 commands\n"))
        #expect(runTool(["help", "eval"], commands: [FailingCommand()]).stdout.hasPrefix("inkrec eval — 1 command\n"))
    }
}
