import Testing
@testable import InkRecCLI

@Suite struct ArgumentParserTests {
    let signature = CommandSignature(
        arguments: [Argument("IN", help: ""), Argument("PATH", help: "", repeated: true), Argument("OUT", help: "")],
        options: [.split, Option("lr", value: "X", help: ""), .report],
        flags: [.json]
    )

    func parse(_ words: [String]) throws -> ParsedArguments {
        try ArgumentParser(signature: signature).parse(words)
    }

    @Test func repeatedPositionalTakesWhatTheRestLeaves() throws {
        let parsed = try parse(["a", "b", "c", "d", "out"])
        #expect(parsed.positional("IN") == "a")
        #expect(parsed.positionals("PATH") == ["b", "c", "d"])
        #expect(parsed.positional("OUT") == "out")
    }

    @Test func optionsAnywhereWithSpaceOrEquals() throws {
        let parsed = try parse(["--split", "test", "a", "--json", "b", "--lr=0.5", "c"])
        #expect(parsed.option("split") == "test")
        #expect(try parsed.option("lr", as: Double.self) == 0.5)
        #expect(parsed.flag("json"))
        #expect(parsed.positionals("PATH") == ["b"])
    }

    @Test func defaultsAndAbsentOptions() throws {
        let parsed = try parse(["a", "b", "c"])
        #expect(parsed.option("split") == "all")
        #expect(parsed.option("report") == nil)
        #expect(try parsed.option("lr", as: Double.self) == nil)
        #expect(!parsed.flag("json"))
    }

    @Test func valueMayStartWithDash() throws {
        let parsed = try parse(["--lr", "-1e-3", "a", "b", "c"])
        #expect(try parsed.option("lr", as: Double.self) == -0.001)
    }

    /// `--epochs 3 --epochs 5` trained 5 epochs without a word (last wins); a repeated flag is
    /// harmless and stays accepted.
    @Test func aRepeatedOptionIsAUsageErrorNamingItThroughTheTool() throws {
        let run = runTool(["echo", "in", "--epochs", "3", "--json", "--epochs=5", "--json"])
        #expect(run.code == .usage)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("inkrec echo: --epochs is given twice ('3' and '5'): give it once\n"), "\(run.stderr)")
        #expect(try parse(["a", "b", "c", "--json", "--json"]).flag("json"))
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try parse(["a", "--", "--json", "-"])
        #expect(parsed.positionals("PATH") == ["--json"])
        #expect(parsed.positional("OUT") == "-")
        #expect(!parsed.flag("json"))
    }

    @Test(arguments: [
        (["a", "b"], "missing OUT"),
        (["a"], "missing PATH"),
        ([], "missing IN"),
        (["a", "b", "c", "--bogus"], "unknown option '--bogus'"),
        (["a", "b", "c", "-x"], "unknown option '-x'"),
        (["a", "b", "c", "--lr"], "--lr needs a value (X)"),
        (["a", "", "c"], "PATH is empty"),
        // Trial 6: `--report --json` wrote a report named "--json".
        (["a", "b", "c", "--lr", "--json"], "--lr needs a value (X), got the option '--json'; write --lr=--json to mean it as the value"),
        (["a", "b", "c", "--split", "dev"], "--split must be one of train, validation, test, all, got 'dev'"),
        (["a", "b", "c", "--json=yes"], "--json takes no value"),
        (["--lr", "-0.25", "a", "b", "c", "--lr", "-1e-3"], "--lr is given twice ('-0.25' and '-1e-3'): give it once"),
        (["a", "--split", "test", "b", "--split=test", "c"], "--split is given twice ('test' and 'test'): give it once"),
        (["a", "b", "c", "--report", "", "--report", ""], "--report is given twice ('' and ''): give it once"),
    ])
    func usageErrors(words: [String], message: String) {
        #expect(throws: CommandError.usage(message)) { try parse(words) }
    }

    @Test func unconvertibleValueIsAUsageError() throws {
        let parsed = try parse(["--lr", "fast", "a", "b", "c"])
        #expect(throws: CommandError.usage("--lr expects a number, got 'fast'")) {
            try parsed.option("lr", as: Double.self)
        }
        #expect(throws: CommandError.usage("--lr expects an integer, got 'fast'")) {
            try parsed.option("lr", as: Int.self)
        }
    }

    /// `--seed -5` used to say "expects an integer, got '-5'", which it is.
    @Test func negativeValueOfAnUnsignedOptionAsksForANonNegativeInteger() throws {
        let parsed = try parse(["--lr", "-5", "a", "b", "c"])
        #expect(throws: CommandError.usage("--lr expects a non-negative integer, got '-5'")) {
            try parsed.option("lr", as: UInt64.self)
        }
        #expect(try parsed.option("lr", as: Int.self) == -5)
    }

    @Test func tooManyPositionalsWithoutRepeated() {
        let signature = CommandSignature(arguments: [Argument("IN", help: ""), Argument("OUT", help: "")])
        #expect(throws: CommandError.usage("unexpected argument 'c'")) {
            try ArgumentParser(signature: signature).parse(["a", "b", "c"])
        }
    }

    @Test func optionalPositionalFillsWhenGiven() throws {
        let signature = CommandSignature(arguments: [Argument("IN", help: ""), Argument("OUT", help: "", optional: true)])
        let parser = ArgumentParser(signature: signature)
        #expect(try parser.parse(["a"]).positional("OUT") == nil)
        #expect(try parser.parse(["a", "b"]).positional("OUT") == "b")
    }

    @Test func requiredOption() {
        let signature = CommandSignature(options: [.model])
        #expect(throws: CommandError.usage("missing --model FILE")) {
            try ArgumentParser(signature: signature).parse([])
        }
    }
}
