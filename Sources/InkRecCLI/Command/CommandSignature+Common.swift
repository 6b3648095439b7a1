// The options and flags several commands share, so they read and behave the same everywhere.

extension Option {
    /// `--split train|validation|test|all` (default `all`): which writers of a dataset to read.
    public static let split = Option(
        "split", value: "S", help: "writers to read (writer-independent split)", default: "all",
        allowed: ["train", "validation", "test", "all"]
    )
    /// `--report FILE`: a self-contained HTML report (an existing FILE only with `--replace`).
    public static let report = Option("report", value: "FILE", help: "write a self-contained HTML report (-: on stdout, the results then on stderr)")
    /// `--model FILE` (required): a `.inkmodel` file.
    public static let model = Option("model", value: "FILE", help: "the .inkmodel file to use", required: true)
    /// `--seed N` (default 1): the seed of every random choice the command makes.
    public static let seed = Option("seed", value: "N", help: "random seed", default: "1")
}

extension Flag {
    /// `--json`: machine-readable output on stdout instead of text.
    public static let json = Flag("json", help: "print machine-readable JSON instead of text")
    /// `--replace`: an existing output file is replaced; without it, it is a usage error.
    public static let replace = Flag("replace", help: "replace existing output files")
}
